/**
 * The application's stores: one Kysely query layer over embedded SQLite (a file in DATA_DIR) by
 * default, or PostgreSQL when DATABASE_URL is set. Accounts, sessions and ledgers live here;
 * the search index is a separate read-only file.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from './config.ts';

// Tables are added by the migrations of the features that own them.
// biome-ignore lint/complexity/noBannedTypes: the schema starts empty and grows by declaration merging.
export type Database = {};

export interface Stores {
  kind: 'sqlite' | 'postgres';
  db: Kysely<Database>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  isOpen(): boolean;
  close(): Promise<void>;
}

export function openStores(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Stores {
  let open = true;
  let db: Kysely<Database>;
  let kind: Stores['kind'];
  if (config.databaseUrl) {
    kind = 'postgres';
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  } else {
    kind = 'sqlite';
    mkdirSync(config.dataDir, { recursive: true });
    const file = new SQLite(join(config.dataDir, 'karma.sqlite'));
    file.pragma('journal_mode = WAL');
    file.pragma('foreign_keys = ON');
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  }
  return {
    kind,
    db,
    async ping() {
      if (!open) throw new Error('stores are closed');
      await sql`select 1`.execute(db);
    },
    isOpen: () => open,
    async close() {
      if (!open) return;
      open = false;
      await db.destroy();
    },
  };
}
