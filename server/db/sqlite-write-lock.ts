/**
 * Runs work inside `BEGIN IMMEDIATE` on one SQLite connection: the database's single write lock
 * is taken before anything is read, so two processes migrating the same file run one after the
 * other, and a migration that fails halfway rolls back instead of leaving half a schema (Kysely
 * runs SQLite migrations outside any transaction).
 *
 * The lock is polled with the busy timeout set to 0 and an asynchronous pause between tries:
 * better-sqlite3 waits synchronously, which would freeze the event loop of a process whose own
 * other connection holds the lock (two stores on one file, as in the tests).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { type Kysely, sql } from 'kysely';

const RETRY_MS = 20;
const GIVE_UP_MS = 30_000;

export async function withSqliteWriteLock<T>(connection: Kysely<unknown>, work: () => Promise<T>): Promise<T> {
  const { rows } = await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection);
  const busyTimeout = Number(rows[0]?.timeout ?? 5000);
  await sql`pragma busy_timeout = 0`.execute(connection);
  try {
    await beginImmediate(connection);
  } finally {
    await sql.raw(`pragma busy_timeout = ${busyTimeout}`).execute(connection);
  }
  try {
    const result = await work();
    await sql`commit`.execute(connection);
    return result;
  } catch (error) {
    await sql`rollback`.execute(connection).catch(() => undefined);
    throw error;
  }
}

async function beginImmediate(connection: Kysely<unknown>): Promise<void> {
  const giveUpAt = Date.now() + GIVE_UP_MS;
  for (;;) {
    try {
      await sql`begin immediate`.execute(connection);
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() > giveUpAt) throw error;
      await delay(RETRY_MS);
    }
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}
