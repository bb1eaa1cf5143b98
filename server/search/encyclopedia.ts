/**
 * The encyclopedia panel: when a result is a wiki article (`https://en.wikipedia.org/wiki/Red_fox`),
 * its summary (first sentences, thumbnail, canonical link) from that host's MediaWiki Action API,
 * via the TextExtracts and PageImages extensions; never a disambiguation page. Hosts: any `*.wikipedia.org` language or mobile
 * host, and Wikispecies, over https; tests pass their own `isWikiHost`.
 *
 *   const encyclopedia = createEncyclopedia();
 *   const infobox = await encyclopedia.summary(results[0].url, signal); // undefined on any failure
 *
 * It never logs: article titles come from results, which can echo the visitor's query.
 */
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { Infobox } from '../../client/contract/search-types.ts';
import { articleFrom, isDisambiguation, isWikipediaHost } from '../../client/contract/wiki-article.ts';

export { isWikipediaHost };

export interface EncyclopediaOptions {
  /** Own deadline, on top of the caller's signal; the panel must never hold up the results. */
  timeoutMs?: number;
  isWikiHost?: (url: URL) => boolean;
  /** How long summaries (and "no article here") are kept; 0 turns the cache off. Default 1 hour. */
  cacheTtlMs?: number;
  fetchImpl?: typeof fetch;
}

export interface Encyclopedia {
  articleFrom(url: string): { origin: string; title: string } | undefined;
  summary(url: string, signal: AbortSignal): Promise<Infobox | undefined>;
}

// Wikimedia asks API clients to identify themselves; nothing of the visitor is sent.
const USER_AGENT = 'KarmaSearch/1.0 (privacy-first search engine; encyclopedia panel)';
const MAX_EXTRACT_CHARS = 600;

// MediaWiki's formatversion=2 answer: booleans are true or absent, pages an array.
const answerSchema = z.object({
  query: z.object({
    pages: z
      .array(
        z.object({
          ns: z.number().optional(),
          title: z.string(),
          missing: z.literal(true).optional(),
          invalid: z.literal(true).optional(),
          extract: z.string().optional(),
          thumbnail: z.object({ source: z.string() }).optional(),
          // Present (an empty string) on disambiguation pages, from the Disambiguator extension.
          pageprops: z.object({ disambiguation: z.string().optional() }).optional(),
        }),
      )
      .min(1),
  }),
});

export function createEncyclopedia(options: EncyclopediaOptions = {}): Encyclopedia {
  const { timeoutMs = 1500, isWikiHost = isWikipediaHost, cacheTtlMs = 60 * 60 * 1000 } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  // `false` remembers a definite "no article here" (missing page, other namespace, no extract).
  // A TTL of 0 would mean "forever" to lru-cache; here it turns the cache off.
  const cache = cacheTtlMs > 0 ? new LRUCache<string, Infobox | false>({ max: 500, ttl: cacheTtlMs }) : undefined;

  async function lookUp(origin: string, title: string, signal: AbortSignal): Promise<Infobox | false | undefined> {
    const params = new URLSearchParams({
      action: 'query',
      format: 'json',
      formatversion: '2',
      prop: 'extracts|pageimages|pageprops',
      exintro: '1',
      explaintext: '1',
      exsentences: '3',
      piprop: 'thumbnail',
      pithumbsize: '320',
      ppprop: 'disambiguation',
      redirects: '1',
      titles: title,
    });
    const response = await fetchImpl(`${origin}/w/api.php?${params}`, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'application/json' },
      // Stay on the host isWikiHost accepted.
      redirect: 'error',
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
    if (!response.ok) return undefined;
    const answer = answerSchema.safeParse(await response.json());
    if (!answer.success) return undefined;
    const page = answer.data.query.pages[0]!;
    const extract = page.extract?.trim() ?? '';
    if (page.missing || page.invalid || page.ns !== 0 || extract === '') return false;
    // A disambiguation page ('… may refer to:') is a list of articles, not a summary.
    if (page.pageprops?.disambiguation !== undefined || isDisambiguation(page.title, extract)) return false;
    const image =
      page.thumbnail && URL.canParse(page.thumbnail.source, origin) && new URL(page.thumbnail.source, origin);
    return {
      title: page.title,
      extract: extract.length > MAX_EXTRACT_CHARS ? `${extract.slice(0, MAX_EXTRACT_CHARS - 1).trimEnd()}…` : extract,
      url: `${origin}/wiki/${articlePath(page.title)}`,
      ...(image && /^https?:$/.test(image.protocol) ? { image: image.href } : {}),
    };
  }

  return {
    articleFrom: (url) => articleFrom(url, isWikiHost),
    async summary(url, signal) {
      const article = articleFrom(url, isWikiHost);
      if (!article) return undefined;
      const key = `${article.origin} ${article.title}`;
      const cached = cache?.get(key);
      if (cached !== undefined) return cached || undefined;
      try {
        const found = await lookUp(article.origin, article.title, signal);
        // Failures (timeouts, 5xx, odd JSON) are not cached: the next search may get through.
        if (found !== undefined) cache?.set(key, found);
        return found || undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The title as MediaWiki writes it in article URLs: underscores for spaces, `:` `/` kept. */
function articlePath(title: string): string {
  return encodeURIComponent(title.replace(/ /g, '_')).replace(/%3A/g, ':').replace(/%2F/g, '/');
}
