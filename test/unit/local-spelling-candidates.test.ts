/**
 * termCandidates walks the vocabulary twice (2 edits among the more frequent words it may offer,
 * 1 edit among the others, spelling.ts): it must give exactly the candidates of one walk to 2
 * edits filtered afterwards, as it did before, whether or not the vocabulary shortens its lists
 * for each walk.
 */
import { describe, expect, it } from 'vitest';
import { FUNCTION_WORDS } from '../../server/search/local/language/function-words.ts';
import { SPELLING_RULES, termCandidates, type VocabularyLookup } from '../../server/search/local/spelling/spelling.ts';
import { editDistance, type WordList, wordsWithin } from '../../server/search/local/spelling/word-trie-walk.ts';

/** A small seeded generator (a failure names a reproducible vocabulary). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Words of 3–9 letters over few letters (many near each other), half held by one record. */
function vocabulary(seed: number, shortens: boolean): { lookup: VocabularyLookup; words: string[] } {
  const next = random(seed);
  const df = new Map<string, number>();
  while (df.size < 3000) {
    const word = Array.from({ length: 3 + Math.floor(next() * 7) }, () => 'aeilnrst'[Math.floor(next() * 8)]).join('');
    df.set(word, next() < 0.5 ? 1 : 1 + Math.floor(next() * 60));
  }
  // Shortened: only the words held by minDf records and fewer than belowDf, as spelling-index.ts.
  const list = (first: string, minDf: number, belowDf: number): WordList => {
    const words = [...df.keys()]
      .filter((w) => w.startsWith(first) && (!shortens || (df.get(w)! >= minDf && df.get(w)! < belowDf)))
      .sort();
    return { words, dfs: words.map((w) => df.get(w)!) };
  };
  return {
    words: [...df.keys()],
    lookup: {
      documentFrequency: (term) => df.get(term) ?? 0,
      documentFrequencies: (terms) => terms.map((term) => df.get(term) ?? 0),
      wordsStartingWith: (first, minDf = 1, belowDf = Number.POSITIVE_INFINITY) => list(first, minDf, belowDf),
      alphabet: () => [...'aeilnrst'],
    },
  };
}

/** termCandidates as it was before the two walks: one walk to 2 edits, filtered afterwards. */
function oneWalk(term: string, lookup: VocabularyLookup) {
  const df = lookup.documentFrequency(term);
  if (df > SPELLING_RULES.rareMaxDf) return [];
  const minDf = df === 0 ? 1 : SPELLING_RULES.rareTargetFactor * df;
  const maxDistance = term.length <= 4 ? 1 : 2;
  const found = wordsWithin(
    lookup.wordsStartingWith(term[0]!),
    term,
    maxDistance,
    minDf,
    SPELLING_RULES.candidates * 2,
    FUNCTION_WORDS,
  ).filter((c) => c.distance === 1 || c.df >= SPELLING_RULES.farTargetMinDf);
  const seen = new Set(found.map((c) => c.word));
  const forms = new Set<string>();
  for (const letter of lookup.alphabet()) forms.add(letter + term.slice(1)).add(letter + term);
  forms.add(term[1]! + term[0]! + term.slice(2));
  if (term.length - 1 >= SPELLING_RULES.minLength) forms.add(term.slice(1));
  forms.delete(term);
  for (const form of forms) {
    const formDf = lookup.documentFrequency(form);
    if (!seen.has(form) && !FUNCTION_WORDS.has(form) && formDf >= minDf)
      found.push({ word: form, df: formDf, distance: 1 });
  }
  return found.sort((a, b) => a.distance - b.distance || b.df - a.df).slice(0, SPELLING_RULES.candidates);
}

describe('termCandidates (two walks)', () => {
  it.each([
    [1, false],
    [1, true],
    [2, true],
    [3, true],
  ])('gives the candidates of one walk to 2 edits (seed %i, shortened lists: %s)', (seed, shortens) => {
    const { lookup, words } = vocabulary(seed, shortens);
    const next = random(seed + 100);
    let compared = 0;
    for (let t = 0; t < 300; t++) {
      // Typos of known words (unknown: df 0) and known rare words (df 1).
      const word = words[Math.floor(next() * words.length)]!;
      const at = 1 + Math.floor(next() * (word.length - 1));
      const term = next() < 0.3 ? word : word.slice(0, at) + word.slice(at + 1);
      if (term.length < 3) continue;
      const expected = oneWalk(term, lookup);
      expect(termCandidates(term, lookup)).toEqual(expected);
      compared += expected.some((c) => c.distance === 2) ? 1 : 0;
    }
    expect(compared).toBeGreaterThan(20);
  });
});

describe('wordsWithin (the trie walk skips pruned prefixes by shared-prefix lengths)', () => {
  it.each([4, 5, 6])('finds every word a full edit distance over the list finds (seed %i)', (seed) => {
    const { lookup, words } = vocabulary(seed, false);
    const next = random(seed + 200);
    for (let t = 0; t < 200; t++) {
      const word = words[Math.floor(next() * words.length)]!;
      const at = Math.floor(next() * word.length);
      const term = next() < 0.5 ? word.slice(0, at) + word.slice(at + 1) : `${word.slice(0, at)}e${word.slice(at)}`;
      if (term.length < 2) continue;
      const list = lookup.wordsStartingWith(term[0]!);
      const maxDistance = 1 + (t % 2);
      const minDf = t % 3 === 0 ? 2 : 1;
      // Every word, its distance computed in full, in the list's order, then as wordsWithin sorts.
      const expected = list.words
        .map((w, i) => ({ word: w, df: list.dfs[i]!, distance: editDistance(w, term) }))
        .filter((c) => c.distance <= maxDistance && c.df >= minDf && c.word !== term)
        .sort((a, b) => a.distance - b.distance || b.df - a.df);
      expect(wordsWithin(list, term, maxDistance, minDf, Infinity)).toEqual(expected);
    }
  });
});
