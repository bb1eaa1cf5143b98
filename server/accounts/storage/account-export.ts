/**
 * The account's data export (GDPR access and portability): everything stored about it, as
 * plain JSON. Hashes are left out: they identify nothing to the user and, for sessions, would
 * help whoever got hold of the export file.
 */
import type { Kysely } from 'kysely';
import { fromMillis } from '../../db/epoch-millis.ts';
import type { Database } from '../../db/schema.ts';
import { readAccount } from './account-queries.ts';

const iso = (millis: number): string => fromMillis(millis).toISOString();

export async function exportAccount(db: Kysely<Database>, id: string): Promise<Record<string, unknown> | undefined> {
  const owner = await db.selectFrom('accounts').select('email_hash').where('id', '=', id).executeTakeFirst();
  const account = owner && (await readAccount(db, { id }));
  if (!owner || !account) return undefined;
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at'])
    .where('account_id', '=', id)
    .orderBy('created_at')
    .execute();
  const loginTokens = await db
    .selectFrom('login_tokens')
    .select(['locale', 'created_at', 'expires_at', 'used_at'])
    .where('email_hash', '=', owner.email_hash)
    .orderBy('created_at')
    .execute();
  return {
    account: {
      id: account.id,
      email: account.email,
      createdAt: account.createdAt.toISOString(),
      counter: account.counter,
      lastSeenNotificationAt: account.lastSeenNotificationAt?.toISOString() ?? null,
    },
    settings: account.settings,
    sessions: sessions.map((row) => ({ createdAt: iso(row.created_at), expiresAt: iso(row.expires_at) })),
    loginMails: loginTokens.map((row) => ({
      locale: row.locale,
      createdAt: iso(row.created_at),
      expiresAt: iso(row.expires_at),
      usedAt: row.used_at === null ? null : iso(row.used_at),
    })),
  };
}
