import { describe, expect, it } from 'vitest';
import {
  editDistance,
  nearestWord,
  type WordList,
  wordsWithin,
} from '../../server/search/local/spelling/word-trie-walk.ts';

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

describe('wordsWithin', () => {
  const list: WordList = { words: ['eland', 'elephant', 'elephants', 'elk', 'emu'], dfs: [5, 40, 12, 9, 3] };

  it('lists every word in reach, nearest first, then most frequent', () => {
    expect(wordsWithin(list, 'elephnts', 2, 1, 5).map((n) => [n.word, n.distance])).toEqual([
      ['elephants', 1],
      ['elephant', 2],
    ]);
    expect(wordsWithin(list, 'elephnts', 2, 20, 5).map((n) => n.word)).toEqual(['elephant']);
    expect(wordsWithin(list, 'elephnts', 2, 1, 1).map((n) => n.word)).toEqual(['elephants']);
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

describe('wordsWithin against every word (the band of the trie walk)', () => {
  /** A small seeded generator, so that a failure names a reproducible list. */
  const random = (seed: number) => () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed / 4294967296;
  };
  const wordOf = (next: () => number, letters: string) =>
    Array.from({ length: 1 + Math.floor(next() * 9) }, () => letters[Math.floor(next() * letters.length)]).join('');

  // Few letters: many words near each other, swaps and repeated letters included. More letters:
  // most of a word's letters are none of those the band compares them with (rows skipped).
  it.each([
    [1, 'abcd', 'abcde'],
    [2, 'abcd', 'abcde'],
    [3, 'abcd', 'abcde'],
    [4, 'abcd', 'abcde'],
    [5, 'abcdefghijkl', 'abcdefghijklm'],
    [6, 'abcdefghijkl', 'abcdefghijklm'],
  ])(
    'finds exactly the words within 1 and 2 edits, with their distances (seed %i, %s)',
    (seed, letters, targetLetters) => {
      const next = random(seed);
      const words = [...new Set(Array.from({ length: 400 }, () => wordOf(next, letters)))].sort();
      const list: WordList = { words, dfs: words.map((_, i) => 1 + (i % 7)) };
      for (let t = 0; t < 40; t++) {
        const target = wordOf(next, targetLetters);
        for (const maxDistance of [1, 2]) {
          const expected = words
            .map((word, i) => ({ word, df: list.dfs[i]!, distance: editDistance(word, target) }))
            .filter((n) => n.word !== target && n.distance <= maxDistance)
            .sort((a, b) => a.distance - b.distance || b.df - a.df || (a.word < b.word ? -1 : 1));
          const found = wordsWithin(list, target, maxDistance, 1, words.length);
          const byWord = (a: { word: string }, b: { word: string }) => (a.word < b.word ? -1 : 1);
          expect([...found].sort(byWord)).toEqual([...expected].sort(byWord));
          // The single nearest, found as the bound tightens: as near as the nearest in reach.
          expect(nearestWord(list, target, maxDistance, 1)?.distance).toBe(expected[0]?.distance);
        }
      }
    },
  );
});
