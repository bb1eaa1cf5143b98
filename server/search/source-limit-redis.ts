/**
 * The source limits kept in Redis (REDIS_URL), so that all replicas together send an API no more
 * than its published limit: `SET key NX PX` for one request per interval and for the serial lock
 * (its value a random token, so that only its holder deletes it), and a counter with an expiry
 * set on its first hit (one Lua script) for quotas.
 *
 * Redis being away never reaches a page: each command that fails is answered by this process's
 * own memory store (each replica then keeps the limits alone, so an API may get up to one
 * replica's share each), and the switch is said once per outage, as the rate limits say it.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.ts';
import type { SharedRedis } from '../shared-state/redis-client.ts';
import { memorySourceLimitStore, type SourceLimitStore } from './source-limit-store.ts';

const COUNT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

const UNLOCK_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export function redisSourceLimitStore(
  redis: SharedRedis,
  options: { prefix: string; logger: Logger; now?: () => number; timeoutMs?: number },
): SourceLimitStore {
  const fallback = memorySourceLimitStore(options.now);
  // A page waits on these: a Redis that does not answer quickly is treated as away.
  const timeoutMs = options.timeoutMs ?? 250;
  let warned = false;

  async function inRedis<T>(
    run: Parameters<SharedRedis['command']>[0],
    read: (answer: unknown) => T,
    inMemory: () => Promise<T>,
  ): Promise<T> {
    try {
      const answer = read(await redis.command(run, timeoutMs));
      warned = false;
      return answer;
    } catch (error) {
      if (!warned) {
        options.logger.error({ code: (error as { code?: string }).code }, 'source limits kept per process: redis away');
      }
      warned = true;
      return inMemory();
    }
  }

  const setOnce = (key: string, value: string, ms: number) =>
    inRedis(
      (client) => client.sendCommand(['SET', `${options.prefix}${key}`, value, 'NX', 'PX', String(Math.ceil(ms))]),
      (answer) => answer === 'OK',
      async () => undefined as boolean | undefined,
    );

  return {
    async space(key, everyMs) {
      return (await setOnce(key, '1', everyMs)) ?? fallback.space(key, everyMs);
    },
    async count(key, max, windowMs) {
      return inRedis(
        (client) =>
          client.eval(COUNT_SCRIPT, { keys: [`${options.prefix}${key}`], arguments: [String(Math.ceil(windowMs))] }),
        (answer) => Number(answer) <= max,
        () => fallback.count(key, max, windowMs),
      );
    },
    async lock(key, holdMs) {
      const token = randomUUID();
      const taken = await setOnce(key, token, holdMs);
      if (taken === undefined) {
        const local = await fallback.lock(key, holdMs);
        return local === undefined ? undefined : `memory:${local}`;
      }
      return taken ? token : undefined;
    },
    async unlock(key, token) {
      if (token.startsWith('memory:')) return fallback.unlock(key, token.slice('memory:'.length));
      await inRedis(
        (client) => client.eval(UNLOCK_SCRIPT, { keys: [`${options.prefix}${key}`], arguments: [token] }),
        () => undefined,
        async () => undefined,
      );
    },
  };
}
