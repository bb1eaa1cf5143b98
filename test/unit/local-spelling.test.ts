import { describe, expect, it } from 'vitest';
import { editDistance, nearestWord, type WordList, wordsWithin } from '../../server/search/local/word-trie-walk.ts';

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
