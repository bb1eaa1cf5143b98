/**
 * Which article the encyclopedia panel summarizes beside the results: one the query names, among
 * the first results. A panel says "this is what you asked about"; the summary of whatever article
 * ranks first ('how do otters hunt fish' → Sea) says something the visitor did not ask, so a query
 * that names no article among the first results gets no panel.
 *
 * A query names an article when every word of its title is in the query ("paris weather" →
 * Paris) or its title is the query's words and one more ("thames" → River Thames), in any of
 * their forms ("otters" → Otter), function words and a title's qualifier ("Nile (TV series)") aside.
 */
import type { SearchResult } from '../../../shared/search-types.ts';
import { articleUrlTitle } from '../../../shared/wiki-article.ts';
import { FUNCTION_WORDS } from './function-words.ts';
import { stemGroup } from './stemming.ts';
import { words } from './text-fold.ts';

/** How far down the page an article named by the query may be for its summary to be shown. */
export const NAMED_ARTICLE_WITHIN = 5;

const QUALIFIER = /\s*\([^()]*\)\s*$/u;

/** How many words a title may add to the query's and still be named by it. */
const MORE_TITLE_WORDS = 1;

/** Words and every form of each, with their first letters: what a title's words are met against. */
interface Side {
  key: string;
  words: string[];
  forms: Set<string>;
  starts: Set<string>;
}

/**
 * Words sharing a stem share their first letters (Snowball strips endings; "lying" and "lie" are a
 * rare exception), so a word whose first three letters no word of the other side has is not
 * stemmed at all: stemming a word the first time costs more than the rest of this test.
 */
const START = 3;
const startOf = (word: string) => word.slice(0, START);

/** A text's side: its folded words (function words left out, unless that leaves none) and key. */
function side(text: string): Side {
  const folded = words(text.slice(0, 1000)).map((word) => word.folded);
  const content = folded.filter((word) => !FUNCTION_WORDS.has(word));
  const found = content.length > 0 ? content : folded;
  return { key: folded.join(' '), words: found, forms: new Set(found), starts: new Set(found.map(startOf)) };
}

/** Whether `word` is, in some form, one of the side's words (its forms grown as they are stemmed). */
function meets(word: string, other: Side, formsOf: (side: Side) => Set<string>): boolean {
  if (other.forms.has(word)) return true;
  if (!other.starts.has(startOf(word))) return false;
  const forms = formsOf(other);
  return stemGroup(word).some((form) => forms.has(form));
}

/** Whether a query names the article titled `title` (see above). */
export function queryNamesTitle(query: string, title: string): boolean {
  return names(side(query), title);
}

function names(asked: Side, title: string): boolean {
  const core = title.replace(QUALIFIER, '') || title;
  const titled = side(core);
  if (asked.key === titled.key) return true;
  if (asked.words.length === 0 || titled.words.length === 0) return false;
  const stemmed = new Set<Side>();
  const formsOf = (of: Side) => {
    if (!stemmed.has(of)) {
      for (const word of of.words) for (const form of stemGroup(word)) of.forms.add(form);
      stemmed.add(of);
    }
    return of.forms;
  };
  if (titled.words.every((word) => meets(word, asked, formsOf))) return true;
  // A title holding the query's words and more names it when it adds one word at most: "River
  // Thames" for "thames", not "List of districts in Kingston upon Thames".
  return (
    titled.words.length <= asked.words.length + MORE_TITLE_WORDS &&
    asked.words.every((word) => meets(word, titled, formsOf))
  );
}

/** The first article among the first results that the searched text names, if any. */
export function namedArticle(results: readonly SearchResult[], searched: string): SearchResult | undefined {
  let asked: Side | undefined;
  for (const result of results.slice(0, NAMED_ARTICLE_WITHIN)) {
    const title = result.vertical === 'web' ? articleUrlTitle(result.url) : undefined;
    if (title === undefined) continue;
    asked ??= side(searched);
    if (names(asked, title)) return result;
  }
  return undefined;
}

/** The text the results answer: the correction they were searched for, else the query as typed. */
export function searchedText(typed: string, spelling: { corrected: string; suggestion?: true } | undefined): string {
  return spelling && !spelling.suggestion ? spelling.corrected : typed;
}
