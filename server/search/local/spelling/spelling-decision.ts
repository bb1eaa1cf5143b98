/**
 * Whether a query's spelling is corrected, only offered ('Did you mean …?'), or left alone.
 * Replacing what a visitor typed is only right when it found nothing: a rare word is often the
 * very name they want ('Ron Benefiel' became 'Ron benefit', 'WEMR' 'wear').
 *
 * 1. Unknown and rare words get candidates (spelling.ts). The one kept makes the query an exact
 *    title if one does, else occurs with the query's other known words (some record holds them
 *    all), then is the nearest, then finds the most such records, then is the most frequent.
 * 2. A word no record holds: the query as typed finds no record holding all its words. Its
 *    correction is searched ('Showing results for … / Search instead for …') when that finds
 *    records; rare words the index holds are corrected too only when that alone finds none.
 * 3. Every word is in the index: the query is searched as typed. Unless every typed word is in
 *    one record's title (a title search), a correction of its rare words is offered when that
 *    finds clearly more records (CLEARLY_MORE times as many, and FEW at least); when the text
 *    as typed finds no record holding all its words, the correction is searched, as in 2.
 * 4. A word of a real dictionary of the query's language (`isWord`, dictionary-words.ts) is
 *    never replaced: a correction changing one is at most offered, when it finds clearly more,
 *    as in 3. A small index lacks most words of a language ("otter" is no typo of "other").
 */

import { wordKey } from '../language/text-fold.ts';
import { distinctTerms, queryWords } from '../query/match-expression.ts';
import {
  type Candidate,
  correctable,
  hasDiacritics,
  SPELLING_RULES,
  termCandidates,
  type VocabularyLookup,
} from './spelling.ts';

export interface MatchCounts {
  /** Records holding every term, counted up to a small cap. */
  matches: number;
  /** Whether some record's title holds every term (only looked up when asked: `titles`). */
  titleMatch: boolean;
}

/**
 * Counts the records matching every one of `terms` (folded words). With `typed` (the query as
 * typed, counted once a decision), its words in any form where the index keeps stems (what the
 * search will find), and whether some record's title holds them all: the title lookup reads the
 * positions of every word, "the" and "of" included (0.5–1.9 ms a count). A correction is a word
 * of the index's vocabulary, counted as written: a count of stems costs several times as much.
 */
export type CountMatches = (terms: readonly string[], typed?: boolean) => MatchCounts;
/** Whether some record's title is exactly these folded words (text-fold.ts wordKey). */
export type IsTitle = (key: string) => boolean;

export interface SpellingDecision {
  /** The text to search: the correction when applied, else the text as typed. */
  searchText: string;
  /** The correction; `suggestion`: only offered, the results are for the text as typed. */
  spelling?: { corrected: string; suggestion?: true };
}

/** `countCap`: counts stop there, enough to tell 'a few' from 'clearly more'. */
export const DECISION_RULES = { few: 3, clearlyMore: 5, countCap: 100 } as const;

/** The count a correction must reach to be offered beside the text as typed. */
function clearlyMoreThan(typedMatches: number): number {
  return Math.max(DECISION_RULES.few, DECISION_RULES.clearlyMore * typedMatches);
}

interface Replacement {
  start: number;
  end: number;
  term: string;
  candidates: Candidate[];
}

export interface Scored {
  candidate: Candidate;
  title: boolean;
  matches: number;
}

/** `word` in the case `typed` was written in: 'Waston' → 'Watson', 'WATSN' → 'WATSON'. */
function inCaseOf(typed: string, word: string): string {
  if (typed.length > 1 && typed === typed.toUpperCase()) return word.toUpperCase();
  const first = String.fromCodePoint(typed.codePointAt(0)!);
  return first !== first.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Whether `a` beats `b`: an exact title, co-occurring, nearer, more matches, more frequent. */
export function better(a: Scored, b: Scored): boolean {
  if (a.title !== b.title) return a.title;
  if (a.matches > 0 !== b.matches > 0) return a.matches > 0;
  if (a.candidate.distance !== b.candidate.distance) return a.candidate.distance < b.candidate.distance;
  if (a.matches !== b.matches) return a.matches > b.matches;
  return a.candidate.df > b.candidate.df;
}

/**
 * Whether a candidate, not yet counted, loses to `best` whatever its count (by `better`: a title
 * first, then co-occurring, then nearer): one that is no title loses to a title, and to a nearer
 * best that occurs with the other words. Candidates come nearest first, so most of a word's
 * farther candidates are never counted.
 */
export function cannotWin(title: boolean, candidate: Candidate, best: Scored): boolean {
  if (title) return false;
  return best.title || (best.matches > 0 && best.candidate.distance < candidate.distance);
}

/** The text with the chosen words replaced (folded term → replacement), in the typed case. */
function applyChoices(text: string, replacements: readonly Replacement[], chosen: ReadonlyMap<string, string>): string {
  let result = text;
  for (const replacement of [...replacements].reverse()) {
    const word = chosen.get(replacement.term);
    if (word === undefined) continue;
    const typed = text.slice(replacement.start, replacement.end);
    result = result.slice(0, replacement.start) + inCaseOf(typed, word) + result.slice(replacement.end);
  }
  return result;
}

export function decideSpelling(
  text: string,
  vocabulary: VocabularyLookup,
  count: CountMatches,
  isTitle: IsTitle = () => false,
  isWord: (folded: string) => boolean = () => false,
  /**
   * Whether `count` finds a word the vocabulary lacks in another form (stems: "oiseaux" where
   * records hold "oiseau"); then the text as typed is counted, and finding records, not replaced.
   */
  countsForms: (folded: string) => boolean = () => false,
): SpellingDecision {
  const typedWords = queryWords(text);
  const typedTerms = distinctTerms(typedWords);
  const df = new Map(typedTerms.map((term) => [term, vocabulary.documentFrequency(term)]));
  const doubtful = typedWords.filter((word) => {
    const wordDf = df.get(word.folded)!;
    return wordDf <= SPELLING_RULES.rareMaxDf && correctable(text.slice(word.start, word.end), word.folded, wordDf);
  });
  if (doubtful.length === 0) return { searchText: text };
  // Every word known (or, with stems, findable in another form) and one title holds them all (a
  // title search): nothing to look for.
  const countable = doubtful.every((word) => df.get(word.folded)! > 0 || countsForms(word.folded));
  const typedCount = countable ? count(typedTerms, true) : { matches: 0, titleMatch: false };
  if (typedCount.titleMatch) return { searchText: text };
  // The text as typed finds records, so a correction could only be offered, and counts stop at
  // the cap: past a fifth of it, none could find clearly more.
  if (typedCount.matches > 0 && clearlyMoreThan(typedCount.matches) > DECISION_RULES.countCap) {
    return { searchText: text };
  }
  const all: Replacement[] = [];
  for (const word of doubtful) {
    const typed = text.slice(word.start, word.end);
    const candidates = termCandidates(word.folded, vocabulary, { nearOnly: hasDiacritics(typed, word.folded) });
    if (candidates.length > 0) all.push({ start: word.start, end: word.end, term: word.folded, candidates });
  }
  if (all.length === 0) return { searchText: text };
  const termsOf = (value: string) => distinctTerms(queryWords(value));
  // The same words are often counted twice (the chosen candidate, then the corrected text):
  // counted once, in this decision only.
  const counted = new Map<string, number>();
  const countMatches = (terms: readonly string[]): number => {
    const key = [...new Set(terms)].sort().join(' ');
    let matches = counted.get(key);
    if (matches === undefined) {
      matches = count(terms).matches;
      counted.set(key, matches);
    }
    return matches;
  };

  // Picks a candidate per word, in the context of the known words (as chosen so far).
  const chosen = new Map<string, string>();
  const choose = (replacements: readonly Replacement[]) => {
    for (const replacement of replacements) {
      const context = typedTerms
        .filter((term) => term !== replacement.term && (df.get(term)! > 0 || chosen.has(term)))
        .map((term) => chosen.get(term) ?? term);
      let best: Scored | undefined;
      for (const candidate of replacement.candidates) {
        const trial = new Map(chosen).set(replacement.term, candidate.word);
        const title = isTitle(wordKey(applyChoices(text, all, trial)));
        // Counting is most of the decision's cost: skipped when no count could make it win.
        if (best && cannotWin(title, candidate, best)) continue;
        const scored = { candidate, title, matches: countMatches([...context, candidate.word]) };
        if (!best || better(scored, best)) best = scored;
      }
      // A word whose every candidate is foreign to the other words is left as typed.
      if (best && (best.title || best.matches > 0 || context.length === 0)) {
        chosen.set(replacement.term, best.candidate.word);
      }
    }
  };
  // Only offered ('Did you mean'), and only when it finds clearly more than the text as typed.
  const offered = (corrected: string): SpellingDecision => {
    return countMatches(termsOf(corrected)) >= clearlyMoreThan(typedCount.matches)
      ? { searchText: text, spelling: { corrected, suggestion: true } }
      : { searchText: text };
  };
  const replacesWord = () => all.some((replacement) => chosen.has(replacement.term) && isWord(replacement.term));
  const applied = (corrected: string): SpellingDecision =>
    replacesWord() ? offered(corrected) : { searchText: corrected, spelling: { corrected } };
  const finds = (value: string) => value !== text && countMatches(termsOf(value)) > 0;

  const unknown = all.filter((replacement) => df.get(replacement.term) === 0);
  const rare = all.filter((replacement) => df.get(replacement.term)! > 0);
  // A word found only in another form ("oiseaux" where records hold "oiseau") is no typo either.
  if (unknown.length > 0 && typedCount.matches === 0) {
    choose(unknown);
    const corrected = applyChoices(text, all, chosen);
    if (finds(corrected)) return applied(corrected);
    choose(rare);
    const further = applyChoices(text, all, chosen);
    return finds(further) ? applied(further) : { searchText: text };
  }

  choose(all);
  const corrected = applyChoices(text, all, chosen);
  if (corrected === text) return { searchText: text };
  if (typedCount.matches === 0) return countMatches(termsOf(corrected)) > 0 ? applied(corrected) : { searchText: text };
  return offered(corrected);
}
