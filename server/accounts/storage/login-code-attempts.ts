/**
 * Six digits are guessable, so codes are counted per e-mail address, in the database (every
 * replica sees the same count), whatever client address the guesses come from.
 *
 * A code is checked only after its attempt is counted: ONE upsert adds one and returns the new
 * number, or nothing once the count is used up. The row is locked by the upsert, so guesses sent
 * together are numbered one after the other and none is checked past the limit. The attempt
 * that uses up the count without the right code voids every pending code and link of the
 * address. A new login mail, or a login, starts the count again; otherwise it lapses with the
 * codes it guarded (LOGIN_CODE_WINDOW_MS).
 */
import type { Kysely } from 'kysely';
import { toMillis } from '../../db/epoch-millis.ts';
import type { Database } from '../../db/schema.ts';
import type { LoginCodeOutcome } from '../account-model.ts';
import { consumeLoginCode, voidPendingLoginTokens } from './login-token-queries.ts';

type Db = Kysely<Database>;

/** Codes an address may try; the fifth wrong one voids its pending codes and links. */
export const MAX_LOGIN_CODE_ATTEMPTS = 5;
/** As long as a code lives: a count older than its codes guards nothing. */
export const LOGIN_CODE_WINDOW_MS = 15 * 60_000;

/** Counts one attempt; its number, or undefined when the address has used up its attempts. */
export async function countLoginCodeAttempt(db: Db, emailHash: string, now: Date): Promise<number | undefined> {
  const at = toMillis(now);
  const row = await db
    .insertInto('login_code_attempts')
    .values({ email_hash: emailHash, attempts: 1, expires_at: at + LOGIN_CODE_WINDOW_MS })
    .onConflict((oc) =>
      oc
        .column('email_hash')
        .doUpdateSet((eb) => {
          const lapsed = eb('login_code_attempts.expires_at', '<=', at);
          return {
            attempts: eb
              .case()
              .when(lapsed)
              .then(1)
              .else(eb('login_code_attempts.attempts', '+', 1))
              .end(),
            expires_at: eb
              .case()
              .when(lapsed)
              .then(at + LOGIN_CODE_WINDOW_MS)
              .else(eb.ref('login_code_attempts.expires_at'))
              .end(),
          };
        })
        .where((eb) =>
          eb.or([
            eb('login_code_attempts.attempts', '<', MAX_LOGIN_CODE_ATTEMPTS),
            eb('login_code_attempts.expires_at', '<=', at),
          ]),
        ),
    )
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : undefined;
}

export async function resetLoginCodeAttempts(db: Db, emailHash: string): Promise<void> {
  await db.deleteFrom('login_code_attempts').where('email_hash', '=', emailHash).execute();
}

/** Checks a code typed for an address, within the address's count of attempts. */
export async function tryLoginCode(db: Db, emailHash: string, codeHash: string, now: Date): Promise<LoginCodeOutcome> {
  const attempt = await countLoginCodeAttempt(db, emailHash, now);
  if (attempt === undefined) return { outcome: 'exhausted', now: false };
  const used = await consumeLoginCode(db, emailHash, codeHash, now);
  if (used) {
    await resetLoginCodeAttempts(db, emailHash);
    return { outcome: 'accepted', email: used.email };
  }
  if (attempt < MAX_LOGIN_CODE_ATTEMPTS) return { outcome: 'wrong' };
  await voidPendingLoginTokens(db, emailHash, now);
  return { outcome: 'exhausted', now: true };
}

export async function purgeLoginCodeAttempts(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('login_code_attempts').where('expires_at', '<=', toMillis(now)).execute();
}
