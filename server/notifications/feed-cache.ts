/**
 * The latest notifications per language, kept in memory for a minute, so every page can render
 * the bell's dot (and decide whether its preview is due) without a database query per page.
 * A failed lookup is remembered for 10 s, then tried again; pages meanwhile show no dot.
 * The TTL runs on the real clock: a frozen test clock must not freeze the cache.
 */

import type { NotificationItem } from '../../client/contract/notification-types.ts';
import type { Logger } from '../logger.ts';
import type { Locale } from '../shared/locale-choice.ts';
import { toFeedItem } from './feed-item.ts';
import type { NotificationStore } from './notification-model.ts';

export interface BellFeed {
  items: NotificationItem[];
  failed: boolean;
}

export interface FeedCache {
  get(locale: Locale): Promise<BellFeed>;
}

/** As many as the bell shows (client/lib/notification-feed.ts FEED_PAGE_SIZE). */
const BELL_PAGE_SIZE = 3;

export function createFeedCache(options: {
  store: NotificationStore;
  now: () => Date;
  logger: Logger;
  proxyImage?: (url: string) => string;
  ttlMs?: number;
  failureTtlMs?: number;
}): FeedCache {
  const { store, now, logger, proxyImage, ttlMs = 60_000, failureTtlMs = 10_000 } = options;
  const entries = new Map<Locale, { until: number; feed: Promise<BellFeed> }>();
  return {
    get(locale) {
      const cached = entries.get(locale);
      if (cached && cached.until > performance.now()) return cached.feed;
      const entry = { until: performance.now() + ttlMs, feed: Promise.resolve<BellFeed>({ items: [], failed: false }) };
      entry.feed = store.listPublished(locale, now(), BELL_PAGE_SIZE).then(
        (list) => ({ items: list.map((n) => toFeedItem(n, proxyImage)), failed: false }),
        (error: unknown) => {
          logger.warn({ reason: (error as Error)?.message ?? String(error) }, 'notifications for the bell unavailable');
          entry.until = performance.now() + failureTtlMs;
          return { items: [], failed: true };
        },
      );
      entries.set(locale, entry);
      return entry.feed;
    },
  };
}
