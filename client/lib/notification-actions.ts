/**
 * What the bell does once the visitor acts on it: store the seen state (cookies, and the account
 * when logged in) and fetch the dropdown's strings. Loaded with the dropdown chunk
 * (./notification-ui.ts), so pages that never open the bell do not carry it.
 */

import {
  OPENED_COOKIE,
  PREVIEW_COOKIE,
  PREVIEWS_SHOWN_COOKIE,
  parseShownPreviews,
  SEEN_COOKIE,
  withShownPreview,
} from '../contract/notification-rules.ts';
import { readCookie, writeCookie } from './browser-cookies.ts';
import type { PanelStrings } from './notification-panel.tsx';

/** Stores the last-seen datetime: a cookie for this browser, the account when logged in. */
export function saveLastSeen(at: number, options: { loggedIn: boolean; apiBase: string; cookieDomain?: string }) {
  writeCookie(SEEN_COOKIE, String(at), options.cookieDomain);
  if (!options.loggedIn) return;
  fetch(`${options.apiBase}/account/seen-notifications`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lastSeenNotificationDatetime: new Date(at).toISOString() }),
  }).catch((error: unknown) => console.warn('could not save the notifications last seen on the account', error));
}

export function savePreviewTitle(title: string, cookieDomain?: string): void {
  writeCookie(PREVIEW_COOKIE, encodeURIComponent(title), cookieDomain);
}

/** Remembers on this device that the preview of `id` was shown: it does not show again. */
export function rememberPreviewShown(id: string, cookieDomain?: string): void {
  // Percent-encoded commas; anything else malformed counts as none shown.
  const shown = parseShownPreviews((readCookie(PREVIEWS_SHOWN_COOKIE) ?? '').replaceAll('%2C', ','));
  writeCookie(PREVIEWS_SHOWN_COOKIE, encodeURIComponent(withShownPreview(shown, id).join(',')), cookieDomain);
}

export function hideDotForSession(cookieDomain?: string): void {
  writeCookie(OPENED_COOKIE, '1', cookieDomain, null);
}

/** The dropdown's strings in the page's language (server/routes/ui-strings.ts). */
export async function fetchPanelStrings(uiLocale: string): Promise<PanelStrings> {
  const response = await fetch(`/strings/${uiLocale}/notifications.json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`strings request failed (HTTP ${response.status})`);
  return (await response.json()) as PanelStrings;
}
