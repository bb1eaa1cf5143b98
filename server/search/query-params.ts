/**
 * Turns a results page's URL parameters into a normalized SearchQuery. Unknown or malformed
 * values are ignored (the default applies), so no URL can make a page fail.
 *
 *   q, p (page), freshness, safe, size, aspect, type, colour, licence, resolution, length,
 *   spell=0 (search exactly as typed: 'Search instead for …')
 */
import { type Locale, REGION } from '../shared/locale-choice.ts';
import {
  type Capabilities,
  DEFAULT_SAFE_SEARCH,
  FRESHNESS,
  type Freshness,
  IMAGE_FILTER_VALUES,
  type ImageFilterName,
  type ImageFilters,
  SAFE_SEARCH,
  type SafeSearchDefaults,
  type SearchQuery,
  type Vertical,
  VIDEO_FILTER_VALUES,
  type VideoFilterName,
  type VideoFilters,
} from '../shared/search-types.ts';

export const MAX_QUERY_LENGTH = 500;

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function normalizeQueryText(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
}

export function parsePage(value: string | undefined, maxPage: number): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(1, Number(value)), Math.max(1, maxPage));
}

export function parseSearchParams(
  params: Record<string, string | undefined>,
  context: { vertical: Vertical; locale: Locale; capabilities: Capabilities; safeDefaults?: SafeSearchDefaults },
): SearchQuery {
  const { vertical, capabilities } = context;
  const defaults = context.safeDefaults ?? DEFAULT_SAFE_SEARCH;
  const allowedSafe = vertical === 'images' ? capabilities.imageSafeSearch : capabilities.safeSearch;
  const safeDefault = vertical === 'images' ? defaults.images : defaults.web;
  const requestedSafe = oneOf(SAFE_SEARCH, params.safe) ?? safeDefault;
  // A level the provider lacks becomes the nearest stricter one it has.
  const safeSearch = allowedSafe.includes(requestedSafe)
    ? requestedSafe
    : (SAFE_SEARCH.slice(SAFE_SEARCH.indexOf(requestedSafe)).find((s) => allowedSafe.includes(s)) ??
      allowedSafe.at(-1) ??
      'strict');
  const freshness: Freshness = capabilities.freshness ? (oneOf(FRESHNESS, params.freshness) ?? 'any') : 'any';

  const image: ImageFilters = {};
  if (vertical === 'images') {
    for (const name of capabilities.imageFilters as ImageFilterName[]) {
      const value = oneOf(IMAGE_FILTER_VALUES[name] as readonly string[], params[name]);
      if (value) (image as Record<string, string>)[name] = value;
    }
  }
  const video: VideoFilters = {};
  if (vertical === 'videos') {
    for (const name of capabilities.videoFilters as VideoFilterName[]) {
      const value = oneOf(VIDEO_FILTER_VALUES[name] as readonly string[], params[name]);
      if (value) (video as Record<string, string>)[name] = value;
    }
  }
  return {
    text: normalizeQueryText(params.q),
    vertical,
    page: capabilities.paging ? parsePage(params.p, capabilities.maxPage) : 1,
    language: context.locale,
    region: REGION[context.locale],
    safeSearch,
    freshness,
    image,
    video,
    spellcheck: params.spell !== '0',
  };
}

/** The cache key of a query: everything that changes the answer, nothing about the visitor. */
export function cacheKey(provider: string, query: SearchQuery): string {
  return JSON.stringify([
    provider,
    query.text.toLowerCase(),
    query.vertical,
    query.page,
    query.language,
    query.region,
    query.safeSearch,
    query.freshness,
    query.image,
    query.video,
    query.spellcheck,
    query.personalized === true,
  ]);
}

/** A query with every default (English, web, page 1), for scripts and tests. */
export function defaultQuery(text: string, overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    text,
    vertical: 'web',
    page: 1,
    language: 'en',
    region: 'en-US',
    safeSearch: 'moderate',
    freshness: 'any',
    image: {},
    video: {},
    spellcheck: true,
    ...overrides,
  };
}
