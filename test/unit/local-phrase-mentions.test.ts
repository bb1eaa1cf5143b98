/** How useful a suggestion phrase is: the records that mention it outside their title (phrase-mentions.ts). */
import { describe, expect, it } from 'vitest';
import { forEachWord, MentionCounter, phraseWeight } from '../../server/search/local/build/phrase-mentions.ts';

function mentions(phrases: string[], records: [title: string, text: string][]): Record<string, number> {
  const counter = new MentionCounter(phrases);
  for (const [title, text] of records) counter.add(title, text);
  return Object.fromEntries(phrases.map((phrase, index) => [phrase, counter.mentions(index)]));
}

describe('forEachWord', () => {
  it.each([
    ['Wólka, Gmina Łuków', ['wolka', 'gmina', 'łukow']],
    ["The wolf's den — (2008)", ['the', 'wolf', 's', 'den', '2008']],
    ['New York–Newark', ['new', 'york', 'newark']],
  ])('%s', (text, expected) => {
    const found: string[] = [];
    forEachWord(text, (word) => found.push(word));
    // The index folds "ł" as itself (no decomposition): so does this split.
    expect(found).toEqual(expected);
  });
});

describe('MentionCounter', () => {
  it.each<[string, string[], [string, string][], Record<string, number>]>([
    [
      'counts each record once, however often it repeats the phrase',
      ['wolf'],
      [
        ['Yellowstone', 'A wolf, then another wolf.'],
        ['Fables', 'The wolf and the lamb.'],
      ],
      { wolf: 2 },
    ],
    [
      'leaves out the records whose title holds the phrase',
      ['wola'],
      [
        ['Wola Duża', 'Wola Duża is a village near Wola Mała.'],
        ['Wola Mała', 'Wola Mała is a village.'],
        ['Warsaw', 'Its districts include Wola.'],
      ],
      { wola: 1 },
    ],
    [
      'matches phrases of several words, overlapping ones too, accents folded',
      ['new york', 'new york city', 'york city', 'wólka'],
      [
        ['A', 'He moved to New York City.'],
        ['B', 'New York is large; so is the city of York.'],
        ['C', 'Near Wolka and Wólka.'],
      ],
      { 'new york': 2, 'new york city': 1, 'york city': 1, wólka: 1 },
    ],
    [
      'counts phrases that split into the same words alike',
      ['river', 'river.', '(river'],
      [
        ['A', 'The river rises.'],
        ['River', 'A river.'],
      ],
      { river: 1, 'river.': 1, '(river': 1 },
    ],
    [
      'gives no mentions to a phrase ending in a function word',
      ['from the', 'from the earth'],
      [['A', 'A voyage from the earth to the moon, from the start.']],
      { 'from the': 0, 'from the earth': 1 },
    ],
  ])('%s', (_name, phrases, records, expected) => {
    expect(mentions(phrases, records)).toEqual(expected);
  });
});

describe('phraseWeight', () => {
  it.each([
    // [mentions, titles] pairs, best first: mentions decide, titles break ties.
    [
      [255, 6],
      [165, 221],
    ],
    [
      [16, 157],
      [16, 14],
    ],
    [
      [1, 0],
      [0, 100_000],
    ],
  ])('%j ranks before %j', ([mentionsA, titlesA], [mentionsB, titlesB]) => {
    expect(phraseWeight(mentionsA!, titlesA!)).toBeGreaterThan(phraseWeight(mentionsB!, titlesB!));
  });
});
