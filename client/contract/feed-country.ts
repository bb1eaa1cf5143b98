/**
 * The notifications-feed country: which language's news the bell and the Learn & Act feed show.
 * It is the 'Learn & Act region' setting (server/shared/account-settings.ts LEARN_ACT_REGIONS: FR, GB,
 * US, INTL), kept in this cookie for every visitor and mirrored in the account; the visitor
 * changes it on the settings page. Absent, or a region without a language of its own, the
 * page's language decides.
 */
export const FEED_COUNTRY_COOKIE = 'karma_learn_act_region';

export type FeedLocale = 'en' | 'fr' | 'es';

/** The feed language for a cookie value: French when it contains 'fr' (FR), Spanish for 'es', else `fallback`. */
export function feedLocale(cookieValue: string | undefined | null, fallback: FeedLocale): FeedLocale {
  const value = (cookieValue ?? '').toLowerCase();
  if (value.includes('fr')) return 'fr';
  if (value.includes('es')) return 'es';
  if (value.includes('en')) return 'en';
  return fallback;
}
