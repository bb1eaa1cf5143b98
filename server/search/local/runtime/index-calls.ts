/**
 * What the local provider asks of its index, as plain data: answered in the provider's own thread
 * or in a search worker (worker-pool.ts), by the same function, so both give the same answers.
 */
import type { Locale } from '../../../shared/locale-choice.ts';
import type { Infobox, SearchQuery, SearchResponse, Vertical } from '../../../shared/search-types.ts';
import { searchedText } from '../language/named-article.ts';
import { findArticle, resultsInfobox } from '../query/article.ts';
import { heldVerticals } from '../query/held-verticals.ts';
import { runSearch } from '../query/run-search.ts';
import { suggestPhrases } from '../query/suggestions.ts';
import type { IndexHandle } from './index-handle.ts';

export type IndexCall =
  /**
   * `nowMs`: the clock freshness filters count back from, read by the caller (tests freeze it).
   * `generation`: the index file's as the caller saw it (index-generation.ts).
   */
  | { op: 'search'; query: SearchQuery; nowMs: number; generation?: string }
  | { op: 'suggest'; text: string; language: Locale }
  | { op: 'article'; title: string; language: Locale }
  | { op: 'verticals' }
  | { op: 'check' };

export interface IndexAnswers {
  search: SearchResponse;
  suggest: string[];
  article: Infobox | undefined;
  verticals: Vertical[];
  check: undefined;
}

export function answerCall(handle: IndexHandle, call: IndexCall): IndexAnswers[IndexCall['op']] {
  const index = handle.current(call.op === 'search' ? call.generation : undefined);
  switch (call.op) {
    case 'search': {
      const response = runSearch(index, call.query, call.nowMs);
      const searched = searchedText(call.query.text, response.spelling);
      const infobox = call.query.vertical === 'web' ? resultsInfobox(index, response.results, searched) : undefined;
      return infobox ? { ...response, infobox } : response;
    }
    case 'suggest':
      return suggestPhrases(index, call.text, call.language);
    case 'article':
      return findArticle(index, call.title, call.language);
    case 'verticals':
      return heldVerticals(index);
    case 'check':
      return undefined;
  }
}
