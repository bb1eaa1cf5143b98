/**
 * Openverse provider (images): openly licensed images from Openverse's public API, used without
 * a key (https://api.openverse.org/v1/#tag/images/operation/images_search):
 *
 *   GET api.openverse.org/v1/images/?q=…&page=1&page_size=20[&license=…|&license_type=…][&mature=true]
 *   → { page_count, results: [{ title, foreign_landing_url, url, thumbnail, width, height,
 *       filetype, creator, license, license_version, attribution }] }
 *
 * Anonymous clients may read 20 results a page and 240 in all, hence maxPage 12. Everything
 * Openverse holds is Creative Commons or public domain, so the licence filter narrows it upstream
 * (`license` for public domain, `license_type` for commercial use and modification). Mature images
 * are left out unless safe search is off. Openverse takes no language: only the query, the page
 * and the filters leave the server.
 */
import { z } from 'zod';
import { parseQuery, positiveText } from '../../shared/query-operators.ts';
import type { Capabilities, ImageFilters, ImageResult, SearchQuery } from '../../shared/search-types.ts';
import type { SearchProvider } from '../provider.ts';
import { textFromHtml } from '../spans.ts';
import {
  getJson,
  httpUrl,
  type OpenProviderOptions,
  openApiUserAgent,
  parseAnswer,
  resultsResponse,
  siteOf,
} from './open-api-request.ts';

const NAME = 'openverse';
export const OPENVERSE_API_URL = 'https://api.openverse.org';
const PAGE_SIZE = 20;

export const OPENVERSE_CAPABILITIES: Capabilities = {
  verticals: ['images'],
  paging: true,
  maxPage: 12,
  freshness: false,
  safeSearch: ['off', 'moderate'],
  // Openverse leaves out images flagged as mature by default; it has no stricter level.
  imageSafeSearch: ['off', 'moderate'],
  imageFilters: ['licence'],
  videoFilters: [],
  suggestions: false,
  spelling: false,
  cheapLookups: false,
};

// 'any' and 'share' need no parameter: every Openverse image may be shared.
const LICENCE_PARAMS: Record<NonNullable<ImageFilters['licence']>, Record<string, string>> = {
  any: {},
  share: {},
  public: { license: 'cc0,pdm' },
  sharecommercially: { license_type: 'commercial' },
  modify: { license_type: 'modification' },
  modifycommercially: { license_type: 'commercial,modification' },
};

const text = z.string().nullish().catch(undefined);
const dimension = z.number().int().positive().optional().catch(undefined);
const answerSchema = z.object({ page_count: z.number().optional().catch(undefined), results: z.array(z.unknown()) });
const imageSchema = z.object({
  title: text,
  foreign_landing_url: text,
  url: z.string(),
  thumbnail: text,
  width: dimension,
  height: dimension,
  filetype: text,
  creator: text,
  license: text,
  license_version: text,
});

export function createOpenverseProvider(options: OpenProviderOptions): SearchProvider {
  const apiUrl = (options.baseUrl ?? OPENVERSE_API_URL).replace(/\/+$/, '');
  const userAgent = openApiUserAgent(options.contactEmail);

  return {
    name: NAME,
    capabilities: OPENVERSE_CAPABILITIES,

    async search(query, signal) {
      if (query.vertical !== 'images' || query.page > OPENVERSE_CAPABILITIES.maxPage) return resultsResponse([], false);
      const url = new URL(`${apiUrl}/v1/images/`);
      url.search = searchParams(query).toString();
      const answer = parseAnswer(NAME, answerSchema, await getJson(NAME, url, { userAgent }, signal));
      const results = answer.results.flatMap((raw) => toResult(raw) ?? []);
      const more = (answer.page_count ?? 0) > query.page && query.page < OPENVERSE_CAPABILITIES.maxPage;
      return resultsResponse(results, more);
    },
  };
}

function searchParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams({
    // Openverse reads its own operators (+, |, -): only the wanted words are sent.
    q: positiveText(parseQuery(query.text)),
    page: String(query.page),
    page_size: String(PAGE_SIZE),
    ...(query.image.licence ? LICENCE_PARAMS[query.image.licence] : {}),
  });
  if (query.safeSearch === 'off') params.set('mature', 'true');
  return params;
}

function toResult(raw: unknown): ImageResult | undefined {
  const parsed = imageSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const r = parsed.data;
  const src = httpUrl(r.url);
  const url = httpUrl(r.foreign_landing_url) ?? src;
  const title = textFromHtml(r.title ?? '');
  if (!src || !url || !title) return undefined;
  return {
    vertical: 'images',
    url,
    title,
    snippet: [],
    site: siteOf(url),
    image: {
      src,
      thumbnail: httpUrl(r.thumbnail) ?? src,
      width: r.width,
      height: r.height,
      format: r.filetype ?? undefined,
      licence: licenceName(r.license, r.license_version),
      creator: textFromHtml(r.creator ?? '') || undefined,
    },
  };
}

/** Openverse's licence code and version as people write them: 'by-sa', '4.0' → 'CC BY-SA 4.0'. */
export function licenceName(code: string | null | undefined, version: string | null | undefined): string | undefined {
  if (!code || !/^[a-z0-9+-]{2,20}$/i.test(code)) return undefined;
  const name =
    code.toLowerCase() === 'pdm' ? 'Public Domain Mark' : `CC ${code.toUpperCase()}`.replace('CC CC0', 'CC0');
  return version && /^[\d.]{1,5}$/.test(version) ? `${name} ${version}` : name;
}
