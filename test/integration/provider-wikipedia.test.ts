import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAXLAG_WAIT_MS, RateLimitedError } from '../../server/search/providers/open-api-request.ts';
import { createWikipediaProvider, WIKIPEDIA_CAPABILITIES } from '../../server/search/providers/wikipedia.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { CANARY, CONTACT_EMAIL, describeOpenProviderContract, failure } from '../helpers/open-provider-contract.ts';

// The shape of a real list=search answer (formatversion=2), trimmed to three hits.
const ANSWER = {
  batchcomplete: true,
  continue: { sroffset: 20, continue: '-||' },
  query: {
    searchinfo: { totalhits: 4182 },
    search: [
      {
        ns: 0,
        title: 'Red panda',
        pageid: 26_036,
        snippet:
          'The <span class="searchmatch">red</span> <span class="searchmatch">panda</span> (Ailurus fulgens) is a small mammal native to the eastern Himalayas &amp; southwestern China.',
        timestamp: '2025-01-09T14:02:11Z',
      },
      {
        ns: 0,
        title: 'AC/DC: Live',
        pageid: 1234,
        snippet: 'Live album <span class="searchmatch">panda</span> <script>alert(1)</script><b>bold</b> &lt;i&gt;',
        timestamp: 'not a date',
      },
      { ns: 0, pageid: 99, snippet: 'no title: dropped' },
    ],
  },
};

const query = (overrides: Partial<SearchQuery> = {}) => defaultQuery(`red panda ${CANARY}`, overrides);

let api: FakeOpenApi;
let provider: ReturnType<typeof createWikipediaProvider>;

beforeAll(async () => {
  api = await startFakeOpenApi({ json: ANSWER });
  provider = createWikipediaProvider({ contactEmail: CONTACT_EMAIL, baseUrl: `${api.url}/{lang}/w/api.php` });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

describe('wikipedia provider', () => {
  it('declares web only, with paging and no filters', () => {
    expect(provider.name).toBe('wikipedia');
    expect(WIKIPEDIA_CAPABILITIES).toMatchObject({
      verticals: ['web'],
      paging: true,
      maxPage: 10,
      safeSearch: ['off', 'moderate'],
    });
  });

  it.each([
    [{}, 'en', '0'],
    [{ page: 3, language: 'fr', region: 'fr-FR' }, 'fr', '40'],
  ] as const)('%j → the language’s wiki, exactly these parameters', async (overrides, lang, offset) => {
    await provider.search(query(overrides), AbortSignal.timeout(5000));
    expect(api.requests[0]?.path).toBe(`/${lang}/w/api.php`);
    expect(api.requests[0]?.query).toEqual({
      action: 'query',
      list: 'search',
      srsearch: `red panda ${CANARY}`,
      srlimit: '20',
      sroffset: offset,
      srprop: 'snippet|timestamp',
      format: 'json',
      formatversion: '2',
      maxlag: '5',
    });
  });

  it('maps hits to web results with highlighted spans and no HTML', async () => {
    const response = await provider.search(query(), AbortSignal.timeout(5000));
    expect(response).toMatchObject({ hasMore: true, related: [], unresponsive: [] });
    expect(response.results).toEqual([
      {
        vertical: 'web',
        url: `${api.url}/wiki/Red_panda`,
        title: 'Red panda',
        site: '127.0.0.1',
        published: '2025-01-09T14:02:11.000Z',
        snippet: [
          { text: 'The ' },
          { text: 'red', highlight: true },
          { text: ' ' },
          { text: 'panda', highlight: true },
          { text: ' (Ailurus fulgens) is a small mammal native to the eastern Himalayas & southwestern China.' },
        ],
      },
      {
        vertical: 'web',
        url: `${api.url}/wiki/AC/DC:_Live`,
        title: 'AC/DC: Live',
        site: '127.0.0.1',
        published: undefined,
        snippet: [{ text: 'Live album ' }, { text: 'panda', highlight: true }, { text: ' bold <i>' }],
      },
    ]);
  });

  it('the last page and an answer without continue have no successor', async () => {
    expect((await provider.search(query({ page: 10 }), AbortSignal.timeout(5000))).hasMore).toBe(false);
    api.answer({ json: { batchcomplete: true, query: { search: [] } } });
    expect(await provider.search(query(), AbortSignal.timeout(5000))).toEqual({
      results: [],
      hasMore: false,
      related: [],
      unresponsive: [],
    });
  });

  it('asks nothing for another vertical or beyond the last page', async () => {
    await provider.search(query({ vertical: 'images' }), AbortSignal.timeout(5000));
    await provider.search(query({ page: 11 }), AbortSignal.timeout(5000));
    expect(api.requests).toHaveLength(0);
  });

  it('a MediaWiki error (status 200) is a ProviderError; ratelimited is a RateLimitedError', async () => {
    api.answer({ json: { error: { code: 'badvalue', info: `Unrecognized value ${CANARY}` } } });
    const refused = await failure(provider.search(query(), AbortSignal.timeout(5000)));
    expect(refused.message).toMatch(/refused the search \(badvalue\)/);
    expect(refused.message).not.toContain(CANARY);
    api.answer({ json: { error: { code: 'ratelimited', info: 'You have exceeded your rate limit.' } } });
    expect(await failure(provider.search(query(), AbortSignal.timeout(5000)))).toBeInstanceOf(RateLimitedError);
  });

  it('maxlag (the wiki’s replicas lag) asks the runner to stay away for MediaWiki’s 5 s', async () => {
    api.answer({
      json: { error: { code: 'maxlag', info: 'Waiting for a database server: 6 seconds lagged.', lag: 6 } },
    });
    const waited = await failure(provider.search(query(), AbortSignal.timeout(5000)));
    expect(waited).toBeInstanceOf(RateLimitedError);
    expect((waited as RateLimitedError).retryAfterMs).toBe(MAXLAG_WAIT_MS);
  });
});

describeOpenProviderContract({ api: () => api, provider: () => provider, query: query() });
