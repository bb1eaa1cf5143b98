/**
 * Spelling candidates from the index's vocabulary (folded words and the number of records holding
 * each, built at index time). Which candidate is used, and whether it replaces the typed word or
 * is only offered ('Did you mean'), is decided with the query's other words in
 * spelling-decision.ts. A query word gets candidates when it is unknown or rare:
 *
 * - unknown (in no record): words within reach held by at least 1 record (a typo of a name that
 *   only its own article holds is still found), but at 2 edits only words held by at least 2;
 * - rare (in exactly 1 record): only words in at least 20 times as many records;
 * - words shorter than 3 letters or holding digits are never corrected; nor are words typed with
 *   diacritics that the index holds (folded, 'Stępów' is 'stepow', 2 edits from 'step': a
 *   different word, not a typo), and unknown ones get only candidates 1 edit away;
 * - function words ("for", "des", "por": function-words.ts) are never corrected, nor offered;
 * - at most 1 edit for words of 3–4 letters, 2 for longer ones: a walk of the words sharing the
 *   first letter (word-trie-walk.ts), plus the one-edit forms at the first letter (a wrong,
 *   missing or extra first letter, the first two swapped), looked up directly, since the walk
 *   cannot reach words starting with another letter.
 */
import { FUNCTION_WORDS } from '../language/function-words.ts';
import { type Nearest, type WordList, wordsWithin } from './word-trie-walk.ts';

export interface VocabularyLookup {
  /** How many records hold `term` (0 when unknown). */
  documentFrequency(term: string): number;
  /** Each term's documentFrequency, in one read (a word's first-letter forms are dozens). */
  documentFrequencies(terms: readonly string[]): number[];
  /**
   * The words starting with `first` held by at least SPELLING_RULES.bucketMinDf records, sorted;
   * with `minDf`, it may leave out those held by fewer, and with `belowDf` those held by that
   * many or more (a shorter list walks faster; the walk skips them anyway).
   */
  wordsStartingWith(first: string, minDf?: number, belowDf?: number): WordList;
  /** The first letters of the index's words (its alphabet), tried in place of a wrong first letter. */
  alphabet(): readonly string[];
}

export const SPELLING_RULES = {
  minLength: 3,
  rareMaxDf: 1,
  rareTargetFactor: 20,
  /** Candidates 2 edits away must be held by this many records (1 edit: by one). */
  farTargetMinDf: 2,
  /** Words of a spelling bucket (derived-tables.ts): every word, rare names included. */
  bucketMinDf: 1,
  /** Candidates weighed per word. */
  candidates: 6,
} as const;

export type Candidate = Nearest;

const LETTERS_ONLY = /^\p{L}+$/u;

/** Whether a word was typed with diacritics (more than case differs from its folded form). */
export function hasDiacritics(typed: string, term: string): boolean {
  return typed.toLowerCase() !== term;
}

/** Whether a typed word (folded: `term`, held by `df` records) may be corrected at all. */
export function correctable(typed: string, term: string, df: number): boolean {
  if (term.length < SPELLING_RULES.minLength || !LETTERS_ONLY.test(term) || FUNCTION_WORDS.has(term)) return false;
  // A word typed with diacritics that the index holds is meant as typed.
  return df === 0 || !hasDiacritics(typed, term);
}

/** The one-edit forms of `term` that differ at its first letter. */
function firstLetterForms(term: string, alphabet: readonly string[]): string[] {
  const rest = term.slice(1);
  const forms = new Set<string>();
  for (const letter of alphabet) {
    forms.add(letter + rest); // a wrong first letter
    forms.add(letter + term); // the first letter missing
  }
  if (term.length >= 2) forms.add(term[1]! + term[0]! + term.slice(2)); // the first two swapped
  if (rest.length >= SPELLING_RULES.minLength) forms.add(rest); // an extra letter in front
  forms.delete(term);
  return [...forms];
}

/** Candidates for one folded word, nearest first, then most frequent; empty to keep it. */
export function termCandidates(
  term: string,
  vocabulary: VocabularyLookup,
  options: { nearOnly?: boolean } = {},
): Candidate[] {
  const df = vocabulary.documentFrequency(term);
  if (df > SPELLING_RULES.rareMaxDf) return [];
  const minDf = df === 0 ? 1 : SPELLING_RULES.rareTargetFactor * df;
  const maxDistance = term.length <= 4 || options.nearOnly ? 1 : 2;
  const first = String.fromCodePoint(term.codePointAt(0)!);
  const limit = SPELLING_RULES.candidates * 2;
  // Two walks: 2 edits among the words held by farTargetMinDf records (and minDf), 1 edit among
  // those held by fewer (an unknown word's: the words of one record, half the vocabulary). The
  // same candidates as one walk to 2 edits filtered afterwards, but each walk visits a fraction
  // of the words (a rare word's targets, held by 20 records or more, are a tenth of them).
  const farMinDf = Math.max(minDf, SPELLING_RULES.farTargetMinDf);
  let near: Candidate[];
  let far: Candidate[] = [];
  if (maxDistance < 2) {
    near = wordsWithin(vocabulary.wordsStartingWith(first, minDf), term, 1, minDf, limit, FUNCTION_WORDS);
  } else {
    const wide = wordsWithin(
      vocabulary.wordsStartingWith(first, farMinDf),
      term,
      2,
      farMinDf,
      Infinity,
      FUNCTION_WORDS,
    );
    const fewer =
      minDf < farMinDf
        ? wordsWithin(vocabulary.wordsStartingWith(first, minDf, farMinDf), term, 1, minDf, Infinity, FUNCTION_WORDS)
        : [];
    // In the order of one walk: nearest, most frequent, then the list's (alphabetical) order.
    near = [...wide.filter((c) => c.distance === 1), ...fewer.filter((c) => c.df < farMinDf)]
      .sort((a, b) => a.distance - b.distance || b.df - a.df || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
      .slice(0, limit);
    far = wide.slice(0, limit).filter((candidate) => candidate.distance === 2);
  }
  const found = [...near, ...far].sort((a, b) => a.distance - b.distance || b.df - a.df).slice(0, limit);
  const seen = new Set(found.map((candidate) => candidate.word));
  const forms = firstLetterForms(term, vocabulary.alphabet()).filter(
    (form) => !seen.has(form) && !FUNCTION_WORDS.has(form),
  );
  const formDfs = vocabulary.documentFrequencies(forms);
  for (const [i, form] of forms.entries()) {
    if (formDfs[i]! >= minDf) found.push({ word: form, df: formDfs[i]!, distance: 1 });
  }
  return found.sort((a, b) => a.distance - b.distance || b.df - a.df).slice(0, SPELLING_RULES.candidates);
}
