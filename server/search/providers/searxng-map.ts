/**
 * SearXNG's JSON answer (GET /search?format=json) → SearchResponse fields. Validated with zod and
 * tolerant: only a non-object answer or a non-array `results` is fatal; a result without an http(s)
 * url or a title is dropped, and an optional field of an unexpected type is ignored.
 */
import { z } from 'zod';
import type { Infobox, SearchResult, Vertical } from '../../shared/search-types.ts';
import { plainSpans } from '../spans.ts';

const text = z.string().nullish().catch(undefined);
const textOrSeconds = z.union([z.string(), z.number()]).nullish().catch(undefined);
const list = z.array(z.unknown()).catch([]);

export const searxngAnswerSchema = z.object({
  results: z.array(z.unknown()),
  corrections: list,
  suggestions: list,
  unresponsive_engines: list,
  infoboxes: list,
});
export type SearxngAnswer = z.infer<typeof searxngAnswerSchema>;

const resultSchema = z.object({
  url: z.string(),
  title: z.string(),
  content: text,
  publishedDate: text,
  source: text,
  // images
  img_src: text,
  thumbnail_src: text,
  thumbnail: text,
  resolution: text,
  img_format: text,
  // videos: `length` is "MM:SS" text or seconds (SearXNG serializes timedelta as seconds)
  length: textOrSeconds,
  duration: textOrSeconds,
  iframe_src: text,
});
type SearxngResult = z.infer<typeof resultSchema>;

const infoboxSchema = z.object({
  infobox: z.string(),
  id: text,
  content: text,
  img_src: text,
  urls: z.array(z.object({ url: z.string() }).catch({ url: '' })).catch([]),
});

/** Maps each usable result to the vertical's type, in SearXNG's order. */
export function searxngResults(vertical: Vertical, raw: unknown[]): SearchResult[] {
  const results: SearchResult[] = [];
  for (const item of raw) {
    const parsed = resultSchema.safeParse(item);
    const result = parsed.success ? toResult(vertical, parsed.data) : undefined;
    if (result) results.push(result);
  }
  return results;
}

function toResult(vertical: Vertical, r: SearxngResult): SearchResult | undefined {
  const url = httpUrl(r.url);
  const title = r.title.replace(/\s+/g, ' ').trim();
  if (!url || !title) return undefined;
  const base = {
    url,
    title,
    snippet: plainSpans(r.content ?? ''),
    site: hostname(url),
    published: isoDate(r.publishedDate),
  };
  switch (vertical) {
    case 'web':
      return { vertical, ...base };
    case 'images': {
      const src = httpUrl(r.img_src);
      if (!src) return undefined;
      const size = /(\d+)\s*[x×]\s*(\d+)/.exec(r.resolution ?? '');
      return {
        vertical,
        ...base,
        image: {
          src,
          thumbnail: httpUrl(r.thumbnail_src) ?? httpUrl(r.thumbnail) ?? src,
          width: size ? Number(size[1]) : undefined,
          height: size ? Number(size[2]) : undefined,
          format: r.img_format ?? undefined,
        },
      };
    }
    case 'news':
      return {
        vertical,
        ...base,
        source: r.source ?? undefined,
        thumbnail: httpUrl(r.thumbnail) ?? httpUrl(r.img_src),
      };
    case 'videos':
      return {
        vertical,
        ...base,
        video: {
          durationS: seconds(r.length ?? r.duration),
          resolution: r.resolution ?? undefined,
          thumbnail: httpUrl(r.thumbnail) ?? httpUrl(r.thumbnail_src) ?? httpUrl(r.img_src),
          embed: httpUrl(r.iframe_src),
        },
      };
  }
}

/** The first infobox, when it has a title and a link (its first url, else its id, a URL too). */
export function searxngInfobox(raw: unknown[]): Infobox | undefined {
  const parsed = infoboxSchema.safeParse(raw[0]);
  if (!parsed.success) return undefined;
  const box = parsed.data;
  const url = httpUrl(box.urls.find((u) => httpUrl(u.url))?.url) ?? httpUrl(box.id);
  const title = box.infobox.trim();
  if (!url || !title) return undefined;
  return { title, extract: (box.content ?? '').replace(/\s+/g, ' ').trim(), url, image: httpUrl(box.img_src) };
}

/** Engine names from [name, reason] pairs (a bare name is accepted too). */
export function unresponsiveEngines(raw: unknown[]): string[] {
  return raw.map((entry) => (Array.isArray(entry) ? entry[0] : entry)).filter(isText);
}

export function strings(raw: unknown[]): string[] {
  return raw.filter(isText).map((s) => s.trim());
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Only http(s) links reach a page (no javascript: or data:); protocol-relative ones get https. */
export function httpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const candidate = value.startsWith('//') ? `https:${value}` : value;
  if (!URL.canParse(candidate)) return undefined;
  const { protocol } = new URL(candidate);
  return protocol === 'http:' || protocol === 'https:' ? candidate : undefined;
}

function hostname(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** SearXNG writes naive datetimes (no zone) for UTC ones; Date would read those as local time. */
function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const zoned = /T[\d:.]+$/.test(value) ? `${value}Z` : value;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** "MM:SS", "H:MM:SS" or a number of seconds. */
function seconds(value: string | number | null | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (!value || !/^\d+(:\d{1,2}){1,2}$/.test(value.trim())) return undefined;
  return value
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}
