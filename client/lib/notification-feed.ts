/**
 * What the bell does in the browser on every page: fetch the feed, read its cookies, watch the
 * feed-country cookie. What it does only once opened (writing cookies, telling the account API)
 * is in ./notification-actions.ts, loaded with the dropdown. The rules stay pure in
 * ./notification-rules.ts.
 */

import { FEED_COUNTRY_COOKIE, type FeedLocale, feedLocale } from '../contract/feed-country.ts';
import { OPENED_COOKIE } from '../contract/notification-rules.ts';
import type { NotificationItem, NotificationsResponse } from '../contract/notification-types.ts';
import { readCookie } from './browser-cookies.ts';

export const FEED_PAGE_SIZE = 3;

/** The feed's language now: the country cookie when set, else the page's. */
export function currentFeedLocale(pageLocale: FeedLocale): FeedLocale {
  return feedLocale(readCookie(FEED_COUNTRY_COOKIE), pageLocale);
}

export async function fetchNotifications(locale: FeedLocale): Promise<NotificationItem[]> {
  const response = await fetch(`/notifications?pageSize=${FEED_PAGE_SIZE}&locale=${locale}`, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`notifications request failed (HTTP ${response.status})`);
  const data = (await response.json()) as Partial<NotificationsResponse>;
  if (!Array.isArray(data.notifications)) throw new Error('notifications response without a list');
  return data.notifications;
}

export function dotHiddenThisSession(): boolean {
  return readCookie(OPENED_COOKIE) === '1';
}

/**
 * Calls `onChange` when the feed-country cookie changes (another tab, the settings page): the
 * Cookie Store API's change event where it exists, and a look at the cookie whenever the tab
 * comes back into view everywhere.
 */
export function watchFeedCountry(onChange: () => void): () => void {
  let last = readCookie(FEED_COUNTRY_COOKIE);
  const check = () => {
    const now = readCookie(FEED_COUNTRY_COOKIE);
    if (now === last) return;
    last = now;
    onChange();
  };
  const store = (window as unknown as { cookieStore?: EventTarget }).cookieStore;
  store?.addEventListener('change', check);
  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
  return () => {
    store?.removeEventListener('change', check);
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('focus', check);
  };
}
