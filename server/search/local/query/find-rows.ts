/**
 * The ranked rows of one page of a local search, shared by plain searches (run-search.ts) and
 * searches with operators (operator-search.ts): filters, bm25 boosted for records in the
 * visitor's language and for exact title matches, the popularity/region prior, paging.
 */
import type { SearchQuery } from '../../../shared/search-types.ts';
import { bm25Call, type FtsTable } from '../build/schema.ts';
import { wordKey } from '../language/text-fold.ts';
import { exactFormsFirst, exactFormsFirstRead, rerankWindow, type ScoredRow } from '../ranking/exact-forms.ts';
import { queryPriorFactor } from '../ranking/ranking-priors.ts';
import { keepsStemLists, type StemFts, type StemSource } from '../ranking/stem-scores.ts';
import { titleCoverage } from '../ranking/title-coverage.ts';
import { CANDIDATES, topCandidates, topScored } from '../ranking/top-candidates.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import type { ResultRow } from './result-mapping.ts';
import { filterConditions, RECORD_TYPE } from './search-filters.ts';

export const PAGE_SIZE = 10;
/** Pictures are small: an images page holds three rows' worth more, as other engines do. */
export const IMAGES_PAGE_SIZE = 30;
/** Results per page: 10, or 30 on the images tab. */
export function pageSize(vertical: SearchQuery['vertical']): number {
  return vertical === 'images' ? IMAGES_PAGE_SIZE : PAGE_SIZE;
}
export const MAX_PAGE = 10;
/** bm25 scores are negative (lower is better): records in the query's language score 1.5× better, */
const LANGUAGE_BOOST = 1.5;
/** and records whose title is exactly the query (folded words) 3× better. */
const TITLE_MATCH_BOOST = 3;
const BOOSTS = { language: LANGUAGE_BOOST, titleMatch: TITLE_MATCH_BOOST };
const SNIPPET_SOURCE_CHARS = 12_000;

/**
 * The rows one search has read, by id. Its rankings (the words as written, their stems, any of
 * them) mostly share their first rows, and a long article's row is costly to read again. Kept as
 * long as the query object, and for the index it was read from.
 */
const rowsRead = new WeakMap<SearchQuery, { index: OpenIndex; rows: Map<number, ResultRow> }>();

/** The result rows for ids, in that order. */
function rowsInOrder(index: OpenIndex, query: SearchQuery, ids: number[]): ResultRow[] {
  let read = rowsRead.get(query);
  if (read?.index !== index) {
    read = { index, rows: new Map() };
    rowsRead.set(query, read);
  }
  const known = read.rows;
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const rows = index
      .statement(
        `SELECT id, url, type, site, published, media, title, substr(text, 1, ${SNIPPET_SOURCE_CHARS}) AS text
         FROM records WHERE id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(missing)) as ResultRow[];
    for (const row of rows) known.set(row.id, row);
  }
  return ids.map((id) => known.get(id)!);
}

/**
 * The FTS5 tables a search of this tab reads: the words as written and their stems, of every
 * record for the web results, of news, images and videos apart (format 1 has no media table:
 * every tab reads `docs` there; stems are read only where ranksByStems says so).
 */
export function ftsTables(index: OpenIndex, query: SearchQuery): { words: FtsTable; stems: StemFts } {
  if (query.vertical === 'web' || index.format < 2) return { words: 'docs', stems: 'stem_docs' };
  return { words: 'media_docs', stems: 'media_stem_docs' };
}

/** A ranking by stems (page-ranking.ts): the stem expression, and the query's words as written. */
export interface StemRanking {
  /** The MATCH expression over the stems (`stem_docs`, or `media_stem_docs` on the media tabs). */
  expression: string;
  /** Its phrases: each word's forms in order (stemming.ts `stemGroups`), and whether all must match. */
  groups: readonly (readonly string[])[];
  mode: 'all' | 'any';
  /** The query's words as written: records holding them so are moved up (exact-forms.ts). */
  terms: readonly string[];
  /** Records matching this `docs` expression are left out (they were ranked before, exactly). */
  exclude?: string;
  /** Reorder the first rows by the words held as written (a question; exact-forms.ts). */
  rerank?: boolean;
}

export function findRows(
  index: OpenIndex,
  query: SearchQuery,
  text: string,
  expression: string,
  nowMs: number,
  offset: number,
  terms?: readonly string[],
  /** The words of an expression asking for any of them (the shortcut ranks their OR). */
  anyTerms?: readonly string[],
  /** Rows wanted from `offset`: a page and one more (to tell whether another page follows). */
  limit = pageSize(query.vertical) + 1,
  /** Rank by stems and exact forms instead of `expression` (web results of a format 7 index). */
  stems?: StemRanking,
): ResultRow[] {
  const filters = filterConditions(query, nowMs);
  const tables = ftsTables(index, query);
  const fts = tables.words;
  const titleKey = wordKey(text);
  // The record's popularity and, with personalized results, its region (ranking-priors.ts).
  const prior = queryPriorFactor(index, query);
  // A title holding only some of the words ranks a little lower (title-coverage.ts, ADR 023).
  const coverage = titleCoverage(terms);
  const sql = `SELECT r.id, r.url, r.type, r.site, r.published, r.media, r.title,
      substr(r.text, 1, ${SNIPPET_SOURCE_CHARS}) AS text
    FROM (
      SELECT f.id AS id, ${bm25Call(fts)}${coverage ? ` * ${coverage.sql}` : ''}
        * (CASE WHEN f.lang = ? THEN ${LANGUAGE_BOOST} ELSE 1.0 END)
        * (CASE WHEN f.title_key = ? THEN ${TITLE_MATCH_BOOST} ELSE 1.0 END)${prior ? ` * ${prior.sql}` : ''} AS score
      FROM ${fts} JOIN record_filters f ON f.id = ${fts}.rowid
      WHERE ${fts} MATCH ? AND ${filters.sql}
      ORDER BY score, f.id LIMIT ? OFFSET ?
    ) AS hit JOIN records r ON r.id = hit.id
    ORDER BY hit.score, hit.id`;
  if (stems) {
    return rankByStems(index, query, tables, titleKey, stems, filters, prior, coverage, limit, offset);
  }
  try {
    // Format 1 files lack the title-key index the shortcut reads.
    if (offset === 0 && index.format >= 2 && !index.fullRankingOnly) {
      const candidate = {
        fts,
        expression,
        terms,
        anyTerms,
        language: query.language,
        titleKey,
        filters,
        prior,
        coverage,
      };
      const ids = topCandidates(index, { ...candidate, wanted: limit }, BOOSTS);
      if (ids) return rowsInOrder(index, query, ids);
    }
    return index.statement(sql).all(
      // The coverage factor first: the shortcut ranks frequent words by bm25 × coverage
      // (top-candidates.ts), and a product rounds the same only in the same order.
      ...(coverage?.params ?? []),
      query.language,
      titleKey,
      ...(prior?.params ?? []),
      expression,
      ...filters.params,
      limit,
      offset,
    ) as ResultRow[];
  } catch (error) {
    // Defence in depth: every term is quoted, but should FTS5 still refuse the expression (a
    // Unicode edge case it tokenizes differently), the visitor gets no results, not an error.
    if (error instanceof Error && error.message.startsWith('fts5:')) return [];
    throw error;
  }
}

/**
 * The full ranking by stems: every record whose stems match, by bm25 of its stems with the same
 * boosts, then the first rows reordered by how many of the query's words they hold as written.
 */
function rankByStems(
  index: OpenIndex,
  query: SearchQuery,
  tables: ReturnType<typeof ftsTables>,
  titleKey: string,
  stems: StemRanking,
  filters: ReturnType<typeof filterConditions>,
  prior: ReturnType<typeof queryPriorFactor>,
  coverage: ReturnType<typeof titleCoverage>,
  limit: number,
  offset: number,
): ResultRow[] {
  const wanted = stems.rerank ? rerankWindow(offset + limit) : offset + limit;
  // The first rows from the stems' kept lists (stem-scores.ts), when provably the full query's.
  // A media tab's lists are its own type's.
  const type = RECORD_TYPE[query.vertical];
  const source: StemSource = tables.stems === 'stem_docs' || type === 'web' ? 'all' : type;
  const listed = keepsStemLists(index, source);
  if (listed && offset === 0 && !stems.exclude && wanted <= CANDIDATES && !index.fullRankingOnly) {
    const candidate = {
      fts: tables.stems,
      expression: stems.expression,
      stemGroups: { groups: stems.groups, mode: stems.mode, source },
      language: query.language,
      titleKey,
      filters,
      prior,
      coverage,
      wanted,
    };
    const scored = topScored(index, candidate, BOOSTS);
    if (scored) {
      if (stems.rerank) return exactFormsFirstRead(scored, stems.terms, limit, (ids) => rowsInOrder(index, query, ids));
      return rowsInOrder(
        index,
        query,
        scored.map((row) => row.id),
      ).map((row, place) => ({ ...row, score: scored[place]!.score }));
    }
  }
  const sql = `SELECT r.id, r.url, r.type, r.site, r.published, r.media, r.title,
      substr(r.text, 1, ${SNIPPET_SOURCE_CHARS}) AS text, hit.score AS score
    FROM (
      SELECT f.id AS id, s.b${coverage ? ` * ${coverage.sql}` : ''}
        * (CASE WHEN f.lang = ? THEN ${LANGUAGE_BOOST} ELSE 1.0 END)
        * (CASE WHEN f.title_key = ? THEN ${TITLE_MATCH_BOOST} ELSE 1.0 END)${prior ? ` * ${prior.sql}` : ''} AS score
      FROM (SELECT rowid AS id, ${bm25Call(tables.stems)} AS b FROM ${tables.stems} WHERE ${tables.stems} MATCH ?) AS s
      JOIN record_filters f ON f.id = s.id
      WHERE ${filters.sql}${stems.exclude ? ` AND s.id NOT IN (SELECT rowid FROM ${tables.words} WHERE ${tables.words} MATCH ?)` : ''}
      ORDER BY score, f.id LIMIT ?
    ) AS hit JOIN records r ON r.id = hit.id
    ORDER BY hit.score, hit.id`;
  try {
    const rows = index
      .statement(sql)
      .all(
        ...(coverage?.params ?? []),
        query.language,
        titleKey,
        ...(prior?.params ?? []),
        stems.expression,
        ...filters.params,
        ...(stems.exclude ? [stems.exclude] : []),
        wanted,
      ) as ScoredRow[];
    return (stems.rerank ? exactFormsFirst(rows, stems.terms, offset + limit) : rows).slice(offset, offset + limit);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('fts5:')) return [];
    throw error;
  }
}
