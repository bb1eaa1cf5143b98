/**
 * The application's stores: one Kysely query layer over embedded SQLite (a file in DATA_DIR) by
 * default, or PostgreSQL when DATABASE_URL is set. Accounts, sessions, ledgers and the
 * 'You make it happen' notifications live here;
 * the search index is a separate read-only file.
 *
 * Opening starts the migrations (server/migrations/migrate.ts) without waiting for them: ping() and
 * every store method wait, so /readyz stays unready until the schema is current and boot
 * (server/main.ts awaits ping) fails when a migration does.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { AccountStore } from './accounts/account-model.ts';
import { createAccountStore } from './accounts/store.ts';
import type { Config } from './config.ts';
import { afterMigrations, migrateOnce } from './db/after-migrations.ts';
import { databaseUnavailableReason } from './db/database-unavailable.ts';
import { createPostgresPool } from './db/postgres-pool.ts';
import type { Database, StoreKind } from './db/schema.ts';
import { createLedgerStore, type LedgerStore } from './ledger/ledger-store.ts';
import type { Logger } from './logger.ts';
import type { NotificationStore } from './notifications/notification-model.ts';
import { createNotificationStore } from './notifications/store.ts';
import type { SponsorStore } from './sponsors/sponsor-model.ts';
import { createSponsorStore } from './sponsors/store.ts';

// The tables are declared in server/db/schema.ts and created by server/migrations/.
export type { Database } from './db/schema.ts';

export interface Stores {
  kind: StoreKind;
  db: Kysely<Database>;
  accounts: AccountStore;
  notifications: NotificationStore;
  /** Sponsored links, their spend, the donation ledger and the searches supported. */
  sponsors: SponsorStore;
  /** The hash-chained ledger events' other side: shares, payouts, signed statements, keys (server/ledger/). */
  ledger: LedgerStore;
  /** Resolves when the migrations have run and the database answers a trivial query. */
  ping(): Promise<void>;
  isOpen(): boolean;
  close(): Promise<void>;
}

export function openStores(config: Pick<Config, 'dataDir' | 'databaseUrl'>, options: { logger?: Logger } = {}): Stores {
  let open = true;
  let db: Kysely<Database>;
  let kind: Stores['kind'];
  if (config.databaseUrl) {
    kind = 'postgres';
    const pool = createPostgresPool(config.databaseUrl, {
      // The reason in plain words and the code: never the URL, which may hold a password.
      onConnectionLost: (error) =>
        options.logger?.warn(
          { reason: databaseUnavailableReason(error) ?? error.message, code: (error as { code?: string }).code },
          'database connection lost',
        ),
    });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    kind = 'sqlite';
    mkdirSync(config.dataDir, { recursive: true });
    const file = new SQLite(join(config.dataDir, 'karma.sqlite'));
    file.pragma('journal_mode = WAL');
    file.pragma('foreign_keys = ON');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  }
  const accounts = createAccountStore(db, kind);
  const migration = migrateOnce(() => accounts.migrate());
  // Failures surface through ping() and the store methods, which try again.
  migration.migrated().catch(() => undefined);
  return {
    kind,
    db,
    accounts: afterMigrations(accounts, migration.migrated),
    notifications: afterMigrations(createNotificationStore(db), migration.migrated),
    sponsors: afterMigrations(createSponsorStore(db, kind), migration.migrated),
    ledger: afterMigrations(createLedgerStore(db, kind), migration.migrated),
    async ping() {
      if (!open) throw new Error('stores are closed');
      await migration.migrated();
      await sql`select 1`.execute(db);
    },
    isOpen: () => open,
    async close() {
      if (!open) return;
      open = false;
      // Destroying the pool under a running migration would fail it halfway.
      await migration.settled();
      await db.destroy();
    },
  };
}
