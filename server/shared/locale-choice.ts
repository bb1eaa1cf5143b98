/**
 * Which language a request is served in. Pure functions: the path prefix wins, then the
 * `karma_i18n_redirected` cookie, then the browser's Accept-Language, then English.
 */
export const LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** One value per locale: a missing translation is a type error, not an empty text in production. */
export type Localized<T> = Record<Locale, T>;
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'karma_i18n_redirected';

/** Region used where a full language tag is needed (og:locale, provider markets). */
export const REGION: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Splits `/fr/cookies` into `{ locale: 'fr', rest: '/cookies' }`; `/fr` gives rest `/`. */
export function splitLocalePrefix(path: string): { locale: Locale | undefined; rest: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (match && isLocale(match[1])) return { locale: match[1], rest: match[2] || '/' };
  return { locale: undefined, rest: path };
}

/** Language codes of an Accept-Language header, best first (q=0 entries dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

export type LocaleSource = 'path' | 'cookie' | 'header' | 'default';

export function chooseLocale(input: { pathLocale?: string; cookie?: string; acceptLanguage?: string }): {
  locale: Locale;
  source: LocaleSource;
} {
  if (isLocale(input.pathLocale)) return { locale: input.pathLocale, source: 'path' };
  if (isLocale(input.cookie)) return { locale: input.cookie, source: 'cookie' };
  for (const tag of parseAcceptLanguage(input.acceptLanguage)) {
    const language = tag.split('-')[0];
    if (isLocale(language)) return { locale: language, source: 'header' };
  }
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

/** Whether the response should (re)write the locale cookie. */
export function shouldWriteLocaleCookie(cookie: string | undefined, chosen: Locale): boolean {
  return cookie !== chosen;
}
