/**
 * The language of the Learn & Act articles on a page: a locale prefix in the URL (`/fr/learn-act`)
 * decides; otherwise the notifications-feed country cookie, which the visitor sets from the bell
 * (French when it contains 'fr', client/contract/feed-country.ts); otherwise the page's language.
 */
import { FEED_COUNTRY_COOKIE, feedLocale } from '../../client/contract/feed-country.ts';
import type { Locale } from './locale-choice.ts';

export function chooseFeedLocale(input: {
  pageLocale: Locale;
  prefixed: boolean;
  cookies: Record<string, unknown>;
}): Locale {
  if (input.prefixed) return input.pageLocale;
  const cookie = input.cookies[FEED_COUNTRY_COOKIE];
  return feedLocale(typeof cookie === 'string' ? cookie : undefined, input.pageLocale);
}
