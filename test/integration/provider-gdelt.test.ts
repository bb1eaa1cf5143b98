import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGdeltProvider, GDELT_CAPABILITIES, seenDate } from '../../server/search/providers/gdelt.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { CANARY, CONTACT_EMAIL, describeOpenProviderContract, failure } from '../helpers/open-provider-contract.ts';

const article = (n: number) => ({
  url: `https://news.example.com/2025/01/article-${n}`,
  url_mobile: '',
  title: `Article ${n}`,
  seendate: '20250110T081500Z',
  socialimage: '',
  domain: 'news.example.com',
  language: 'English',
  sourcecountry: 'United States',
});

// An artlist answer in GDELT's JSON format.
const ANSWER = {
  articles: [
    {
      url: 'https://www.theguardian.com/environment/2025/jan/10/red-panda-cubs-born',
      url_mobile: 'https://amp.theguardian.com/environment/2025/jan/10/red-panda-cubs-born',
      title: 'Red panda cubs born at zoo &amp; named by public',
      seendate: '20250110T081500Z',
      socialimage: 'https://i.guim.co.uk/img/media/red-panda.jpg',
      domain: 'theguardian.com',
      language: 'English',
      sourcecountry: 'United Kingdom',
    },
    { ...article(2), socialimage: 'javascript:alert(1)', seendate: '2025-01-10' },
    { url: 'ftp://example.org/file', title: 'Not a web page' },
  ],
};

const query = (overrides: Partial<SearchQuery> = {}) =>
  defaultQuery(`red panda ${CANARY}`, { vertical: 'news', ...overrides });
const search = (overrides: Partial<SearchQuery> = {}) => provider.search(query(overrides), AbortSignal.timeout(5000));

let api: FakeOpenApi;
let provider: ReturnType<typeof createGdeltProvider>;

beforeAll(async () => {
  api = await startFakeOpenApi({ json: ANSWER });
  provider = createGdeltProvider({ contactEmail: CONTACT_EMAIL, baseUrl: api.url });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('gdelt provider', () => {
  it('declares news, ten pages of 25 and freshness', () => {
    expect(provider.name).toBe('gdelt');
    expect(GDELT_CAPABILITIES).toMatchObject({ verticals: ['news'], paging: true, maxPage: 10, freshness: true });
  });

  const base = { mode: 'artlist', format: 'json', sort: 'hybridrel' };
  it.each<[Partial<SearchQuery>, Record<string, string>]>([
    [{}, { ...base, query: `red panda ${CANARY} sourcelang:english`, maxrecords: '25' }],
    [
      { page: 3, language: 'fr' },
      { ...base, query: `red panda ${CANARY} sourcelang:french`, maxrecords: '75' },
    ],
    [
      { language: 'es', freshness: 'day' },
      { ...base, query: `red panda ${CANARY} sourcelang:spanish`, maxrecords: '25', timespan: '1d' },
    ],
    [
      { freshness: 'month' },
      { ...base, query: `red panda ${CANARY} sourcelang:english`, maxrecords: '25', timespan: '31d' },
    ],
  ])('%j → exactly these parameters', async (overrides, expected) => {
    await search(overrides);
    expect(api.requests[0]?.path).toBe('/api/v2/doc/doc');
    expect(api.requests[0]?.query).toEqual(expected);
  });

  it('maps articles with their outlet, date and image', async () => {
    const response = await search();
    expect(response.hasMore).toBe(false);
    expect(response.results).toEqual([
      {
        vertical: 'news',
        url: 'https://www.theguardian.com/environment/2025/jan/10/red-panda-cubs-born',
        title: 'Red panda cubs born at zoo & named by public',
        snippet: [],
        site: 'theguardian.com',
        source: 'theguardian.com',
        published: '2025-01-10T08:15:00.000Z',
        thumbnail: 'https://i.guim.co.uk/img/media/red-panda.jpg',
      },
      {
        vertical: 'news',
        url: 'https://news.example.com/2025/01/article-2',
        title: 'Article 2',
        snippet: [],
        site: 'news.example.com',
        source: 'news.example.com',
      },
    ]);
  });

  it('pages by asking for more records and keeping the last 25', async () => {
    api.answer({ json: { articles: Array.from({ length: 50 }, (_, i) => article(i + 1)) } });
    const second = await search({ page: 2 });
    expect(second.results.map((r) => r.title)).toEqual(Array.from({ length: 25 }, (_, i) => `Article ${i + 26}`));
    expect(second.hasMore).toBe(true);
    expect((await search({ page: 10 })).hasMore).toBe(false);
  });

  it('no match ({}) and a refused query (a sentence, status 200) are no results', async () => {
    api.answer({ json: {} });
    expect(await search()).toEqual({ results: [], hasMore: false, related: [], unresponsive: [] });
    api.answer({ body: 'The specified phrase is too short.', type: 'text/html; charset=utf-8' });
    expect(await search()).toEqual({ results: [], hasMore: false, related: [], unresponsive: [] });
  });

  it('a cut-off JSON body is still a failure', async () => {
    api.answer({ body: '{"articles": [ {"url": "https://', type: 'application/json' });
    expect((await failure(search())).message).toMatch(/malformed JSON/);
  });

  it('asks nothing for a query without words', async () => {
    expect((await search({ text: '-panda' })).results).toEqual([]);
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['20250110T081500Z', '2025-01-10T08:15:00.000Z'],
    ['20251310T081500Z', undefined],
    ['2025-01-10', undefined],
  ])('seendate %s → %s', (value, expected) => {
    expect(seenDate(value)).toBe(expected);
  });
});

describeOpenProviderContract({ api: () => api, provider: () => provider, query: query() });
