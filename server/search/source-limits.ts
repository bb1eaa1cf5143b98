/**
 * The limits each open API publishes for keyless clients, kept by the source limiter
 * (source-limiter.ts) on every request a merged page sends to that API:
 *
 * - GDELT DOC 2.0: at most one request every 5 seconds (the API answers faster callers with a
 *   plain-text refusal).
 * - Openverse, anonymous: 20 requests a minute (burst) and 200 a day (sustained), the figures
 *   its API applies to clients without an OAuth2 token. Counted in fixed windows, which can let
 *   twice the burst through across a window's edge; the daily window keeps the total.
 * - Wikimedia (Wikipedia, Commons): the API etiquette asks for serial requests, one at a time
 *   per API host, and `maxlag` on every request (MAXLAG_SECONDS, sent by the providers), so that
 *   a lagging database cluster refuses Karma before it refuses editors.
 *
 * Sepia Search publishes no limit: it has none here, like the local index.
 */
import type { SearchQuery } from '../shared/search-types.ts';

export type SourceRule =
  /** One request per `everyMs`, whoever sends it. */
  | { kind: 'spacing'; everyMs: number }
  /** At most `max` requests per fixed window of `windowMs`. */
  | { kind: 'quota'; max: number; windowMs: number }
  /** One request at a time: the next waits for the previous answer. */
  | { kind: 'serial' };

export interface SourceLimits {
  /** What the rules count separately (an API host); the source as a whole when absent. */
  scope?: (query: SearchQuery) => string;
  rules: readonly SourceRule[];
}

/** Seconds of replication lag beyond which MediaWiki refuses a request, as its etiquette asks. */
export const MAXLAG_SECONDS = 5;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const SOURCE_LIMITS: Readonly<Record<string, SourceLimits>> = {
  gdelt: { rules: [{ kind: 'spacing', everyMs: 5000 }] },
  openverse: {
    rules: [
      { kind: 'quota', max: 20, windowMs: MINUTE_MS },
      { kind: 'quota', max: 200, windowMs: DAY_MS },
    ],
  },
  // Each language is its own wiki host, and its own queue.
  wikipedia: { scope: (query) => `${query.language}.wikipedia.org`, rules: [{ kind: 'serial' }] },
  commons: { rules: [{ kind: 'serial' }] },
};
