/**
 * Sepia Search provider (videos): PeerTube videos from Framasoft's search index, whose API is
 * PeerTube's own video search (https://docs.joinpeertube.org/api-rest-reference.html#tag/Search):
 *
 *   GET sepiasearch.org/api/v1/search/videos?search=…&start=0&count=20&sort=-match&nsfw=false
 *       [&boostLanguages[]=fr][&durationMin=…&durationMax=…][&startDate=…]
 *   → { total, data: [{ name, url, thumbnailUrl | thumbnailPath, embedUrl, duration, publishedAt,
 *       channel: { displayName }, account: { displayName } }] }
 *
 * The page language only boosts videos in that language: many PeerTube videos declare none, and
 * a filter would hide them. Length and freshness are PeerTube's duration and date filters.
 */
import { z } from 'zod';
import { parseQuery, positiveText } from '../../shared/query-operators.ts';
import {
  type Capabilities,
  type Freshness,
  type SearchQuery,
  VIDEO_LENGTH_S,
  type VideoResult,
} from '../../shared/search-types.ts';
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

const NAME = 'sepia';
export const SEPIA_API_URL = 'https://sepiasearch.org';
const PAGE_SIZE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
const FRESHNESS_MS: Record<Exclude<Freshness, 'any'>, number> = { day: DAY_MS, week: 7 * DAY_MS, month: 31 * DAY_MS };

export const SEPIA_CAPABILITIES: Capabilities = {
  verticals: ['videos'],
  paging: true,
  maxPage: 10,
  freshness: true,
  // PeerTube's only filter is the NSFW flag uploaders set: nothing stricter than moderate.
  safeSearch: ['off', 'moderate'],
  imageSafeSearch: ['off'],
  imageFilters: [],
  videoFilters: ['length'],
  suggestions: false,
  spelling: false,
  cheapLookups: false,
};

const text = z.string().nullish().catch(undefined);
const named = z.object({ displayName: text }).nullish().catch(undefined);
const answerSchema = z.object({ total: z.number().optional().catch(undefined), data: z.array(z.unknown()) });
const videoSchema = z.object({
  name: z.string(),
  url: z.string(),
  thumbnailUrl: text,
  thumbnailPath: text,
  embedUrl: text,
  duration: z.number().nonnegative().optional().catch(undefined),
  publishedAt: text,
  description: text,
  channel: named,
  account: named,
});

export function createSepiaProvider(options: OpenProviderOptions & { now?: () => number }): SearchProvider {
  const apiUrl = (options.baseUrl ?? SEPIA_API_URL).replace(/\/+$/, '');
  const userAgent = openApiUserAgent(options.contactEmail);
  const now = options.now ?? Date.now;

  return {
    name: NAME,
    capabilities: SEPIA_CAPABILITIES,

    async search(query, signal) {
      if (query.vertical !== 'videos' || query.page > SEPIA_CAPABILITIES.maxPage) return resultsResponse([], false);
      const url = new URL(`${apiUrl}/api/v1/search/videos`);
      url.search = searchParams(query, now()).toString();
      const answer = parseAnswer(NAME, answerSchema, await getJson(NAME, url, { userAgent }, signal));
      const results = answer.data.flatMap((raw) => toResult(raw) ?? []);
      const seen = query.page * PAGE_SIZE;
      const more = (answer.total ?? 0) > seen && query.page < SEPIA_CAPABILITIES.maxPage;
      return resultsResponse(results, more);
    },
  };
}

function searchParams(query: SearchQuery, now: number): URLSearchParams {
  const params = new URLSearchParams({
    // PeerTube matches words; Karma's operators are not its syntax, so only the wanted words go.
    search: positiveText(parseQuery(query.text)),
    start: String((query.page - 1) * PAGE_SIZE),
    count: String(PAGE_SIZE),
    sort: '-match',
    nsfw: query.safeSearch === 'off' ? 'both' : 'false',
    'boostLanguages[]': query.language,
  });
  const { length } = query.video;
  if (length === 'short') params.set('durationMax', String(VIDEO_LENGTH_S.shortBelow - 1));
  if (length === 'medium') {
    params.set('durationMin', String(VIDEO_LENGTH_S.shortBelow));
    params.set('durationMax', String(VIDEO_LENGTH_S.longAbove));
  }
  if (length === 'long') params.set('durationMin', String(VIDEO_LENGTH_S.longAbove + 1));
  if (query.freshness !== 'any') {
    params.set('startDate', new Date(now - FRESHNESS_MS[query.freshness]).toISOString());
  }
  return params;
}

function toResult(raw: unknown): VideoResult | undefined {
  const parsed = videoSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const r = parsed.data;
  const url = httpUrl(r.url);
  const title = textFromHtml(r.name);
  if (!url || !title) return undefined;
  const description = textFromHtml(r.description ?? '');
  return {
    vertical: 'videos',
    url,
    title,
    snippet: description ? [{ text: description.length > 300 ? `${description.slice(0, 299)}…` : description }] : [],
    site: siteOf(url),
    published: isoDate(r.publishedAt),
    video: {
      durationS: r.duration,
      // thumbnailPath is relative to the instance that hosts the video, when no URL is given.
      thumbnail: httpUrl(r.thumbnailUrl) ?? httpUrl(r.thumbnailPath, new URL(url).origin),
      embed: httpUrl(r.embedUrl),
      channel: textFromHtml(r.channel?.displayName ?? r.account?.displayName ?? '') || undefined,
    },
  };
}

function isoDate(value: string | null | undefined): string | undefined {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}
