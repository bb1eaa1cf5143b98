/**
 * Safe-search defaults chosen on the settings page, kept in the `karma_safesearch` cookie as
 * `web.images`, e.g. `moderate.strict`. Anything unreadable falls back to web moderate, images strict.
 */
import { DEFAULT_SAFE_SEARCH, SAFE_SEARCH, type SafeSearch, type SafeSearchDefaults } from '../shared/search-types.ts';

const isLevel = (v: string | undefined): v is SafeSearch => (SAFE_SEARCH as readonly string[]).includes(v ?? '');

export function parseSafeSearchCookie(value: unknown): SafeSearchDefaults {
  if (typeof value !== 'string') return DEFAULT_SAFE_SEARCH;
  const [web, images] = value.split('.');
  return {
    web: isLevel(web) ? web : DEFAULT_SAFE_SEARCH.web,
    images: isLevel(images) ? images : DEFAULT_SAFE_SEARCH.images,
  };
}

export function formatSafeSearchCookie(defaults: SafeSearchDefaults): string {
  return `${defaults.web}.${defaults.images}`;
}
