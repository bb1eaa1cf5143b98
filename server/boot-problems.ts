/**
 * The boot failures an operator fixes in the environment, not in the code: each becomes one
 * line naming the variable and what failed, and exit code 78 (EX_CONFIG, as for a bad
 * variable: server/config.ts). Anything else is a bug and keeps its stack trace.
 */
import type { Config } from './config.ts';
import { databaseLocation, databaseUnavailableReason } from './db/database-unavailable.ts';

export const EX_CONFIG = 78;

/** The stores did not open (server/stores.ts ping). */
export function databaseProblem(error: unknown, config: Pick<Config, 'databaseUrl' | 'dataDir'>): string | undefined {
  const reason = databaseUnavailableReason(error);
  if (!reason) return undefined;
  return config.databaseUrl
    ? `DATABASE_URL: cannot use the database at ${databaseLocation(config.databaseUrl)}: ${reason}`
    : `DATA_DIR: cannot use the database in ${config.dataDir}: ${reason}`;
}

const LISTEN_CODES: Record<string, string> = {
  EADDRINUSE: 'is already in use',
  EACCES: 'needs privileges this process does not have',
  EADDRNOTAVAIL: 'is not available on this host',
};

/** The HTTP server could not bind PORT. */
export function listenProblem(error: unknown, port: number): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? LISTEN_CODES[code] : undefined;
  return reason ? `PORT: ${port} ${reason} (${code})` : undefined;
}
