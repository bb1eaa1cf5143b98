/**
 * Keeps each open API's published limits (source-limits.ts) on every request Karma sends it,
 * in one store for all replicas when REDIS_URL is set (source-limit-redis.ts), else in memory
 * (source-limit-store.ts).
 *
 *   const permit = await limiter.acquire('gdelt', query, { waitMs: 240, holdMs: 2400, signal });
 *   if (!permit) … // over the limit: this page goes without the source
 *   try { … } finally { permit.release(); }
 *
 * A request over a limit is not queued: a page would wait for the next free slot of GDELT's five
 * seconds, or of Openverse's day. Only the serial lock is waited for, and no longer than `waitMs`
 * (a small part of the page's budget), since the request ahead usually answers within it. Then
 * the source is left out of that page, which still comes on time. A store that fails denies.
 */
import type { SearchQuery } from '../shared/search-types.ts';
import type { SourceLimitStore } from './source-limit-store.ts';
import { SOURCE_LIMITS, type SourceLimits } from './source-limits.ts';

export interface SourcePermit {
  /** Ends the request: the next serial one may go. */
  release(): void;
}

export interface SourceLimiter {
  /** Whether `source` declares limits: a source that does not is asked as it is. */
  covers(source: string): boolean;
  /** A permit for one request of `source` to answer `query`, or undefined when its limits say not now. */
  acquire(
    source: string,
    query: SearchQuery,
    options: { waitMs: number; holdMs: number; signal?: AbortSignal },
  ): Promise<SourcePermit | undefined>;
}

export interface SourceLimiterOptions {
  store: SourceLimitStore;
  limits?: Readonly<Record<string, SourceLimits>>;
  /** Milliseconds; tests move it. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** How often a waiting request looks at the serial lock again. */
  pollMs?: number;
}

const NO_PERMIT_NEEDED: SourcePermit = { release() {} };

export function createSourceLimiter(options: SourceLimiterOptions): SourceLimiter {
  const { store } = options;
  const limits = options.limits ?? SOURCE_LIMITS;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const pollMs = options.pollMs ?? 20;

  async function lockWithin(key: string, holdMs: number, waitMs: number, signal?: AbortSignal) {
    const deadline = now() + waitMs;
    for (;;) {
      const token = await store.lock(key, holdMs);
      if (token !== undefined || signal?.aborted) return token;
      const left = deadline - now();
      if (left <= 0) return undefined;
      await sleep(Math.min(pollMs, left));
    }
  }

  return {
    covers: (source) => source in limits,
    async acquire(source, query, { waitMs, holdMs, signal }) {
      const declared = limits[source];
      if (!declared) return NO_PERMIT_NEEDED;
      const scope = `${source}:${declared.scope?.(query) ?? '*'}`;
      const locks: { key: string; token: string }[] = [];
      const release = () => {
        for (const { key, token } of locks.splice(0)) store.unlock(key, token).catch(() => undefined);
      };
      try {
        // The lock first: a request that then finds no slot gives it back at once, while a slot or
        // a count taken cannot be given back.
        for (const [i, rule] of declared.rules.entries()) {
          if (rule.kind !== 'serial') continue;
          const key = `${scope}:serial:${i}`;
          const token = await lockWithin(key, holdMs, waitMs, signal);
          if (token === undefined) {
            release();
            return undefined;
          }
          locks.push({ key, token });
        }
        for (const [i, rule] of declared.rules.entries()) {
          const key = `${scope}:${rule.kind}:${i}`;
          const allowed =
            rule.kind === 'spacing'
              ? await store.space(key, rule.everyMs)
              : rule.kind === 'quota'
                ? await store.count(key, rule.max, rule.windowMs)
                : true;
          if (!allowed) {
            release();
            return undefined;
          }
        }
        return { release };
      } catch {
        release();
        return undefined;
      }
    },
  };
}
