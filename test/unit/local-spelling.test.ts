import { describe, expect, it } from 'vitest';
import { correctQuery, correctTerm, type VocabularyLookup } from '../../server/search/local/spelling.ts';
import { editDistance, nearestWord, type WordList } from '../../server/search/local/word-trie-walk.ts';

/** A vocabulary from a word → document-frequency table, bucketed as the index does. */
function vocabulary(table: Record<string, number>): VocabularyLookup {
  return {
    documentFrequency: (term) => table[term] ?? 0,
    wordsStartingWith(first) {
      const words = Object.keys(table)
        .filter((word) => word.startsWith(first) && table[word]! >= 2)
        .sort();
      return { words, dfs: words.map((word) => table[word]!) };
    },
  };
}

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['', '', 0],
    ['fox', 'fox', 0],
    ['fox', 'box', 1],
    ['fox', 'foxes', 2],
    ['elephant', 'elephnat', 1],
    ['elephant', 'eelphant', 1],
    ['elephant', 'elepant', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
  ])('%s ↔ %s = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('nearestWord', () => {
  const list: WordList = {
    words: ['eland', 'elephant', 'elephants', 'elk', 'emu'],
    dfs: [5, 40, 12, 9, 3],
  };

  it('finds the nearest, then the most frequent', () => {
    expect(nearestWord(list, 'elephnt', 2, 2)).toEqual({ word: 'elephant', df: 40, distance: 1 });
    expect(nearestWord(list, 'elephantz', 2, 2)).toMatchObject({ word: 'elephant', distance: 1 });
  });

  it('respects the distance bound and the minimum frequency', () => {
    expect(nearestWord(list, 'elphnt', 1, 2)).toBeUndefined();
    expect(nearestWord(list, 'elephnt', 2, 50)).toBeUndefined();
  });

  it('agrees with the plain distance over a word list', () => {
    const words = ['aba', 'abab', 'abba', 'abc', 'abcd', 'acb', 'b', 'bab', 'bba'].sort();
    const all: WordList = { words, dfs: words.map(() => 2) };
    for (const target of ['ab', 'abb', 'bac', 'abcc', 'aab']) {
      const best = nearestWord(all, target, 2, 2);
      const expected = Math.min(...words.filter((w) => w !== target).map((w) => editDistance(w, target)));
      expect(best?.distance ?? 3).toBe(Math.min(expected, 3));
    }
  });
});

describe('correctTerm', () => {
  const vocab = vocabulary({ elephant: 40, elegant: 3, fox: 30, foxes: 8, box: 25, rare: 1, river: 60, rivet: 1 });

  it.each([
    ['elephnt', 'elephant', 'unknown: nearest known word'],
    ['rivet', 'river', 'rare (df 1) and a neighbour 20× more frequent'],
    ['fpx', 'fox', 'short words: one edit'],
    ['elephant', undefined, 'known word'],
    ['elegant', undefined, 'df 3 is not rare'],
    ['fo', undefined, 'shorter than 3 letters'],
    ['f0x', undefined, 'holds a digit'],
    ['qqqqqq', undefined, 'nothing near'],
    ['lephant', undefined, 'candidates share the first letter'],
  ] as [string, string | undefined, string][])('%s → %s (%s)', (term, corrected) =>
    expect(correctTerm(term, vocab)).toBe(corrected),
  );

  it('does not correct a rare word without a 20× more frequent neighbour', () => {
    expect(correctTerm('rivet', vocabulary({ river: 19, rivet: 1 }))).toBeUndefined();
  });
});

describe('correctQuery', () => {
  const vocab = vocabulary({ elephant: 40, african: 12, red: 9, fox: 30 });
  it('replaces only the misspelled words, keeping the rest as typed', () => {
    expect(correctQuery('Afrcan  Elephnt!', vocab)).toBe('african  elephant!');
    expect(correctQuery('red fox', vocab)).toBeUndefined();
  });
});

describe('function words', () => {
  // A small index holds "for" in most records and "fox" in none: "fox" must stay "fox".
  const vocab = vocabulary({ for: 40, from: 30, fog: 3, the: 50, with: 20, pour: 12, des: 25, por: 18, para: 9 });

  it.each([
    ['fox', 'fog', 'the nearest word that is not a function word'],
    ['fxo', undefined, 'only function words near'],
    ['thw', undefined, '“the” is never the answer'],
    ['wiht', undefined, '“with” is never the answer'],
    ['dse', undefined, 'French “des” neither'],
    ['porr', undefined, 'Spanish “por” neither'],
  ] as [string, string | undefined, string][])('%s → %s (%s)', (term, corrected) =>
    expect(correctTerm(term, vocab)).toBe(corrected),
  );

  it('a typed function word is kept as typed, even when the index lacks it', () => {
    expect(correctTerm('pour', vocabulary({ poor: 40, pours: 30 }))).toBeUndefined();
    expect(correctTerm('los', vocabulary({ lost: 40, lot: 30 }))).toBeUndefined();
    expect(correctQuery('red fox', vocabulary({ red: 9, for: 30 }))).toBeUndefined();
  });
});
