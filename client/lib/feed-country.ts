/**
 * The notifications-feed country: which language's news the bell and the Learn & Act feed show.
 * Stored in a cookie (a country or language code such as `fr`, `fr-FR`, `es`, `en-GB`) that
 * the visitor changes from the bell; absent, the page's language decides.
 */
export const FEED_COUNTRY_COOKIE = 'karma_feed_country';

export type FeedLocale = 'en' | 'fr' | 'es';

/** The feed language for a cookie value: French when it contains 'fr', Spanish for 'es', else `fallback`. */
export function feedLocale(cookieValue: string | undefined | null, fallback: FeedLocale): FeedLocale {
  const value = (cookieValue ?? '').toLowerCase();
  if (value.includes('fr')) return 'fr';
  if (value.includes('es')) return 'es';
  if (value.includes('en')) return 'en';
  return fallback;
}
