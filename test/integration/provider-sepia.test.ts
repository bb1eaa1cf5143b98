import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSepiaProvider, SEPIA_CAPABILITIES } from '../../server/search/providers/sepia.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { CANARY, CONTACT_EMAIL, describeOpenProviderContract } from '../helpers/open-provider-contract.ts';

// PeerTube's video search answer, as Sepia Search gives it, trimmed to three videos.
const ANSWER = {
  total: 57,
  data: [
    {
      id: 1,
      uuid: '9c9de5e8-0a1e-484a-b099-e80766180a6d',
      shortUUID: 'kkGMgK9ZtnKfYAgnEtQxbv',
      name: 'Red pandas at play',
      url: 'https://videos.example.org/w/kkGMgK9ZtnKfYAgnEtQxbv',
      embedUrl: 'https://videos.example.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d',
      thumbnailUrl: 'https://videos.example.org/lazy-static/thumbnails/9c9de5e8.jpg',
      thumbnailPath: '/lazy-static/thumbnails/9c9de5e8.jpg',
      duration: 754,
      publishedAt: '2024-11-02T10:15:00.000Z',
      description: 'Two red pandas\nplaying in the snow.',
      language: { id: 'en', label: 'English' },
      nsfw: false,
      channel: { name: 'zoo_channel', displayName: 'Zoo & Wildlife', host: 'videos.example.org' },
      account: { name: 'zoo', displayName: 'The Zoo', host: 'videos.example.org' },
    },
    {
      id: 2,
      name: 'Panda roux',
      url: 'https://peertube.example.fr/w/abc',
      thumbnailPath: '/lazy-static/thumbnails/abc.jpg',
      duration: 45,
      publishedAt: null,
      channel: null,
      account: { displayName: 'Compte' },
    },
    { id: 3, name: '', url: 'https://peertube.example.fr/w/empty' },
  ],
};
const NOW = Date.parse('2025-01-10T12:00:00.000Z');

const query = (overrides: Partial<SearchQuery> = {}) =>
  defaultQuery(`red panda ${CANARY}`, { vertical: 'videos', ...overrides });
const search = (overrides: Partial<SearchQuery> = {}) => provider.search(query(overrides), AbortSignal.timeout(5000));

let api: FakeOpenApi;
let provider: ReturnType<typeof createSepiaProvider>;

beforeAll(async () => {
  api = await startFakeOpenApi({ json: ANSWER });
  provider = createSepiaProvider({ contactEmail: CONTACT_EMAIL, baseUrl: api.url, now: () => NOW });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('sepia provider', () => {
  it('declares videos with a length filter and freshness', () => {
    expect(provider.name).toBe('sepia');
    expect(SEPIA_CAPABILITIES).toMatchObject({
      verticals: ['videos'],
      freshness: true,
      videoFilters: ['length'],
      safeSearch: ['off', 'moderate'],
    });
  });

  const base = {
    search: `red panda ${CANARY}`,
    start: '0',
    count: '20',
    sort: '-match',
    nsfw: 'false',
    'boostLanguages[]': 'en',
  };
  it.each<[Partial<SearchQuery>, Record<string, string>]>([
    [{}, base],
    [
      { page: 3, language: 'fr' },
      { ...base, start: '40', 'boostLanguages[]': 'fr' },
    ],
    [{ safeSearch: 'off' }, { ...base, nsfw: 'both' }],
    [{ video: { length: 'short' } }, { ...base, durationMax: '299' }],
    [{ video: { length: 'medium' } }, { ...base, durationMin: '300', durationMax: '1200' }],
    [{ video: { length: 'long' } }, { ...base, durationMin: '1201' }],
    [{ freshness: 'week' }, { ...base, startDate: '2025-01-03T12:00:00.000Z' }],
  ])('%j → exactly these parameters', async (overrides, expected) => {
    await search(overrides);
    expect(api.requests[0]?.path).toBe('/api/v1/search/videos');
    expect(api.requests[0]?.query).toEqual(expected);
  });

  it('maps videos with duration, channel and thumbnail', async () => {
    const response = await search();
    expect(response.hasMore).toBe(true);
    expect(response.results).toEqual([
      {
        vertical: 'videos',
        url: 'https://videos.example.org/w/kkGMgK9ZtnKfYAgnEtQxbv',
        title: 'Red pandas at play',
        snippet: [{ text: 'Two red pandas playing in the snow.' }],
        site: 'videos.example.org',
        published: '2024-11-02T10:15:00.000Z',
        video: {
          durationS: 754,
          thumbnail: 'https://videos.example.org/lazy-static/thumbnails/9c9de5e8.jpg',
          embed: 'https://videos.example.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d',
          channel: 'Zoo & Wildlife',
        },
      },
      {
        vertical: 'videos',
        url: 'https://peertube.example.fr/w/abc',
        title: 'Panda roux',
        snippet: [],
        site: 'peertube.example.fr',
        // A relative thumbnail is on the video's own instance; no channel: the account.
        video: {
          durationS: 45,
          thumbnail: 'https://peertube.example.fr/lazy-static/thumbnails/abc.jpg',
          channel: 'Compte',
        },
      },
    ]);
  });

  it('pages while the total goes on', async () => {
    expect((await search({ page: 2 })).hasMore).toBe(true);
    expect((await search({ page: 3 })).hasMore).toBe(false);
    api.answer({ json: { total: 0, data: [] } });
    expect(await search()).toEqual({ results: [], hasMore: false, related: [], unresponsive: [] });
  });
});

describeOpenProviderContract({ api: () => api, provider: () => provider, query: query() });
