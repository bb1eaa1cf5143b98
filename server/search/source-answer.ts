/**
 * One source's part of a merged page (merged-provider.ts): its results down to the depth the
 * fused page needs, asked page by page through the source's own runner, so that each page is
 * cached, timed and counted by the source's breaker like any lookup. A page the source's published
 * limits refuse (limited-source.ts) leaves the source out with the status 'limited'.
 */
import type { Outcome, SearchQuery, SearchResponse, SearchResult } from '../shared/search-types.ts';
import type { SearchProvider } from './provider.ts';
import type { SearchRunner } from './runner.ts';

export interface SourceAnswer {
  name: string;
  /** The first page's outcome: 'ok', or why the source is left out of this page. */
  status: string;
  /** The answer for the page asked for (or the deepest one asked), when the source answered. */
  response?: SearchResponse;
  /** Its results in its own order, pages 1 … depth one after the other. */
  results: SearchResult[];
  /** The source has results past those. */
  hasMore: boolean;
}

/** `depth` 0: only `query.page`, as the source pages it; else pages 1 … depth. */
export async function askSource(
  runner: SearchRunner,
  source: SearchProvider,
  query: SearchQuery,
  depth: number,
  signal: AbortSignal,
): Promise<SourceAnswer> {
  const { capabilities } = source;
  const last = Math.max(1, Math.min(depth, capabilities.paging ? capabilities.maxPage : 1));
  const pages = depth === 0 ? [query.page] : Array.from({ length: last }, (_, i) => i + 1);
  const outcomes: (Outcome | { status: 'limited' })[] = await Promise.all(
    pages.map(async (page) => {
      const outcome = await runner.run({ ...query, page }, signal);
      return outcome.status === 'cancelled' && outcome.limited ? { status: 'limited' as const } : outcome;
    }),
  );
  const results: SearchResult[] = [];
  let response: SearchResponse | undefined;
  let hasMore = false;
  for (const [i, outcome] of outcomes.entries()) {
    // Only an unbroken run of pages: a gap would move the later ranks up.
    if (outcome.status !== 'ok') {
      hasMore = i > 0;
      break;
    }
    results.push(...outcome.response.results);
    hasMore = outcome.response.hasMore;
    if (!response || (pages[i] ?? 0) <= query.page) response = outcome.response;
  }
  return { name: source.name, status: outcomes[0]?.status ?? 'ok', response, results, hasMore };
}
