/**
 * Tells a database that cannot serve (refused, lost, unknown, locked…) from a bug in a query.
 * The first is an outage: pages go on without the accounts, account calls answer 503
 * (server/http-error.ts statusOf), the boot stops with one line naming DATABASE_URL
 * (server/main.ts). The second stays a 500 with its stack.
 */

/** Node's socket errors (node:net, node:dns). */
const SOCKET_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection reset',
  ETIMEDOUT: 'timeout',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'unknown host',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'host unreachable',
};

/** PostgreSQL SQLSTATEs of a server that will not serve this client now. */
const SQLSTATES: Record<string, string> = {
  '3D000': 'unknown database',
  '28000': 'authentication failed',
  '28P01': 'authentication failed',
  '57P01': 'connection terminated',
  '57P02': 'connection terminated',
  '57P03': 'server not accepting connections',
  '53300': 'too many connections',
};

/** pg's own errors, which carry no code. */
const PG_MESSAGES: [RegExp, string][] = [
  [/connection timeout|timeout exceeded when trying to connect/i, 'timeout'],
  [/^Connection terminated|not queryable/i, 'connection terminated'],
];

/** better-sqlite3's codes: another process holds the file, or it cannot be opened. */
const SQLITE_CODES: Record<string, string> = {
  SQLITE_BUSY: 'database busy',
  SQLITE_CANTOPEN: 'cannot open the database file',
};

/** Why the database cannot serve, in an operator's plain words; undefined for any other error. */
export function databaseUnavailableReason(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const { code, severity, message, cause, errors } = error as {
    code?: unknown;
    severity?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    const known = SOCKET_CODES[code] ?? SQLSTATES[code] ?? SQLITE_CODES[code];
    if (known) return known;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return 'connection failure';
  }
  // PostgreSQL ends the session after any FATAL error (a database closed to connections, 55000,
  // say): whatever its code, the server will not serve this connection.
  if (severity === 'FATAL') return 'server refused the connection';
  if (typeof message === 'string') {
    for (const [pattern, reason] of PG_MESSAGES) if (pattern.test(message)) return reason;
  }
  // Node tries each address of a host name and reports them together (AggregateError).
  const inner = Array.isArray(errors) ? errors[0] : cause;
  return databaseUnavailableReason(inner, depth + 1);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}

/** host:port/database of a postgres:// URL: enough to find it, never its password or options. */
export function databaseLocation(url: string): string {
  if (!URL.canParse(url)) return '(unparsable URL)';
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}
