/**
 * A repeat of the same sponsored link from the same client network within 30 minutes is not
 * billed, whatever its user agent: a person does not become someone else by changing browsers,
 * and a script rotating agents or the addresses of one IPv6 /64 must not either. The network is
 * the rate limits' client key (server/middleware/client-key.ts: an IPv4 address or an IPv6 /64).
 * People behind one shared address (an office, a carrier NAT) then bill less than they click:
 * the conservative side, the one advertisers accept.
 *
 * The network is never stored: the key is an HMAC, under a salt that rotates every UTC day, of
 * the client key and the link id. The salt is derived from the secret and the day, so replicas
 * agree on it and yesterday's keys cannot be recomputed once the day is over (they expire long
 * before anyway). Keys live in memory, or in Redis when REDIS_URL is set so that every replica
 * sees the same clicks; they are never written to a database or a log.
 */
import { createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SharedRedis } from '../shared-state/redis-client.ts';

export const REPEAT_WINDOW_MS = 30 * 60 * 1000;

export interface RepeatClicks {
  /**
   * Records a click under `key`: true when it is the first within the window, false for a repeat.
   * Rejects when the record cannot be reached (the caller redirects and does not bill).
   */
  firstClick(key: string): Promise<boolean>;
}

/** The day's salt: the same on every replica sharing the secret, a new one each UTC day. */
export function dailySalt(secret: string, now: Date): string {
  return createHmac('sha256', secret)
    .update(`repeat-click-salt\n${now.toISOString().slice(0, 10)}`)
    .digest('base64url');
}

/** `client`: the client key of the request (an IPv4 address or an IPv6 /64), never stored. */
export function repeatClickKey(secret: string, now: Date, click: { client: string; linkId: string }): string {
  return createHmac('sha256', dailySalt(secret, now))
    .update(`repeat\n${click.client}\n${click.linkId}`)
    .digest('base64url');
}

/** The key of a client network's billed clicks today, across links (./daily-click-cap.ts). */
export function dailyClientKey(secret: string, now: Date, client: string): string {
  return createHmac('sha256', dailySalt(secret, now)).update(`daily\n${client}`).digest('base64url');
}

/**
 * In this process's memory, bounded. The window is checked against the injected clock (tests move
 * it); the LRU's own TTL only frees the memory of keys no longer needed.
 */
export function memoryRepeatClicks(now: () => Date, max = 100_000): RepeatClicks {
  const until = new LRUCache<string, number>({ max, ttl: REPEAT_WINDOW_MS, ttlAutopurge: false });
  return {
    async firstClick(key) {
      const at = now().getTime();
      const expires = until.get(key);
      if (expires !== undefined && expires > at) return false;
      until.set(key, at + REPEAT_WINDOW_MS);
      return true;
    },
  };
}

/**
 * In Redis: `SET key 1 NX PX 1800000` answers OK only to the first click of the window. A Redis
 * that does not answer within `timeoutMs` counts as away: the visitor is not kept waiting.
 */
export function redisRepeatClicks(
  redis: SharedRedis,
  options: { prefix?: string; timeoutMs?: number } = {},
): RepeatClicks {
  const prefix = options.prefix ?? 'karma:repeat-click:';
  const timeoutMs = options.timeoutMs ?? 1000;
  return {
    async firstClick(key) {
      const set = await redis.command(
        (client) => client.set(prefix + key, '1', { NX: true, PX: REPEAT_WINDOW_MS }),
        timeoutMs,
      );
      return set === 'OK';
    },
  };
}
