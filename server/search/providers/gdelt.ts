/**
 * GDELT provider (news): articles from the GDELT DOC 2.0 API's article list, which covers the
 * last three months of world news (https://blog.gdeltproject.org/gdelt-doc-2-0-api-debuts/):
 *
 *   GET api.gdeltproject.org/api/v2/doc/doc?query=… sourcelang:english&mode=artlist&format=json
 *       &maxrecords=25&sort=hybridrel[&timespan=7d]
 *   → { articles?: [{ url, title, seendate: 'YYYYMMDDTHHMMSSZ', domain, language, socialimage }] }
 *
 * The API has no offset: page n asks for the first n × 25 articles (at most 250, its limit) and
 * keeps the last 25. It answers {} when nothing matched, and explains a query it refuses (a word
 * too short or too common, say) in a sentence of plain text with status 200: that is no results,
 * not a failure of the provider. The page language becomes GDELT's sourcelang: operator.
 */
import { z } from 'zod';
import type { Locale } from '../../shared/locale-choice.ts';
import { parseQuery, positiveText } from '../../shared/query-operators.ts';
import type { Capabilities, Freshness, NewsResult, SearchQuery, SearchResponse } from '../../shared/search-types.ts';
import type { SearchProvider } from '../provider.ts';
import { textFromHtml } from '../spans.ts';
import {
  getJson,
  httpUrl,
  NotJsonError,
  type OpenProviderOptions,
  openApiUserAgent,
  parseAnswer,
  resultsResponse,
  siteOf,
} from './open-api-request.ts';

const NAME = 'gdelt';
export const GDELT_API_URL = 'https://api.gdeltproject.org';
const PAGE_SIZE = 25;
const MAX_RECORDS = 250;
const SOURCE_LANGUAGE: Record<Locale, string> = { en: 'english', fr: 'french', es: 'spanish' };
const TIMESPAN: Record<Exclude<Freshness, 'any'>, string> = { day: '1d', week: '7d', month: '31d' };

export const GDELT_CAPABILITIES: Capabilities = {
  verticals: ['news'],
  paging: true,
  maxPage: MAX_RECORDS / PAGE_SIZE,
  freshness: true,
  // GDELT filters nothing, and its articles carry their social images: off only.
  safeSearch: ['off'],
  imageSafeSearch: ['off'],
  imageFilters: [],
  videoFilters: [],
  suggestions: false,
  spelling: false,
  cheapLookups: false,
};

const text = z.string().nullish().catch(undefined);
const answerSchema = z.object({ articles: z.array(z.unknown()).optional() });
const articleSchema = z.object({ url: z.string(), title: text, seendate: text, domain: text, socialimage: text });

export function createGdeltProvider(options: OpenProviderOptions): SearchProvider {
  const apiUrl = (options.baseUrl ?? GDELT_API_URL).replace(/\/+$/, '');
  const userAgent = openApiUserAgent(options.contactEmail);

  return {
    name: NAME,
    capabilities: GDELT_CAPABILITIES,

    async search(query, signal): Promise<SearchResponse> {
      const words = positiveText(parseQuery(query.text));
      if (query.vertical !== 'news' || !words || query.page > GDELT_CAPABILITIES.maxPage) {
        return resultsResponse([], false);
      }
      const url = new URL(`${apiUrl}/api/v2/doc/doc`);
      const records = Math.min(MAX_RECORDS, query.page * PAGE_SIZE);
      url.search = searchParams(query, words, records).toString();
      let body: unknown;
      try {
        body = await getJson(NAME, url, { userAgent }, signal);
      } catch (error) {
        if (error instanceof NotJsonError && isQueryRefusal(error.body)) return resultsResponse([], false);
        throw error;
      }
      const articles = parseAnswer(NAME, answerSchema, body).articles ?? [];
      const results = articles.slice((query.page - 1) * PAGE_SIZE).flatMap((raw) => toResult(raw) ?? []);
      const more = articles.length >= records && query.page < GDELT_CAPABILITIES.maxPage;
      return resultsResponse(results, more);
    },
  };
}

function searchParams(query: SearchQuery, words: string, records: number): URLSearchParams {
  const params = new URLSearchParams({
    query: `${words} sourcelang:${SOURCE_LANGUAGE[query.language]}`,
    mode: 'artlist',
    format: 'json',
    maxrecords: String(records),
    // Relevance weighted by the outlet's reach, rather than GDELT's default of newest first.
    sort: 'hybridrel',
  });
  if (query.freshness !== 'any') params.set('timespan', TIMESPAN[query.freshness]);
  return params;
}

/** GDELT's refusals are one short sentence; an HTML page or a cut-off JSON body is a real failure. */
function isQueryRefusal(body: string): boolean {
  const answer = body.trim();
  return answer.length > 0 && answer.length < 500 && !/[<{[]/.test(answer);
}

function toResult(raw: unknown): NewsResult | undefined {
  const parsed = articleSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const r = parsed.data;
  const url = httpUrl(r.url);
  const title = textFromHtml(r.title ?? '');
  if (!url || !title) return undefined;
  const site = r.domain && /^[a-z0-9.-]+$/i.test(r.domain) ? r.domain.replace(/^www\./, '') : siteOf(url);
  return {
    vertical: 'news',
    url,
    title,
    snippet: [],
    site,
    // GDELT names no outlet, only its domain.
    source: site,
    published: seenDate(r.seendate),
    thumbnail: httpUrl(r.socialimage),
  };
}

/** 'YYYYMMDDTHHMMSSZ' (when GDELT first saw the article, UTC) → ISO 8601. */
export function seenDate(value: string | null | undefined): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!m) return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
