import { describe, expect, it } from 'vitest';
import { databaseLocation, databaseUnavailableReason } from '../../server/db/database-unavailable.ts';
import { statusOf } from '../../server/http-error.ts';

/** An error shaped the way pg, node:net or better-sqlite3 build theirs. */
function failure(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('database unavailable errors', () => {
  it.each([
    [failure('connect ECONNREFUSED 127.0.0.1:1', { code: 'ECONNREFUSED' }), 'connection refused'],
    [failure('read ECONNRESET', { code: 'ECONNRESET' }), 'connection reset'],
    [failure('connect ETIMEDOUT 10.0.0.1:5432', { code: 'ETIMEDOUT' }), 'timeout'],
    [failure('getaddrinfo ENOTFOUND db.invalid', { code: 'ENOTFOUND' }), 'unknown host'],
    [failure('connect EHOSTUNREACH 10.0.0.1:5432', { code: 'EHOSTUNREACH' }), 'host unreachable'],
    [failure('database "karma" does not exist', { code: '3D000' }), 'unknown database'],
    [failure('password authentication failed for user "karma"', { code: '28P01' }), 'authentication failed'],
    [failure('role "nobody" does not exist', { code: '28000' }), 'authentication failed'],
    [failure('terminating connection due to administrator command', { code: '57P01' }), 'connection terminated'],
    [failure('the database system is starting up', { code: '57P03' }), 'server not accepting connections'],
    [failure('sorry, too many clients already', { code: '53300' }), 'too many connections'],
    // ALTER DATABASE … ALLOW_CONNECTIONS false: the server's FATAL at connection time.
    [
      failure('database "karma" is not currently accepting connections', { code: '55000', severity: 'FATAL' }),
      'server refused the connection',
    ],
    [failure('connection failure', { code: '08006' }), 'connection failure'],
    [failure('Connection terminated unexpectedly'), 'connection terminated'],
    [failure('Connection terminated due to connection timeout'), 'timeout'],
    [failure('timeout exceeded when trying to connect'), 'timeout'],
    [failure('Client has encountered a connection error and is not queryable'), 'connection terminated'],
    [failure('database is locked', { code: 'SQLITE_BUSY' }), 'database busy'],
    // Node's happy-eyeballs connect reports every address it tried.
    [
      Object.assign(new AggregateError([failure('x', { code: 'ECONNREFUSED' })], ''), { code: 'ECONNREFUSED' }),
      'connection refused',
    ],
    [new AggregateError([failure('x', { code: 'ECONNREFUSED' })], ''), 'connection refused'],
    [failure('migration failed', { cause: failure('x', { code: '57P01' }) }), 'connection terminated'],
  ])('%s: %s, answered 503', (error, reason) => {
    expect(databaseUnavailableReason(error)).toBe(reason);
    expect(statusOf(error)).toBe(503);
  });

  it.each([
    failure('syntax error at or near "selec"', { code: '42601' }),
    failure('duplicate key value violates unique constraint', { code: '23505' }),
    failure('UNIQUE constraint failed: accounts.email', { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    failure('cannot drop a table in use', { code: '55000', severity: 'ERROR' }),
    new TypeError('Cannot read properties of undefined'),
    'a string',
    undefined,
  ])('%s is a bug, not an outage: 500', (error) => {
    expect(databaseUnavailableReason(error)).toBeUndefined();
    expect(statusOf(error)).toBe(500);
  });

  it('names the database without its password or parameters', () => {
    expect(databaseLocation('postgres://karma:s3cret@db.internal:6543/karma?sslmode=require')).toBe(
      'db.internal:6543/karma',
    );
    expect(databaseLocation('postgresql://karma@db.internal/karma')).toBe('db.internal:5432/karma');
    expect(databaseLocation('not a url')).toBe('(unparsable URL)');
  });
});
