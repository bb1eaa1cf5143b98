/**
 * Fresh, isolated stores for tests, opened through the real openStores (so migrated the way the
 * server migrates at boot):
 * - SQLite: a new DATA_DIR in the temp directory.
 * - PostgreSQL: a new schema in this test process's own database (`forkDatabaseUrl`), reached
 *   through a DATABASE_URL whose `options` set `search_path` to it, so test files never see each
 *   other's rows.
 * `close()` closes the stores and removes the directory or drops the schema.
 *
 * Usage with the app: `buildTestApp(database.env)` serves from the same database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Env } from '../../server/config.ts';
import type { StoreKind } from '../../server/db/schema.ts';
import { openStores, type Stores } from '../../server/stores.ts';

/** The CI machine runs PostgreSQL on loopback (`.ci/run` installs and starts it when missing). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  kind: StoreKind;
  /** Opened and migrated. */
  stores: Stores;
  /** What openStores needs to reach the same database again (a second process, say). */
  config: { dataDir: string; databaseUrl: string | undefined };
  /** The same, as environment variables for buildTestApp or parseConfig. */
  env: Env;
  /** Closes `stores` (other stores opened on `config` are the caller's) and removes the database. */
  close(): Promise<void>;
}

export async function openSqliteTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'karma-db-'));
  const config = { dataDir, databaseUrl: undefined };
  return opened('sqlite', config, { DATA_DIR: dataDir }, async () => rmSync(dataDir, { recursive: true, force: true }));
}

export async function openPostgresTestDatabase(): Promise<TestDatabase> {
  const baseUrl = await forkDatabaseUrl();
  const schema = `karma_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withClient(baseUrl, (client) => client.query(`create schema "${schema}"`));
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const config = { dataDir: join(tmpdir(), 'karma-unused'), databaseUrl: url.href };
  return opened('postgres', config, { DATABASE_URL: url.href }, () =>
    withClient(baseUrl, (client) => client.query(`drop schema if exists "${schema}" cascade`)),
  );
}

export const TEST_DATABASES: Record<StoreKind, () => Promise<TestDatabase>> = {
  sqlite: openSqliteTestDatabase,
  postgres: openPostgresTestDatabase,
};

async function opened(
  kind: StoreKind,
  config: TestDatabase['config'],
  env: Env,
  remove: () => Promise<unknown>,
): Promise<TestDatabase> {
  const stores = openStores(config);
  let closed: Promise<void> | undefined;
  const close = () => {
    closed ??= stores.close().then(async () => {
      await remove();
    });
    return closed;
  };
  try {
    await stores.ping();
  } catch (error) {
    await close();
    throw error;
  }
  return { kind, stores, config, env, close };
}

/**
 * A database of this test process's own on the server of TEST_DATABASE_URL, created at first use.
 * Kysely's migrator lists the tables of every schema of its database before it filters on its
 * own: a schema that another process drops meanwhile fails that listing. Each fork of the test
 * pool (VITEST_POOL_ID) of a run (its parent, the vitest process) gets one database, so no other
 * process drops a schema in it; those of runs that have ended are dropped here.
 */
export function forkDatabaseUrl(): Promise<string> {
  forkDatabase ??= createForkDatabase().catch((error: unknown) => {
    forkDatabase = undefined;
    throw error;
  });
  return forkDatabase;
}

let forkDatabase: Promise<string> | undefined;

const FORK_DATABASE = /^karma_test_(\d+)_\d+$/;

async function createForkDatabase(): Promise<string> {
  const name = `karma_test_${process.ppid}_${process.env.VITEST_POOL_ID ?? process.pid}`;
  await withClient(TEST_DATABASE_URL, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database');
    for (const { datname } of rows) {
      const run = FORK_DATABASE.exec(datname)?.[1];
      if (run === undefined || isAlive(Number(run))) continue;
      // Two forks may both find it stale: the second one's drop has nothing left to do.
      await client.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
    await createDatabase(client, name);
  });
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.href;
}

const DUPLICATE_DATABASE = '42P04';
/** Raised when another session uses the template database at that moment: tried again. */
const OBJECT_IN_USE = '55006';

async function createDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`create database "${name}"`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === DUPLICATE_DATABASE) return;
      if (code !== OBJECT_IN_USE || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
