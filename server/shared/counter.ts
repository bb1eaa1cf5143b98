/**
 * The Karma counter rules, as pure functions. A search counts once: page 1 of a query the device
 * has not just counted, and at most one count per MIN_INTERVAL_MS per device. 3 s is enough to
 * absorb reloads and double submits, and short enough for anyone searching by hand.
 * The device remembers its last counted search as a keyed hash, never as the query
 * (server/accounts/query-fingerprint.ts computes it: node's crypto stays on the server).
 */
export const COUNTER_COOKIE = 'karma_search_count';
export const LAST_COUNT_COOKIE = 'karma_last_count';
export const MIN_INTERVAL_MS = 3000;

export interface LastCount {
  /** Keyed hash of the normalized query (empty for counts from POST /search/increment). */
  hash: string;
  at: number;
}

export function shouldCount(input: {
  page: number;
  fingerprint: string;
  last: LastCount | undefined;
  now: number;
}): boolean {
  if (input.page !== 1) return false;
  const { last } = input;
  if (!last) return true;
  if (input.fingerprint && last.hash === input.fingerprint) return false;
  return input.now - last.at >= MIN_INTERVAL_MS;
}

export function parseLastCount(value: unknown): LastCount | undefined {
  if (typeof value !== 'string') return undefined;
  const [hash = '', at] = value.split('.');
  const time = Number(at);
  return /^[\w-]{0,16}$/.test(hash) && Number.isSafeInteger(time) && time > 0 ? { hash, at: time } : undefined;
}

export const formatLastCount = (last: LastCount): string => `${last.hash}.${last.at}`;

export function parseCounter(value: unknown): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(n) ? n : 0;
}

/** '007': at least three digits. */
export const padCounter = (n: number): string => String(Math.max(0, Math.floor(n))).padStart(3, '0');
