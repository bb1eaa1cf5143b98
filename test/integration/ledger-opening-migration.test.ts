/**
 * A ledger written before the event chain existed: the migration that adds the chain turns it
 * into one hashed opening event, so `npm run ledger -- verify` passes on the upgraded database
 * and still catches an aggregate changed by hand afterwards. SQLite and PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/migrations/migrate.ts';
import { migrationProvider } from '../../server/migrations/migration-provider.ts';
import { runLedgerCli } from '../../server/sponsors/ledger-cli.ts';
import { forkDatabaseUrl } from '../helpers/databases.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

/** The migrations a release before the chain shipped. */
const beforeChain = {
  getMigrations: async () =>
    Object.fromEntries(Object.entries(await migrationProvider.getMigrations()).filter(([name]) => name < '0005')),
};

interface OldDatabase {
  kind: 'sqlite' | 'postgres';
  // biome-ignore lint/suspicious/noExplicitAny: the schema of an older release.
  db: Kysely<any>;
  env: Record<string, string>;
  remove(): Promise<void>;
}

async function oldSqlite(): Promise<OldDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'karma-old-ledger-'));
  const db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(join(dataDir, 'karma.sqlite')) }) });
  return { kind: 'sqlite', db, env: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true }) };
}

async function oldPostgres(): Promise<OldDatabase> {
  const schema = `karma_old_${randomBytes(6).toString('hex')}`;
  const databaseUrl = await forkDatabaseUrl();
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.href }) }) });
  return {
    kind: 'postgres',
    db,
    env: { DATABASE_URL: url.href },
    async remove() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

let old: OldDatabase | undefined;
afterEach(async () => {
  await old?.remove();
  old = undefined;
});

async function ledgerCli(argv: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runLedgerCli(argv, {
    out: (l) => lines.push(l),
    err: (l) => lines.push(l),
    env,
    now: () => NOW,
  });
  return { code, text: lines.join('\n') };
}

describe.each([
  ['sqlite', oldSqlite],
  ['postgres', oldPostgres],
] as const)('upgrading a ledger written before the chain (%s)', (_kind, open) => {
  it('opens the chain with one event holding it: verify passes, then catches a change by hand', async () => {
    old = await open();
    await migrateToLatest(old.db, old.kind, beforeChain);
    // What the earlier release wrote for two billed clicks of 40 to L214 at a 50 % share.
    await sql`insert into sponsored_spend (link_id, day, clicks, spent) values ('otter', '2026-11-20', 2, 80)`.execute(
      old.db,
    );
    await sql`insert into ledger_entries (day, sponsor_id, association, currency, clicks, gross, redistributed, updated_at)
      values ('2026-11-20', 'otter', 'L214', 'EUR', 2, 80, 40, ${NOW.getTime()})`.execute(old.db);
    await old.db.destroy();

    const verified = await ledgerCli(['verify'], old.env);
    expect(verified.text).toMatch(/1 events?/);
    expect(verified.code).toBe(0);

    const env = old.env;
    const reopened = old.kind === 'sqlite' ? await oldSqliteAt(env.DATA_DIR as string) : await oldPostgresAt(env);
    const events = await sql<{ seq: number; kind: string }>`select seq, kind from ledger_events`.execute(reopened);
    expect(events.rows.map((row) => [Number(row.seq), row.kind])).toEqual([[1, 'opening']]);
    await sql`update ledger_entries set gross = gross + 1`.execute(reopened);
    await reopened.destroy();
    const tampered = await ledgerCli(['verify'], env);
    expect(tampered.code).toBe(1);
  });
});

async function oldSqliteAt(dataDir: string) {
  return new Kysely({ dialect: new SqliteDialect({ database: new SQLite(join(dataDir, 'karma.sqlite')) }) });
}
async function oldPostgresAt(env: Record<string, string>) {
  return new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: env.DATABASE_URL }) }) });
}
