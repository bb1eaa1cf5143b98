/**
 * The Redis connection the replicas share state through (REDIS_URL), opened on first use, one per
 * app: the rate limits, the repeat-click record and the daily click cap all go through it.
 *
 * Nothing a page needs waits on it: when Redis is away, commands fail at once instead of queuing
 * (`disableOfflineQueue`) and the first connection is awaited for a short moment only; the client
 * keeps reconnecting by itself. But its absence is loud: one error line per outage, `state()` for
 * /readyz and the `karma_redis_up` gauge, and callers fall back to what is safe (rate limits count
 * in this process, sponsored clicks are not billed). Logs name neither the URL (it may hold a
 * password) nor any key.
 */
import { createClient, type RedisClientType } from 'redis';
import type { Logger } from '../logger.ts';

export type RedisState = 'up' | 'down' | 'unknown';

export interface SharedRedis {
  /** The connected client; rejects when Redis cannot be reached within `waitMs`. */
  client(): Promise<RedisClientType>;
  /** What the connection last showed: 'unknown' before the first attempt ends. */
  state(): RedisState;
  /** A PING within `timeoutMs`: resolves when Redis answers, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Rejects with 'redis did not answer in time' when `work` takes longer than `timeoutMs`. */
export async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('redis did not answer in time')), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function lazyRedis(
  url: string,
  options: { logger: Logger; waitMs?: number; onState?: (state: RedisState) => void },
): SharedRedis {
  const waitMs = options.waitMs ?? 300;
  let client: RedisClientType | undefined;
  /** The wait for the first connection, shared by the callers and bounded: later calls never wait. */
  let firstWait: Promise<unknown> | undefined;
  let state: RedisState = 'unknown';

  const setState = (next: RedisState, error?: { code?: string }) => {
    if (next === state) return;
    // One line when the connection goes and one when it is back, not one per retry.
    if (next === 'down') options.logger.error({ code: error?.code ?? 'unknown' }, 'redis unavailable');
    else if (state === 'down') options.logger.info('redis available again');
    state = next;
    options.onState?.(next);
  };

  const open = (): RedisClientType => {
    const created: RedisClientType = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    created.on('error', (error: { code?: string }) => setState('down', error));
    created.on('ready', () => setState('up'));
    const connecting = created.connect().then(
      () => created.unref(), // never what keeps the process alive
      (error: { code?: string }) => setState('down', error),
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    firstWait = Promise.race([connecting, timeout]).finally(() => clearTimeout(timer));
    return created;
  };

  const connected = async (): Promise<RedisClientType> => {
    const current = client ?? open();
    client = current;
    if (!current.isReady) {
      await firstWait;
      // Not a state change by itself: a first connection slower than the wait is not an outage
      // (a refused or lost one says so through the client's error event).
      if (!current.isReady) throw new Error('redis is not connected');
    }
    return current;
  };

  return {
    client: connected,
    state: () => state,
    // A connection that stays open but no longer answers raises no error event: the probe's
    // answer, or its silence, is what tells.
    async ping(timeoutMs = 500) {
      const current = await connected();
      try {
        await withTimeout(current.ping(), timeoutMs);
      } catch (error) {
        setState('down', error as { code?: string });
        throw error;
      }
      setState('up');
    },
    async close() {
      const current = client;
      client = undefined;
      if (!current) return;
      if (current.isReady) await current.close().catch(() => current.destroy());
      else current.destroy();
    },
  };
}
