/**
 * Where the Learn & Act articles come from, with a short memory. With LEARN_ACT_BASE_URL set, the
 * file is `${base}/learn-and-act-{locale}.json` on the bucket, asked for with no-cache headers so
 * a CDN in front revalidates; without it, the files this server ships (server/content/learn-act/).
 *
 * A copy is kept `ttlMs` (60 s) so pages do not refetch on every request, and concurrent requests
 * share one fetch. A bucket that fails, is slower than `timeoutMs` (3 s) or sends a malformed file
 * costs one log line: the last good copy is served if there is one, otherwise `articles()` throws
 * FeedUnavailable (the page says so). A failure is remembered `retryAfterMs` so a bucket that is
 * down does not make every page wait for the timeout.
 */

import { LOCAL_FEED_FILES } from '../content/learn-act/index.ts';
import type { Logger } from '../logger.ts';
import type { Locale } from '../shared/locale-choice.ts';
import { type Article, parseFeedFile, parseFeedJson } from './article-schema.ts';

/** Larger than any sensible feed: a bucket answering with something huge is refused. */
const MAX_BYTES = 2 * 1024 * 1024;

export const feedFileName = (locale: Locale) => `learn-and-act-${locale}.json`;

export class FeedUnavailable extends Error {
  constructor(readonly locale: Locale) {
    super(`Learn & Act articles unavailable (${locale})`);
    this.name = 'FeedUnavailable';
  }
}

export interface LearnActSource {
  /** The locale's valid articles, in file order; throws FeedUnavailable. */
  articles(locale: Locale): Promise<Article[]>;
}

export interface LearnActSourceOptions {
  /** LEARN_ACT_BASE_URL; undefined serves `localFiles`. */
  baseUrl: string | undefined;
  logger: Logger;
  /** Milliseconds clock for the cache (tests move it). */
  now?: () => number;
  timeoutMs?: number;
  ttlMs?: number;
  retryAfterMs?: number;
  /** The parsed files used without a bucket (the starter content by default). */
  localFiles?: Record<Locale, unknown>;
}

type Entry = { state: 'fresh'; articles: Article[]; at: number } | { state: 'failed'; at: number; stale?: Article[] };

export function createLearnActSource(options: LearnActSourceOptions): LearnActSource {
  const { baseUrl, logger, now = Date.now, timeoutMs = 3000, ttlMs = 60_000, retryAfterMs = 10_000 } = options;
  const localFiles = options.localFiles ?? LOCAL_FEED_FILES;
  const from = baseUrl ? 'bucket' : 'local';
  const cache = new Map<Locale, Entry>();
  const inFlight = new Map<Locale, Promise<Article[]>>();

  async function download(bucket: string, locale: Locale): Promise<string> {
    const response = await fetch(`${bucket.replace(/\/+$/, '')}/${feedFileName(locale)}`, {
      headers: { Accept: 'application/json', 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`bucket answered ${response.status}`);
    if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) throw new Error('file too large');
    const text = await response.text();
    if (text.length > MAX_BYTES) throw new Error('file too large');
    return text;
  }

  async function refresh(locale: Locale, stale: Article[] | undefined): Promise<Article[]> {
    try {
      const { articles, dropped } = baseUrl
        ? parseFeedFile(await download(baseUrl, locale))
        : parseFeedJson(localFiles[locale]);
      if (dropped > 0) logger.warn({ locale, from, dropped }, 'learn & act: invalid articles skipped');
      cache.set(locale, { state: 'fresh', articles, at: now() });
      return articles;
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.warn({ locale, from, reason, servingStale: stale !== undefined }, 'learn & act: feed file unavailable');
      cache.set(locale, { state: 'failed', at: now(), stale });
      if (stale) return stale;
      throw new FeedUnavailable(locale);
    }
  }

  return {
    articles(locale) {
      const entry = cache.get(locale);
      const age = entry ? now() - entry.at : Number.POSITIVE_INFINITY;
      if (entry?.state === 'fresh' && age < ttlMs) return Promise.resolve(entry.articles);
      if (entry?.state === 'failed' && age < retryAfterMs) {
        return entry.stale ? Promise.resolve(entry.stale) : Promise.reject(new FeedUnavailable(locale));
      }
      const pending = inFlight.get(locale);
      if (pending) return pending;
      const stale = entry?.state === 'fresh' ? entry.articles : entry?.stale;
      const started = refresh(locale, stale).finally(() => inFlight.delete(locale));
      inFlight.set(locale, started);
      return started;
    },
  };
}
