/**
 * The parameters of GET /search/autosuggest?q=…&lang=fr&country=FR, as the search box and the
 * OpenSearch description send them: the typed text, the page language and the search country.
 * Pure, so every case has a table-driven test (test/unit/suggest-params.test.ts).
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, REGION } from './locale-choice.ts';

export interface SuggestParams {
  /** At most 100 characters, as typed. */
  q: string;
  lang: Locale;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

export type ParsedSuggestParams = ({ ok: true } & SuggestParams) | { ok: false; error: string };

const COUNTRY = /^[A-Za-z]{2}$/;

/** The country of a locale's default region: en → US, fr → FR, es → ES. */
export const languageCountry = (lang: Locale): string => REGION[lang].split('-')[1] ?? 'US';

/**
 * Absent values fall back (English, the language's country); present but malformed ones are
 * refused with a message, so a broken client is noticed rather than served the wrong language.
 */
export function parseSuggestParams(params: Record<string, string | undefined>): ParsedSuggestParams {
  const q = (params.q ?? '').slice(0, 100);
  const lang = (params.lang ?? '').toLowerCase() || DEFAULT_LOCALE;
  if (!isLocale(lang)) return { ok: false, error: `lang must be one of ${LOCALES.join(', ')}` };
  const country = params.country ?? '';
  if (country !== '' && !COUNTRY.test(country)) {
    return { ok: false, error: 'country must be a two-letter country code (ISO 3166-1 alpha-2), e.g. FR' };
  }
  return { ok: true, q, lang, country: country.toUpperCase() || languageCountry(lang) };
}

/**
 * The country the search box sends: that of the search region chosen in the settings
 * ('fr-CA' → CA), else, for International ('en') or none, the page language's.
 */
export function suggestionCountry(searchRegion: string | undefined, locale: Locale): string {
  const country = searchRegion?.split('-')[1];
  return country && COUNTRY.test(country) ? country.toUpperCase() : languageCountry(locale);
}
