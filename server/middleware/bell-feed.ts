/**
 * Puts the latest notifications of the visitor's feed language in `res.locals.bellFeed` for the
 * page about to render (views/components/NotificationBell.tsx reads it through the request
 * context). Only page requests (GET, HEAD) pay for it, and only a cache lookup most of the time.
 */
import type { RequestHandler } from 'express';
import { FEED_COUNTRY_COOKIE, type FeedLocale, feedLocale } from '../../client/contract/feed-country.ts';
import type { FeedCache } from '../notifications/feed-cache.ts';

export function bellFeed(cache: FeedCache): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const locale = feedLocale(req.cookies?.[FEED_COUNTRY_COOKIE], (res.locals.locale as FeedLocale) ?? 'en');
    res.locals.bellFeed = await cache.get(locale);
    next();
  };
}
