/** Which sponsored links a results page shows: words, phrases, language, region, dates, budget, order. */
import { describe, expect, it } from 'vitest';
import { matchSponsoredLinks, type SponsoredQuery } from '../../server/sponsors/matching.ts';
import type { ActiveSponsoredLink } from '../../server/sponsors/sponsor-model.ts';

function link(id: string, extra: Partial<ActiveSponsoredLink> = {}): ActiveSponsoredLink {
  return {
    id,
    advertiser: 'Otter Outfitters',
    title: `Title ${id}`,
    displayUrl: 'otter.example',
    url: `https://otter.example/${id}`,
    description: 'Quiet kayaks for river trips.',
    keywords: ['kayak', 'canoe'],
    phrases: [],
    languages: ['en', 'fr'],
    regions: ['all'],
    cpc: 40,
    currency: 'EUR',
    dailyBudget: 2000,
    start: '2026-01-01',
    end: '2027-12-31',
    paused: false,
    spentToday: 0,
    ...extra,
  };
}

const query = (text: string, extra: Partial<SponsoredQuery> = {}): SponsoredQuery => ({
  text,
  language: 'en',
  region: 'fr-FR',
  day: '2026-11-21',
  ...extra,
});

const ids = (links: ActiveSponsoredLink[]) => links.map((l) => l.id);

describe('matchSponsoredLinks: one link against one query', () => {
  it.each([
    ['a keyword as a word of the query', {}, query('best kayak 2026'), true],
    ['a keyword, query in capitals with accents and punctuation', { keywords: ['canoe'] }, query('CANOË!'), true],
    ['a keyword with accents, query without', { keywords: ['rivière'] }, query('riviere trips'), true],
    ['a keyword inside a longer word does not match', {}, query('kayaking trips'), false],
    ['a keyword that folds to two words matches them in a row', { keywords: ['e-bike'] }, query('cheap e bike'), true],
    ['no keyword of the link in the query', {}, query('mountain bikes'), false],
    ['a phrase as consecutive words', { keywords: [], phrases: ['river kayak'] }, query('a River-Kayak for two'), true],
    ['a phrase whose words are apart', { keywords: [], phrases: ['river kayak'] }, query('river and kayak'), false],
    ['a phrase in the wrong order', { keywords: [], phrases: ['river kayak'] }, query('kayak river'), false],
    ['the page language listed', { languages: ['fr'] }, query('kayak', { language: 'fr' }), true],
    ['the page language not listed', { languages: ['fr'] }, query('kayak', { language: 'es' }), false],
    ['region all', { regions: ['all'] }, query('kayak', { region: 'en-US' }), true],
    ['the visitor’s region listed', { regions: ['fr-FR', 'fr-BE'] }, query('kayak', { region: 'fr-BE' }), true],
    ['the visitor’s region not listed', { regions: ['fr-FR'] }, query('kayak', { region: 'en-GB' }), false],
    ['International (en) needs all or en', { regions: ['fr-FR'] }, query('kayak', { region: 'en' }), false],
    ['the first day', { start: '2026-11-21' }, query('kayak'), true],
    ['the last day', { end: '2026-11-21' }, query('kayak'), true],
    ['before the start', { start: '2026-11-22' }, query('kayak'), false],
    ['after the end', { end: '2026-11-20' }, query('kayak'), false],
    ['paused', { paused: true }, query('kayak'), false],
    ['budget left for exactly one more click', { spentToday: 1960 }, query('kayak'), true],
    ['budget spent', { spentToday: 1961 }, query('kayak'), false],
    ['an empty query', {}, query('  ?! '), false],
  ])('%s', (_label, extra: Partial<ActiveSponsoredLink>, q, shown) => {
    expect(ids(matchSponsoredLinks([link('otter', extra)], q))).toEqual(shown ? ['otter'] : []);
  });
});

describe('matchSponsoredLinks: several links', () => {
  it('shows at most 2: phrases before keywords, then the higher cpc, then the id', () => {
    const links = [
      link('kw-cheap', { cpc: 10 }),
      link('kw-b', { cpc: 90 }),
      link('kw-a', { cpc: 90 }),
      link('phrase-cheap', { keywords: [], phrases: ['river kayak'], cpc: 5 }),
    ];
    expect(ids(matchSponsoredLinks(links, query('river kayak')))).toEqual(['phrase-cheap', 'kw-a']);
    expect(ids(matchSponsoredLinks(links, query('kayak')))).toEqual(['kw-a', 'kw-b']);
    expect(ids(matchSponsoredLinks([...links].reverse(), query('kayak')))).toEqual(['kw-a', 'kw-b']);
  });

  it('skips links that do not qualify and fills with the next ones', () => {
    const links = [
      link('spent', { cpc: 99, spentToday: 2000 }),
      link('spanish', { cpc: 98, languages: ['es'] }),
      link('ok-1', { cpc: 20 }),
      link('ok-2', { cpc: 10 }),
    ];
    expect(ids(matchSponsoredLinks(links, query('canoe')))).toEqual(['ok-1', 'ok-2']);
  });

  it('returns nothing without links', () => {
    expect(matchSponsoredLinks([], query('kayak'))).toEqual([]);
  });
});
