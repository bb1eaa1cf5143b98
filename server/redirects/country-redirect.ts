/**
 * Sends searches from countries Karma does not serve yet to another engine (rules and the exact
 * list of affected requests in country-rules.ts). Off when no country header is configured.
 *
 *   { name: 'country redirect', paths: COUNTRY_REDIRECT_PATHS, handlers: countryRedirect({
 *     header: 'CF-IPCountry', supportedCountries: ['FR', 'GB', 'US'],
 *     searchUrl: 'https://duckduckgo.com/?q={q}', cookieDomain: undefined,
 *   }) }   // an entry of server/app.ts's registry, which logs the result page's path
 *
 * Mount it after cookie parsing and before the result pages. Privacy: it logs nothing. The country
 * is read and dropped within the request, and the query leaves only in the redirect's Location.
 */
import type { CookieOptions, Request, RequestHandler } from 'express';
import { flatQuery } from '../http/flat-query.ts';
import { LOCALES } from '../shared/locale-choice.ts';
import { QUERY_PLACEHOLDER } from './country-defaults.ts';
import {
  decideCountryRedirect,
  isCountrySensitivePath,
  PAGE_SHOWN,
  parseCountryHeader,
  REDIRECT_PAGE_PATH,
  RESULT_PATHS,
  SHOW_REDIRECT_PAGE_COOKIE,
} from './country-rules.ts';
import { safeExternalTarget, safeRedirectTarget } from './safe-redirect.ts';

export interface CountryRedirectOptions {
  /** The trusted header carrying the visitor's ISO country code; undefined turns the feature off. */
  header: string | undefined;
  supportedCountries: readonly string[];
  /** The other engine's URL with {q} where the query goes. */
  searchUrl: string;
  cookieDomain: string | undefined;
}

/** No Max-Age or Expires: the browser forgets it when the session ends, and the page shows again. */
export function pageShownCookie(cookieDomain: string | undefined, secure: boolean): CookieOptions {
  return { path: '/', domain: cookieDomain, httpOnly: true, sameSite: 'lax', secure };
}

function pageShown(req: Request): boolean {
  return req.cookies?.[SHOW_REDIRECT_PAGE_COOKIE] === PAGE_SHOWN;
}

/**
 * The only paths whose answer may depend on the country (isCountrySensitivePath): the registry
 * runs the redirect for these and logs a redirected search under its result page's path.
 */
export const COUNTRY_REDIRECT_PATHS = [
  ...RESULT_PATHS,
  REDIRECT_PAGE_PATH,
  ...LOCALES.map((l) => `/${l}${REDIRECT_PAGE_PATH}`),
];

export function countryRedirect(options: CountryRedirectOptions): RequestHandler {
  const { header } = options;
  if (!header) return (_req, _res, next) => next();
  const rules = {
    supportedCountries: new Set(options.supportedCountries.map((code) => code.toUpperCase())),
    searchUrl: options.searchUrl,
  };
  // The one redirect validator's allow-list: the configured engine's host (and its scheme).
  const engine = new URL(options.searchUrl.replaceAll(QUERY_PLACEHOLDER, ''));
  const engineHosts = new Set([engine.host]);
  const allowHttp = engine.protocol === 'http:';
  return (req, res, next) => {
    // Caches must not hand one country's answer to another.
    if (isCountrySensitivePath(req.path)) res.vary(header);
    const decision = decideCountryRedirect(
      {
        method: req.method,
        path: req.path,
        query: flatQuery(req.query).q,
        country: parseCountryHeader(req.get(header)),
        pageShown: pageShown(req),
      },
      rules,
    );
    switch (decision.action) {
      case 'none':
        return next();
      case 'remember-page-shown':
        res.cookie(SHOW_REDIRECT_PAGE_COOKIE, PAGE_SHOWN, pageShownCookie(options.cookieDomain, req.secure));
        return next();
      case 'show-redirect-page':
      case 'go-to-engine': {
        const target =
          decision.action === 'go-to-engine'
            ? safeExternalTarget(decision.location, engineHosts, { allowHttp })
            : safeRedirectTarget(decision.location, '');
        if (!target) return next();
        res.setHeader('Cache-Control', 'private, no-store');
        res.redirect(302, target);
      }
    }
  };
}
