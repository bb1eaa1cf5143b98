/**
 * Links to pages of this site in the visitor's language: under /fr/… when the page was asked for
 * under /fr, for pages that exist with a prefix. Absolute URLs and unprefixable paths pass as is.
 * Views use it through useLocalHref (views/pages/info/local-href.ts); the Learn & Act feed
 * (server/learn-act/feed.ts) for the article links it serves.
 */

/** Pages that live only without a locale prefix (see the route tables). */
const UNPREFIXED = ['/settings', '/extension', '/search', '/images', '/news', '/videos'];

export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function localizeHref(href: string, locale: string, prefixed: boolean): string {
  if (!prefixed || !isSitePath(href)) return href;
  const pathname = href.split(/[?#]/)[0] ?? href;
  if (UNPREFIXED.includes(pathname)) return href;
  return pathname === '/' ? `/${locale}${href.slice(1)}` : `/${locale}${href}`;
}
