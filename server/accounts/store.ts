/**
 * The account store: AccountStore (./account-model.ts) over Kysely, on SQLite or PostgreSQL alike. The
 * queries live in server/db/, one file per table family; this file composes them and owns
 * nothing but the mapping. `kind` selects the few dialect differences (row locks, the migration
 * history's schema).
 *
 * Errors: AccountNotFoundError, InvalidSettingsError, InvalidCounterAmountError and
 * EmailConflictError (all AccountStoreError) are the caller's to map to a status.
 */
import type { Kysely } from 'kysely';
import type { Database, StoreKind } from '../db/schema.ts';
import { migrateToLatest } from '../migrations/migrate.ts';
import type { AccountStore } from './account-model.ts';
import { AccountNotFoundError } from './storage/account-errors.ts';
import { exportAccount } from './storage/account-export.ts';
import * as accountQueries from './storage/account-queries.ts';
import { updateSettings } from './storage/account-settings-queries.ts';
import * as codeAttempts from './storage/login-code-attempts.ts';
import * as loginTokens from './storage/login-token-queries.ts';
import * as sessions from './storage/session-queries.ts';

export {
  AccountNotFoundError,
  AccountStoreError,
  EmailConflictError,
  InvalidCounterAmountError,
  InvalidSettingsError,
  MAX_COUNTER_AMOUNT,
} from './storage/account-errors.ts';

export function createAccountStore(db: Kysely<Database>, kind: StoreKind): AccountStore {
  const mustRead = async (id: string) => {
    const account = await accountQueries.readAccount(db, { id });
    if (!account) throw new AccountNotFoundError();
    return account;
  };
  return {
    migrate: () => migrateToLatest(db, kind),

    async createLoginToken(input) {
      await loginTokens.insertLoginToken(db, input);
      await codeAttempts.resetLoginCodeAttempts(db, input.emailHash);
    },
    findPendingLoginToken: (tokenHash, now) => loginTokens.findPendingLoginToken(db, tokenHash, now),
    consumeLoginToken: (tokenHash, now) => loginTokens.consumeLoginToken(db, tokenHash, now),
    consumeLoginCode: (emailHash, codeHash, now) => loginTokens.consumeLoginCode(db, emailHash, codeHash, now),
    tryLoginCode: (emailHash, codeHash, now) => codeAttempts.tryLoginCode(db, emailHash, codeHash, now),
    countLoginTokens: (emailHash, since) => loginTokens.countLoginTokens(db, emailHash, since),

    findOrCreateAccount: (email, emailHash, now, initialSettings) =>
      accountQueries.findOrCreateAccount(db, email, emailHash, now, initialSettings),
    getAccount: (id) => accountQueries.readAccount(db, { id }),
    async updateSettings(id, update) {
      await updateSettings(db, kind, id, update, new Date());
      return mustRead(id);
    },
    addToCounter: (id, amount) => accountQueries.addToCounter(db, id, amount),
    setLastSeenNotification: (id, at) => accountQueries.setLastSeenNotification(db, id, at),
    deleteAccount: (id) => accountQueries.deleteAccount(db, id),
    exportAccount: (id) => exportAccount(db, id),

    createSession: (input) => sessions.insertSession(db, input),
    findSession: (idHash, now) => sessions.findSession(db, idHash, now),
    deleteSession: (idHash) => sessions.deleteSession(db, idHash),
    async purgeExpired(now) {
      await loginTokens.purgeLoginTokens(db, now);
      await codeAttempts.purgeLoginCodeAttempts(db, now);
      await sessions.purgeSessions(db, now);
    },
  };
}
