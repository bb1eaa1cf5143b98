/**
 * Wikimedia Commons provider (images): files found by the MediaWiki Action API's search
 * generator, with their image info and licence metadata, in one call
 * (https://www.mediawiki.org/wiki/API:Search, API:Imageinfo, Extension:CommonsMetadata):
 *
 *   GET commons.wikimedia.org/w/api.php?action=query&generator=search&gsrnamespace=6&gsrsearch=…
 *       &gsrlimit=20&gsroffset=0&prop=imageinfo&iiprop=url|size|mime|extmetadata&iiurlwidth=320
 *       &format=json&formatversion=2
 *   → { continue?: { gsroffset }, query?: { pages: [{ title, index, imageinfo: [{ url, thumburl,
 *       width, height, mime, descriptionurl, extmetadata: { LicenseShortName, Artist, … } }] }] } }
 *
 * A generator returns pages in no particular order: `index` is the search rank. `query` is absent
 * when nothing matched. Artist is HTML (a link to the author's page): it becomes plain text.
 * Commons hosts only free files, so every licence filter but `public` passes all of them; `public`
 * keeps public-domain ones, read from LicenseShortName like the local index reads licences.
 */
import { z } from 'zod';
import { remoteQueryText } from '../../shared/query-operators.ts';
import type { Capabilities, ImageResult, SearchQuery } from '../../shared/search-types.ts';
import { LICENCE_FILTER_MASK, licenceBits } from '../local/build/filter-rules.ts';
import type { SearchProvider } from '../provider.ts';
import { MAXLAG_SECONDS } from '../source-limits.ts';
import { textFromHtml } from '../spans.ts';
import {
  getJson,
  httpUrl,
  mediaWikiError,
  type OpenProviderOptions,
  openApiUserAgent,
  parseAnswer,
  resultsResponse,
  siteOf,
} from './open-api-request.ts';

const NAME = 'commons';
export const COMMONS_API_URL = 'https://commons.wikimedia.org/w/api.php';
const PAGE_SIZE = 20;
const THUMBNAIL_WIDTH = 320;
// Browsers show these as they are; other files (TIFF, PDF, SVG) are shown as Commons' rendering.
const WEB_FORMATS = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export const COMMONS_CAPABILITIES: Capabilities = {
  verticals: ['images'],
  paging: true,
  maxPage: 10,
  freshness: false,
  safeSearch: ['off'],
  // The API has no safe-search filter.
  imageSafeSearch: ['off'],
  imageFilters: ['licence'],
  videoFilters: [],
  suggestions: false,
  spelling: false,
  cheapLookups: false,
};

const text = z.string().nullish().catch(undefined);
const metaValue = z
  .object({ value: z.union([z.string(), z.number()]).transform(String) })
  .optional()
  .catch(undefined);
const answerSchema = z.object({
  error: z.object({ code: text }).optional().catch(undefined),
  continue: z.object({ gsroffset: z.number() }).optional().catch(undefined),
  query: z.object({ pages: z.array(z.unknown()) }).optional(),
});
const pageSchema = z.object({
  title: z.string(),
  index: z.number().catch(Number.MAX_SAFE_INTEGER),
  imageinfo: z
    .array(
      z.object({
        url: z.string(),
        descriptionurl: z.string(),
        thumburl: text,
        width: z.number().int().positive().optional().catch(undefined),
        height: z.number().int().positive().optional().catch(undefined),
        mime: text,
        extmetadata: z.object({ LicenseShortName: metaValue, Artist: metaValue, ObjectName: metaValue }).catch({}),
      }),
    )
    .min(1),
});

export function createCommonsProvider(options: OpenProviderOptions): SearchProvider {
  const apiUrl = options.baseUrl ?? COMMONS_API_URL;
  const userAgent = openApiUserAgent(options.contactEmail);

  return {
    name: NAME,
    capabilities: COMMONS_CAPABILITIES,

    async search(query, signal) {
      if (query.vertical !== 'images' || query.page > COMMONS_CAPABILITIES.maxPage) return resultsResponse([], false);
      const url = new URL(apiUrl);
      url.search = searchParams(query).toString();
      const answer = parseAnswer(NAME, answerSchema, await getJson(NAME, url, { userAgent }, signal));
      if (answer.error) throw mediaWikiError(NAME, url.origin, answer.error.code);
      const pages = (answer.query?.pages ?? []).flatMap((raw) => {
        const page = pageSchema.safeParse(raw);
        return page.success ? [page.data] : [];
      });
      const licence = query.image.licence;
      const results = pages
        .sort((a, b) => a.index - b.index)
        .flatMap((page) => toResult(page) ?? [])
        .filter((r) => !licence || (licenceBits(r.image.licence) & LICENCE_FILTER_MASK[licence]) !== 0);
      return resultsResponse(results, answer.continue !== undefined && query.page < COMMONS_CAPABILITIES.maxPage);
    },
  };
}

function searchParams(query: SearchQuery): URLSearchParams {
  return new URLSearchParams({
    action: 'query',
    generator: 'search',
    gsrnamespace: '6',
    // Pictures and drawings only: the file namespace also holds sound, video and PDF files.
    gsrsearch: `filetype:bitmap|drawing ${remoteQueryText(query.text)}`,
    gsrlimit: String(PAGE_SIZE),
    gsroffset: String((query.page - 1) * PAGE_SIZE),
    prop: 'imageinfo',
    iiprop: 'url|size|mime|extmetadata',
    iiurlwidth: String(THUMBNAIL_WIDTH),
    iiextmetadatafilter: 'LicenseShortName|Artist|ObjectName',
    iiextmetadatalanguage: query.language,
    format: 'json',
    formatversion: '2',
    // Wikimedia's etiquette: a lagging database refuses Karma before it refuses editors.
    maxlag: String(MAXLAG_SECONDS),
  });
}

function toResult(page: z.infer<typeof pageSchema>): ImageResult | undefined {
  const info = page.imageinfo[0]!;
  const url = httpUrl(info.descriptionurl);
  const original = httpUrl(info.url);
  const thumbnail = httpUrl(info.thumburl) ?? original;
  if (!url || !original || !thumbnail || !info.mime?.startsWith('image/')) return undefined;
  const meta = info.extmetadata;
  const fileName = page.title
    .replace(/^[^:]+:/, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .replaceAll('_', ' ');
  const title = textFromHtml(meta.ObjectName?.value ?? '') || fileName.trim();
  if (!title) return undefined;
  const licence = textFromHtml(meta.LicenseShortName?.value ?? '') || undefined;
  const creator = textFromHtml(meta.Artist?.value ?? '') || undefined;
  return {
    vertical: 'images',
    url,
    title,
    snippet: [],
    site: siteOf(url),
    image: {
      src: WEB_FORMATS.has(info.mime) ? original : thumbnail,
      thumbnail,
      width: info.width,
      height: info.height,
      format: info.mime.slice('image/'.length).replace(/\+xml$/, ''),
      licence,
      creator,
    },
  };
}
