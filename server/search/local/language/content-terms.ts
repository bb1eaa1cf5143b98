/**
 * Which of a query's words must match. Function words ("how", "to", "el", "en") hold little of
 * what a query is about and are in most records: matched alone, they fill a small index's page
 * with records that share only them ("how to cook rice" → a cookies page). They are left out
 * when a content word remains, whatever the index's size; a query made only of them is searched
 * as typed ("to be or not to be").
 *
 * Which language's function words: a word can be one in a language and a content word in another
 * ("son" is French for "his", "sin" Spanish for "without"). The visitor's language decides unless
 * the query holds clearly more function words of another (two or more: "el tiempo en madrid" on
 * the English page), so "sin city" keeps its "sin" there.
 */
import type { Locale } from '../../../shared/locale-choice.ts';
import { FUNCTION_WORDS_BY_LANGUAGE } from './function-words.ts';

const LANGUAGES = Object.keys(FUNCTION_WORDS_BY_LANGUAGE) as Locale[];
/** Function words another language needs to overrule the visitor's. */
const FOREIGN_EVIDENCE = 2;

const countIn = (terms: readonly string[], language: Locale) =>
  terms.filter((term) => FUNCTION_WORDS_BY_LANGUAGE[language].has(term)).length;

/** The language whose function words the query uses: the visitor's, unless another's clearly. */
export function queryLanguage(terms: readonly string[], visitor: Locale): Locale {
  let best = visitor;
  let bestCount = countIn(terms, visitor);
  for (const language of LANGUAGES) {
    if (language === visitor) continue;
    const count = countIn(terms, language);
    if (count >= FOREIGN_EVIDENCE && count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

/** The query's words without the function words of its language, unless nothing else remains. */
export function contentTerms(terms: readonly string[], visitor: Locale): string[] {
  const functionWords = FUNCTION_WORDS_BY_LANGUAGE[queryLanguage(terms, visitor)];
  const content = terms.filter((term) => !functionWords.has(term));
  return content.length > 0 ? content : [...terms];
}
