/**
 * Brave Search API answers → SearchResponse fields. Validated with zod and tolerant: only a
 * non-object answer or a results list that is not a list is fatal; a result without an http(s)
 * url or a title (or an image without its url) is dropped, an odd optional field ignored.
 * Descriptions carry <strong> around matched words: they become highlighted spans, never HTML.
 */
import { z } from 'zod';
import type { Infobox, SearchResult, Vertical } from '../../shared/search-types.ts';
import { spansFromMarkedHtml, textFromHtml } from '../spans.ts';

const text = z.string().nullish().catch(undefined);
const dimension = z.number().int().positive().optional().catch(undefined);
const thumbnail = z.object({ src: text, original: text }).nullish().catch(undefined);
const metaUrl = z.object({ hostname: text }).nullish().catch(undefined);
const profile = z.object({ name: text }).nullish().catch(undefined);

const queryInfo = z
  .object({
    original: text,
    altered: text,
    more_results_available: z.boolean().optional().catch(undefined),
    // Not in every answer: related searches as strings or {query} objects.
    related: z.array(z.unknown()).catch([]).optional(),
  })
  .nullish()
  .catch(undefined);
type QueryInfo = z.infer<typeof queryInfo>;

// The web answer has no `web` block at all when nothing was found.
const webAnswer = z.object({
  query: queryInfo,
  web: z.object({ results: z.array(z.unknown()).default([]) }).optional(),
  infobox: z
    .object({ results: z.array(z.unknown()).catch([]) })
    .nullish()
    .catch(undefined),
});
const listAnswer = z.object({ query: queryInfo, results: z.array(z.unknown()) });

export interface BraveAnswer {
  query: QueryInfo;
  results: unknown[];
  infoboxes: unknown[];
}

/** The answer's parts, or what is wrong with its shape (a path and zod's message: no values). */
export function readBraveAnswer(vertical: Vertical, body: unknown): { answer: BraveAnswer } | { problem: string } {
  if (vertical === 'web') {
    const parsed = webAnswer.safeParse(body);
    if (!parsed.success) return { problem: describeIssue(parsed.error) };
    const { query, web, infobox } = parsed.data;
    return { answer: { query, results: web?.results ?? [], infoboxes: infobox?.results ?? [] } };
  }
  const parsed = listAnswer.safeParse(body);
  if (!parsed.success) return { problem: describeIssue(parsed.error) };
  return { answer: { query: parsed.data.query, results: parsed.data.results, infoboxes: [] } };
}

function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'answer'}: ${issue?.message}`;
}

const page = { url: z.string(), title: z.string(), description: text, page_age: text, profile, meta_url: metaUrl };
const webResult = z.object(page);
const newsResult = z.object({ ...page, thumbnail });
const videoResult = z.object({
  ...page,
  thumbnail,
  video: z.object({ duration: text, thumbnail }).nullish().catch(undefined),
});
const imageResult = z.object({
  url: z.string(),
  title: z.string(),
  source: text,
  meta_url: metaUrl,
  thumbnail,
  properties: z.object({ url: z.string(), width: dimension, height: dimension }),
});

/** Maps each usable result to the vertical's type, in Brave's order. */
export function braveResults(vertical: Vertical, raw: unknown[]): SearchResult[] {
  switch (vertical) {
    case 'web':
      return mapEach(raw, webResult, (r) => {
        const base = pageFields(r);
        return base && { vertical, ...base, site: r.profile?.name ?? base.site };
      });
    case 'news':
      return mapEach(raw, newsResult, (r) => {
        const base = pageFields(r);
        return (
          base && { vertical, ...base, source: r.profile?.name ?? undefined, thumbnail: httpUrl(r.thumbnail?.src) }
        );
      });
    case 'videos':
      return mapEach(raw, videoResult, (r) => {
        const base = pageFields(r);
        const thumb = httpUrl(r.thumbnail?.src) ?? httpUrl(r.video?.thumbnail?.src);
        return base && { vertical, ...base, video: { durationS: seconds(r.video?.duration), thumbnail: thumb } };
      });
    case 'images':
      return mapEach(raw, imageResult, (r) => {
        const url = httpUrl(r.url);
        const title = textFromHtml(r.title);
        const src = httpUrl(r.properties.url);
        if (!url || !title || !src) return undefined;
        const { width, height } = r.properties;
        const site = r.meta_url?.hostname ? siteOf(r.meta_url.hostname) : (r.source ?? siteOf(new URL(url).hostname));
        const image = { src, thumbnail: httpUrl(r.thumbnail?.src) ?? src, width, height };
        return { vertical, url, title, snippet: [], site, image };
      });
  }
}

/** Brave's knowledge panel (infobox.results[0]), when it has a title and a link. */
export function braveInfobox(raw: unknown[]): Infobox | undefined {
  const parsed = z
    .object({ title: z.string(), url: text, website_url: text, long_desc: text, description: text, thumbnail })
    .safeParse(raw[0]);
  if (!parsed.success) return undefined;
  const box = parsed.data;
  const title = textFromHtml(box.title);
  const url = httpUrl(box.url) ?? httpUrl(box.website_url);
  if (!title || !url) return undefined;
  const extract = textFromHtml(box.long_desc ?? box.description ?? '');
  return { title, extract, url, image: httpUrl(box.thumbnail?.src) ?? httpUrl(box.thumbnail?.original) };
}

export function braveRelated(query: QueryInfo): string[] {
  return (query?.related ?? [])
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { query?: unknown } | null)?.query))
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
    .map((entry) => textFromHtml(entry));
}

function mapEach<S extends z.ZodType>(
  raw: unknown[],
  schema: S,
  map: (item: z.infer<S>) => SearchResult | undefined,
): SearchResult[] {
  const results: SearchResult[] = [];
  for (const item of raw) {
    const parsed = schema.safeParse(item);
    const result = parsed.success ? map(parsed.data) : undefined;
    if (result) results.push(result);
  }
  return results;
}

type PageResult = z.infer<typeof webResult>;

function pageFields(r: PageResult) {
  const url = httpUrl(r.url);
  const title = textFromHtml(r.title);
  if (!url || !title) return undefined;
  return {
    url,
    title,
    snippet: spansFromMarkedHtml(r.description ?? ''),
    site: siteOf(r.meta_url?.hostname ?? new URL(url).hostname),
    // page_age is a date; `age` is display text ("2 days ago") and is not read.
    published: isoDate(r.page_age),
  };
}

function siteOf(hostname: string): string {
  return hostname.replace(/^www\./, '');
}

/** Only http(s) links reach a page (no javascript: or data:). */
function httpUrl(value: string | null | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? value : undefined;
}

/** Brave writes page_age without a zone, for UTC; Date would read that as local time. */
function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(/T[\d:.]+$/.test(value) ? `${value}Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** "MM:SS" or "H:MM:SS"; anything else ("live") gives no duration. */
function seconds(value: string | null | undefined): number | undefined {
  const clock = value?.trim();
  if (!clock || !/^\d+(:\d{1,2}){1,2}$/.test(clock)) return undefined;
  return clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
