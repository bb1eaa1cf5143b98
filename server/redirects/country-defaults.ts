/**
 * Defaults of the unsupported-country redirect, kept apart from its rules so that server/config.ts
 * can import them without pulling in anything else.
 */
import { SEARCH_REGIONS } from '../shared/account-settings.ts';

/**
 * The countries Karma serves when SUPPORTED_COUNTRIES is unset: those of the search regions the
 * settings page offers (es-AR → AR, en-GB → GB, …; the 'en' International region names none).
 * A country with its own search region gets results written for it, so Karma is worth using there.
 */
export const DEFAULT_SUPPORTED_COUNTRIES: readonly string[] = [
  ...new Set(SEARCH_REGIONS.flatMap((region) => region.split('-').slice(1))),
].sort();

/** Where visitors from other countries search: DuckDuckGo keeps no history either. */
export const DEFAULT_REDIRECT_SEARCH_URL = 'https://duckduckgo.com/?q={q}';

/** Where the query goes in REDIRECT_SEARCH_URL. */
export const QUERY_PLACEHOLDER = '{q}';
