/**
 * Spelling correction against the index's vocabulary (folded words and the number of records
 * holding each, built at index time). A query word is corrected when it is unknown or rare and a
 * much more frequent word is within a small edit distance:
 *
 * - unknown (in no record): the nearest word found in at least 2 records;
 * - rare (in exactly 1 record): the nearest word found in at least 20 times as many records;
 * - words shorter than 3 letters, or holding digits, are never corrected;
 * - function words ("for", "des", "por": function-words.ts) are never corrected, nor offered;
 * - at most 1 edit for words of 3–4 letters, 2 for longer ones (word-trie-walk.ts);
 * - candidates share the first letter (typos there are rare, and it keeps the search small);
 *   the nearest wins, and among equally near ones the most frequent.
 */
import { FUNCTION_WORDS } from './function-words.ts';
import { queryWords } from './match-expression.ts';
import { nearestWord, type WordList } from './word-trie-walk.ts';

export interface VocabularyLookup {
  /** How many records hold `term` (0 when unknown). */
  documentFrequency(term: string): number;
  /** The words starting with `first` held by at least 2 records, sorted. */
  wordsStartingWith(first: string): WordList;
}

export const SPELLING_RULES = { minLength: 3, rareMaxDf: 1, unknownTargetMinDf: 2, rareTargetFactor: 20 } as const;

const LETTERS_ONLY = /^\p{L}+$/u;

/** The correction for one folded word, or undefined to keep it. */
export function correctTerm(term: string, vocabulary: VocabularyLookup): string | undefined {
  if (term.length < SPELLING_RULES.minLength || !LETTERS_ONLY.test(term) || FUNCTION_WORDS.has(term)) return undefined;
  const df = vocabulary.documentFrequency(term);
  if (df > SPELLING_RULES.rareMaxDf) return undefined;
  const minDf = df === 0 ? SPELLING_RULES.unknownTargetMinDf : SPELLING_RULES.rareTargetFactor * df;
  const maxDistance = term.length <= 4 ? 1 : 2;
  const first = String.fromCodePoint(term.codePointAt(0)!);
  return nearestWord(vocabulary.wordsStartingWith(first), term, maxDistance, minDf, FUNCTION_WORDS)?.word;
}

/** The typed text with misspelled words replaced, or undefined when nothing changed. */
export function correctQuery(text: string, vocabulary: VocabularyLookup): string | undefined {
  let corrected = text;
  let changed = false;
  // From the end, so earlier offsets stay valid while later words are replaced.
  for (const word of queryWords(text).reverse()) {
    const replacement = correctTerm(word.folded, vocabulary);
    if (replacement === undefined) continue;
    corrected = corrected.slice(0, word.start) + replacement + corrected.slice(word.end);
    changed = true;
  }
  return changed ? corrected : undefined;
}
