/**
 * One search against an open index: spelling correction, the MATCH expression (every term,
 * falling back to any term when no record holds them all; very common words left out), filters,
 * bm25 ranking boosted for records in the visitor's language and for exact title matches,
 * paging, snippets and related searches.
 */
import type { SearchQuery, SearchResponse } from '../types.ts';
import type { OpenIndex } from './index-handle.ts';
import { distinctTerms, type MatchMode, matchExpression, queryWords } from './match-expression.ts';
import { localOperators } from './operator-match.ts';
import { runOperatorSearch } from './operator-search.ts';
import { queryPriorFactor } from './ranking-priors.ts';
import { type ResultRow, toResult } from './result-mapping.ts';
import { bm25Call } from './schema.ts';
import { filterConditions } from './search-filters.ts';
import { buildSnippet } from './snippet.ts';
import type { VocabularyLookup } from './spelling.ts';
import { spellingDecision, vocabularyLookup } from './spelling-index.ts';
import { relatedPhrases } from './suggestions.ts';
import { wordKey } from './text-fold.ts';
import { topCandidates } from './top-candidates.ts';

export const PAGE_SIZE = 10;
/** Pictures are small: an images page holds three rows' worth more (issue #22), as other engines do. */
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
/** A word in more than this share of records is left out when rarer words remain ("the"). */
const COMMON_SHARE = 0.2;
const COMMON_MIN_DOCUMENTS = 1000;
const SNIPPET_SOURCE_CHARS = 12_000;

const EMPTY: SearchResponse = { results: [], hasMore: false, related: [], unresponsive: [] };

/** Drops words most records hold, unless nothing else is left. */
function searchTerms(index: OpenIndex, terms: string[], vocabulary: VocabularyLookup): string[] {
  if (index.documents < COMMON_MIN_DOCUMENTS || terms.length < 2) return terms;
  const limit = index.documents * COMMON_SHARE;
  const rare = terms.filter((term) => vocabulary.documentFrequency(term) <= limit);
  return rare.length > 0 ? rare : terms;
}

/** The result rows for ids, in that order. */
function rowsInOrder(index: OpenIndex, ids: number[]): ResultRow[] {
  const rows = index
    .statement(
      `SELECT id, url, type, site, published, media, title, substr(text, 1, ${SNIPPET_SOURCE_CHARS}) AS text
       FROM records WHERE id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as ResultRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
}

export function findRows(
  index: OpenIndex,
  query: SearchQuery,
  text: string,
  expression: string,
  nowMs: number,
  offset: number,
  terms?: readonly string[],
) {
  const filters = filterConditions(query, nowMs);
  // Format 1 files have no media table: every tab searches `docs` there.
  const fts: 'docs' | 'media_docs' = query.vertical === 'web' || index.format < 2 ? 'docs' : 'media_docs';
  const titleKey = wordKey(text);
  // The record's popularity and, with personalized results, its region (ranking-priors.ts).
  const prior = queryPriorFactor(index, query);
  const sql = `SELECT r.id, r.url, r.type, r.site, r.published, r.media, r.title,
      substr(r.text, 1, ${SNIPPET_SOURCE_CHARS}) AS text
    FROM (
      SELECT f.id AS id, ${bm25Call(fts)}
        * (CASE WHEN f.lang = ? THEN ${LANGUAGE_BOOST} ELSE 1.0 END)
        * (CASE WHEN f.title_key = ? THEN ${TITLE_MATCH_BOOST} ELSE 1.0 END)${prior ? ` * ${prior.sql}` : ''} AS score
      FROM ${fts} JOIN record_filters f ON f.id = ${fts}.rowid
      WHERE ${fts} MATCH ? AND ${filters.sql}
      ORDER BY score, f.id LIMIT ? OFFSET ?
    ) AS hit JOIN records r ON r.id = hit.id
    ORDER BY hit.score, hit.id`;
  try {
    // Format 1 files lack the title-key index the shortcut reads.
    if (offset === 0 && index.format >= 2) {
      const candidate = { fts, expression, terms, language: query.language, titleKey, filters, prior };
      const ids = topCandidates(index, { ...candidate, wanted: pageSize(query.vertical) + 1 }, BOOSTS);
      if (ids) return rowsInOrder(index, ids);
    }
    return index
      .statement(sql)
      .all(
        query.language,
        titleKey,
        ...(prior?.params ?? []),
        expression,
        ...filters.params,
        pageSize(query.vertical) + 1,
        offset,
      ) as ResultRow[];
  } catch (error) {
    // Defence in depth: every term is quoted, but should FTS5 still refuse the expression (a
    // Unicode edge case it tokenizes differently), the visitor gets no results, not an error.
    if (error instanceof Error && error.message.startsWith('fts5:')) return [];
    throw error;
  }
}

export function runSearch(index: OpenIndex, query: SearchQuery, nowMs: number): SearchResponse {
  if (query.page < 1 || query.page > MAX_PAGE) return EMPTY;
  // Quotes, -word, site:, OR, intitle: take their own path (operator-search.ts), never corrected.
  const operators = localOperators(index, query.text);
  if (operators) return runOperatorSearch(index, query, operators, nowMs);
  const vocabulary = vocabularyLookup(index);
  // Applied only when the text as typed finds nothing, else at most offered (spelling-decision.ts).
  const decision = query.spellcheck
    ? spellingDecision(index, query.text, vocabulary, (typed) => searchTerms(index, typed, vocabulary))
    : undefined;
  const text = decision?.searchText ?? query.text;
  const allTerms = distinctTerms(queryWords(text));
  const terms = searchTerms(index, allTerms, vocabulary);
  const expression = matchExpression(terms, 'all');
  if (!expression) return EMPTY;
  const size = pageSize(query.vertical);
  const offset = (query.page - 1) * size;
  let mode: MatchMode = 'all';
  let rows = findRows(index, query, text, expression, nowMs, offset, terms);
  // No record holds every word: rank those holding any (only when page 1 of "all" is empty too).
  if (
    rows.length === 0 &&
    terms.length > 1 &&
    (offset === 0 || findRows(index, query, text, expression, nowMs, 0, terms).length === 0)
  ) {
    mode = 'any';
    rows = findRows(index, query, text, matchExpression(terms, 'any')!, nowMs, offset);
  }
  const highlight = new Set(mode === 'all' ? terms : allTerms);
  return {
    results: rows.slice(0, size).map((row) => toResult(row, buildSnippet(row.text, highlight))),
    hasMore: rows.length > size && query.page < MAX_PAGE,
    ...(decision?.spelling && { spelling: decision.spelling }),
    // Only the web results show related searches.
    related: query.vertical === 'web' ? relatedPhrases(index, text, terms) : [],
    unresponsive: [],
  };
}
