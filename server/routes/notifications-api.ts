/**
 * GET /notifications?pageSize=3&locale=fr: the 'You make it happen' notifications of one locale
 * that are published by now (the injected clock), newest first, as NotificationsResponse
 * (client/contract/notification-types.ts). The bell island reads it; operators publish with
 * `npm run notifications` (README.md, "Notifications").
 *
 * - Expired notifications are still listed: expirationDate only ends the desktop preview (the
 *   bell's rule, client/contract/notification-rules.ts), not the notification's place in the feed.
 * - Cached 30 minutes. With `locale` given, the answer is the same for everyone, so it is
 *   public, and no cookie rides on it (a shared cache would hand the locale middleware's cookie
 *   to every visitor). Without it, the locale comes from the visitor's cookie or
 *   Accept-Language: private, and it varies on both.
 * - Bad parameters: 400 `{error}`. Database down: 503 `{error}` and one log line, which holds
 *   the failure only (this route has no search query, and logs no parameter either).
 * - Readable from any origin, without credentials: it is public news, and API_BASE may be
 *   another origin than the site.
 */
import type { RequestHandler } from 'express';
import type { NotificationsResponse } from '../../client/contract/notification-types.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { toFeedItem } from '../notifications/feed-item.ts';
import { parseFeedQuery } from '../notifications/feed-query.ts';
import type { Stores } from '../stores.ts';
import type { RouteDef } from './route-def.ts';

export interface FeedApiOptions {
  config: Config;
  stores: Stores;
  logger: Logger;
  now: () => Date;
  /** The app's signed image proxy: pictures on other hosts are served through /img. */
  proxyImage?: (url: string) => string;
}

export const NOTIFICATIONS_MAX_AGE_S = 1800;

export function notificationsApiRoute(options: FeedApiOptions): RouteDef {
  const { config, stores, logger, now, proxyImage } = options;
  const answer: RequestHandler = async (req, res) => {
    if (!config.features.youMakeItHappen) {
      return void res.status(404).json({ error: 'Notifications are turned off on this site' });
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    const query = parseFeedQuery(req.query, req.language);
    if (!query.ok) {
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(400).json({ error: query.error });
    }
    let items: NotificationsResponse['notifications'];
    try {
      const stored = await stores.notifications.listPublished(query.locale, now(), query.pageSize);
      items = stored.map((notification) => toFeedItem(notification, proxyImage));
    } catch (error) {
      logger.error({ reason: (error as Error)?.message ?? String(error) }, 'notifications lookup failed');
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(503).json({ error: 'Notifications are unavailable for now; try again later' });
    }
    if (query.localeFromRequest) {
      res.setHeader('Cache-Control', `private, max-age=${NOTIFICATIONS_MAX_AGE_S}`);
      res.vary('Cookie').vary('Accept-Language');
    } else {
      res.setHeader('Cache-Control', `public, max-age=${NOTIFICATIONS_MAX_AGE_S}`);
      res.removeHeader('Set-Cookie');
    }
    const body: NotificationsResponse = { locale: query.locale, notifications: items };
    res.json(body);
  };
  return { id: 'notifications-api', path: '/notifications', handler: answer };
}
