/**
 * Sessions, stored by the SHA-256 of their opaque id: a leaked database holds no usable cookie.
 * A session row belongs to its account and goes with it (ON DELETE CASCADE).
 */
import type { Kysely } from 'kysely';
import { toMillis } from '../../db/epoch-millis.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export interface SessionInput {
  idHash: string;
  accountId: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertSession(db: Db, input: SessionInput): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: input.idHash,
      account_id: input.accountId,
      created_at: toMillis(input.createdAt),
      expires_at: toMillis(input.expiresAt),
    })
    .execute();
}

export async function findSession(db: Db, idHash: string, now: Date): Promise<{ accountId: string } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('account_id')
    .where('id_hash', '=', idHash)
    .where('expires_at', '>', toMillis(now))
    .executeTakeFirst();
  return row && { accountId: row.account_id };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function purgeSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', toMillis(now)).execute();
}
