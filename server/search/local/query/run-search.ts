/**
 * One search against an open index: spelling correction, the MATCH expression (every term,
 * falling back to any term when no record holds them all; very common words left out), filters,
 * bm25 ranking boosted for records in the visitor's language and for exact title matches,
 * paging, snippets and related searches.
 */
import type { Locale } from '../../../shared/locale-choice.ts';
import type { SearchQuery, SearchResponse } from '../../../shared/search-types.ts';
import { hasTwins, twinsOf } from '../build/record-twins.ts';
import { contentTerms } from '../language/content-terms.ts';
import { stemGroup } from '../language/stemming.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import type { VocabularyLookup } from '../spelling/spelling.ts';
import { spellingDecision, vocabularyLookup } from '../spelling/spelling-index.ts';
import { MAX_PAGE, pageSize } from './find-rows.ts';
import { distinctTerms, MAX_QUERY_TERMS, type MatchMode, queryWords } from './match-expression.ts';
import { localOperators } from './operator-match.ts';
import { runOperatorSearch } from './operator-search.ts';
import { isSomeTitle, pageRanking, ranksByStems, repeatedTerms } from './page-ranking.ts';
import { toResult } from './result-mapping.ts';
import { buildSnippet } from './snippet.ts';
import { relatedPhrases } from './suggestions.ts';
import { collapseTwins } from './twin-collapse.ts';

/** A word in more than this share of records is left out when rarer words remain ("the"). */
const COMMON_SHARE = 0.2;
const COMMON_MIN_DOCUMENTS = 1000;

/**
 * Content words from which a query that is no title is a question or a sentence rather than a
 * name: ranked by stems throughout (page-ranking.ts). Four: "information systems physical
 * sciences" is a topic, not a record's name (ADR 031).
 */
const LONG_QUERY_TERMS = 4;
/** Content words from which a page that few records hold all of is filled with those holding some. */
const FILL_QUERY_TERMS = 3;
/** Words read from a query before its function and common words are left out. */
const WORDS_READ = 4 * MAX_QUERY_TERMS;

const EMPTY: SearchResponse = { results: [], hasMore: false, related: [], unresponsive: [] };

/** Token frequencies index format 6 keeps beside the vocabulary (one letter, digits: "s", "a"). */
export const TOKEN_FREQUENCIES_FORMAT = 6;

/** The frequent tokens outside the vocabulary and their record counts (none before format 6). */
function tokenFrequencies(index: OpenIndex): ReadonlyMap<string, number> {
  return index.memo('token-frequencies', () =>
    index.format < TOKEN_FREQUENCIES_FORMAT
      ? new Map()
      : new Map(index.statement('SELECT term, df FROM token_frequencies').raw().all() as [string, number][]),
  );
}

/**
 * Drops the function words of the query's language (content-terms.ts), then the words most
 * records hold, unless nothing else is left: "the", and since format 6 the "s" of "Rosie's" and
 * the "a" of "David A. Eklud", which the spelling vocabulary leaves out (FTS5 read their long
 * lists for 'Rosie's Theater Kid'; ADR 022).
 */
export function searchTerms(
  index: OpenIndex,
  typed: string[],
  vocabulary: VocabularyLookup,
  language: Locale,
): string[] {
  const terms = contentTerms(typed, language);
  if (terms.length < 2) return terms;
  const tokens = tokenFrequencies(index);
  return withoutCommon(index, terms, (term) => vocabulary.documentFrequency(term) || (tokens.get(term) ?? 0));
}

/** The terms less the one-letter and digit tokens most records hold (the "s" of "Rosie's"). */
function withoutCommonTokens(index: OpenIndex, terms: string[]): string[] {
  const tokens = tokenFrequencies(index);
  return withoutCommon(index, terms, (term) => tokens.get(term) ?? 0);
}

/** The terms held by at most COMMON_SHARE of the records (by `held`), or all when none is. */
function withoutCommon(index: OpenIndex, terms: string[], held: (term: string) => number): string[] {
  if (index.documents < COMMON_MIN_DOCUMENTS) return terms;
  const limit = index.documents * COMMON_SHARE;
  const rare = terms.filter((term) => held(term) <= limit);
  return rare.length > 0 ? rare : terms;
}

export function runSearch(index: OpenIndex, query: SearchQuery, nowMs: number): SearchResponse {
  if (query.page < 1 || query.page > MAX_PAGE) return EMPTY;
  // Quotes, -word, site:, OR, intitle: take their own path (operator-search.ts), never corrected.
  const operators = localOperators(index, query.text, query.language);
  if (operators) return runOperatorSearch(index, query, operators, nowMs);
  const vocabulary = vocabularyLookup(index);
  // Applied only when the text as typed finds nothing, else at most offered (spelling-decision.ts).
  const decision = query.spellcheck
    ? spellingDecision(
        index,
        query.text,
        vocabulary,
        (typed) => searchTerms(index, typed, vocabulary, query.language),
        query.language,
      )
    : undefined;
  const text = decision?.searchText ?? query.text;
  // The cap counts the words searched, not those left out: a question's function words would
  // otherwise take the places of its last content words.
  const found = queryWords(text, WORDS_READ);
  const said = found.map((word) => word.folded);
  const allTerms = distinctTerms(found);
  // A question keeps its frequent words (not its frequent letters and digits): ranked by bm25
  // over the stems' kept lists, they weigh what their rarity says (ADR 031).
  const content = withoutCommonTokens(index, contentTerms(allTerms, query.language)).slice(0, MAX_QUERY_TERMS);
  // A long title ("Members of the … Legislative Assembly, 1956–1959") is searched as titles are,
  // and has found its record: no page of records holding some of its words.
  const title = content.length >= FILL_QUERY_TERMS && isSomeTitle(index, text, query.vertical);
  const long = content.length >= LONG_QUERY_TERMS && !title;
  const terms = long ? content : searchTerms(index, allTerms, vocabulary, query.language).slice(0, MAX_QUERY_TERMS);
  if (terms.length === 0) return EMPTY;
  const size = pageSize(query.vertical);
  const offset = (query.page - 1) * size;
  const ranking = pageRanking(index, query, text, terms, nowMs, long ? repeatedTerms(said, terms) : undefined);
  let mode: MatchMode = 'all';
  let rows = ranking.all(offset);
  // No record holds every word: rank those holding any (only when page 1 of "all" is empty too).
  if (rows.length === 0 && terms.length > 1 && (offset === 0 || ranking.all(0).length === 0)) {
    mode = 'any';
    rows = ranking.any(offset);
  }
  // A query of several words that is no title (a question, a topic) is rarely answered by records
  // holding all its words: when fewer than a page do, the records holding some of them follow.
  if (mode === 'all' && terms.length >= FILL_QUERY_TERMS && !title) {
    const first = offset === 0 ? rows : ranking.all(0);
    if (first.length > 0 && first.length < size) {
      mode = 'any';
      const holding = new Set(first.map((row) => row.id));
      const more = ranking.any(0, offset + size + 1 + first.length);
      const merged = [...first, ...more.filter((row) => !holding.has(row.id))];
      // A twin of a record holding every word may hold only some: still one copy per page.
      const distinct = hasTwins(index)
        ? collapseTwins(
            merged,
            twinsOf(
              index,
              merged.map((row) => row.id),
            ),
            query.language,
          )
        : merged;
      rows = distinct.slice(offset, offset + size + 1);
    }
  }
  // The words searched, in either mode: the function words of "members of the south australian
  // house" matched nothing, and highlighted every "of" and "the" of a page holding some words.
  const highlight = new Set(terms);
  // Records found by stem: their forms that are themselves a stem ("oiseau" for "oiseaux").
  if (ranksByStems(index, query))
    for (const term of [...highlight]) for (const form of stemGroup(term)) highlight.add(form);
  return {
    results: rows.slice(0, size).map((row) => toResult(row, buildSnippet(row.text, highlight))),
    hasMore: rows.length > size && query.page < MAX_PAGE,
    ...(decision?.spelling && { spelling: decision.spelling }),
    // Only the web results show related searches.
    related: query.vertical === 'web' ? relatedPhrases(index, text, terms) : [],
    unresponsive: [],
  };
}
