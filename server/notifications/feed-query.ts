/**
 * The query of `GET /notifications`, read as a pure function (table-tested in
 * test/unit/notification-server-rules.test.ts):
 * - `locale`: en, fr or es; absent, the request's language (cookie, Accept-Language), else en.
 * - `pageSize`: a whole number from 1 to 20; absent, 3 (what the bell shows).
 * Anything else, an empty value or a repeated parameter included, is a 400 with a message that
 * says what is accepted: a client bug should be found, not answered with a guess.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../shared/locale-choice.ts';

export const DEFAULT_PAGE_SIZE = 3;
export const MAX_PAGE_SIZE = 20;

export type FeedQuery =
  | { ok: true; locale: Locale; pageSize: number; localeFromRequest: boolean }
  | { ok: false; error: string };

export function parseFeedQuery(query: Record<string, unknown>, requestLocale: string | undefined): FeedQuery {
  const { locale, pageSize } = query;
  if (locale !== undefined && !isLocale(locale)) {
    return { ok: false, error: `locale must be one of ${LOCALES.join(', ')}` };
  }
  let size = DEFAULT_PAGE_SIZE;
  if (pageSize !== undefined) {
    size = typeof pageSize === 'string' && /^\d{1,3}$/.test(pageSize) ? Number(pageSize) : Number.NaN;
    if (!(size >= 1 && size <= MAX_PAGE_SIZE)) {
      return { ok: false, error: `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}` };
    }
  }
  if (locale !== undefined) return { ok: true, locale, pageSize: size, localeFromRequest: false };
  const fallback = isLocale(requestLocale) ? requestLocale : DEFAULT_LOCALE;
  return { ok: true, locale: fallback, pageSize: size, localeFromRequest: true };
}
