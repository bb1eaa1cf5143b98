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
import type { SearchQuery } from '../../../shared/search-types.ts';
import { hasTwins, twinsOf } from '../build/record-twins.ts';
import { groupsExpression, MEDIA_STEMS_FORMAT, STEMS_FORMAT, stemGroups } from '../language/stemming.ts';
import { wordKey } from '../language/text-fold.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { findDistinctRows } from './distinct-rows.ts';
import { ftsTables, pageSize, type StemRanking } from './find-rows.ts';
import { matchExpression } from './match-expression.ts';
import type { ResultRow } from './result-mapping.ts';
import { RECORD_TYPE } from './search-filters.ts';
import { collapseTwins } from './twin-collapse.ts';

/** Rows from `offset`, at most `limit` (default: a page and one more). */
export type RowsFrom = (offset: number, limit?: number) => ResultRow[];

export interface PageRanking {
  /** Records holding every word (as written, then in another form). */
  all: RowsFrom;
  /** Records holding any of the words. */
  any: RowsFrom;
}

/** Whether this search ranks by stems: the web results of a format 7 index, any tab's from format 9. */
export function ranksByStems(index: OpenIndex, query: SearchQuery): boolean {
  return query.vertical === 'web' ? index.format >= STEMS_FORMAT : index.format >= MEDIA_STEMS_FORMAT;
}

export function pageRanking(
  index: OpenIndex,
  query: SearchQuery,
  text: string,
  terms: readonly string[],
  nowMs: number,
  /** A long query's searched words as often as it says them (`repeatedTerms`); none if short. */
  question?: readonly string[],
): PageRanking {
  const exactAll = matchExpression(terms, 'all')!;
  const exactRows = (offset: number, limit?: number) =>
    findDistinctRows(index, query, text, exactAll, nowMs, offset, terms, undefined, limit);
  const exactAny: RowsFrom = (offset, limit) =>
    findDistinctRows(index, query, text, matchExpression(terms, 'any')!, nowMs, offset, undefined, terms, limit);
  if (!ranksByStems(index, query)) return { all: exactRows, any: exactAny };
  // Each word's forms, stemmed once for every ranking below.
  const groups = stemGroups(terms);
  const stemRows = (mode: 'all' | 'any', exclude?: string, said = groups): RowsFrom => {
    // A question's rows are reordered by the words they hold as written; a short query's rows
    // holding them only in other forms come after those holding them as written anyway.
    const stems: StemRanking = {
      expression: groupsExpression(said, mode)!,
      groups: said,
      mode,
      terms,
      exclude,
      rerank: !!question,
    };
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
  if (question) {
    const asked = stemGroups(question);
    return { all: stemRows('all', undefined, asked), any: stemRows('any', undefined, asked) };
  }
  const stemmedOnly = stemRows('all', exactAll);
  const stemmedAll = stemRows('all');
  const stemAll = groupsExpression(groups, 'all')!;
  const all: RowsFrom = (offset, limit = pageSize(query.vertical) + 1) => {
    const exact = exactRows(offset, limit);
    if (exact.length >= limit) return exact;
    // A title search (some record's title is the query) has found its record: other forms of
    // its words add records about something else, at the cost of a second ranking.
    if (isSomeTitle(index, text, query.vertical)) return exact;
    if (offset === 0 && !holdsMore(index, query, stemAll, exact.length)) return exact;
    let more: ResultRow[];
    if (offset === 0) {
      // From the first row, every exact match is on this page: left out here rather than by a
      // second FTS5 lookup of the words as written.
      const shown = new Set(exact.map((row) => row.id));
      more = stemmedAll(0, limit + exact.length).filter((row) => !shown.has(row.id));
    } else {
      // How many records hold the words as written: those before this page, and this page's.
      const before = exact.length > 0 ? offset + exact.length : exactRows(0, offset).length;
      more = stemmedOnly(Math.max(0, offset - before), limit - exact.length);
    }
    const merged = [...exact, ...more.slice(0, limit - exact.length)];
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

/** How many times one word of a question counts at most (a pasted repetition is not emphasis). */
const MAX_REPEATS = 3;

/**
 * The searched words in the order said, each as often as said (up to MAX_REPEATS): FTS5's bm25
 * sums a repeated word's share again, which is bm25's query term frequency. A question repeats
 * what it is about ("retrieval … retrieval systems"); on CISI this alone took nDCG@10 from 0.339
 * to 0.38 (ADR 030).
 */
export function repeatedTerms(said: readonly string[], terms: readonly string[]): string[] {
  const searched = new Set(terms);
  const times = new Map<string, number>();
  const out: string[] = [];
  for (const word of said) {
    if (!searched.has(word)) continue;
    const count = (times.get(word) ?? 0) + 1;
    times.set(word, count);
    if (count <= MAX_REPEATS) out.push(word);
  }
  return out;
}

/**
 * Whether some record's title (of the tab's type, if given) is exactly these folded words (format
 * 1 files lack the index).
 */
export function isTitleKey(index: OpenIndex, key: string, vertical?: SearchQuery['vertical']): boolean {
  if (index.format < 2) return false;
  if (!vertical)
    return index.statement('SELECT 1 FROM record_filters WHERE title_key = ? LIMIT 1').get(key) !== undefined;
  const typed = index.statement('SELECT 1 FROM record_filters WHERE title_key = ? AND type = ? LIMIT 1');
  return typed.get(key, RECORD_TYPE[vertical]) !== undefined;
}

/**
 * Whether the text is the title (its folded words) of some record the tab lists: a title search,
 * not a question. A web page named "Fox" makes no title search of "fox" on the Images tab.
 */
export function isSomeTitle(index: OpenIndex, text: string, vertical: SearchQuery['vertical']): boolean {
  return isTitleKey(index, wordKey(text), vertical);
}

/**
 * Whether more records match the stems than the `exact` records holding the words as written
 * (every one of which matches them too): counting stops there, far cheaper than ranking (a title
 * search usually finds its title and nothing else, in any form).
 */
function holdsMore(index: OpenIndex, query: SearchQuery, stemAll: string, exact: number): boolean {
  const table = ftsTables(index, query).stems;
  // The media tabs share their table: a news search counts news only, not the pictures of paintings
  // it would then rank for nothing.
  const count =
    table === 'stem_docs'
      ? index.statement(`SELECT count(*) FROM (SELECT rowid FROM ${table} WHERE ${table} MATCH ? LIMIT ?)`)
      : index.statement(
          `SELECT count(*) FROM (SELECT s.rowid FROM ${table} s JOIN record_filters f ON f.id = s.rowid
           WHERE ${table} MATCH ? AND f.type = ? LIMIT ?)`,
        );
  const params = table === 'stem_docs' ? [stemAll] : [stemAll, RECORD_TYPE[query.vertical]];
  try {
    return (count.pluck().get(...params, exact + 1) as number) > exact;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('fts5:')) return false;
    throw error;
  }
}
