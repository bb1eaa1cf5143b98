/**
 * One write transaction on either engine. PostgreSQL: a plain transaction (the billing upserts
 * lock the rows they touch). SQLite: `BEGIN IMMEDIATE` on the store's single connection
 * (server/db/sqlite-write-lock.ts), so the write lock is held before the link is read and
 * another process writing the same file (the operators' CLI) makes this one wait instead of
 * failing with SQLITE_BUSY halfway; in this process, Kysely's connection mutex already runs
 * the transactions one at a time.
 */
import type { Kysely } from 'kysely';
import type { Database, StoreKind } from './schema.ts';
import { withSqliteWriteLock } from './sqlite-write-lock.ts';

export function inWriteTransaction<T>(
  db: Kysely<Database>,
  kind: StoreKind,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (kind === 'postgres') return db.transaction().execute(work);
  return db
    .connection()
    .execute((connection) => withSqliteWriteLock(connection as Kysely<unknown>, () => work(connection)));
}
