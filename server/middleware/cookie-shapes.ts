/**
 * Every cookie the app reads, with the shape of the values it writes there. A cookie is untrusted
 * text (another site on the parent domain, an extension or the visitor can plant anything): the
 * request's cookies (server/middleware/cookies.ts) keep only the names listed here, and only
 * values of their shape, so every reader sees either a value the app could have written or
 * nothing at all, and falls back to its default as when the visitor never had the cookie.
 *
 * A new cookie must be listed here to be read on the server.
 */

import { COLOR_MODE_COOKIE, COLOR_MODES } from '../../client/contract/color-mode.ts';
import { COMPANION_COOKIE } from '../../client/contract/companion-state.ts';
import { CONSENT_COOKIE, CONSENT_VALUES, LEGACY_CONSENT_COOKIES } from '../../client/contract/consent.ts';
import { FEED_COUNTRY_COOKIE } from '../../client/contract/feed-country.ts';
import { FEATURES_VIEWED_COOKIE } from '../../client/contract/new-features.ts';
import {
  OPENED_COOKIE,
  PREVIEW_COOKIE,
  PREVIEWS_SHOWN_COOKIE,
  SEEN_COOKIE,
} from '../../client/contract/notification-rules.ts';
import { PAGE_SHOWN, SHOW_REDIRECT_PAGE_COOKIE } from '../redirects/country-rules.ts';
import { ASSOCIATIONS, MAIL_ENVIRONMENTS } from '../shared/account-settings.ts';
import { SAFE_SEARCH_COOKIE, SESSION_COOKIE, SETTING_COOKIES, SITE_RULES_COOKIE } from '../shared/cookie-names.ts';
import { COUNTER_COOKIE, LAST_COUNT_COOKIE } from '../shared/counter.ts';
import { LOCALE_COOKIE, LOCALES } from '../shared/locale-choice.ts';
import { SAFE_SEARCH } from '../shared/search-types.ts';

type Shape = (value: string) => boolean;

const oneOf =
  (values: readonly string[]): Shape =>
  (value) =>
    values.includes(value);
const matches =
  (pattern: RegExp): Shape =>
  (value) =>
    pattern.test(value);
/** Values joined by `separator`, each one of `values` (`targeting,analytics`, `ASPAS.L214`). */
const listOf =
  (values: readonly string[], separator: string, max: number): Shape =>
  (value) => {
    const parts = value.split(separator);
    return parts.length <= max && parts.every((part) => values.includes(part.trim()));
  };

/** `FR`, `INTL`, `fr-FR`: region codes; the readers validate the exact list themselves. */
const REGION = matches(/^[A-Za-z]{2,4}(?:-[A-Za-z]{2,4})?$/);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Free text the island wrote itself (a notification's title): printable and short. */
const freeText =
  (maxLength: number): Shape =>
  (value) =>
    value.length > 0 && value.length <= maxLength && !CONTROL.test(value);

export const COOKIE_SHAPES: ReadonlyMap<string, Shape> = new Map<string, Shape>([
  [LOCALE_COOKIE, oneOf(LOCALES)],
  [CONSENT_COOKIE, (value) => value === '' || listOf(CONSENT_VALUES, ',', CONSENT_VALUES.length)(value)],
  // Read only to be deleted (routes/consent.ts clearLegacyConsent): whatever it holds.
  ...LEGACY_CONSENT_COOKIES.map((name): [string, Shape] => [name, () => true]),
  [COLOR_MODE_COOKIE, oneOf(COLOR_MODES)],
  [SAFE_SEARCH_COOKIE, listOf(SAFE_SEARCH, '.', 2)],
  [SETTING_COOKIES.personalized, oneOf(['0', '1'])],
  [SETTING_COOKIES.learnActRegion, REGION],
  [FEED_COUNTRY_COOKIE, REGION],
  [SETTING_COOKIES.searchRegion, REGION],
  [
    SETTING_COOKIES.associations,
    (value) => value === 'default' || listOf(ASSOCIATIONS, '.', ASSOCIATIONS.length)(value),
  ],
  [SETTING_COOKIES.serviceProvider, oneOf(MAIL_ENVIRONMENTS)],
  // The version, then rule entries; decodeRulesCookie keeps the valid prefix of what follows.
  [SITE_RULES_COOKIE, matches(/^1\.[a-z0-9._-]{0,4077}$/)],
  [COUNTER_COOKIE, matches(/^\d{1,9}$/)],
  [LAST_COUNT_COOKIE, matches(/^[\w-]{0,16}\.\d{1,16}$/)],
  [SESSION_COOKIE, matches(/^[\w-]{20,100}$/)],
  [SHOW_REDIRECT_PAGE_COOKIE, oneOf([PAGE_SHOWN])],
  [SEEN_COOKIE, matches(/^\d{1,15}$/)],
  [PREVIEW_COOKIE, freeText(300)],
  [OPENED_COOKIE, oneOf(['1'])],
  // Notification ids (server/notifications/import-schema.ts ID_PATTERN), comma-separated, 10 at most.
  [PREVIEWS_SHOWN_COOKIE, matches(/^[A-Za-z0-9][\w.-]{0,63}(?:,[A-Za-z0-9][\w.-]{0,63}){0,9}$/)],
  [FEATURES_VIEWED_COOKIE, matches(/^(?:[a-z]{1,20}(?:,[a-z]{1,20}){0,19})?$/)],
  // JSON as the island wrote it (decoded): parseCompanionState checks every field.
  [COMPANION_COOKIE, (value) => value.startsWith('{') && value.endsWith('}') && freeText(2000)(value)],
]);

/** Whether the app reads a cookie of this name, and the value has the shape the app writes. */
export function isWellShaped(name: string, value: string): boolean {
  const shape = COOKIE_SHAPES.get(name);
  return shape?.(value) ?? false;
}
