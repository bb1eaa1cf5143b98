/**
 * The PostgreSQL connection pool of the stores. It parses `bigint` (int8) columns to numbers:
 * this schema uses int8 only for epoch milliseconds and counts, all far below 2^53, and the
 * stores would otherwise receive them as text.
 */
import pg from 'pg';

const INT8_OID = 20;

const parseInt8 = (text: string): number => {
  const value = Number(text);
  // Never silently round: an int8 past 2^53 would be a bug in this schema, not data.
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value out of range: ${text}`);
  return value;
};

export function createPostgresPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
    },
  });
}
