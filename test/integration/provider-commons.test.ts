import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMONS_CAPABILITIES, createCommonsProvider } from '../../server/search/providers/commons.ts';
import { RateLimitedError } from '../../server/search/providers/open-api-request.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery, SearchResult } from '../../server/shared/search-types.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { CANARY, CONTACT_EMAIL, describeOpenProviderContract, failure } from '../helpers/open-provider-contract.ts';

const UPLOAD = 'https://upload.wikimedia.org/wikipedia/commons';
const meta = (value: string) => ({ value, source: 'commons-desc-page' });

// A generator=search answer (formatversion=2): pages in no particular order, `index` the rank.
const ANSWER = {
  batchcomplete: true,
  continue: { gsroffset: 20, continue: 'gsroffset||' },
  query: {
    pages: [
      {
        pageid: 2,
        ns: 6,
        title: 'File:Red panda map.svg',
        index: 2,
        imagerepository: 'local',
        imageinfo: [
          {
            size: 81_233,
            width: 1200,
            height: 800,
            thumburl: `${UPLOAD}/thumb/b/b2/Red_panda_map.svg/320px-Red_panda_map.svg.png`,
            thumbwidth: 320,
            thumbheight: 213,
            url: `${UPLOAD}/b/b2/Red_panda_map.svg`,
            descriptionurl: 'https://commons.wikimedia.org/wiki/File:Red_panda_map.svg',
            mime: 'image/svg+xml',
            extmetadata: { LicenseShortName: meta('Public domain'), Artist: meta('Unknown author') },
          },
        ],
      },
      {
        pageid: 1,
        ns: 6,
        title: 'File:Red Panda (Ailurus fulgens) - Karlsruhe Zoo 01.jpg',
        index: 1,
        imagerepository: 'local',
        imageinfo: [
          {
            size: 5_123_456,
            width: 4000,
            height: 3000,
            thumburl: `${UPLOAD}/thumb/a/ab/Red_Panda.jpg/320px-Red_Panda.jpg`,
            thumbwidth: 320,
            thumbheight: 240,
            url: `${UPLOAD}/a/ab/Red_Panda.jpg`,
            descriptionurl:
              'https://commons.wikimedia.org/wiki/File:Red_Panda_(Ailurus_fulgens)_-_Karlsruhe_Zoo_01.jpg',
            mime: 'image/jpeg',
            extmetadata: {
              LicenseShortName: meta('CC BY-SA 4.0'),
              Artist: meta(
                '<a href="//commons.wikimedia.org/wiki/User:Example" title="User:Example">Jane &amp; Co</a>',
              ),
              ObjectName: meta('Red Panda (Ailurus fulgens) - Karlsruhe Zoo 01'),
            },
          },
        ],
      },
      {
        pageid: 3,
        ns: 6,
        title: 'File:Red panda call.ogg',
        index: 3,
        imageinfo: [
          {
            url: `${UPLOAD}/c/c3/Red_panda_call.ogg`,
            descriptionurl: 'https://commons.wikimedia.org/wiki/File:Red_panda_call.ogg',
            mime: 'audio/ogg',
            extmetadata: {},
          },
        ],
      },
      { pageid: 4, ns: 6, title: 'File:Missing.jpg', index: 4, missing: true },
    ],
  },
};

const query = (overrides: Partial<SearchQuery> = {}) =>
  defaultQuery(`red panda ${CANARY}`, { vertical: 'images', safeSearch: 'off', ...overrides });
const search = (overrides: Partial<SearchQuery> = {}) => provider.search(query(overrides), AbortSignal.timeout(5000));
const titles = (results: SearchResult[]) => results.map((r) => r.title);

let api: FakeOpenApi;
let provider: ReturnType<typeof createCommonsProvider>;

beforeAll(async () => {
  api = await startFakeOpenApi({ json: ANSWER });
  provider = createCommonsProvider({ contactEmail: CONTACT_EMAIL, baseUrl: `${api.url}/w/api.php` });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('commons provider', () => {
  it('declares images with a licence filter and no safe search', () => {
    expect(provider.name).toBe('commons');
    expect(COMMONS_CAPABILITIES).toMatchObject({
      verticals: ['images'],
      imageFilters: ['licence'],
      imageSafeSearch: ['off'],
    });
  });

  it.each([
    [{}, '0', 'en'],
    [{ page: 2, language: 'es' }, '20', 'es'],
    [{ image: { licence: 'public' } }, '0', 'en'],
  ] as const)('%j → one call with exactly these parameters', async (overrides, offset, lang) => {
    await search(overrides);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.path).toBe('/w/api.php');
    expect(api.requests[0]?.query).toEqual({
      action: 'query',
      generator: 'search',
      gsrnamespace: '6',
      gsrsearch: `filetype:bitmap|drawing red panda ${CANARY}`,
      gsrlimit: '20',
      gsroffset: offset,
      prop: 'imageinfo',
      iiprop: 'url|size|mime|extmetadata',
      iiurlwidth: '320',
      iiextmetadatafilter: 'LicenseShortName|Artist|ObjectName',
      iiextmetadatalanguage: lang,
      format: 'json',
      formatversion: '2',
      maxlag: '5',
    });
  });

  it('maps files in search order, with licence and author as plain text', async () => {
    const response = await search();
    expect(response.hasMore).toBe(true);
    expect(response.results).toEqual([
      {
        vertical: 'images',
        url: 'https://commons.wikimedia.org/wiki/File:Red_Panda_(Ailurus_fulgens)_-_Karlsruhe_Zoo_01.jpg',
        title: 'Red Panda (Ailurus fulgens) - Karlsruhe Zoo 01',
        snippet: [],
        site: 'commons.wikimedia.org',
        image: {
          src: `${UPLOAD}/a/ab/Red_Panda.jpg`,
          thumbnail: `${UPLOAD}/thumb/a/ab/Red_Panda.jpg/320px-Red_Panda.jpg`,
          width: 4000,
          height: 3000,
          format: 'jpeg',
          licence: 'CC BY-SA 4.0',
          creator: 'Jane & Co',
        },
      },
      {
        vertical: 'images',
        url: 'https://commons.wikimedia.org/wiki/File:Red_panda_map.svg',
        // No ObjectName: the file name without its extension.
        title: 'Red panda map',
        snippet: [],
        site: 'commons.wikimedia.org',
        image: {
          // An SVG is shown as Commons' PNG rendering.
          src: `${UPLOAD}/thumb/b/b2/Red_panda_map.svg/320px-Red_panda_map.svg.png`,
          thumbnail: `${UPLOAD}/thumb/b/b2/Red_panda_map.svg/320px-Red_panda_map.svg.png`,
          width: 1200,
          height: 800,
          format: 'svg',
          licence: 'Public domain',
          creator: 'Unknown author',
        },
      },
    ]);
  });

  it.each([
    ['public', ['Red panda map']],
    ['modifycommercially', ['Red Panda (Ailurus fulgens) - Karlsruhe Zoo 01', 'Red panda map']],
    ['any', ['Red Panda (Ailurus fulgens) - Karlsruhe Zoo 01', 'Red panda map']],
  ] as const)('licence %s keeps %j', async (licence, expected) => {
    expect(titles((await search({ image: { licence } })).results)).toEqual(expected);
  });

  it('no match: no query block, no results', async () => {
    api.answer({ json: { batchcomplete: true } });
    expect(await search()).toEqual({ results: [], hasMore: false, related: [], unresponsive: [] });
  });

  it('a MediaWiki error is a ProviderError', async () => {
    api.answer({ json: { error: { code: 'internal_api_error_DBQueryError', info: 'x' } } });
    expect((await failure(search())).message).toMatch(/refused the search \(internal_api_error_DBQueryError\)/);
    api.answer({ json: { error: { code: 'ratelimited', info: 'You have exceeded your rate limit.' } } });
    expect(await failure(search())).toBeInstanceOf(RateLimitedError);
  });
});

describeOpenProviderContract({ api: () => api, provider: () => provider, query: query() });
