/**
 * What a device brings to a login, and the rule that applies it (server/routes/auth.tsx):
 * - first login (the account is created now): the device's settings and counter become the
 *   account's, so logging in never loses what the visitor chose;
 * - later login, on another device: the account's settings win (the device's cookies then mirror
 *   them) and the device's counter is added once (logout clears it, so it is never added twice).
 * The settings half is applied by the store, atomically: findOrCreateAccount gives a new account
 * these settings and leaves an existing one's alone.
 */

import type { Settings } from '../shared/account-settings.ts';
import { COUNTER_COOKIE, parseCounter } from '../shared/counter.ts';
import { LOCALE_COOKIE } from '../shared/locale-choice.ts';
import { settingsFromCookies } from './preference-cookies.ts';

/** The counter is a cookie the visitor can write: one login adds at most this much. */
export const MAX_MERGED_SEARCHES = 1000;

export interface DeviceAtLogin {
  /** The settings a new account starts with. */
  settings: Settings;
  /** Searches to add to the account's counter. */
  searches: number;
}

/**
 * `locale`: the language the device is browsing in (its cookie, else Accept-Language), so a
 * browser that never chose one keeps the language it is shown, not DEFAULT_SETTINGS' English.
 */
export function deviceAtLogin(cookies: Record<string, string | undefined>, locale?: string): DeviceAtLogin {
  return {
    settings: settingsFromCookies(locale ? { ...cookies, [LOCALE_COOKIE]: locale } : cookies),
    searches: Math.min(parseCounter(cookies[COUNTER_COOKIE]), MAX_MERGED_SEARCHES),
  };
}
