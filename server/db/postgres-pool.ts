/**
 * The PostgreSQL connection pool of the stores. It parses `bigint` (int8) columns to numbers:
 * this schema uses int8 only for epoch milliseconds and counts, all far below 2^53, and the
 * stores would otherwise receive them as text.
 *
 * A connection the server drops (restart, failover, pg_terminate_backend) must not end the
 * process: pg emits 'error' on the client and, for an idle one, on the pool, and an 'error'
 * event nobody listens to throws. Both are heard here; the pool discards the broken client and
 * the next query opens a new connection.
 */
import pg from 'pg';

const INT8_OID = 20;

const parseInt8 = (text: string): number => {
  const value = Number(text);
  // Never silently round: an int8 past 2^53 would be a bug in this schema, not data.
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value out of range: ${text}`);
  return value;
};

export interface PostgresPoolOptions {
  max?: number;
  /** An idle connection was lost (the queries in flight reject on their own). */
  onConnectionLost?: (error: Error) => void;
}

export function createPostgresPool(connectionString: string, options: PostgresPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
    },
  });
  pool.on('error', (error) => options.onConnectionLost?.(error));
  // A client checked out by a query has no pool listener; the query already rejects with the
  // same error, and release() discards the client, so this listener only keeps the process up.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}
