/**
 * Merges the ordered result lists of several sources for one vertical into one list, pure:
 *
 *   const fused = mergeResults([{ source: 'wikipedia', results: a }, { source: 'searxng', results: b }]);
 *   const { results, hasMore } = pageOfMerged(fused, 2, 20);
 *
 * Copies of one page (same canonicalUrl) become one result, found by every source that listed it.
 * Results are ordered by reciprocal rank fusion (Cormack et al., 2009): each source adds
 * 1 / (k + rank), rank counted from 1, k = 60, so agreement between sources lifts a result and no
 * source's scores need to be comparable. Equal scores keep source order, then rank. A merged
 * result is the copy of the first source (in the order given) that listed it, and carries that
 * source's name in `provider`. See docs/decisions/032-open-providers-merged.md.
 */
import type { SearchResult } from '../shared/search-types.ts';
import { canonicalUrl } from './canonical-url.ts';

export const RRF_K = 60;

export interface SourceResults<R extends SearchResult = SearchResult> {
  /** The provider's name, kept on each of its results. */
  source: string;
  /** Best first, as the source ranked them. */
  results: readonly R[];
}

interface Candidate<R> {
  result: R;
  score: number;
  sourceIndex: number;
  rank: number;
}

export function mergeResults<R extends SearchResult>(sources: readonly SourceResults<R>[], k = RRF_K): R[] {
  const byUrl = new Map<string, Candidate<R>>();
  sources.forEach(({ source, results }, sourceIndex) => {
    const seenHere = new Set<string>();
    results.forEach((result, index) => {
      const key = canonicalUrl(result.url);
      // A source listing a page twice counts once, at its better rank.
      if (seenHere.has(key)) return;
      seenHere.add(key);
      const rank = index + 1;
      const score = 1 / (k + rank);
      const known = byUrl.get(key);
      if (known) known.score += score;
      else byUrl.set(key, { result: { ...result, provider: source }, score, sourceIndex, rank });
    });
  });
  return [...byUrl.values()]
    .sort((a, b) => b.score - a.score || a.sourceIndex - b.sourceIndex || a.rank - b.rank)
    .map((candidate) => candidate.result);
}

/** Page `page` (from 1) of `size` results of a merged list, and whether it goes on. */
export function pageOfMerged<R>(merged: readonly R[], page: number, size: number): { results: R[]; hasMore: boolean } {
  const start = (Math.max(1, Math.floor(page)) - 1) * size;
  return { results: merged.slice(start, start + size), hasMore: merged.length > start + size };
}
