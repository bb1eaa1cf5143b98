import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_SEARCH_URL, DEFAULT_SUPPORTED_COUNTRIES } from '../../server/redirects/country-defaults.ts';
import {
  type CountryRedirectDecision,
  type CountryRedirectRequest,
  decideCountryRedirect,
  isCountrySensitivePath,
  parseCountryHeader,
  redirectPageLink,
  searchEngineName,
  searchEngineUrl,
} from '../../server/redirects/country-rules.ts';

const DDG = 'https://duckduckgo.com/?q={q}';

describe('parseCountryHeader', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['FR', 'FR'],
    ['fr', 'FR'],
    [' ke ', 'KE'],
    ['XX', undefined],
    ['xx', undefined],
    ['ZZ', undefined],
    ['T1', undefined],
    ['FRA', undefined],
    ['F', undefined],
    ['12', undefined],
    ['F1', undefined],
    ['FR, DE', undefined],
    ['ÉS', undefined],
    ['<script>', undefined],
  ])('%j → %j', (header, country) => {
    expect(parseCountryHeader(header)).toBe(country);
  });
});

describe('searchEngineUrl', () => {
  it.each([
    [DDG, 'otter', 'https://duckduckgo.com/?q=otter'],
    [DDG, 'otter & fox', 'https://duckduckgo.com/?q=otter%20%26%20fox'],
    [DDG, 'été #1?', 'https://duckduckgo.com/?q=%C3%A9t%C3%A9%20%231%3F'],
    ['https://search.example/s/{q}?again={q}', 'a/b', 'https://search.example/s/a%2Fb?again=a%2Fb'],
  ])('%s with %j → %s', (template, query, url) => {
    expect(searchEngineUrl(template, query)).toBe(url);
  });
});

describe('searchEngineName', () => {
  it.each([
    [DDG, 'duckduckgo.com'],
    ['https://www.ecosia.org/search?q={q}', 'ecosia.org'],
    ['https://search.brave.com/search?q={q}', 'search.brave.com'],
    ['http://localhost:8080/search?q={q}', 'localhost'],
  ])('%s → %s', (template, name) => {
    expect(searchEngineName(template)).toBe(name);
  });
});

describe('redirectPageLink', () => {
  it.each([
    ['otter', { href: 'https://duckduckgo.com/?q=otter', engine: 'duckduckgo.com', withQuery: true }],
    ['  red fox ', { href: 'https://duckduckgo.com/?q=red%20fox', engine: 'duckduckgo.com', withQuery: true }],
    ['   ', { href: 'https://duckduckgo.com/', engine: 'duckduckgo.com', withQuery: false }],
    [undefined, { href: 'https://duckduckgo.com/', engine: 'duckduckgo.com', withQuery: false }],
  ])('q=%j → %j', (query, link) => {
    expect(redirectPageLink(DDG, query)).toEqual(link);
  });
});

describe('isCountrySensitivePath', () => {
  it.each([
    ['/search', true],
    ['/images', true],
    ['/news', true],
    ['/videos', true],
    ['/Search/', true],
    ['/redirect', true],
    ['/fr/redirect', true],
    ['/', false],
    ['/search/autosuggest', false],
    ['/settings', false],
    ['/de/redirect', false],
  ])('%s → %s', (path, sensitive) => {
    expect(isCountrySensitivePath(path)).toBe(sensitive);
  });
});

describe('decideCountryRedirect', () => {
  const rules = { supportedCountries: new Set(['FR', 'GB', 'US']), searchUrl: DDG };
  const base: CountryRedirectRequest = {
    method: 'GET',
    path: '/search',
    query: 'otter',
    country: 'KE',
    pageShown: false,
  };
  const none: CountryRedirectDecision = { action: 'none' };
  const show = (q: string): CountryRedirectDecision => ({ action: 'show-redirect-page', location: `/redirect?q=${q}` });
  const engine = (q: string): CountryRedirectDecision => ({
    action: 'go-to-engine',
    location: `https://duckduckgo.com/?q=${q}`,
  });
  const remember: CountryRedirectDecision = { action: 'remember-page-shown' };

  it.each<[string, Partial<CountryRedirectRequest>, CountryRedirectDecision]>([
    ['unsupported country, first search of the session', {}, show('otter')],
    ['the query is encoded in the redirect', { query: 'otter & fox' }, show('otter%20%26%20fox')],
    ['the query is trimmed', { query: '  otter ' }, show('otter')],
    ['images', { path: '/images' }, show('otter')],
    ['news', { path: '/news' }, show('otter')],
    ['videos', { path: '/videos' }, show('otter')],
    ['path in another case, with a trailing slash', { path: '/Search/' }, show('otter')],
    ['HEAD answers like GET', { method: 'HEAD' }, show('otter')],
    ['page already shown this session', { pageShown: true }, engine('otter')],
    ['page already shown, images', { path: '/images', pageShown: true, query: 'été' }, engine('%C3%A9t%C3%A9')],
    ['supported country', { country: 'FR' }, none],
    ['supported country, page flag set anyway', { country: 'US', pageShown: true }, none],
    ['unknown country', { country: undefined }, none],
    ['no query', { query: undefined }, none],
    ['blank query', { query: '   ' }, none],
    ['POST', { method: 'POST' }, none],
    ['autosuggest', { path: '/search/autosuggest' }, none],
    ['home page with q', { path: '/' }, none],
    ['settings', { path: '/settings' }, none],
    ['a result path under a locale prefix (a 404)', { path: '/fr/search' }, none],
    ['the redirect page marks the session', { path: '/redirect', query: undefined }, remember],
    ['the redirect page with a query', { path: '/redirect' }, remember],
    ['the localized redirect page', { path: '/fr/redirect' }, remember],
    ['the localized redirect page, trailing slash', { path: '/es/redirect/' }, remember],
    ['the redirect page once marked', { path: '/redirect', pageShown: true }, none],
    ['HEAD of the redirect page shows nothing to anyone', { path: '/redirect', method: 'HEAD' }, none],
    ['the redirect page from a supported country', { path: '/redirect', country: 'GB' }, none],
    ['the redirect page from an unknown country', { path: '/redirect', country: undefined }, none],
    ['an unknown locale prefix', { path: '/de/redirect' }, none],
  ])('%s', (_label, overrides, decision) => {
    expect(decideCountryRedirect({ ...base, ...overrides }, rules)).toEqual(decision);
  });
});

describe('defaults', () => {
  it('supported countries are those of the search regions on the settings page', () => {
    expect(DEFAULT_SUPPORTED_COUNTRIES).toEqual(
      'AR AT AU BE BR CA CH CL CN DE DK ES FI FR GB HK ID IN IT JP KR MX MY NL NO NZ PH PL RU SE TR TW US ZA'.split(
        ' ',
      ),
    );
  });

  it('the default engine takes the query in its {q}', () => {
    expect(searchEngineUrl(DEFAULT_REDIRECT_SEARCH_URL, 'otter')).toBe('https://duckduckgo.com/?q=otter');
  });
});
