import { describe, expect, it } from 'vitest';
import { type TwinSource, twinKey } from '../../server/search/local/build/twin-key.ts';
import { collapseTwins, type TwinInfo } from '../../server/search/local/query/twin-collapse.ts';

describe('twinKey', () => {
  it.each<[TwinSource, string | undefined]>([
    [{ url: '/partners/l214' }, 'site:/partners/l214'],
    [{ url: '/fr/partners/l214' }, 'site:/partners/l214'],
    [{ url: '/es/partners/l214' }, 'site:/partners/l214'],
    [{ url: '/fr' }, 'site:/'],
    [{ url: '/french-toast' }, 'site:/french-toast'],
    [{ url: 'https://example.org/fr/page' }, undefined],
    [{ url: 'https://fr.wikipedia.org/wiki/Loup', entity: 'Q18498' }, 'wikidata:Q18498'],
    [{ url: 'https://fr.wikipedia.org/wiki/Loup', entity: 'not-an-item' }, undefined],
    [
      { url: 'https://b.example/fr', alternates: ['https://b.example/en', 'https://b.example/es'] },
      'alternates:https://b.example/en',
    ],
    [
      { url: 'https://b.example/en', alternates: ['https://b.example/fr', 'https://b.example/es'] },
      'alternates:https://b.example/en',
    ],
    [{ url: 'https://b.example/en', alternates: [] }, undefined],
  ])('%j → %s', (source, expected) => {
    expect(twinKey(source)).toBe(expected);
  });
});

describe('collapseTwins', () => {
  const twins = new Map<number, TwinInfo>([
    [1, { twin: 'a', lang: 'fr' }],
    [2, { twin: 'a', lang: 'en' }],
    [3, { twin: 'a', lang: 'es' }],
    [5, { twin: 'b', lang: 'es' }],
    [6, { twin: 'b', lang: 'fr' }],
  ]);
  const rows = (...ids: number[]) => ids.map((id) => ({ id }));
  const ids = (kept: { id: number }[]) => kept.map((row) => row.id);

  it.each<[number[], string, number[]]>([
    // The group keeps the best place, in the visitor's language when one of its rows is in it.
    [[1, 4, 2, 3], 'en', [2, 4]],
    [[1, 4, 2, 3], 'fr', [1, 4]],
    [[1, 4, 2, 3], 'es', [3, 4]],
    // No row in the visitor's language: the best ranked stays.
    [[5, 6, 7], 'en', [5, 7]],
    [[4, 7, 8], 'en', [4, 7, 8]],
    [[], 'en', []],
  ])('%j for %s → %j', (order, language, expected) => {
    expect(ids(collapseTwins(rows(...order), twins, language))).toEqual(expected);
  });
});
