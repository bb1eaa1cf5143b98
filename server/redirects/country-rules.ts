/**
 * Rules of the unsupported-country redirect, as pure functions (the middleware in
 * country-redirect.ts only applies them). The visitor's country comes from a trusted header set by
 * the CDN in front of Karma (COUNTRY_HEADER, e.g. CF-IPCountry); Karma never looks it up itself.
 *
 * For a visitor whose country is known and not supported:
 *   - GET /search, /images, /news, /videos with a non-blank q, first time in the browser session
 *     → 302 to /redirect?q=… (the page explaining where their search goes, with a link carrying it);
 *   - GET /redirect (any locale form) marks the page as shown for the session;
 *   - later result-page searches in the session → 302 straight to the other engine with the query.
 * Everything else passes untouched: pages without a query, other paths, other methods, visitors
 * without a usable country and visitors from supported countries.
 */
import { splitLocalePrefix } from '../shared/locale-choice.ts';
import { QUERY_PLACEHOLDER } from './country-defaults.ts';

/** Session cookie (no Max-Age): present with PAGE_SHOWN once /redirect has been shown. */
export const SHOW_REDIRECT_PAGE_COOKIE = 'karma_show_redirect_page';
/** 'Do not show the page again': the cookie's only meaningful value; anything else is ignored. */
export const PAGE_SHOWN = '0';

export const RESULT_PATHS: readonly string[] = ['/search', '/images', '/news', '/videos'];
export const REDIRECT_PAGE_PATH = '/redirect';

/**
 * Codes CDNs send for 'we do not know': Cloudflare's XX (unknown) and T1 (Tor; not two letters, so
 * the shape check already drops it), and ZZ, the ISO code reserved for 'unknown' that others use.
 * An unknown country is never redirected: better to serve someone than to turn them away by mistake.
 */
const UNKNOWN_COUNTRIES = new Set(['XX', 'ZZ', 'T1']);

/** The ISO 3166 code in a country header, upper-cased; undefined when absent, unknown or malformed. */
export function parseCountryHeader(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || UNKNOWN_COUNTRIES.has(code)) return undefined;
  return code;
}

/** The other engine's URL for a query: the template's {q}, URL-encoded. */
export function searchEngineUrl(template: string, query: string): string {
  return template.replaceAll(QUERY_PLACEHOLDER, encodeURIComponent(query));
}

/** The name shown for the other engine: its host without 'www.' (duckduckgo.com). */
export function searchEngineName(template: string): string {
  return new URL(template.replaceAll(QUERY_PLACEHOLDER, '')).hostname.replace(/^www\./, '');
}

/** What the /redirect page links to: the search carried on, or the engine's home without a query. */
export function redirectPageLink(
  template: string,
  query: string | undefined,
): { href: string; engine: string; withQuery: boolean } {
  const q = query?.trim();
  const engine = searchEngineName(template);
  if (q) return { href: searchEngineUrl(template, q), engine, withQuery: true };
  return { href: `${new URL(template.replaceAll(QUERY_PLACEHOLDER, '')).origin}/`, engine, withQuery: false };
}

/** Express matches paths case-insensitively and with a trailing slash; so do the rules. */
function normalizePath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Whether a response on this path depends on the country header (for `Vary`). */
export function isCountrySensitivePath(path: string): boolean {
  const normalized = normalizePath(path);
  return RESULT_PATHS.includes(normalized) || splitLocalePrefix(normalized).rest === REDIRECT_PAGE_PATH;
}

export interface CountryRedirectRequest {
  method: string;
  /** The request path as received, locale prefix included. */
  path: string;
  /** The q parameter, if any. */
  query: string | undefined;
  /** From parseCountryHeader. */
  country: string | undefined;
  /** Whether the session cookie says the page was shown. */
  pageShown: boolean;
}

export interface CountryRedirectRules {
  supportedCountries: ReadonlySet<string>;
  /** Template of the other engine's URL, with {q}. */
  searchUrl: string;
}

export type CountryRedirectDecision =
  | { action: 'none' }
  | { action: 'show-redirect-page'; location: string }
  | { action: 'go-to-engine'; location: string }
  | { action: 'remember-page-shown' };

const NONE: CountryRedirectDecision = { action: 'none' };

export function decideCountryRedirect(
  request: CountryRedirectRequest,
  rules: CountryRedirectRules,
): CountryRedirectDecision {
  const { country } = request;
  if (!country || rules.supportedCountries.has(country)) return NONE;
  if (request.method !== 'GET' && request.method !== 'HEAD') return NONE;
  const path = normalizePath(request.path);
  if (RESULT_PATHS.includes(path)) {
    // Without a query the result pages send the visitor home; nothing to carry elsewhere.
    const q = request.query?.trim();
    if (!q) return NONE;
    if (request.pageShown) return { action: 'go-to-engine', location: searchEngineUrl(rules.searchUrl, q) };
    return { action: 'show-redirect-page', location: `${REDIRECT_PAGE_PATH}?q=${encodeURIComponent(q)}` };
  }
  // A HEAD (link checkers, previews) does not show the page to anyone, so it does not count.
  if (request.method === 'GET' && !request.pageShown && splitLocalePrefix(path).rest === REDIRECT_PAGE_PATH) {
    return { action: 'remember-page-shown' };
  }
  return NONE;
}
