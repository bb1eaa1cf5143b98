/**
 * Brings the database to the latest migration. Run at every boot (server/stores.ts) and safe to
 * run again, or from two processes starting together:
 * - PostgreSQL: Kysely's migrator holds a session advisory lock while it reads what has run and
 *   applies the rest in one transaction, so the second process waits, then finds nothing to do.
 *   The migration history is pinned to the connection's current schema, so a database holding
 *   several schemas (one per test file) keeps one history per schema.
 * - SQLite: the whole run holds the write lock in one transaction (server/db/sqlite-write-lock.ts), with
 *   the same effect.
 * Either way a migration that fails leaves the schema as it was before the run.
 */
import { type Kysely, type MigrationProvider, Migrator, sql } from 'kysely';
import type { StoreKind } from '../db/schema.ts';
import { withSqliteWriteLock } from '../db/sqlite-write-lock.ts';
import { migrationProvider } from './migration-provider.ts';

export class MigrationError extends Error {
  override name = 'MigrationError';
  constructor(
    readonly migrationName: string | undefined,
    options: { cause: unknown },
  ) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(`database migration ${migrationName ?? '(setup)'} failed: ${reason}`, options);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema version of the database.
type AnyDb = Kysely<any>;

/** `provider` is for tests (a migration that fails); the server runs the migrations of ./migrations. */
export async function migrateToLatest(db: AnyDb, kind: StoreKind, provider = migrationProvider): Promise<void> {
  if (kind === 'postgres') return runMigrator(db, provider, await currentSchema(db));
  // One connection for the lock and the migrations: SQLite locks belong to connections.
  await db
    .connection()
    .execute((connection) => withSqliteWriteLock(connection, () => runMigrator(connection, provider)));
}

async function runMigrator(db: AnyDb, provider: MigrationProvider, migrationTableSchema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  if (error === undefined) return;
  const failed = results?.find((result) => result.status === 'Error');
  throw new MigrationError(failed?.migrationName, { cause: error });
}

async function currentSchema(db: AnyDb): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  // current_schema() is null when no schema of the search_path exists: creating tables would fail.
  if (!schema) throw new MigrationError(undefined, { cause: new Error('no schema of the search_path exists') });
  return schema;
}
