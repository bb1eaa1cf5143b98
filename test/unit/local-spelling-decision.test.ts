import { describe, expect, it } from 'vitest';
import { wordKey, words } from '../../server/search/local/language/text-fold.ts';
import { correctable, termCandidates, type VocabularyLookup } from '../../server/search/local/spelling/spelling.ts';
import {
  type CountMatches,
  DECISION_RULES,
  decideSpelling,
  type IsTitle,
  type SpellingDecision,
} from '../../server/search/local/spelling/spelling-decision.ts';

interface Doc {
  title: string;
  text: string;
}

/** `n` records of the same text: how often a word occurs across an index. */
const many = (n: number, title: string, text: string): Doc[] => Array.from({ length: n }, () => ({ title, text }));

/** The vocabulary and record counts of a small in-memory index, folded as the real one. */
function fakeIndex(docs: Doc[]): { vocabulary: VocabularyLookup; count: CountMatches; isTitle: IsTitle } {
  const folded = docs.map((doc) => ({
    title: new Set(words(doc.title).map((w) => w.folded)),
    all: new Set(words(`${doc.title} ${doc.text}`).map((w) => w.folded)),
  }));
  const df = new Map<string, number>();
  for (const doc of folded) for (const word of doc.all) df.set(word, (df.get(word) ?? 0) + 1);
  const vocabulary: VocabularyLookup = {
    documentFrequency: (term) => df.get(term) ?? 0,
    documentFrequencies: (terms) => terms.map((term) => df.get(term) ?? 0),
    wordsStartingWith(first) {
      const list = [...df.keys()].filter((word) => word.startsWith(first) && /^\p{L}+$/u.test(word)).sort();
      return { words: list, dfs: list.map((word) => df.get(word)!) };
    },
    alphabet: () => [...new Set([...df.keys()].map((word) => word[0]!))],
  };
  const count: CountMatches = (terms) => {
    const holding = folded.filter((doc) => terms.every((term) => doc.all.has(term)));
    return {
      matches: holding.length,
      titleMatch: holding.some((doc) => terms.every((term) => doc.title.has(term))),
    };
  };
  const titles = new Set(docs.map((doc) => wordKey(doc.title)));
  return { vocabulary, count, isTitle: (key) => titles.has(key) };
}

const INDEX = fakeIndex([
  { title: 'Ron Benefiel', text: 'Ron Benefiel is an American football coach.' },
  ...many(12, 'Ron Howard', 'Ron gave a benefit concert.'),
  ...many(30, 'Charity', 'A benefit for the hospital.'),
  { title: 'Stormfront (website)', text: 'Stormfront is a website.' },
  ...many(30, 'Shops', 'A storefront on a website.'),
  { title: 'WEMR', text: 'WEMR is a radio station.' },
  ...many(40, 'Clothes', 'What people wear.'),
  { title: 'Stępów', text: 'Stępów is a village in Poland.' },
  ...many(50, 'Dance', 'A step in a dance.'),
  ...many(20, 'Tennis singles', 'The singles tennis final.'),
  ...many(3, 'Jingles', 'Advertising jingles.'),
  ...many(25, 'Elephant', 'The African elephant.'),
  { title: 'Rivets', text: 'A rivet holds plates.' },
  ...many(30, 'River', 'A river flows.'),
  ...many(10, 'Spring water', 'Water from a spring.'),
  ...many(50, 'Sprang', 'He sprang up.'),
  ...many(30, 'Forms', 'Forms for tax.'),
  { title: 'Conkey', text: 'Conkey is a surname.' },
  ...many(30, 'Ice cream', 'A cone.'),
  { title: 'Otozawa Station', text: 'Otozawa Station is a railway station.' },
  ...many(30, 'Ottawa', 'Ottawa station.'),
]);

describe('decideSpelling', () => {
  it.each([
    // The examples: rare words found in one record, searched as typed, nothing offered.
    ['Ron Benefiel', 'Ron Benefiel', undefined, 'a name its own article holds'],
    ['Stormfront (website)', 'Stormfront (website)', undefined, 'a rare word in an exact title'],
    ['WEMR', 'WEMR', undefined, 'call letters'],
    ['Stępów', 'Stępów', undefined, 'a word typed with diacritics is no typo of a plain word'],
    ['Stepow', 'Stepow', undefined, 'its folded form, a title too'],
    // Typos: searched corrected ('Showing results for').
    ['Oingles tennis', 'Singles tennis', { corrected: 'Singles tennis' }, 'a wrong first letter'],
    ['lephant', 'elephant', { corrected: 'elephant' }, 'a missing first letter'],
    ['african elephnat', 'african elephant', { corrected: 'african elephant' }, 'two letters swapped'],
    ['Ron Benefeil', 'Ron Benefiel', { corrected: 'Ron Benefiel' }, 'the true word is in one record'],
    ['sprng water', 'spring water', { corrected: 'spring water' }, 'the other words choose'],
    ['SPRNG WATER', 'SPRING WATER', { corrected: 'SPRING WATER' }, 'the case as typed'],
    // A known word with results: searched as typed, the correction only offered.
    ['rivet', 'rivet', { corrected: 'river', suggestion: true }, 'a rare word, a far more frequent neighbour'],
    // Nothing better found: as typed.
    ['qqqqzz', 'qqqqzz', undefined, 'nothing near'],
    // The vocabulary holds folded words: the correction reads without the diacritics.
    ['Stępóww', 'Stepow', { corrected: 'Stepow' }, 'an unknown word with diacritics: 1 edit'],
    ['Conke', 'Conkey', { corrected: 'Conkey' }, 'a rarer word that makes the query a title'],
    ['Otozawa Htation', 'Otozawa Station', { corrected: 'Otozawa Station' }, 'rare words kept when that finds'],
    ['elephant', 'elephant', undefined, 'a frequent word'],
    ['fox forms', 'fox forms', undefined, 'function words ("for") are never offered'],
  ] as [string, string, SpellingDecision['spelling'], string][])('%s → %s (%s)', (text, searchText, spelling) => {
    const decision = decideSpelling(text, INDEX.vocabulary, INDEX.count, INDEX.isTitle);
    expect(decision.searchText).toBe(searchText);
    expect(decision.spelling).toEqual(spelling);
  });

  it('does not replace a known word when the text as typed finds several records', () => {
    const index = fakeIndex([...many(3, 'Rivet gun', 'A rivet gun.'), ...many(40, 'River', 'A river.')]);
    expect(decideSpelling('rivet gun', index.vocabulary, index.count)).toEqual({ searchText: 'rivet gun' });
  });
});

describe('termCandidates', () => {
  it.each([
    ['oingles', 'singles', 'a wrong first letter: the most frequent of the same tail first'],
    ['lephant', 'elephant', 'a missing first letter'],
    ['eelphant', 'elephant', 'a swap'],
    ['xelephant', 'elephant', 'an extra first letter'],
  ])('%s offers %s (%s)', (term, expected) => {
    expect(termCandidates(term, INDEX.vocabulary)[0]?.word).toBe(expected);
  });

  it('offers nothing for a word many records hold', () => {
    expect(termCandidates('river', INDEX.vocabulary)).toEqual([]);
  });

  it.each([
    ['Stępów', 'stepow', 1, false],
    ['Stępóww', 'stepoww', 0, true],
    ['STEPOW', 'stepow', 1, true],
    ['for', 'for', 0, false],
    ['ab', 'ab', 0, false],
    ['f0x', 'f0x', 0, false],
  ])('correctable(%s, df %s) is %s', (typed, term, df, expected) => {
    expect(correctable(typed, term, df)).toBe(expected);
  });
});

describe('decideSpelling with stems: a word found in another form', () => {
  // Records hold "oiseau" and "oiseaux" counts by stem: the counter below finds either.
  const forms = fakeIndex([...many(5, 'Oiseau', 'Un oiseau chante.'), ...many(40, 'Oiseleur', 'Un oiseleur.')]);
  const byStem: CountMatches = (terms) => forms.count(terms.map((term) => (term === 'oiseaux' ? 'oiseau' : term)));

  it.each([
    [(word: string) => word === 'oiseaux', undefined],
    [() => false, 'oiseau'],
  ])('with a word of a dictionary (%s) is searched as typed, else corrected', (countsForms, corrected) => {
    const decision = decideSpelling('oiseaux', forms.vocabulary, byStem, forms.isTitle, () => false, countsForms);
    expect(decision.spelling?.suggestion ? undefined : decision.spelling?.corrected).toBe(corrected);
  });
});

describe('decideSpelling when the text as typed already finds many records', () => {
  // Counts stop at the cap, as the index's do: a correction can then never find clearly more.
  const capped =
    (count: CountMatches): CountMatches =>
    (terms, typed) => {
      const found = count(terms, typed);
      return { ...found, matches: Math.min(found.matches, DECISION_RULES.countCap) };
    };
  const crowd = fakeIndex([
    { title: 'Spring water', text: 'Water from a sprig.' },
    ...many(150, 'Spring water', 'Water from a spring.'),
  ]);

  it.each([
    [25, 1, undefined],
    [5, 2, { corrected: 'water spring', suggestion: true }],
  ])('typed finding %s records counts %s time(s) and offers %o', (typedMatches, counts, spelling) => {
    let calls = 0;
    const counting: CountMatches = (terms, typed) => {
      calls += 1;
      return typed ? { matches: typedMatches, titleMatch: false } : capped(crowd.count)(terms, typed);
    };
    const decision = decideSpelling('water sprig', crowd.vocabulary, counting, () => false);
    expect(calls).toBe(counts);
    expect(decision).toEqual({ searchText: 'water sprig', ...(spelling && { spelling }) });
  });
});
