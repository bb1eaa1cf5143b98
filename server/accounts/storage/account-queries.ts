/**
 * Accounts: one row per e-mail, found or created at login. Creation is idempotent under
 * concurrency (INSERT … ON CONFLICT DO NOTHING, then SELECT), so two logins of a new e-mail
 * racing each other end on the same account.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { fromMillis, fromNullableMillis, toMillis } from '../../db/epoch-millis.ts';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/account-settings.ts';
import type { Account } from '../account-model.ts';
import { normalizeEmail } from '../email.ts';
import {
  AccountNotFoundError,
  EmailConflictError,
  InvalidCounterAmountError,
  MAX_COUNTER_AMOUNT,
} from './account-errors.ts';
import { parseStoredSettings, serializeSettings } from './stored-settings.ts';

type Db = Kysely<Database>;

export async function readAccount(db: Db, by: { id: string } | { emailHash: string }): Promise<Account | undefined> {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('account_settings', 'account_settings.account_id', 'accounts.id')
    .select(['id', 'email', 'counter', 'created_at', 'last_seen_notification_at', 'settings_json'])
    .where((eb) => ('id' in by ? eb('accounts.id', '=', by.id) : eb('accounts.email_hash', '=', by.emailHash)))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    createdAt: fromMillis(row.created_at),
    counter: Number(row.counter),
    // A missing settings row (a crash between the two inserts) reads as the defaults.
    settings: parseStoredSettings(row.settings_json),
    lastSeenNotificationAt: fromNullableMillis(row.last_seen_notification_at),
  };
}

/** A new account starts with `initialSettings` (the device's, at a first login); an existing one keeps its own. */
export async function findOrCreateAccount(
  db: Db,
  email: string,
  emailHash: string,
  now: Date,
  initialSettings: Settings = DEFAULT_SETTINGS,
): Promise<Account> {
  const at = toMillis(now);
  await db
    .insertInto('accounts')
    .values({ id: randomUUID(), email: normalizeEmail(email), email_hash: emailHash, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const account = await db.selectFrom('accounts').select('id').where('email_hash', '=', emailHash).executeTakeFirst();
  // The insert lost on the e-mail column, not the hash: the caller hashed differently.
  if (!account) throw new EmailConflictError();
  await db
    .insertInto('account_settings')
    .values({ account_id: account.id, settings_json: serializeSettings(initialSettings), updated_at: at })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const created = await readAccount(db, { id: account.id });
  if (!created) throw new AccountNotFoundError(); // deleted in between
  return created;
}

export async function addToCounter(db: Db, id: string, amount: number): Promise<number> {
  if (!Number.isInteger(amount) || amount < 0 || amount > MAX_COUNTER_AMOUNT)
    throw new InvalidCounterAmountError(amount);
  const row = await db
    .updateTable('accounts')
    .set((eb) => ({ counter: eb('counter', '+', amount) }))
    .where('id', '=', id)
    .returning('counter')
    .executeTakeFirst();
  if (!row) throw new AccountNotFoundError();
  return Number(row.counter);
}

export async function setLastSeenNotification(db: Db, id: string, at: Date): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ last_seen_notification_at: toMillis(at) })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the account and everything keyed to it. The foreign keys cascade too; the explicit
 * deletes keep that true on a SQLite connection opened without `foreign_keys = ON`.
 */
export async function deleteAccount(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('accounts').select('email_hash').where('id', '=', id).executeTakeFirst();
    if (!account) return;
    await trx.deleteFrom('login_tokens').where('email_hash', '=', account.email_hash).execute();
    await trx.deleteFrom('login_code_attempts').where('email_hash', '=', account.email_hash).execute();
    await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
    await trx.deleteFrom('account_settings').where('account_id', '=', id).execute();
    await trx.deleteFrom('accounts').where('id', '=', id).execute();
  });
}
