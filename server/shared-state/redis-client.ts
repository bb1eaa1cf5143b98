/**
 * The Redis connection the replicas share state through (REDIS_URL), opened on first use.
 *
 * What is kept there is a convenience (repeat sponsored clicks), never what a page needs: when
 * Redis is away, commands fail at once instead of queuing (`disableOfflineQueue`) and the first
 * connection is awaited for a short moment only, so callers fail open fast; the client keeps
 * reconnecting by itself. Logs name neither the URL (it may hold a password) nor any key.
 */
import { createClient, type RedisClientType } from 'redis';
import type { Logger } from '../logger.ts';

export interface SharedRedis {
  /** The connected client; rejects when Redis cannot be reached within `waitMs`. */
  client(): Promise<RedisClientType>;
  close(): Promise<void>;
}

export function lazyRedis(url: string, options: { logger: Logger; waitMs?: number }): SharedRedis {
  const waitMs = options.waitMs ?? 300;
  let client: RedisClientType | undefined;
  /** The wait for the first connection, shared by the callers and bounded: later calls never wait. */
  let firstWait: Promise<unknown> | undefined;
  let down = false;

  const open = (): RedisClientType => {
    const created: RedisClientType = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
    });
    // One line when the connection goes and one when it is back, not one per retry.
    created.on('error', (error: { code?: string; message?: string }) => {
      if (down) return;
      down = true;
      options.logger.warn({ code: error.code ?? 'unknown' }, 'redis unavailable');
    });
    created.on('ready', () => {
      if (down) options.logger.info('redis available again');
      down = false;
    });
    const connecting = created.connect().then(
      () => created.unref(), // never what keeps the process alive
      () => undefined,
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(resolve, waitMs);
    });
    firstWait = Promise.race([connecting, timeout]).finally(() => clearTimeout(timer));
    return created;
  };

  return {
    async client() {
      const current = client ?? open();
      client = current;
      if (!current.isReady) {
        await firstWait;
        if (!current.isReady) throw new Error('redis is not connected');
      }
      return current;
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
