/**
 * Settings on the device: one `karma_` cookie per setting, a year long, on COOKIE_DOMAIN. Logged
 * in, the account is the source of truth and the cookies mirror it (so a second browser gets the
 * account's settings at login). Unreadable cookies fall back to the defaults.
 */
import type { Request, Response } from 'express';
import { COLOR_MODE_COOKIE } from '../../client/contract/color-mode.ts';
import { preferenceCookie } from '../http/cookie-options.ts';
import { DEFAULT_SETTINGS, type Settings, settingsSchema } from '../shared/account-settings.ts';
import { SAFE_SEARCH_COOKIE, SETTING_COOKIES, SITE_RULES_COOKIE } from '../shared/cookie-names.ts';
import { LOCALE_COOKIE } from '../shared/locale-choice.ts';
import type { SiteRule } from '../shared/site-rule.ts';
import { decodeRulesCookie, encodeRulesCookie } from '../site-rules/rules-cookie.ts';
import { formatSafeSearchCookie, parseSafeSearchCookie } from './safe-search-cookie.ts';

/** Settings as the device's cookies say, each field validated on its own. */
export function settingsFromCookies(cookies: Record<string, string | undefined>): Settings {
  const candidate = {
    safeSearch: parseSafeSearchCookie(cookies[SAFE_SEARCH_COOKIE]).web,
    personalized: cookies[SETTING_COOKIES.personalized] === '1',
    locale: cookies[LOCALE_COOKIE],
    learnActRegion: cookies[SETTING_COOKIES.learnActRegion],
    searchRegion: cookies[SETTING_COOKIES.searchRegion],
    associations:
      cookies[SETTING_COOKIES.associations] && cookies[SETTING_COOKIES.associations] !== 'default'
        ? cookies[SETTING_COOKIES.associations]?.split('.')
        : 'default',
    serviceProvider: cookies[SETTING_COOKIES.serviceProvider] || null,
    colorMode: cookies[COLOR_MODE_COOKIE],
  };
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, value] of Object.entries(candidate)) {
    const field = settingsSchema.shape[key as keyof Settings];
    if (field.safeParse(value).success) settings[key] = value;
  }
  // The decoder keeps only rules the schema accepts (normalized hosts, one each, MAX_RULES at
  // most): checking them again would parse every host a second time on every request.
  settings.siteRules = decodeRulesCookie(cookies[SITE_RULES_COOKIE]);
  return settings as Settings;
}

/** Writes every setting to its cookie. */
export function writeSettingsCookies(
  req: Request,
  res: Response,
  settings: Settings,
  cookieDomain: string | undefined,
): void {
  const options = preferenceCookie(cookieDomain, req.secure);
  const images = parseSafeSearchCookie(req.cookies?.[SAFE_SEARCH_COOKIE]).images;
  res.cookie(SAFE_SEARCH_COOKIE, formatSafeSearchCookie({ web: settings.safeSearch, images }), options);
  res.cookie(SETTING_COOKIES.personalized, settings.personalized ? '1' : '0', options);
  res.cookie(LOCALE_COOKIE, settings.locale, { ...options, httpOnly: true });
  res.cookie(SETTING_COOKIES.learnActRegion, settings.learnActRegion, options);
  res.cookie(SETTING_COOKIES.searchRegion, settings.searchRegion, options);
  res.cookie(
    SETTING_COOKIES.associations,
    settings.associations === 'default' ? 'default' : settings.associations.join('.'),
    options,
  );
  if (settings.serviceProvider) res.cookie(SETTING_COOKIES.serviceProvider, settings.serviceProvider, options);
  // With the same flags as when it was set: a cookie written without Secure fails the Observatory.
  else res.clearCookie(SETTING_COOKIES.serviceProvider, { ...options, maxAge: undefined });
  res.cookie(COLOR_MODE_COOKIE, settings.colorMode, options);
  writeSiteRulesCookie(req, res, settings.siteRules, cookieDomain);
}

/**
 * The site rules' cookie alone (the rules page changes no other setting). Written only when there
 * are rules, and only whole: an account's list too long for a cookie leaves the device's as it
 * was (the account decides; the rules page refuses such an edit for a visitor without one).
 */
export function writeSiteRulesCookie(
  req: Request,
  res: Response,
  rules: readonly SiteRule[],
  cookieDomain: string | undefined,
): void {
  const options = preferenceCookie(cookieDomain, req.secure);
  const encoded = encodeRulesCookie(rules);
  // Cleared with the flags it was set with: a cookie written without Secure fails the Observatory.
  if (rules.length === 0) res.clearCookie(SITE_RULES_COOKIE, { ...options, maxAge: undefined });
  else if ('value' in encoded) res.cookie(SITE_RULES_COOKIE, encoded.value, options);
}
