/**
 * At most MAX_BILLED_CLICKS_PER_CLIENT_PER_DAY billed sponsored clicks per client network per
 * UTC day, across all links: one harvested set of links fed to one network's click farm drains
 * no budget. Counted under the salted daily key of ./repeat-clicks.ts (never an address), in
 * memory or in Redis when REDIS_URL is set, so that replicas count together.
 *
 * A slot is taken before the store bills and given back when the store does not bill (over
 * budget, paused): the cap counts billed clicks, not attempts.
 */
import { LRUCache } from 'lru-cache';
import type { SharedRedis } from '../shared-state/redis-client.ts';

/** Longer than a day, so a key outlives its day; its salt changes at midnight anyway. */
const KEY_TTL_MS = 26 * 60 * 60 * 1000;

export interface DailyClickCap {
  /** Counts a click under `key`: true while the day's count stays within `cap`. Rejects when unreachable. */
  take(key: string, cap: number): Promise<boolean>;
  /** Gives a taken slot back (the click was not billed after all). */
  release(key: string): Promise<void>;
}

export function memoryDailyClickCap(max = 100_000): DailyClickCap {
  const counts = new LRUCache<string, number>({ max, ttl: KEY_TTL_MS });
  return {
    async take(key, cap) {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= cap;
    },
    async release(key) {
      const count = counts.get(key);
      if (count !== undefined && count > 0) counts.set(key, count - 1);
    },
  };
}

const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export function redisDailyClickCap(redis: SharedRedis, options: { prefix: string; timeoutMs?: number }): DailyClickCap {
  const keys = (key: string) => [`${options.prefix}${key}`];
  return {
    async take(key, cap) {
      const count = await redis.command(
        (client) => client.eval(TAKE_SCRIPT, { keys: keys(key), arguments: [String(KEY_TTL_MS)] }),
        options.timeoutMs,
      );
      return Number(count) <= cap;
    },
    async release(key) {
      await redis.command((client) => client.eval(RELEASE_SCRIPT, { keys: keys(key) }), options.timeoutMs);
    },
  };
}
