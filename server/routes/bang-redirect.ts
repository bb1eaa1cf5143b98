/**
 * Middleware `bangRedirect` of the result pages: a query with a known `!bang`
 * (server/shared/bangs.ts) answers 302 to that site's search for the rest of the query. It runs
 * after `countSearch`, so a bang search counts exactly as the same search would on the page.
 * Nothing is looked up, stored or logged (request logs record the route pattern, never the URL);
 * `no-store` keeps the redirect out of caches and `no-referrer` keeps Karma's URL from the site.
 */
import type { Request, RequestHandler } from 'express';
import { isSpeculativeLoad } from '../http/automated-request.ts';
import { flatQuery } from '../http/flat-query.ts';
import { safeExternalTarget } from '../redirects/safe-redirect.ts';
import { normalizeQueryText } from '../search/query-params.ts';
import { BANG_HOSTS, bangTarget, findBang } from '../shared/bangs.ts';
import type { OutboundVertical } from '../shared/outbound-links.ts';
import { refusePrefetch } from './prefetch-guard.ts';

const TAB_VERTICAL: Record<string, OutboundVertical> = { images: 'images', news: 'news', videos: 'videos' };

/** The tab's vertical, from `/images` or `/fr/images`: `!g` on the images tab opens Google Images. */
function verticalOf(req: Request): OutboundVertical {
  return TAB_VERTICAL[req.path.split('/').at(-1) ?? ''] ?? 'web';
}

export const bangRedirect: RequestHandler = (req, res, next) => {
  const bang = findBang(normalizeQueryText(flatQuery(req.query).q));
  if (!bang) return next();
  // A hover prefetch must not leave the site: the click that follows redirects.
  if (isSpeculativeLoad(req)) return refusePrefetch(res);
  const built = bangTarget(bang, res.locals.locale ?? 'en', verticalOf(req));
  // The one redirect validator, in its allow-listed mode: only the bang table's hosts.
  const target = safeExternalTarget(built, BANG_HOSTS);
  if (!target) return next();
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.redirect(302, target);
};
