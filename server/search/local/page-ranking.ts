/**
 * How a plain query's pages are ranked: the rows holding every word, and the rows holding any
 * (the fallback), each from an offset. Without stems (an index before format 7, or the news,
 * images and videos tables) words match only as written.
 *
 * With stems (ADR 030), a short query (a name, a title, a few words) lists first the records
 * holding its words as written, ranked as before (the first-page shortcut included), then the
 * records holding them only in another form ("construction" for "constructing"), ranked by
 * stems: exact forms stay above stemmed ones. When no record holds them all, the records holding
 * any of them as written follow, by the first-page shortcut too (ranking every record holding any
 * stem of a frequent word costs several times as much).
 *
 * A long query (a question, a sentence) is ranked by stems throughout, its first rows reordered
 * by how many of its words they hold as written (exact-forms.ts): its words are rarely all
 * written as asked, and a record holding five in other forms beats one holding one as written.
 */
import type { SearchQuery } from '../../../client/contract/search-types.ts';
import { findDistinctRows } from './distinct-rows.ts';
import { pageSize, type StemRanking } from './find-rows.ts';
import type { OpenIndex } from './index-handle.ts';
import { matchExpression } from './match-expression.ts';
import { hasTwins, twinsOf } from './record-twins.ts';
import type { ResultRow } from './result-mapping.ts';
import { STEMS_FORMAT, stemExpression } from './stemming.ts';
import { collapseTwins } from './twin-collapse.ts';

/** Rows from `offset`, at most `limit` (default: a page and one more). */
export type RowsFrom = (offset: number, limit?: number) => ResultRow[];

export interface PageRanking {
  /** Records holding every word (as written, then in another form). */
  all: RowsFrom;
  /** Records holding any of the words. */
  any: RowsFrom;
}

/** Whether this search ranks by stems: a format 7 index, on the web results. */
export function ranksByStems(index: OpenIndex, query: SearchQuery): boolean {
  return index.format >= STEMS_FORMAT && query.vertical === 'web';
}

export function pageRanking(
  index: OpenIndex,
  query: SearchQuery,
  text: string,
  terms: readonly string[],
  nowMs: number,
  long: boolean,
): PageRanking {
  const exactAll = matchExpression(terms, 'all')!;
  const exactRows = (offset: number, limit?: number) =>
    findDistinctRows(index, query, text, exactAll, nowMs, offset, terms, undefined, limit);
  const exactAny: RowsFrom = (offset, limit) =>
    findDistinctRows(index, query, text, matchExpression(terms, 'any')!, nowMs, offset, undefined, terms, limit);
  if (!ranksByStems(index, query)) return { all: exactRows, any: exactAny };
  const stemRows = (mode: 'all' | 'any', exclude?: string): RowsFrom => {
    const stems: StemRanking = { expression: stemExpression(terms, mode)!, terms, exclude };
    return (offset, limit) =>
      findDistinctRows(
        index,
        query,
        text,
        stems.expression,
        nowMs,
        offset,
        mode === 'all' ? terms : undefined,
        undefined,
        limit,
        stems,
      );
  };
  if (long) return { all: stemRows('all'), any: stemRows('any') };
  const stemmedOnly = stemRows('all', exactAll);
  const all: RowsFrom = (offset, limit = pageSize(query.vertical) + 1) => {
    const exact = exactRows(offset, limit);
    if (exact.length >= limit) return exact;
    // How many records hold the words as written: those before this page, and this page's.
    const before = exact.length > 0 || offset === 0 ? offset + exact.length : exactRows(0, offset).length;
    const merged = [...exact, ...stemmedOnly(Math.max(0, offset - before), limit - exact.length)];
    if (!hasTwins(index)) return merged;
    // A twin of a record holding the words as written may hold them in another form only.
    const twins = twinsOf(
      index,
      merged.map((row) => row.id),
    );
    return collapseTwins(merged, twins, query.language);
  };
  return { all, any: exactAny };
}
