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
  /**
   * Runs one command on the connected client within `timeoutMs`. A command that times out marks
   * Redis down, and for the next `retryAfterMs` every command fails at once instead of waiting
   * its own timeout: a frozen Redis costs one wait, not one per page.
   */
  command<T>(run: (client: RedisClientType) => Promise<T>, timeoutMs?: number): Promise<T>;
  /** A PING within `timeoutMs`: resolves when Redis answers, rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const TIMEOUT_MESSAGE = 'redis did not answer in time';

/** Rejects with TIMEOUT_MESSAGE when `work` takes longer than `timeoutMs`. */
async function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(TIMEOUT_MESSAGE)), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function lazyRedis(
  url: string,
  options: { logger: Logger; waitMs?: number; retryAfterMs?: number; onState?: (state: RedisState) => void },
): SharedRedis {
  const waitMs = options.waitMs ?? 300;
  const retryAfterMs = options.retryAfterMs ?? 5000;
  /** When a command last went unanswered (0: none since Redis last answered). */
  let silentSince = 0;
  let client: RedisClientType | undefined;
  /** Settles when the first connection is made or refused. */
  let connecting: Promise<unknown> | undefined;
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
    connecting = created.connect().then(
      () => created.unref(), // never what keeps the process alive
      (error: { code?: string }) => setState('down', error),
    );
    return created;
  };

  /**
   * The client once ready. While the first connection is still being made, a caller waits for
   * it up to `waitMs` (from its own call, not from the app's start); once Redis is known to be
   * down, callers fail at once while the client reconnects by itself.
   */
  const connected = async (): Promise<RedisClientType> => {
    const current = client ?? open();
    client = current;
    if (current.isReady) return current;
    if (state === 'unknown') {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([connecting, timeout]).finally(() => clearTimeout(timer));
    }
    // Not a state change by itself: a first connection slower than the wait is not an outage
    // (a refused or lost one says so through the client's error event).
    if (!current.isReady) throw new Error('redis is not connected');
    return current;
  };

  const command = async <T>(run: (client: RedisClientType) => Promise<T>, timeoutMs = 1000): Promise<T> => {
    if (silentSince > 0 && Date.now() - silentSince < retryAfterMs) throw new Error('redis did not answer lately');
    const current = await connected();
    try {
      const result = await withTimeout(run(current), timeoutMs);
      silentSince = 0;
      setState('up');
      return result;
    } catch (error) {
      // A connection that stays open but no longer answers raises no error event: its silence tells.
      if ((error as Error).message === TIMEOUT_MESSAGE) {
        silentSince = Date.now();
        setState('down', { code: 'ETIMEDOUT' });
      }
      throw error;
    }
  };

  return {
    client: connected,
    state: () => state,
    command,
    async ping(timeoutMs = 1000) {
      await command((client) => client.ping(), timeoutMs);
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
