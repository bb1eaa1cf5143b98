/**
 * A search with operators on the local index (operator-match.ts builds its expression). No
 * spelling correction (the visitor chose the words precisely). When no record holds every word,
 * as a plain search does, records holding any of its plain words are ranked instead, the
 * phrases, intitle: terms and exclusions still applied: an exclusion narrows results, it never
 * takes them all away. The site: condition is among the filters (search-filters.ts), so the
 * first-page shortcut and the full query both apply it.
 */
import type { SearchQuery, SearchResponse } from '../../../shared/search-types.ts';
import { words } from '../language/text-fold.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { findDistinctRows } from './distinct-rows.ts';
import { MAX_PAGE, pageSize } from './find-rows.ts';
import type { OperatorMatch } from './operator-match.ts';
import { toResult } from './result-mapping.ts';
import { buildSnippet } from './snippet.ts';
import { relatedPhrases } from './suggestions.ts';

/** Related searches, less those holding an excluded word ("fox -guide" does not offer "fox guide"). */
function related(index: OpenIndex, match: OperatorMatch): string[] {
  const excluded = new Set(match.excludedWords);
  return relatedPhrases(index, match.text, match.terms).filter(
    (phrase) => !words(phrase).some((word) => excluded.has(word.folded)),
  );
}

export function runOperatorSearch(
  index: OpenIndex,
  query: SearchQuery,
  match: OperatorMatch,
  nowMs: number,
): SearchResponse {
  if (!match.expression) return { results: [], hasMore: false, related: [], unresponsive: [] };
  const size = pageSize(query.vertical);
  const offset = (query.page - 1) * size;
  // No `terms`: the precomputed rankings are for plain all-words queries only.
  let rows = findDistinctRows(index, query, match.text, match.expression, nowMs, offset);
  if (
    rows.length === 0 &&
    match.fallback &&
    (offset === 0 || findDistinctRows(index, query, match.text, match.expression, nowMs, 0).length === 0)
  ) {
    rows = findDistinctRows(index, query, match.text, match.fallback, nowMs, offset);
  }
  const highlight = new Set(match.terms);
  return {
    results: rows.slice(0, size).map((row) => toResult(row, buildSnippet(row.text, highlight))),
    hasMore: rows.length > size && query.page < MAX_PAGE,
    related: query.vertical === 'web' ? related(index, match) : [],
    unresponsive: [],
  };
}
