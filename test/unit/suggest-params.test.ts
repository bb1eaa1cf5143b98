import { describe, expect, it } from 'vitest';
import { suggestionsUrl } from '../../client/lib/suggestions-query.ts';
import { type ParsedSuggestParams, parseSuggestParams, suggestionCountry } from '../../server/shared/suggest-params.ts';

describe('suggestionsUrl (what the search box asks)', () => {
  it.each([
    ['', { term: 'red fox', lang: 'en', country: 'US' }, '/search/autosuggest?q=red%20fox&lang=en&country=US'],
    [
      '',
      { term: 'élan & co', lang: 'fr', country: 'CA' },
      '/search/autosuggest?q=%C3%A9lan%20%26%20co&lang=fr&country=CA',
    ],
    [
      'https://api.karma.test',
      { term: 'zorro', lang: 'es', country: 'MX' },
      'https://api.karma.test/search/autosuggest?q=zorro&lang=es&country=MX',
    ],
  ])('%s %o', (apiBase, params, expected) => {
    expect(suggestionsUrl(apiBase, params)).toBe(expected);
  });
});

describe('parseSuggestParams', () => {
  const countryError = 'country must be a two-letter country code (ISO 3166-1 alpha-2), e.g. FR';
  it.each<[Record<string, string>, ParsedSuggestParams]>([
    [
      { q: 're', lang: 'fr', country: 'CA' },
      { ok: true, q: 're', lang: 'fr', country: 'CA' },
    ],
    [
      { q: 're', lang: 'ES', country: 'mx' },
      { ok: true, q: 're', lang: 'es', country: 'MX' },
    ],
    [
      { q: 're', lang: 'fr' },
      { ok: true, q: 're', lang: 'fr', country: 'FR' },
    ],
    [{ q: 're' }, { ok: true, q: 're', lang: 'en', country: 'US' }],
    [
      { lang: '', country: '' },
      { ok: true, q: '', lang: 'en', country: 'US' },
    ],
    [{ q: 'x'.repeat(150) }, { ok: true, q: 'x'.repeat(100), lang: 'en', country: 'US' }],
    [
      { q: 're', lang: 'de' },
      { ok: false, error: 'lang must be one of en, fr, es' },
    ],
    [
      { q: 're', lang: 'fr-FR' },
      { ok: false, error: 'lang must be one of en, fr, es' },
    ],
    [
      { q: 're', country: 'FRA' },
      { ok: false, error: countryError },
    ],
    [
      { q: 're', country: '12' },
      { ok: false, error: countryError },
    ],
  ])('%o', (params, expected) => {
    expect(parseSuggestParams(params)).toEqual(expected);
  });
});

describe('suggestionCountry (what the search box is given)', () => {
  it.each([
    ['fr-CA', 'en', 'CA'],
    ['es-MX', 'fr', 'MX'],
    ['en', 'fr', 'FR'],
    [undefined, 'es', 'ES'],
    [undefined, 'en', 'US'],
  ] as const)('region %s, page %s → %s', (region, locale, expected) => {
    expect(suggestionCountry(region, locale)).toBe(expected);
  });
});
