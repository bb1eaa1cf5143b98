/**
 * Wikipedia provider (web): full-text search of the page language's Wikipedia through the
 * MediaWiki Action API, list=search (https://www.mediawiki.org/wiki/API:Search):
 *
 *   GET {lang}.wikipedia.org/w/api.php?action=query&list=search&srsearch=…&srlimit=20&sroffset=0
 *       &srprop=snippet|timestamp&format=json&formatversion=2
 *   → { continue?: { sroffset }, query: { search: [{ title, snippet, timestamp }] } }
 *
 * MediaWiki reports a refused request as 200 with { error: { code, info } }: that is a
 * ProviderError too. Snippets are HTML with <span class="searchmatch"> around matched words; they
 * become highlighted spans, never HTML. Only the query, the language (the wiki's host) and the
 * offset leave the server (open-api-request.ts builds the headers).
 */
import { z } from 'zod';
import { remoteQueryText } from '../../shared/query-operators.ts';
import type { Capabilities, SearchResult } from '../../shared/search-types.ts';
import { ProviderError, type SearchProvider } from '../provider.ts';
import { MAXLAG_SECONDS } from '../source-limits.ts';
import { spansFromMarkedHtml } from '../spans.ts';
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

const NAME = 'wikipedia';
/** `{lang}` becomes the page language, e.g. https://fr.wikipedia.org/w/api.php. */
export const WIKIPEDIA_API_URL = 'https://{lang}.wikipedia.org/w/api.php';
const PAGE_SIZE = 20;

export const WIKIPEDIA_CAPABILITIES: Capabilities = {
  verticals: ['web'],
  paging: true,
  maxPage: 10,
  freshness: false,
  // Text results without pictures: moderate (which hides explicit imagery) holds; strict, which
  // would need the source to judge its texts, is not offered.
  safeSearch: ['off', 'moderate'],
  imageSafeSearch: ['off'],
  imageFilters: [],
  videoFilters: [],
  suggestions: false,
  spelling: false,
  cheapLookups: false,
};

const text = z.string().nullish().catch(undefined);
const answerSchema = z.object({
  error: z.object({ code: text }).optional().catch(undefined),
  continue: z.object({ sroffset: z.number() }).optional().catch(undefined),
  query: z.object({ search: z.array(z.unknown()) }).optional(),
});
const hitSchema = z.object({ title: z.string(), snippet: text, timestamp: text });

export function createWikipediaProvider(options: OpenProviderOptions): SearchProvider {
  const template = options.baseUrl ?? WIKIPEDIA_API_URL;
  const userAgent = openApiUserAgent(options.contactEmail);

  return {
    name: NAME,
    capabilities: WIKIPEDIA_CAPABILITIES,

    async search(query, signal) {
      if (query.vertical !== 'web' || query.page > WIKIPEDIA_CAPABILITIES.maxPage) return resultsResponse([], false);
      const url = new URL(template.replace('{lang}', query.language));
      url.search = new URLSearchParams({
        action: 'query',
        list: 'search',
        // CirrusSearch reads quotes, -word and intitle: as Karma's syntax does.
        srsearch: remoteQueryText(query.text),
        srlimit: String(PAGE_SIZE),
        sroffset: String((query.page - 1) * PAGE_SIZE),
        srprop: 'snippet|timestamp',
        format: 'json',
        formatversion: '2',
        // Wikimedia's etiquette: a lagging database refuses Karma before it refuses editors.
        maxlag: String(MAXLAG_SECONDS),
      }).toString();
      const answer = parseAnswer(NAME, answerSchema, await getJson(NAME, url, { userAgent }, signal));
      if (answer.error) throw mediaWikiError(NAME, url.origin, answer.error.code);
      if (!answer.query) throw new ProviderError(NAME, 'answered JSON of an unexpected shape (query: missing)');
      const results = answer.query.search.flatMap((raw) => toResult(raw, url.origin) ?? []);
      const more = answer.continue !== undefined && query.page < WIKIPEDIA_CAPABILITIES.maxPage;
      return resultsResponse(results, more);
    },
  };
}

function toResult(raw: unknown, origin: string): SearchResult | undefined {
  const parsed = hitSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const title = parsed.data.title.replace(/\s+/g, ' ').trim();
  // Article paths keep '/' and ':' as Wikipedia writes them (Talk:AC/DC), the rest is escaped.
  const path = encodeURIComponent(title.replaceAll(' ', '_')).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
  const url = title ? httpUrl(`${origin}/wiki/${path}`) : undefined;
  if (!url) return undefined;
  return {
    vertical: 'web',
    url,
    title,
    snippet: snippetSpans(parsed.data.snippet ?? ''),
    site: siteOf(url),
    // The last revision's time: when the article was last updated, the date a reader cares about.
    published: isoDate(parsed.data.timestamp),
  };
}

/** Matched words are the searchmatch spans only; any other tag is stripped by spansFromMarkedHtml. */
export function snippetSpans(html: string) {
  const marked = html.replace(/<span class="searchmatch">([^<]*)<\/span>/g, '<mark>$1</mark>');
  return spansFromMarkedHtml(marked, 'mark');
}

function isoDate(value: string | null | undefined): string | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}
