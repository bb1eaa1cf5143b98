/**
 * Login tokens: one row per login mail, holding the hashes of its link token and short code.
 * Consuming is ONE conditional UPDATE … RETURNING, so two requests racing with the same token
 * (a double click, a mail scanner and the user) cannot both log in: the database lets exactly
 * one of them flip used_at from null.
 */
import type { Kysely } from 'kysely';
import { DAY_MS, toMillis } from '../../db/epoch-millis.ts';
import type { Database } from '../../db/schema.ts';
import type { LoginTokenInput } from '../account-model.ts';

type Db = Kysely<Database>;

export async function insertLoginToken(db: Db, input: LoginTokenInput): Promise<void> {
  await db
    .insertInto('login_tokens')
    .values({
      token_hash: input.tokenHash,
      code_hash: input.codeHash,
      email: input.email,
      email_hash: input.emailHash,
      locale: input.locale,
      created_at: toMillis(input.createdAt),
      expires_at: toMillis(input.expiresAt),
      used_at: null,
    })
    .execute();
}

export async function consumeLoginToken(db: Db, tokenHash: string, now: Date) {
  const at = toMillis(now);
  return db
    .updateTable('login_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('email')
    .executeTakeFirst();
}

/**
 * The newest unexpired, unused token of this e-mail with this code. The subquery picks the row;
 * the outer conditions are checked again on the row being updated, so a concurrent consume of
 * the same row leaves this one with nothing to update.
 */
export async function consumeLoginCode(db: Db, emailHash: string, codeHash: string, now: Date) {
  const at = toMillis(now);
  return db
    .updateTable('login_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', (eb) =>
      eb
        .selectFrom('login_tokens')
        .select('token_hash')
        .where('email_hash', '=', emailHash)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .orderBy('token_hash', 'desc')
        .limit(1),
    )
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('email')
    .executeTakeFirst();
}

/** The e-mail of a token the link may still use, without using it (the link's landing page). */
export async function findPendingLoginToken(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('login_tokens')
    .select('email')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', toMillis(now))
    .executeTakeFirst();
}

/** Every code and link of the address that could still log in stops working (too many wrong codes). */
export async function voidPendingLoginTokens(db: Db, emailHash: string, now: Date): Promise<void> {
  await db
    .updateTable('login_tokens')
    .set({ used_at: toMillis(now) })
    .where('email_hash', '=', emailHash)
    .where('used_at', 'is', null)
    .execute();
}

export async function countLoginTokens(db: Db, emailHash: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('login_tokens')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('email_hash', '=', emailHash)
    .where('created_at', '>=', toMillis(since))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Expired tokens, and used ones a day after their use. */
export async function purgeLoginTokens(db: Db, now: Date): Promise<void> {
  const at = toMillis(now);
  await db
    .deleteFrom('login_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('used_at', '<=', at - DAY_MS)]))
    .execute();
}
