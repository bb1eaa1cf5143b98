/**
 * Settings ⇄ the payload of a restore link (server/site-rules/restore-link.ts). The link carries
 * each preference under the cookie name and in the cookie format that writeSettingsCookies uses
 * (preference-cookies.ts), and the site rules apart, so one reading of a preference serves the
 * cookie and the link alike.
 *
 * Two departures from the cookies, both so a link says everything it means:
 * - SafeSearch carries the web level alone: the images level is not a setting (it is chosen on
 *   the images tab) and stays as the receiving browser has it.
 * - No mail service is an empty value rather than a missing cookie, so that restoring it clears
 *   the receiving browser's choice.
 *
 * Reading is as strict as the link: every known preference must be present and valid, or the
 * whole link is refused (`invalid-setting`), never half applied with defaults standing in for
 * what the person chose. Names this code does not know are ignored, so a link from a later Karma
 * with one more preference still restores the ones this one has.
 */
import { COLOR_MODE_COOKIE } from '../../client/contract/color-mode.ts';
import { type Settings, settingsSchema } from '../shared/account-settings.ts';
import { SAFE_SEARCH_COOKIE, SETTING_COOKIES } from '../shared/cookie-names.ts';
import { LOCALE_COOKIE } from '../shared/locale-choice.ts';
import type { SiteRule } from '../shared/site-rule.ts';
import { decodeRestore, encodeRestore, type RestoreError } from '../site-rules/restore-link.ts';

export interface RestorePayload {
  settings: Record<string, string>;
  rules: SiteRule[];
}

type PreferenceKey = Exclude<keyof Settings, 'siteRules'>;

interface PreferenceField {
  key: PreferenceKey;
  cookie: string;
  write(settings: Settings): string;
  /** The value as the schema wants it; the schema then decides whether it is valid. */
  read(value: string): unknown;
}

const same = (value: string) => value;

/** Every preference but the site rules, in the order the settings page lists them. */
export const PREFERENCE_FIELDS: readonly PreferenceField[] = [
  { key: 'safeSearch', cookie: SAFE_SEARCH_COOKIE, write: (s) => s.safeSearch, read: same },
  {
    key: 'personalized',
    cookie: SETTING_COOKIES.personalized,
    write: (s) => (s.personalized ? '1' : '0'),
    read: (value) => ({ '1': true, '0': false })[value],
  },
  { key: 'searchRegion', cookie: SETTING_COOKIES.searchRegion, write: (s) => s.searchRegion, read: same },
  {
    key: 'associations',
    cookie: SETTING_COOKIES.associations,
    write: (s) => (s.associations === 'default' ? 'default' : s.associations.join('.')),
    read: (value) => (value === 'default' ? value : value.split('.')),
  },
  { key: 'locale', cookie: LOCALE_COOKIE, write: (s) => s.locale, read: same },
  { key: 'learnActRegion', cookie: SETTING_COOKIES.learnActRegion, write: (s) => s.learnActRegion, read: same },
  {
    key: 'serviceProvider',
    cookie: SETTING_COOKIES.serviceProvider,
    write: (s) => s.serviceProvider ?? '',
    read: (value) => value || null,
  },
  { key: 'colorMode', cookie: COLOR_MODE_COOKIE, write: (s) => s.colorMode, read: same },
];

export function restorePayloadOf(settings: Settings): RestorePayload {
  const cookies = Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field.cookie, field.write(settings)]));
  return { settings: cookies, rules: [...settings.siteRules] };
}

export type SettingsFromRestore = { settings: Settings } | { error: 'invalid-setting'; field: keyof Settings };

export function settingsFromRestore(payload: RestorePayload): SettingsFromRestore {
  const settings: Record<string, unknown> = { siteRules: payload.rules };
  for (const field of PREFERENCE_FIELDS) {
    // An own property only: a name like `toString` must not read the prototype's.
    const value = Object.hasOwn(payload.settings, field.cookie) ? payload.settings[field.cookie] : undefined;
    const candidate = value === undefined ? undefined : field.read(value);
    if (!settingsSchema.shape[field.key].safeParse(candidate).success) {
      return { error: 'invalid-setting', field: field.key };
    }
    settings[field.key] = candidate;
  }
  const parsed = settingsSchema.safeParse(settings);
  // The rules came from a complete link, so they are valid; this guards the whole against a gap.
  if (!parsed.success) return { error: 'invalid-setting', field: 'siteRules' };
  return { settings: parsed.data };
}

/** The `s` parameter of a restore link carrying every preference and site rule. */
export function restoreLinkParameter(settings: Settings): string {
  const payload = restorePayloadOf(settings);
  return encodeRestore(payload.settings, payload.rules);
}

export type SettingsLinkError = RestoreError | 'invalid-setting';

/** Reads a restore link's `s`, an untrusted string: the settings it carries, whole, or why not. */
export function settingsFromLinkParameter(s: unknown): { settings: Settings } | { error: SettingsLinkError } {
  const decoded = decodeRestore(s);
  if ('error' in decoded) return decoded;
  const restored = settingsFromRestore(decoded);
  return 'error' in restored ? { error: restored.error } : restored;
}
