/**
 * One question to a wiki host's MediaWiki Action API (TextExtracts and PageImages extensions,
 * formatversion=2) about one title, and its answer as an infobox: the first sentences, the
 * thumbnail, the canonical link; `false` for a definite "no article here" (a missing page, another
 * namespace, no extract, a disambiguation page). Anything else (an HTTP error, odd JSON, a network
 * failure) throws, so that the caller's circuit breaker counts it.
 *
 *   const found = await queryArticle(fetch, 'https://en.wikipedia.org', 'Red fox', signal);
 */
import { z } from 'zod';
import type { Infobox } from '../shared/search-types.ts';
import { isDisambiguation } from '../shared/wiki-article.ts';

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

/** A wiki answer that is neither a summary nor a definite "no article": counted as a failure. */
export class EncyclopediaAnswerError extends Error {
  constructor(reason: string) {
    super(`encyclopedia answer: ${reason}`);
    this.name = 'EncyclopediaAnswerError';
  }
}

export async function queryArticle(
  fetchImpl: typeof fetch,
  origin: string,
  title: string,
  signal: AbortSignal,
): Promise<Infobox | false> {
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
    signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new EncyclopediaAnswerError(`status ${response.status}`);
  }
  const answer = answerSchema.safeParse(await response.json());
  if (!answer.success) throw new EncyclopediaAnswerError('unexpected shape');
  return infoboxOf(answer.data.query.pages[0]!, origin);
}

function infoboxOf(page: z.infer<typeof answerSchema>['query']['pages'][number], origin: string): Infobox | false {
  const extract = page.extract?.trim() ?? '';
  if (page.missing || page.invalid || page.ns !== 0 || extract === '') return false;
  // A disambiguation page ('… may refer to:') is a list of articles, not a summary.
  if (page.pageprops?.disambiguation !== undefined || isDisambiguation(page.title, extract)) return false;
  const image = page.thumbnail && URL.canParse(page.thumbnail.source, origin) && new URL(page.thumbnail.source, origin);
  return {
    title: page.title,
    extract: extract.length > MAX_EXTRACT_CHARS ? `${extract.slice(0, MAX_EXTRACT_CHARS - 1).trimEnd()}…` : extract,
    url: `${origin}/wiki/${articlePath(page.title)}`,
    ...(image && /^https?:$/.test(image.protocol) ? { image: image.href } : {}),
  };
}

/** The title as MediaWiki writes it in article URLs: underscores for spaces, `:` `/` kept. */
function articlePath(title: string): string {
  return encodeURIComponent(title.replace(/ /g, '_')).replace(/%3A/g, ':').replace(/%2F/g, '/');
}
