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
import { isArticleUrl } from '../../../shared/wiki-article.ts';
import { FUNCTION_WORDS } from './function-words.ts';
import { stemGroup } from './stemming.ts';
import { wordKey, words } from './text-fold.ts';

/** How far down the page an article named by the query may be for its summary to be shown. */
export const NAMED_ARTICLE_WITHIN = 5;

const QUALIFIER = /\s*\([^()]*\)\s*$/u;

/** How many words a title may add to the query's and still be named by it. */
const MORE_TITLE_WORDS = 1;

/** The title in an article URL's path (`/wiki/Red_fox` → "Red fox"), else the result's title. */
function articleTitle(result: SearchResult): string {
  try {
    const path = new URL(result.url).pathname;
    return decodeURIComponent(path.slice(path.indexOf('/wiki/') + '/wiki/'.length)).replaceAll('_', ' ');
  } catch {
    return result.title;
  }
}

/** A text's words as sets of forms, function words left out (all of them when that leaves none). */
function wordForms(text: string): Set<string>[] {
  const folded = words(text).map((word) => word.folded);
  const content = folded.filter((word) => !FUNCTION_WORDS.has(word));
  return (content.length > 0 ? content : folded).map((word) => new Set(stemGroup(word)));
}

const shareAForm = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((form) => b.has(form));

/** Whether every word of `some` is, in some form, one of `all`'s words. */
const within = (some: readonly Set<string>[], all: readonly Set<string>[]) =>
  some.length > 0 && some.every((word) => all.some((other) => shareAForm(word, other)));

/** Whether the query names the article titled `title` (see above). */
export function queryNamesTitle(query: string, title: string): boolean {
  const core = title.replace(QUALIFIER, '') || title;
  if (wordKey(query) === wordKey(core)) return true;
  const asked = wordForms(query);
  const titled = wordForms(core);
  // A title holding the query's words and more names it when it adds one word at most: "River
  // Thames" for "thames", not "List of districts in Kingston upon Thames".
  return within(titled, asked) || (within(asked, titled) && titled.length <= asked.length + MORE_TITLE_WORDS);
}

/** The first article among the first results that the searched text names, if any. */
export function namedArticle(results: readonly SearchResult[], searched: string): SearchResult | undefined {
  return results
    .slice(0, NAMED_ARTICLE_WITHIN)
    .find(
      (result) =>
        result.vertical === 'web' && isArticleUrl(result.url) && queryNamesTitle(searched, articleTitle(result)),
    );
}

/** The text the results answer: the correction they were searched for, else the query as typed. */
export function searchedText(typed: string, spelling: { corrected: string; suggestion?: true } | undefined): string {
  return spelling && !spelling.suggestion ? spelling.corrected : typed;
}
