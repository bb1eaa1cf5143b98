/** The records' own share of ranking: popularity and region (ranking-priors.ts, formats/cirrussearch.ts). */
import { describe, expect, it } from 'vitest';
import { cirrusPopularity, wikiHost } from '../../server/search/local/build/formats/cirrussearch.ts';
import {
  POPULARITY_WEIGHT,
  popularityFactor,
  priorFactor,
  REGION_BOOST,
  regionPreference,
  urlCountry,
} from '../../server/search/local/ranking/ranking-priors.ts';

describe('cirrusPopularity', () => {
  it.each([
    // [incoming_links, popularity_score, expected]
    [undefined, undefined, 0],
    [0, undefined, 0],
    [10_000, undefined, 1],
    [1_000_000, 0.5, 1],
    [undefined, 0.0004, 1],
    [undefined, 0.0004 / 1_000_000, 0],
    ['12', 'x', 0],
    [-5, -1, 0],
  ])('links %j, views %j → %j', (links, views, expected) => {
    expect(cirrusPopularity(links, views)).toBeCloseTo(expected, 6);
  });

  it('grows with links and with views, within 0…1', () => {
    const scores = [
      cirrusPopularity(3, 1e-8),
      cirrusPopularity(120, 4e-6),
      cirrusPopularity(900, 3e-5),
      cirrusPopularity(5200, 2.1e-4),
    ];
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    expect(scores.every((score) => score > 0 && score < 1)).toBe(true);
  });
});

describe('wikiHost', () => {
  it.each([
    ['enwiki', { subdomain: 'en', project: 'wikipedia' }],
    ['frwiki', { subdomain: 'fr', project: 'wikipedia' }],
    ['zh_yuewiki', { subdomain: 'zh-yue', project: 'wikipedia' }],
    ['eswiktionary', { subdomain: 'es', project: 'wiktionary' }],
    ['enwikinews', { subdomain: 'en', project: 'wikinews' }],
    ['commons', undefined],
    [undefined, undefined],
  ])('%s', (wiki, expected) => {
    expect(wikiHost(wiki)).toEqual(expected);
  });
});

describe('regionPreference', () => {
  it.each([
    [
      { region: 'fr-FR', personalized: true },
      { language: 'fr', country: 'FR' },
    ],
    [
      { region: 'es-MX', personalized: true },
      { language: 'es', country: 'MX' },
    ],
    [{ region: 'fr-FR', personalized: false }, undefined],
    [{ region: 'fr-FR' }, undefined],
    [{ region: 'en', personalized: true }, undefined],
  ])('%j', (query, expected) => {
    expect(regionPreference(query)).toEqual(expected);
  });
});

describe('urlCountry', () => {
  it.each([
    ['https://www.lemonde.fr/planete/', 'FR'],
    ['https://www.bbc.co.uk/news', 'GB'],
    ['https://elpais.es/x', 'ES'],
    ['https://fr.wikipedia.org/wiki/Loup', undefined],
    ['https://example.com/', undefined],
    ['https://startup.io/', undefined],
    ['/partners/aspas', undefined],
  ])('%s → %s', (url, expected) => {
    expect(urlCountry(url)).toBe(expected);
  });
});

describe('priorFactor', () => {
  const both = { popularity: true, country: true };
  it('is absent when it would be 1 for every record', () => {
    expect(priorFactor(both, 0, undefined)).toBeUndefined();
    expect(priorFactor({ popularity: false, country: false }, 0.9, undefined)).toBeUndefined();
  });

  it('weighs popularity up to its largest value in the index', () => {
    expect(priorFactor(both, 0.8, undefined)).toEqual({
      sql: `(1.0 + ${POPULARITY_WEIGHT} * f.popularity)`,
      params: [],
      max: popularityFactor(0.8),
      regional: false,
    });
    expect(popularityFactor(1)).toBe(1 + POPULARITY_WEIGHT);
    expect(popularityFactor(0)).toBe(1);
  });

  it('favours the region by language and country, or by language alone in older files', () => {
    const region = { language: 'fr', country: 'FR' };
    expect(priorFactor(both, 0, region)).toMatchObject({ params: ['fr', 'FR'], max: REGION_BOOST, regional: true });
    expect(priorFactor({ popularity: false, country: false }, 0, region)).toMatchObject({
      sql: `(CASE WHEN f.lang = ? THEN ${REGION_BOOST}.0 ELSE 1.0 END)`,
      params: ['fr'],
    });
    expect(priorFactor(both, 1, region)?.max).toBe(REGION_BOOST * (1 + POPULARITY_WEIGHT));
  });
});
