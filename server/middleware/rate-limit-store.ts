/**
 * Where rate-limit counters live: in Redis when REDIS_URL is set, so that every replica counts
 * the same hits, else in this process's memory. Both count a fixed window (INCR, and PEXPIRE on
 * the first hit, in one Lua script so a crash between the two cannot leave a key without expiry):
 * one round trip, no clock shared between replicas, and the same behaviour in both modes. A
 * library (rate-limiter-flexible) would do the same with more surface; this is 60 lines.
 *
 * Redis being away switches no limit off: each process counts in its own memory until Redis
 * answers again (a client spread over N replicas then gets up to N times the limit, not an
 * unlimited pass), and says so once per outage. Keys are hashed by the caller and never logged.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.ts';
import type { SharedRedis } from '../shared-state/redis-client.ts';

export interface WindowCount {
  /** Hits in the current window, this one included (0 when the count is unknown). */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
}

/** `now`: the app's clock (tests move it), in milliseconds. */
export function memoryRateLimitStore(now: () => number = Date.now, max = 100_000): RateLimitStore {
  // Entries leave when their window ends (checked against `now`) or when the cache is full.
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max });
  return {
    async hit(key, windowMs) {
      const at = now();
      const current = windows.get(key);
      const window = current && current.endsAt > at ? current : { count: 0, endsAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetMs: window.endsAt - at };
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export function redisRateLimitStore(
  redis: SharedRedis,
  options: { prefix: string; logger: Logger; now?: () => number; timeoutMs?: number },
): RateLimitStore {
  const fallback = memoryRateLimitStore(options.now);
  let warned = false;
  return {
    async hit(key, windowMs) {
      try {
        // A Redis that accepts the command and never answers must not hold every page.
        const [count, ttl] = (await redis.command(
          (client) => client.eval(HIT_SCRIPT, { keys: [`${options.prefix}${key}`], arguments: [String(windowMs)] }),
          options.timeoutMs,
        )) as [number, number];
        warned = false;
        return { count: Number(count), resetMs: Number(ttl) };
      } catch (error) {
        if (!warned) {
          options.logger.error(
            { code: (error as { code?: string }).code },
            'rate limits counted per process: redis away',
          );
        }
        warned = true;
        return fallback.hit(key, windowMs);
      }
    },
  };
}

/** One store per app (createApp): Redis when configured, memory otherwise. */
export function rateLimitStoreFor(options: {
  redis: SharedRedis | undefined;
  prefix: string;
  logger: Logger;
  now?: () => number;
}): RateLimitStore {
  if (!options.redis) return memoryRateLimitStore(options.now);
  return redisRateLimitStore(options.redis, options);
}
