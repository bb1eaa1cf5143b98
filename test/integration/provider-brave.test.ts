import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../server/search/provider.ts';
import { BRAVE_CAPABILITIES, createBraveProvider } from '../../server/search/providers/brave.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { ImageFilters, SearchQuery, SearchResult } from '../../server/shared/search-types.ts';
import { type FakeBrave, startFakeBrave } from '../fakes/brave-server.ts';

const QUERY_TEXT = 'biodiversity canary-7f3a';
/** A typo the fake Brave corrects (test/fakes/brave-server.ts TYPOS); as typed it finds one result. */
const MISSPELT = 'biodiversty canary-7f3a';

const query = (overrides: Partial<SearchQuery> = {}) => defaultQuery(QUERY_TEXT, overrides);

const signal = () => AbortSignal.timeout(5000);
const EMPTY = { results: [], hasMore: false, related: [], unresponsive: [] };

let fake: FakeBrave;
let provider: ReturnType<typeof createBraveProvider>;

beforeAll(async () => {
  fake = await startFakeBrave();
  provider = createBraveProvider({ apiKey: fake.apiKey, apiUrl: `${fake.url}/` });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function failure(promise: Promise<unknown> | undefined): Promise<ProviderError> {
  const error = await promise?.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('brave provider: request', () => {
  it('declares its name and capabilities', () => {
    expect(provider.name).toBe('brave');
    expect(provider.capabilities).toEqual(BRAVE_CAPABILITIES);
    expect(BRAVE_CAPABILITIES).toMatchObject({
      maxPage: 10,
      imageSafeSearch: ['off', 'strict'],
      imageFilters: ['size', 'aspect'],
      videoFilters: [],
    });
  });

  const en = { search_lang: 'en', country: 'US', ui_lang: 'en-US' };
  it.each<[string, Partial<SearchQuery>, string, Record<string, string>]>([
    ['web', {}, 'web', { count: '20', offset: '0', safesearch: 'moderate', ...en }],
    ['web, page 2', { page: 2 }, 'web', { count: '20', offset: '1', safesearch: 'moderate', ...en }],
    ['web, last page', { page: 10 }, 'web', { count: '20', offset: '9', safesearch: 'moderate', ...en }],
    [
      'images: moderate becomes strict',
      { vertical: 'images' },
      'images',
      { count: '50', offset: '0', safesearch: 'strict', ...en },
    ],
    [
      'images, safe off',
      { vertical: 'images', safeSearch: 'off' },
      'images',
      { count: '50', offset: '0', safesearch: 'off', ...en },
    ],
    [
      'images: filters stay here',
      { vertical: 'images', image: { size: 'large', aspect: 'wide' } },
      'images',
      { count: '50', offset: '0', safesearch: 'strict', ...en },
    ],
    [
      'news, page 3, past week',
      { vertical: 'news', page: 3, freshness: 'week' },
      'news',
      { count: '20', offset: '2', safesearch: 'moderate', freshness: 'pw', ...en },
    ],
    [
      'videos, past day, strict',
      { vertical: 'videos', freshness: 'day', safeSearch: 'strict' },
      'videos',
      { count: '20', offset: '0', safesearch: 'strict', freshness: 'pd', ...en },
    ],
    [
      'past month',
      { freshness: 'month' },
      'web',
      { count: '20', offset: '0', safesearch: 'moderate', freshness: 'pm', ...en },
    ],
    [
      'French',
      { language: 'fr', region: 'fr-FR' },
      'web',
      { count: '20', offset: '0', safesearch: 'moderate', search_lang: 'fr', country: 'FR', ui_lang: 'fr-FR' },
    ],
    [
      'no region',
      { language: 'es', region: '' },
      'web',
      { count: '20', offset: '0', safesearch: 'moderate', search_lang: 'es' },
    ],
    [
      'spellcheck off',
      { spellcheck: false },
      'web',
      { count: '20', offset: '0', safesearch: 'moderate', spellcheck: 'false', ...en },
    ],
  ])('%s → exactly these parameters', async (_name, overrides, endpoint, expected) => {
    await provider.search(query(overrides), signal());
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: `/res/v1/${endpoint}/search` });
    expect(fake.requests[0]?.query).toEqual({ q: QUERY_TEXT, ...expected });
  });

  it('sends its key and forwards no visitor data', async () => {
    await provider.search(query(), signal());
    await provider.suggest?.('bio', 'en', signal());
    await provider.check?.(signal());
    expect(fake.requests).toHaveLength(3);
    for (const { headers } of fake.requests) {
      expect(headers['x-subscription-token']).toBe(fake.apiKey);
      expect(headers.accept).toBe('application/json');
      expect(headers.cookie).toBeUndefined();
      expect(headers.referer).toBeUndefined();
      expect(headers['x-forwarded-for']).toBeUndefined();
      expect(headers['user-agent'] ?? '').not.toMatch(/Mozilla|Chrome|Safari/);
      const allowed = [
        'host',
        'connection',
        'accept',
        'accept-language',
        'accept-encoding',
        'sec-fetch-mode',
        'user-agent',
        'x-subscription-token',
      ];
      expect(Object.keys(headers).filter((name) => !allowed.includes(name))).toEqual([]);
    }
  });

  it('asks nothing beyond the last page', async () => {
    expect(await provider.search(query({ page: 11 }), signal())).toEqual(EMPTY);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('brave provider: web answers', () => {
  it('maps results, highlights, the correction Brave searched for and the infobox', async () => {
    const response = await provider.search(defaultQuery(MISSPELT), signal());
    expect(response.results).toHaveLength(3);
    expect(response.results[0]).toEqual({
      vertical: 'web',
      url: 'https://en.wikipedia.org/wiki/Biodiversity',
      title: 'Biodiversity - Wikipedia',
      snippet: [
        { text: 'Biodiversity', highlight: true },
        {
          text: ' is the variability of life on Earth. It can be measured on various levels, for example genetic variability, species diversity & ecosystem diversity.',
        },
      ],
      site: 'Wikipedia',
      published: '2025-01-03T11:20:09.000Z',
    });
    // Entities decoded in titles; a script in a description is dropped, escaped markup stays text.
    expect(response.results[1]).toMatchObject({
      title: 'What is "biodiversity"? | Re:wild',
      site: 'Re:wild',
      snippet: [
        { text: 'Biodiversity', highlight: true },
        { text: ' is the variety of all life: plants, animals & fungi. Losing it <matters>.' },
      ],
    });
    expect(response.results[2]).toMatchObject({ site: 'inaturalist.org', published: undefined });
    expect(response.results[2]?.snippet.filter((s) => s.highlight).map((s) => s.text)).toEqual([
      'biodiversity',
      'species',
    ]);
    // The text as typed found one result when asked again with spellcheck=false: Brave's stand.
    expect(response.spelling).toEqual({ corrected: 'biodiversity canary-7f3a' });
    expect(fake.requests.map((r) => r.query.spellcheck)).toEqual([undefined, 'false']);
    expect(response.hasMore).toBe(true);
    expect(response.related).toEqual([]);
    expect(response.unresponsive).toEqual([]);
    expect(response.infobox).toEqual({
      title: 'Biodiversity',
      extract: 'Biodiversity is the variability of life on Earth & its ecosystems.',
      url: 'https://en.wikipedia.org/wiki/Biodiversity',
      image: 'https://imgs.search.brave.com/biodiversity-infobox.jpg',
    });
  });

  it('a correctly spelt query: one request, no correction', async () => {
    const response = await provider.search(query(), signal());
    expect(fake.requests).toHaveLength(1);
    expect(response.spelling).toBeUndefined();
  });

  it('a correction of a query that finds plenty as typed is only offered, over the results as typed', async () => {
    const response = await provider.search(defaultQuery('wolfs'), signal());
    expect(fake.requests.map((r) => [r.query.q, r.query.spellcheck])).toEqual([
      ['wolfs', undefined],
      ['wolfs', 'false'],
    ]);
    expect(response.spelling).toEqual({ corrected: 'wolves', suggestion: true });
    expect(response.results).toHaveLength(3);
  });

  it('an altered query equal to the one sent (operators rebuilt in its syntax) is no correction', async () => {
    fake.setMode('normal', { echoAltered: true });
    const response = await provider.search(defaultQuery('fox  -dog site:Example.org'), signal());
    expect(fake.requests.map((r) => r.query.q)).toEqual(['fox site:example.org -dog']);
    expect(response.spelling).toBeUndefined();
    expect(response.results).toHaveLength(3);
  });

  it('a correction of a query with operators is compared with the query sent', async () => {
    fake.setMode('normal', { echoAltered: true });
    const offered = await provider.search(defaultQuery('wolfs  -dog site:Example.org'), signal());
    expect(offered.spelling).toEqual({ corrected: 'wolves site:example.org -dog', suggestion: true });
    fake.reset();
    const applied = await provider.search(defaultQuery('biodiversty -dog site:Example.org'), signal());
    expect(fake.requests.map((r) => [r.query.q, r.query.spellcheck])).toEqual([
      ['biodiversty site:example.org -dog', undefined],
      ['biodiversty site:example.org -dog', 'false'],
    ]);
    expect(applied.spelling).toEqual({ corrected: 'biodiversity site:example.org -dog' });
  });

  it('with spellcheck off, asks Brave not to alter the query and reports no correction', async () => {
    const response = await provider.search(query({ spellcheck: false }), signal());
    expect(fake.requests[0]?.query).toMatchObject({ q: QUERY_TEXT, spellcheck: 'false' });
    expect(response.spelling).toBeUndefined();
  });

  it.each([
    ['more_results_available', { page: 2 }, 'normal', true],
    ['the last page', { page: 10 }, 'normal', false],
    ['no results', { page: 1 }, 'empty', false],
    ['a short page without the flag', { page: 1, vertical: 'images' }, 'normal', false],
  ] as const)('hasMore with %s', async (_name, overrides, mode, expected) => {
    fake.setMode(mode);
    expect((await provider.search(query(overrides), signal())).hasMore).toBe(expected);
  });

  it('drops results without an http url or a title and ignores odd optional fields', async () => {
    fake.setMode('missing-fields');
    const response = await provider.search(query(), signal());
    expect(response.results).toEqual([
      {
        vertical: 'web',
        url: 'https://example.org/minimal',
        title: 'Only a url and a title',
        snippet: [],
        site: 'example.org',
      },
      {
        vertical: 'web',
        url: 'https://example.org/odd',
        title: 'Odd optional fields are ignored',
        snippet: [],
        site: 'example.org',
      },
    ]);
    expect(response).toMatchObject({ hasMore: false, related: [], unresponsive: [] });
    expect(response.infobox).toBeUndefined();
    expect(response.spelling).toBeUndefined();
  });
});

describe('brave provider: images, news, videos', () => {
  const images = (results: SearchResult[]) => results.map((r) => (r.vertical === 'images' ? r.image : undefined));
  const sizes = (results: SearchResult[]) => images(results).map((i) => `${i?.width}x${i?.height}`);

  it('maps image results with their size', async () => {
    const { results } = await provider.search(query({ vertical: 'images' }), signal());
    expect(results[0]).toEqual({
      vertical: 'images',
      url: 'https://commons.wikimedia.org/wiki/File:Red_Panda.jpg',
      title: 'Red panda resting on a branch',
      snippet: [],
      site: 'commons.wikimedia.org',
      image: {
        src: 'https://upload.wikimedia.org/wikipedia/commons/red_panda.jpg',
        thumbnail: 'https://imgs.search.brave.com/red-panda-1.jpg',
        width: 3000,
        height: 2000,
      },
    });
    expect(sizes(results)).toEqual([
      '3000x2000',
      '1024x1000',
      '300x450',
      '3840x2160',
      '720x480',
      'undefinedxundefined',
    ]);
  });

  it.each<[ImageFilters, string[]]>([
    [{ size: 'small' }, ['300x450']],
    [{ size: 'medium' }, ['720x480']],
    [{ size: 'large' }, ['3000x2000', '1024x1000', '3840x2160']],
    [{ size: 'wallpaper' }, ['3000x2000', '3840x2160']],
    [{ aspect: 'square' }, ['1024x1000']],
    [{ aspect: 'wide' }, ['3000x2000', '3840x2160', '720x480']],
    [{ aspect: 'tall' }, ['300x450']],
    [{ size: 'large', aspect: 'wide' }, ['3000x2000', '3840x2160']],
    [{ size: 'small', aspect: 'wide' }, []],
  ])('filters images by %j on their width and height', async (filters, expected) => {
    const { results } = await provider.search(query({ vertical: 'images', image: filters }), signal());
    expect(sizes(results)).toEqual(expected);
  });

  it('maps news results with source, thumbnail and date', async () => {
    const { results } = await provider.search(query({ vertical: 'news' }), signal());
    expect(results).toMatchObject([
      {
        vertical: 'news',
        title: 'New law strengthens wildlife protection',
        site: 'theguardian.com',
        published: '2025-01-10T08:15:00.000Z',
        thumbnail: 'https://imgs.search.brave.com/wildlife-law.jpg',
        snippet: [
          { text: 'Lawmakers agreed on a bill that protects the habitats of endangered species & migratory birds.' },
        ],
      },
      {
        site: 'lemonde.fr',
        source: 'Le Monde',
        snippet: [{ text: expect.any(String) }, { text: 'faune', highlight: true }, { text: '.' }],
      },
      { site: 'apnews.com', source: undefined, published: undefined, thumbnail: undefined },
    ]);
  });

  it('maps video results with their duration and thumbnail', async () => {
    const { results } = await provider.search(query({ vertical: 'videos' }), signal());
    expect(results.map((r) => (r.vertical === 'videos' ? r.video : undefined))).toEqual([
      { durationS: 102, thumbnail: 'https://imgs.search.brave.com/otters-1.jpg' },
      { durationS: 3725, thumbnail: 'https://imgs.search.brave.com/otters-2.jpg' },
      { durationS: undefined, thumbnail: undefined },
    ]);
    expect(results[0]).toMatchObject({ site: 'youtube.com', published: '2007-03-19T00:00:00.000Z' });
  });

  it.each([
    ['images', ['https://example.org/photo-page', 'https://example.org/bad-size']],
    ['news', ['https://example.org/news', 'https://example.org/thumb']],
    ['videos', ['https://example.org/video', 'https://example.org/odd']],
  ] as const)('%s: drops incomplete results, ignores odd fields', async (vertical, urls) => {
    fake.setMode('missing-fields');
    const { results } = await provider.search(query({ vertical }), signal());
    expect(results.map((r) => r.url)).toEqual(urls);
    if (vertical === 'images') {
      expect(images(results)[1]).toEqual({ src: 'https://example.org/b.jpg', thumbnail: 'https://example.org/b.jpg' });
    }
  });

  it.each(['web', 'images', 'news', 'videos'] as const)('%s: an empty answer is no results', async (vertical) => {
    fake.setMode('empty');
    expect(await provider.search(query({ vertical }), signal())).toEqual(EMPTY);
  });
});

describe('brave provider: failures', () => {
  it.each<[string, () => void, RegExp, number | undefined]>([
    [
      'refused key',
      () => fake.setMode('http-error'),
      /the API key was refused \(HTTP 401, SUBSCRIPTION_TOKEN_INVALID\): check BRAVE_API_KEY/,
      401,
    ],
    [
      'endpoint not in plan',
      () => fake.setMode('http-error', { status: 403 }),
      /may not use web\/search \(HTTP 403, OPTION_NOT_IN_PLAN\)/,
      403,
    ],
    ['rate-limited', () => fake.setMode('http-error', { status: 429 }), /rate-limited \(HTTP 429, RATE_LIMITED\)/, 429],
    [
      'invalid parameter',
      () => fake.setMode('http-error', { status: 422 }),
      /web\/search answered HTTP 422, VALIDATION/,
      422,
    ],
    ['server error', () => fake.setMode('http-error', { status: 500 }), /web\/search failed \(HTTP 500\)/, 500],
    ['unavailable', () => fake.setMode('http-error', { status: 503 }), /web\/search failed \(HTTP 503\)/, 503],
    ['malformed JSON', () => fake.setMode('malformed'), /web\/search answered malformed JSON/, undefined],
    [
      'JSON of the wrong shape',
      () => fake.setMode('wrong-shape'),
      /web\/search answered JSON of an unexpected shape \(web\.results: /,
      undefined,
    ],
  ])('%s → ProviderError', async (_name, arrange, message, status) => {
    arrange();
    const error = await failure(provider.search(query(), signal()));
    expect(error).toMatchObject({ provider: 'brave', status });
    expect(error.message).toMatch(/^brave: /);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(QUERY_TEXT);
    expect(error.message).not.toContain(fake.apiKey);
  });

  it('rejects an image answer of the wrong shape', async () => {
    fake.setMode('wrong-shape');
    const error = await failure(provider.search(query({ vertical: 'images' }), signal()));
    expect(error.message).toMatch(/images\/search answered JSON of an unexpected shape \(results: /);
  });

  it('reports a wrong key as refused', async () => {
    const wrongKey = createBraveProvider({ apiKey: 'not-the-key', apiUrl: fake.url });
    const error = await failure(wrongKey.search(query(), signal()));
    expect(error).toMatchObject({ status: 401 });
    expect(error.message).not.toContain('not-the-key');
  });

  it('names the API it could not reach', async () => {
    const closed = await startFakeBrave();
    await closed.close();
    const unreachable = createBraveProvider({ apiKey: 'k', apiUrl: closed.url });
    const error = await failure(unreachable.search(query(), signal()));
    expect(error.message).toMatch(/could not reach http:\/\/127\.0\.0\.1:\d+\/res\/v1: ECONNREFUSED/);
  });

  it('rejects promptly when the caller aborts a slow answer, and Brave sees it go', async () => {
    fake.setMode('slow', { delayMs: 10_000 });
    const started = performance.now();
    const error = await provider.search(query(), AbortSignal.timeout(100)).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect((error as Error).name).toMatch(/AbortError|TimeoutError/);
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
  });

  it('answers a slow but patient request', async () => {
    fake.setMode('slow', { delayMs: 50 });
    expect((await provider.search(query(), signal())).results).toHaveLength(3);
  });
});

describe('brave provider: suggestions and check', () => {
  it('reads completions, sending the prefix, language and country', async () => {
    expect(await provider.suggest?.('biodiv', 'fr', signal())).toEqual([
      'biodiversity',
      'biodiversity definition',
      'biodiversity loss',
      'biodiversity net gain',
    ]);
    expect(fake.requests[0]).toMatchObject({
      path: '/res/v1/suggest/search',
      query: { q: 'biodiv', lang: 'fr', country: 'FR' },
    });
  });

  it('keeps only usable completions', async () => {
    fake.setMode('missing-fields');
    expect(await provider.suggest?.('o', 'en', signal())).toEqual(['ok']);
  });

  it.each([
    ['wrong shape', () => fake.setMode('wrong-shape'), /unexpected shape/],
    ['rate-limited', () => fake.setMode('http-error', { status: 429 }), /rate-limited/],
  ])('%s → ProviderError', async (_name, arrange, message) => {
    arrange();
    expect((await failure(provider.suggest?.('bio', 'en', signal()))).message).toMatch(message);
  });

  it('check passes with a valid key, with a one-result search', async () => {
    await expect(provider.check?.(signal())).resolves.toBeUndefined();
    expect(fake.requests[0]).toMatchObject({ path: '/res/v1/web/search', query: { q: 'karma', count: '1' } });
  });

  it('check explains a refused key to the operator', async () => {
    const wrongKey = createBraveProvider({ apiKey: 'not-the-key', apiUrl: fake.url });
    const error = await failure(wrongKey.check?.(signal()));
    expect(error.message).toBe(
      'brave: the API key was refused (HTTP 401, SUBSCRIPTION_TOKEN_INVALID): check BRAVE_API_KEY',
    );
    expect(error.status).toBe(401);
  });
});
