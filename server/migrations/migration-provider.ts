/**
 * Every migration, in code rather than read from a folder at run time, so the server bundle
 * carries them. Names sort in the order they run: append `0002_…`, never rename or edit one that
 * has shipped.
 */
import type { Migration, MigrationProvider } from 'kysely';
import { accountsMigration } from './0001_accounts.ts';
import { notificationsMigration } from './0002_notifications.ts';
import { loginCodeAttemptsMigration } from './0003_login_code_attempts.ts';
import { sponsoredLinksMigration } from './0004_sponsored_links.ts';
import { ledgerEventsMigration } from './0005_ledger_events.ts';

const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts': accountsMigration,
  '0002_notifications': notificationsMigration,
  '0003_login_code_attempts': loginCodeAttemptsMigration,
  '0004_sponsored_links': sponsoredLinksMigration,
  '0005_ledger_events': ledgerEventsMigration,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
