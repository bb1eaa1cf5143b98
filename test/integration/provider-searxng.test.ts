import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../server/search/provider.ts';
import { createSearxngProvider, SEARXNG_CAPABILITIES } from '../../server/search/providers/searxng.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type FakeSearxng, startFakeSearxng } from '../fakes/searxng-server.ts';

const QUERY_TEXT = 'biodiversity canary-7f3a';

const query = (overrides: Partial<SearchQuery> = {}) => defaultQuery(QUERY_TEXT, overrides);

const signal = () => AbortSignal.timeout(5000);

let fake: FakeSearxng;
let provider: ReturnType<typeof createSearxngProvider>;

beforeAll(async () => {
  fake = await startFakeSearxng();
  provider = createSearxngProvider({ baseUrl: `${fake.url}/` });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('searxng provider: request', () => {
  it('declares its name and capabilities', () => {
    expect(provider.name).toBe('searxng');
    expect(provider.capabilities).toEqual(SEARXNG_CAPABILITIES);
    expect(SEARXNG_CAPABILITIES).toMatchObject({
      verticals: ['web', 'images', 'news', 'videos'],
      maxPage: 10,
      imageFilters: [],
      videoFilters: [],
      imageSafeSearch: ['off', 'moderate', 'strict'],
    });
  });

  it.each<[string, Partial<SearchQuery>, Record<string, string>]>([
    ['web', {}, { categories: 'general', pageno: '1', safesearch: '1', language: 'en-US' }],
    [
      'images',
      { vertical: 'images', safeSearch: 'strict' },
      { categories: 'images', pageno: '1', safesearch: '2', language: 'en-US' },
    ],
    [
      'news this week',
      { vertical: 'news', freshness: 'week' },
      { categories: 'news', pageno: '1', safesearch: '1', language: 'en-US', time_range: 'week' },
    ],
    [
      'videos, page 3, safe off',
      { vertical: 'videos', page: 3, safeSearch: 'off' },
      { categories: 'videos', pageno: '3', safesearch: '0', language: 'en-US' },
    ],
    [
      'past day',
      { freshness: 'day' },
      { categories: 'general', pageno: '1', safesearch: '1', language: 'en-US', time_range: 'day' },
    ],
    [
      'past month',
      { freshness: 'month' },
      { categories: 'general', pageno: '1', safesearch: '1', language: 'en-US', time_range: 'month' },
    ],
    [
      'French region',
      { language: 'fr', region: 'fr-FR' },
      { categories: 'general', pageno: '1', safesearch: '1', language: 'fr-FR' },
    ],
    [
      'no region: the locale',
      { language: 'es', region: '' },
      { categories: 'general', pageno: '1', safesearch: '1', language: 'es' },
    ],
    [
      'spellcheck off',
      { spellcheck: false },
      { categories: 'general', pageno: '1', safesearch: '1', language: 'en-US' },
    ],
    [
      'image filters are not sent',
      { vertical: 'images', image: { size: 'large' } },
      { categories: 'images', pageno: '1', safesearch: '1', language: 'en-US' },
    ],
  ])('%s → exactly these parameters', async (_name, overrides, expected) => {
    await provider.search(query(overrides), signal());
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/search' });
    expect(fake.requests[0]?.query).toEqual({ q: QUERY_TEXT, format: 'json', ...expected });
  });

  it('forwards no visitor data: only the headers it builds itself', async () => {
    await provider.search(query(), signal());
    await provider.suggest?.('bio', 'en', signal());
    await provider.check?.(signal());
    expect(fake.requests).toHaveLength(3);
    for (const { headers } of fake.requests) {
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
      ];
      expect(Object.keys(headers).filter((name) => !allowed.includes(name))).toEqual([]);
    }
  });

  it('asks nothing beyond the last page', async () => {
    const response = await provider.search(query({ page: 11 }), signal());
    expect(response).toEqual({ results: [], hasMore: false, related: [], unresponsive: [] });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('searxng provider: answers', () => {
  it('maps web results, correction, related searches, infobox and unresponsive engines', async () => {
    const response = await provider.search(query(), signal());
    expect(response.results).toHaveLength(4);
    expect(response.results[0]).toEqual({
      vertical: 'web',
      url: 'https://en.wikipedia.org/wiki/Biodiversity',
      title: 'Biodiversity - Wikipedia',
      snippet: [{ text: expect.stringMatching(/^Biodiversity is the variability of life on Earth\./) }],
      site: 'en.wikipedia.org',
    });
    expect(response.results[1]).toMatchObject({
      site: 'rewild.org',
      published: '2024-05-22T00:00:00.000Z',
      snippet: [
        { text: 'Biodiversity is the variety of all life on Earth: plants, animals, fungi and microorganisms.' },
      ],
    });
    // SearXNG content is plain text: markup in it stays text.
    expect(response.results[2]).toMatchObject({
      published: '2023-11-02T08:30:00.000Z',
      snippet: [{ text: 'Connect with nature & help scientists <learn> about biodiversity.' }],
    });
    expect(response.results[3]?.snippet).toEqual([]);
    // Plenty of results: the correction hint stays a hint.
    expect(response.spelling).toBeUndefined();
    expect(response.related).toEqual(['biodiversity definition', 'biodiversity loss', 'biodiversity examples']);
    expect(response.infobox).toEqual({
      title: 'Biodiversity',
      extract: 'Biodiversity is the variability of life on Earth.',
      url: 'https://en.wikipedia.org/wiki/Biodiversity',
      image: 'https://upload.wikimedia.org/wikipedia/commons/thumb/biodiversity.jpg',
    });
    expect(response.unresponsive).toEqual(['google', 'startpage']);
    expect(response.hasMore).toBe(true);
  });

  it('maps image results with their size and thumbnail', async () => {
    const { results } = await provider.search(query({ vertical: 'images' }), signal());
    expect(results.map((r) => r.vertical === 'images' && r.image)).toEqual([
      {
        src: 'https://upload.wikimedia.org/wikipedia/commons/red_panda.jpg',
        thumbnail: 'https://upload.wikimedia.org/wikipedia/commons/thumb/red_panda.jpg',
        width: 3000,
        height: 2000,
        format: 'JPEG',
      },
      {
        src: 'https://live.staticflickr.com/1234/red_panda_snow.jpg',
        thumbnail: 'https://live.staticflickr.com/1234/red_panda_snow_n.jpg',
        width: 1024,
        height: 1024,
      },
      {
        src: 'https://www.zoo.example/img/red-panda.png',
        thumbnail: 'https://www.zoo.example/img/red-panda-small.png',
      },
    ]);
    expect(results[0]).toMatchObject({
      vertical: 'images',
      title: 'Red Panda (Ailurus fulgens)',
      site: 'commons.wikimedia.org',
    });
  });

  it('maps news results with source, thumbnail and date', async () => {
    const { results, related, unresponsive } = await provider.search(query({ vertical: 'news' }), signal());
    expect(results).toMatchObject([
      {
        vertical: 'news',
        site: 'theguardian.com',
        published: '2025-01-10T08:15:00.000Z',
        thumbnail: 'https://i.guim.co.uk/img/wildlife-law.jpg',
      },
      { source: 'Le Monde', published: '2025-01-09T16:00:00.000Z', thumbnail: 'https://img.lemde.fr/faune.jpg' },
      { site: 'apnews.com', published: undefined, thumbnail: undefined },
    ]);
    expect(related).toEqual(['wildlife protection act']);
    expect(unresponsive).toEqual(['wikinews']);
  });

  it('maps video results with duration, thumbnail and embed', async () => {
    const { results } = await provider.search(query({ vertical: 'videos' }), signal());
    expect(results.map((r) => r.vertical === 'videos' && r.video)).toEqual([
      {
        durationS: 102,
        thumbnail: 'https://i.ytimg.com/vi/epUk3T2Kfno/hqdefault.jpg',
        embed: 'https://www.youtube-nocookie.com/embed/epUk3T2Kfno',
      },
      {
        durationS: 3725,
        resolution: '1080p',
        thumbnail: 'https://s1.dmcdn.net/v/otters.jpg',
        embed: 'https://www.dailymotion.com/embed/video/x8otters',
      },
      { durationS: 3723, thumbnail: 'https://i.vimeocdn.com/video/otters.jpg' },
    ]);
  });

  it('a query that finds little is searched again with the correction, which is reported', async () => {
    const response = await provider.search(query({ text: 'biodiversty loss' }), signal());
    expect(response.spelling).toEqual({ corrected: 'biodiversity loss' });
    expect(response.results).toHaveLength(4);
    expect(fake.requests.map((r) => r.query.q)).toEqual(['biodiversty loss', 'biodiversity loss']);
  });

  it('a query that finds plenty as typed keeps its results, the correction only offered', async () => {
    const response = await provider.search(query({ text: 'wolfs' }), signal());
    expect(response.spelling).toEqual({ corrected: 'wolves', suggestion: true });
    expect(response.results).toHaveLength(4);
    expect(fake.requests.map((r) => r.query.q)).toEqual(['wolfs']);
  });

  it('a correction equal to the query sent (operators rebuilt in its syntax) is no correction', async () => {
    fake.setMode('normal', { echoCorrections: true });
    const response = await provider.search(query({ text: 'fox  -dog site:Example.org' }), signal());
    expect(fake.requests.map((r) => r.query.q)).toEqual(['fox site:example.org -dog']);
    expect(response.spelling).toBeUndefined();
  });

  it('a query with operators that finds little is searched again with the first real correction', async () => {
    fake.setMode('normal', { echoCorrections: true });
    const response = await provider.search(query({ text: 'biodiversty  -dog site:Example.org' }), signal());
    expect(fake.requests.map((r) => r.query.q)).toEqual([
      'biodiversty site:example.org -dog',
      'biodiversity site:example.org -dog',
    ]);
    expect(response.spelling).toEqual({ corrected: 'biodiversity site:example.org -dog' });
  });

  it('a correctly spelt query reports no correction', async () => {
    expect((await provider.search(query({ text: 'biodiversity' }), signal())).spelling).toBeUndefined();
  });

  it('with spellcheck off, sends the query as typed and reports no correction', async () => {
    const response = await provider.search(query({ spellcheck: false }), signal());
    expect(fake.requests[0]?.query.q).toBe(QUERY_TEXT);
    expect(response.spelling).toBeUndefined();
    expect(response.results).toHaveLength(4);
  });

  it.each([
    ['a non-empty page before the last', { page: 9 }, 'normal', true],
    ['the last page', { page: 10 }, 'normal', false],
    ['an empty page', { page: 1 }, 'empty', false],
  ] as const)('hasMore on %s', async (_name, overrides, mode, expected) => {
    fake.setMode(mode);
    expect((await provider.search(query(overrides), signal())).hasMore).toBe(expected);
  });

  it('answers an empty page as no results, nothing else', async () => {
    fake.setMode('empty');
    expect(await provider.search(query(), signal())).toEqual({
      results: [],
      hasMore: false,
      related: [],
      unresponsive: [],
    });
  });

  it('drops results without an http url or a title and ignores odd optional fields', async () => {
    fake.setMode('missing-fields');
    const web = await provider.search(query(), signal());
    expect(web.results.map((r) => r.url)).toEqual([
      'https://example.org/minimal',
      'https://example.org/odd-fields',
      'https://example.org/image-without-src',
      'https://example.org/img-page',
    ]);
    expect(web.results[0]).toEqual({
      vertical: 'web',
      url: 'https://example.org/minimal',
      title: 'Only a url and a title',
      snippet: [],
      site: 'example.org',
    });
    expect(web.results[1]).toMatchObject({ snippet: [], published: undefined });
    expect(web.infobox).toBeUndefined();
    expect(web.spelling).toBeUndefined();
    expect(web.related).toEqual([]);
    expect(web.unresponsive).toEqual(['google', 'bing']);

    const images = await provider.search(query({ vertical: 'images' }), signal());
    expect(images.results.map((r) => r.url)).toEqual(['https://example.org/img-page']);
  });

  it('never sends an external bang, which SearXNG would answer with a redirect to that engine', async () => {
    // Leading ! and : are searched as words (server/shared/query-operators.ts remoteQueryText).
    const response = await provider.search(query({ text: '!!g otters !!' }), signal());
    expect(fake.requests.map((r) => r.query.q)).toEqual(['g otters']);
    expect(response.results.length).toBeGreaterThan(0);
  });
});

describe('searxng provider: failures', () => {
  it.each<[string, () => void, RegExp, number | undefined]>([
    [
      'format=json disabled',
      () => fake.setMode('http-error'),
      /refused format=json \(HTTP 403\): enable "json" in search\.formats of its settings\.yml/,
      403,
    ],
    ['rate-limited', () => fake.setMode('http-error', { status: 429 }), /rate-limited .*HTTP 429/, 429],
    ['server error', () => fake.setMode('http-error', { status: 500 }), /answered HTTP 500/, 500],
    ['bad gateway', () => fake.setMode('http-error', { status: 502 }), /answered HTTP 502/, 502],
    ['not found', () => fake.setMode('http-error', { status: 404 }), /answered HTTP 404/, 404],
    ['malformed JSON', () => fake.setMode('malformed'), /malformed JSON/, undefined],
    ['JSON of the wrong shape', () => fake.setMode('wrong-shape'), /unexpected shape \(results: /, undefined],
  ])('%s → ProviderError', async (_name, arrange, message, status) => {
    arrange();
    const error = await provider.search(query(), signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: 'searxng', status });
    expect((error as Error).message).toMatch(/^searxng: /);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toContain(fake.url);
    expect((error as Error).message).not.toContain(QUERY_TEXT);
  });

  it('names the instance it could not reach', async () => {
    const closed = await startFakeSearxng();
    await closed.close();
    const unreachable = createSearxngProvider({ baseUrl: closed.url });
    const error = await unreachable.search(query(), signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toMatch(/could not reach the instance at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/);
  });

  it('rejects promptly when the caller aborts a slow answer, and the instance sees it go', async () => {
    fake.setMode('slow', { delayMs: 10_000 });
    const started = performance.now();
    const error = await provider.search(query(), AbortSignal.timeout(100)).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(1000);
    expect((error as Error).name).toMatch(/AbortError|TimeoutError/);
    await expect.poll(() => fake.requests[0]?.aborted).toBe(true);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const error = await provider.search(query(), AbortSignal.abort()).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('searxng provider: suggestions', () => {
  it.each(['opensearch', 'list'] as const)('reads %s completions and sends only the prefix', async (completions) => {
    fake.setMode('normal', { completions });
    const list = await provider.suggest?.('biodiv', 'fr', signal());
    expect(list).toEqual(['biodiversity', 'biodiversity definition', 'biodiversity loss', 'biodiversity hotspots']);
    expect(fake.requests[0]).toMatchObject({ path: '/autocompleter', query: { q: 'biodiv' } });
  });

  it('answers none when the instance has none', async () => {
    fake.setMode('empty');
    expect(await provider.suggest?.('zzz', 'en', signal())).toEqual([]);
  });

  it.each([
    ['malformed', () => fake.setMode('malformed'), /malformed JSON/],
    ['wrong shape', () => fake.setMode('wrong-shape'), /unexpected shape/],
    ['server error', () => fake.setMode('http-error', { status: 503 }), /HTTP 503/],
  ])('%s → ProviderError', async (_name, arrange, message) => {
    arrange();
    await expect(provider.suggest?.('bio', 'en', signal())).rejects.toThrow(message);
  });
});

describe('searxng provider: check', () => {
  it('passes when the instance accepts format=json, without running a search', async () => {
    await expect(provider.check?.(signal())).resolves.toBeUndefined();
    expect(fake.requests[0]?.query).toEqual({ format: 'json' });
  });

  it('explains a disabled JSON format to the operator', async () => {
    fake.setMode('http-error');
    const error = await provider.check?.(signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status: 403 });
    expect((error as Error).message).toBe(
      `searxng: the instance at ${fake.url} refused format=json (HTTP 403): enable "json" in search.formats of its settings.yml`,
    );
  });

  it('fails on a server error', async () => {
    fake.setMode('http-error', { status: 500 });
    await expect(provider.check?.(signal())).rejects.toMatchObject({ status: 500 });
  });
});
