/**
 * The Learn & Act JSON:
 *   GET /learn-and-act-{en,fr,es}.json  the server's own feed files (the format a bucket holds),
 *                                       `Cache-Control: no-cache` so editors' changes show at once
 *   GET /learn-act/items?locale=fr&type=act&cursor=5
 *                                       one batch of display-ready cards, as LearnActBatch
 *                                       (client/contract/learn-act-types.ts): what the LearnActFeed
 *                                       island appends in place of following 'load more'
 *
 * Bad parameters: 400 `{error}`. Feed unavailable (bucket down, slow or malformed): 503 `{error}`;
 * the source has logged why. Both answers are public data, the same for everyone: readable from any
 * origin (API_BASE may be another one) and sent without the locale cookie.
 */
import type { RequestHandler, Response } from 'express';
import type { LearnActBatch } from '../../client/contract/learn-act-types.ts';
import { LOCAL_FEED_FILES } from '../content/learn-act/index.ts';
import { flatQuery } from '../http/flat-query.ts';
import { batchSlice, isSelection, parseCursor, selectArticles, toBatch } from '../learn-act/feed.ts';
import { FeedUnavailable, feedFileName, type LearnActSource } from '../learn-act/source.ts';
import { isLocale, LOCALES } from '../shared/locale-choice.ts';
import type { FeedApiOptions } from './notifications-api.ts';
import type { RouteDef } from './route-def.ts';

export interface LearnActApiOptions extends FeedApiOptions {
  /** The app's signed image proxy (PageServices.proxyImage): other hosts' pictures go through /img. */
  proxyImage: (url: string) => string;
  /** The app's source, shared with the pages (PageServices.learnAct). */
  source: LearnActSource;
}

function publicJson(res: Response, status: number, body: unknown): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', status === 200 ? 'no-cache' : 'no-store');
  res.removeHeader('Set-Cookie');
  res.status(status).json(body);
}

/** The batches, and each locale's static feed file. */
export function learnActApiRoutes(options: LearnActApiOptions): RouteDef[] {
  const { logger, source, proxyImage } = options;
  const feedFiles = LOCALES.map(
    (locale): RouteDef => ({
      id: `learn-act-feed-${locale}`,
      path: `/${feedFileName(locale)}`,
      handler: (_req, res) => publicJson(res, 200, LOCAL_FEED_FILES[locale]),
    }),
  );

  const items: RequestHandler = async (req, res) => {
    const { locale, type, cursor: rawCursor } = flatQuery(req.query);
    const cursor = parseCursor(rawCursor);
    if (!isLocale(locale)) return publicJson(res, 400, { error: 'locale must be en, fr or es' });
    if (!isSelection(type)) return publicJson(res, 400, { error: 'type must be learn or act' });
    if (cursor === undefined) return publicJson(res, 400, { error: 'cursor must be an offset (digits)' });
    let articles: Awaited<ReturnType<typeof source.articles>>;
    try {
      articles = await source.articles(locale);
    } catch (error) {
      if (!(error instanceof FeedUnavailable)) logger.error({ err: error }, 'learn & act: items failed');
      return publicJson(res, 503, { error: 'The Learn & Act articles are unavailable for now; try again later' });
    }
    const list = selectArticles(articles, type);
    const body: LearnActBatch = toBatch(batchSlice(list, cursor), cursor, locale, proxyImage);
    publicJson(res, 200, body);
  };
  return [{ id: 'learn-act-items', path: '/learn-act/items', handler: items }, ...feedFiles];
}
