import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createOpenverseProvider,
  licenceName,
  OPENVERSE_CAPABILITIES,
} from '../../server/search/providers/openverse.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { CANARY, CONTACT_EMAIL, describeOpenProviderContract } from '../helpers/open-provider-contract.ts';

// A /v1/images/ answer as Openverse documents it, trimmed to three results.
const ANSWER = {
  result_count: 240,
  page_count: 12,
  page_size: 20,
  page: 1,
  results: [
    {
      id: '4bc43a04-ef46-4544-a0c1-63c63f56e276',
      title: 'Red Panda',
      indexed_on: '2020-04-12T08:00:00Z',
      foreign_landing_url: 'https://www.flickr.com/photos/example/123456789',
      url: 'https://live.staticflickr.com/65535/123456789_abcdef.jpg',
      creator: 'Jane Example',
      creator_url: 'https://www.flickr.com/photos/example',
      license: 'by-sa',
      license_version: '2.0',
      license_url: 'https://creativecommons.org/licenses/by-sa/2.0/',
      provider: 'flickr',
      source: 'flickr',
      filetype: 'jpg',
      tags: [{ name: 'panda' }],
      attribution: '"Red Panda" by Jane Example is licensed under CC BY-SA 2.0.',
      mature: false,
      height: 683,
      width: 1024,
      thumbnail: 'https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/thumb/',
      detail_url: 'https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/',
    },
    {
      id: '5',
      title: 'Panda &amp; bamboo',
      foreign_landing_url: 'https://commons.wikimedia.org/w/index.php?curid=5',
      url: 'https://upload.wikimedia.org/wikipedia/commons/5/55/Panda.png',
      creator: null,
      license: 'cc0',
      license_version: '1.0',
      filetype: null,
      height: null,
      width: null,
      thumbnail: null,
    },
    { id: '6', title: 'Unsafe link', foreign_landing_url: 'javascript:alert(1)', url: 'data:image/png;base64,AAAA' },
  ],
  warnings: [],
};

const query = (overrides: Partial<SearchQuery> = {}) =>
  defaultQuery(`red panda ${CANARY}`, { vertical: 'images', safeSearch: 'moderate', ...overrides });
const search = (overrides: Partial<SearchQuery> = {}) => provider.search(query(overrides), AbortSignal.timeout(5000));

let api: FakeOpenApi;
let provider: ReturnType<typeof createOpenverseProvider>;

beforeAll(async () => {
  api = await startFakeOpenApi({ json: ANSWER });
  provider = createOpenverseProvider({ contactEmail: CONTACT_EMAIL, baseUrl: `${api.url}/` });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('openverse provider', () => {
  it('declares images, 12 anonymous pages and a licence filter', () => {
    expect(provider.name).toBe('openverse');
    expect(OPENVERSE_CAPABILITIES).toMatchObject({
      verticals: ['images'],
      maxPage: 12,
      imageFilters: ['licence'],
      imageSafeSearch: ['off', 'moderate'],
    });
  });

  const base = { q: `red panda ${CANARY}`, page: '1', page_size: '20' };
  it.each<[Partial<SearchQuery>, Record<string, string>]>([
    [{}, base],
    [
      { page: 4, language: 'fr' },
      { ...base, page: '4' },
    ],
    [{ safeSearch: 'off' }, { ...base, mature: 'true' }],
    [{ image: { licence: 'any' } }, base],
    [{ image: { licence: 'public' } }, { ...base, license: 'cc0,pdm' }],
    [{ image: { licence: 'sharecommercially' } }, { ...base, license_type: 'commercial' }],
    [{ image: { licence: 'modify' } }, { ...base, license_type: 'modification' }],
    [{ image: { licence: 'modifycommercially' } }, { ...base, license_type: 'commercial,modification' }],
  ])('%j → exactly these parameters', async (overrides, expected) => {
    await search(overrides);
    expect(api.requests[0]?.path).toBe('/v1/images/');
    expect(api.requests[0]?.query).toEqual(expected);
  });

  it('sends only the wanted words, not operators', async () => {
    await search({ text: 'red -giant "panda" site:flickr.com' });
    expect(api.requests[0]?.query.q).toBe('red panda');
  });

  it('maps images with licence, creator and size; drops unsafe links', async () => {
    const response = await search();
    expect(response.hasMore).toBe(true);
    expect(response.results).toEqual([
      {
        vertical: 'images',
        url: 'https://www.flickr.com/photos/example/123456789',
        title: 'Red Panda',
        snippet: [],
        site: 'flickr.com',
        image: {
          src: 'https://live.staticflickr.com/65535/123456789_abcdef.jpg',
          thumbnail: 'https://api.openverse.org/v1/images/4bc43a04-ef46-4544-a0c1-63c63f56e276/thumb/',
          width: 1024,
          height: 683,
          format: 'jpg',
          licence: 'CC BY-SA 2.0',
          creator: 'Jane Example',
        },
      },
      {
        vertical: 'images',
        url: 'https://commons.wikimedia.org/w/index.php?curid=5',
        title: 'Panda & bamboo',
        snippet: [],
        site: 'commons.wikimedia.org',
        image: {
          src: 'https://upload.wikimedia.org/wikipedia/commons/5/55/Panda.png',
          thumbnail: 'https://upload.wikimedia.org/wikipedia/commons/5/55/Panda.png',
          licence: 'CC0 1.0',
        },
      },
    ]);
  });

  it('the last page has no successor', async () => {
    api.answer({ json: { ...ANSWER, page_count: 3 } });
    expect((await search({ page: 3 })).hasMore).toBe(false);
    expect((await search({ page: 2 })).hasMore).toBe(true);
    expect((await search({ page: 12 })).hasMore).toBe(false);
  });

  it.each([
    ['by', '4.0', 'CC BY 4.0'],
    ['by-nc-nd', '3.0', 'CC BY-NC-ND 3.0'],
    ['cc0', '1.0', 'CC0 1.0'],
    ['pdm', '1.0', 'Public Domain Mark 1.0'],
    ['by', null, 'CC BY'],
    ['<b>', '1.0', undefined],
  ])('licence %s %s reads %s', (code, version, expected) => {
    expect(licenceName(code, version)).toBe(expected);
  });
});

describeOpenProviderContract({ api: () => api, provider: () => provider, query: query() });
