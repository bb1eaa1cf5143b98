/**
 * `/es/search?q=lobo` → 302 `/search?q=lobo`: the pages served without a language prefix only
 * (route table entries with `prefixable: false`: the result pages, /settings) are reached from a
 * prefixed URL too (a hand-edited address, a link from another site) instead of a 404. The prefix
 * still chooses the language: mount it after the locale middleware, which has read the prefix and
 * written the locale cookie exactly as for any prefixed page, and before the country redirect.
 *
 *   { name: 'unprefixed route redirect', paths: Object.keys(patterns), patterns,
 *     handlers: unprefixedRouteRedirect(routes) }   // patterns = unprefixedRedirectPatterns(routes)
 *
 * GET and HEAD only: a form posted to a prefixed path stays a 404 (a redirect would lose it).
 * Paths match as Express matches the route (any case, an optional trailing slash); the path is
 * otherwise kept as typed and the query passed on as is.
 */
import type { RequestHandler } from 'express';
import { LOCALES } from '../shared/locale-choice.ts';
import { safeRedirectTarget } from './safe-redirect.ts';

/**
 * What it reads of a route table entry (server/routes/route-def.ts's RouteDef): typed by shape,
 * not by import, so that the redirects never depend on the routes that use them.
 */
export interface RoutePath {
  path: string;
  prefixable?: boolean;
}

/** Each prefixed form it redirects (`/es/search`), with the pattern logged (`/:locale/search`). */
export function unprefixedRedirectPatterns(routes: readonly RoutePath[]): Record<string, string> {
  const paths = routes.filter((r) => !r.prefixable).map((r) => r.path.toLowerCase());
  return Object.fromEntries(paths.flatMap((path) => LOCALES.map((l) => [`/${l}${path}`, `/:locale${path}`])));
}

export function unprefixedRouteRedirect(routes: readonly RoutePath[]): RequestHandler {
  const unprefixedOnly = new Set(routes.filter((r) => !r.prefixable).map((r) => r.path.toLowerCase()));
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !res.locals.prefixed) return next();
    const path = res.locals.unprefixedPath;
    const lower = path.toLowerCase();
    const bare = lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
    if (!unprefixedOnly.has(bare)) return next();
    const queryStart = req.originalUrl.indexOf('?');
    const query = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
    res.redirect(302, safeRedirectTarget(path + query));
  };
}
