import { describe, expect, it } from 'vitest';
import { words } from '../../server/search/local/language/text-fold.ts';
import type { VocabularyLookup } from '../../server/search/local/spelling/spelling.ts';
import {
  type CountMatches,
  decideSpelling,
  type SpellingDecision,
} from '../../server/search/local/spelling/spelling-decision.ts';

/** A small index: what a starter index holds ("other", "water"), none of "otter" or "weather". */
const DOCS = [
  ...Array.from({ length: 6 }, () => 'other animals drink water'),
  ...Array.from({ length: 2 }, () => 'the hedgehog sleeps in winter'),
  'a lone toter',
].map((text) => new Set(words(text).map((w) => w.folded)));
const df = new Map<string, number>();
for (const doc of DOCS) for (const word of doc) df.set(word, (df.get(word) ?? 0) + 1);
const vocabulary: VocabularyLookup = {
  documentFrequency: (term) => df.get(term) ?? 0,
  documentFrequencies: (terms) => terms.map((term) => df.get(term) ?? 0),
  wordsStartingWith(first) {
    const list = [...df.keys()].filter((word) => word.startsWith(first)).sort();
    return { words: list, dfs: list.map((word) => df.get(word)!) };
  },
  alphabet: () => [...new Set([...df.keys()].map((word) => word[0]!))],
};
const count: CountMatches = (terms) => ({
  matches: DOCS.filter((doc) => terms.every((term) => doc.has(term))).length,
  titleMatch: false,
});
/** What the English dictionary says of these words. */
const DICTIONARY = new Set(['otter', 'weather', 'other', 'water', 'hedgehog', 'winter']);
const isWord = (folded: string) => DICTIONARY.has(folded);

describe('decideSpelling with a dictionary', () => {
  it.each<[string, string, SpellingDecision['spelling']]>([
    // A dictionary word is never replaced; the correction finding clearly more is only offered.
    ['otter', 'otter', { corrected: 'other', suggestion: true }],
    ['weather', 'weather', { corrected: 'water', suggestion: true }],
    // Offered only when it finds clearly more (3 records at least): "toter" is in one.
    ['otter lone', 'otter lone', undefined],
    // A typo, in no dictionary, is still corrected.
    ['hedgehgo', 'hedgehog', { corrected: 'hedgehog' }],
    ['wintre hedgehog', 'winter hedgehog', { corrected: 'winter hedgehog' }],
  ])('%s → searched as %s', (text, searchText, spelling) => {
    const decision = decideSpelling(text, vocabulary, count, () => false, isWord);
    expect(decision.searchText).toBe(searchText);
    expect(decision.spelling).toEqual(spelling);
  });

  it('replaces as before without a dictionary', () => {
    expect(decideSpelling('otter', vocabulary, count).spelling).toEqual({ corrected: 'other' });
  });
});
