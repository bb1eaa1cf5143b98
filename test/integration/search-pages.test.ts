import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets.ts';
import type { SearchQuery, SearchResponse, SearchResult } from '../../server/shared/search-types.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const news = (title: string, hoursAgo: number): SearchResult => ({
  vertical: 'news',
  url: `https://news.example/${encodeURIComponent(title)}`,
  title,
  snippet: [{ text: 'news' }],
  source: 'Daily Example',
  published: new Date(NOW.getTime() - hoursAgo * 3600_000).toISOString(),
});
const image = (title: string): SearchResult => ({
  vertical: 'images',
  url: `https://photos.example/${encodeURIComponent(title)}`,
  title,
  snippet: [],
  image: { src: 'https://cdn.example/full.jpg', thumbnail: 'https://cdn.example/thumb.jpg', width: 800, height: 600 },
});
const video = (title: string, durationS: number): SearchResult => ({
  vertical: 'videos',
  url: `https://video.example/${encodeURIComponent(title)}`,
  title,
  snippet: [],
  video: { durationS, thumbnail: 'https://cdn.example/v.jpg' },
});

/** Scripted answers by query text; 'fail-news' breaks the news vertical only. */
function respond(q: SearchQuery): SearchResponse {
  if (q.text === 'boom') throw new Error('backend exploded');
  if (q.text === 'nothing') return answer([]);
  if (q.text === 'fail-news' && q.vertical === 'news') throw new Error('news backend down');
  if (q.text === 'otterr' && q.spellcheck) return answer([webResult('Otter')], { spelling: { corrected: 'otter' } });
  switch (q.vertical) {
    case 'news':
      return answer([news('Otters return to the Loire', 5), news('River survey', 30)]);
    case 'images':
      return answer([image('Otter on a rock'), image('Otter family')]);
    case 'videos':
      return answer([video('Otters at play', 187)]);
    default:
      return answer(
        Array.from({ length: 10 }, (_, i) =>
          webResult(i === 0 ? `Result ${q.page}-${i} ${'long title '.repeat(12)}` : `Result ${q.page}-${i}`),
        ),
        { hasMore: q.page < 3, related: ['otter habitat', 'sea otter'] },
      );
  }
}

let t: TestApp;
let provider: ReturnType<typeof scriptedProvider>;
beforeAll(() => {
  provider = scriptedProvider(respond);
  t = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { searchProvider: provider, now: () => NOW });
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path);
const lastQuery = (vertical = 'web') => provider.calls.filter((c) => c.vertical === vertical).at(-1);

describe('the All tab', () => {
  it('shows web results with the news group, image row, video row and related searches', async () => {
    const res = await get('/search?q=otter');
    expect(res.status).toBe(200);
    const html = res.text;
    // Each group streams in its own Suspense segment (their visual order is checked in Chromium).
    for (const text of ['Result 1-9', 'Top stories', 'Otter on a rock', 'Otters at play', 'Related searches']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/news?q=otter">View all news');
    expect(html).toContain('href="/images?q=otter">View all images');
    expect(html).toContain('href="/videos?q=otter">View all videos');
    expect(html).toContain('href="/search?q=otter%20habitat"');
    expect(html).toContain('5 hours ago');
    expect(html).toContain('3:07');
  });

  it('opens results directly, without referrer, and truncates long titles at 88 characters', async () => {
    const res = await get('/search?q=otter');
    const links = [...res.text.matchAll(/<a class="result__title" href="([^"]+)" rel="([^"]+)">([^<]+)<\/a>/g)];
    expect(links.length).toBe(10);
    for (const [, href, rel] of links) {
      expect(href).toMatch(/^https:\/\/example\.org\//);
      expect(rel).toBe('noreferrer noopener');
    }
    const long = links[0]?.[3] ?? '';
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(89);
  });

  it('routes third-party thumbnails through the signed image proxy', async () => {
    const res = await get('/search?q=otter');
    const sources = [...res.text.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).toMatch(/^\/img\?url=https%3A%2F%2Fcdn\.example%2F[^&]+&amp;h=[\w-]{20,}$/);
  });

  it('the Web tab shows web results only', async () => {
    const res = await get('/search?q=otter&t=web');
    expect(res.text).toContain('Result 1-2');
    expect(res.text).not.toContain('Top stories');
    expect(res.text).toMatch(/<a href="\/search\?q=otter&amp;t=web" aria-current="page">Web<\/a>/);
  });

  it('a failing news backend leaves the web results and other groups alone', async () => {
    const res = await get('/search?q=fail-news');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Result 1-0');
    expect(res.text).toContain('Otter on a rock');
    expect(res.text).not.toContain('Top stories');
    expect(res.text).not.toContain('From the news');
  });
});

describe('vertical tabs', () => {
  it('images: a grid, strict safe search by default', async () => {
    const res = await get('/images?q=otter');
    expect(res.text).toContain('class="image-grid o1"');
    expect(res.text).toContain('Otter family');
    expect(lastQuery('images')?.safeSearch).toBe('strict');
  });

  it('news: source and relative date', async () => {
    const res = await get('/news?q=otter');
    expect(res.text).toContain('class="news-list o1"');
    expect(res.text).toContain('Daily Example');
  });

  it('videos: duration and thumbnail', async () => {
    const res = await get('/videos?q=otter');
    expect(res.text).toContain('class="video-grid o1"');
    expect(res.text).toContain('Duration 3:07');
  });
});

describe('filters', () => {
  it('shows the filters the provider supports for the vertical and passes them on', async () => {
    const res = await get('/images?q=otter&size=large&colour=teal&licence=any&safe=off');
    expect(res.text).toContain('name="size"');
    expect(res.text).toContain('name="licence"');
    expect(res.text).not.toContain('name="resolution"');
    expect(lastQuery('images')).toMatchObject({
      image: { size: 'large', colour: 'teal', licence: 'any' },
      safeSearch: 'off',
    });
  });

  it('ignores unknown values', async () => {
    await get('/videos?q=otter&resolution=8k&length=short&freshness=decade');
    expect(lastQuery('videos')).toMatchObject({ video: { length: 'short' }, freshness: 'any' });
  });

  it('takes safe-search defaults from the settings cookie', async () => {
    await request(t.app).get('/search?q=otter&t=web').set('Cookie', 'karma_safesearch=strict.off');
    expect(lastQuery('web')?.safeSearch).toBe('strict');
    await request(t.app).get('/images?q=otter').set('Cookie', 'karma_safesearch=strict.off');
    expect(lastQuery('images')?.safeSearch).toBe('off');
  });

  it('a provider without filters shows none', async () => {
    const bare = buildTestApp(
      {},
      {
        searchProvider: scriptedProvider(respond, {
          ...FULL_CAPABILITIES,
          freshness: false,
          imageFilters: [],
          imageSafeSearch: ['strict'],
        }),
      },
    );
    const res = await request(bare.app).get('/images?q=otter');
    expect(res.text).not.toContain('name="size"');
    expect(res.text).not.toContain('name="freshness"');
    expect(res.text).not.toContain('name="safe"');
    await bare.close();
  });
});

describe('paging and spelling', () => {
  it('pages keep q and the filters', async () => {
    const res = await get('/search?q=otter&t=web&p=2');
    expect(lastQuery('web')?.page).toBe(2);
    expect(res.text).toContain('Result 2-0');
    expect(res.text).toContain('href="/search?q=otter&amp;t=web" rel="prev"'.replace(' rel="prev"', ''));
    expect(res.text).toMatch(/rel="next" href="\/search\?q=otter&amp;t=web&amp;p=3"/);
    const last = await get('/search?q=otter&t=web&p=3');
    expect(last.text).not.toContain('rel="next"');
  });

  it("shows 'Showing results for' and 'Search instead for', which searches as typed", async () => {
    const res = await get('/search?q=otterr&t=web');
    expect(res.text).toContain('Showing results for');
    expect(res.text).toContain('href="/search?q=otter&amp;t=web"');
    expect(res.text).toMatch(
      /Search instead for(<!-- -->)? <a href="\/search\?q=otterr&amp;t=web&amp;spell=0">otterr<\/a>/,
    );
    await get('/search?q=otterr&t=web&spell=0');
    expect(lastQuery('web')).toMatchObject({ text: 'otterr', spellcheck: false });
  });
});

describe('nothing found, failures, slowness', () => {
  it('no result: the apology, tips and a Google link', async () => {
    const res = await get('/search?q=nothing&t=web');
    expect(res.text).toContain('Sorry, we didn&#x27;t find anything');
    expect(res.text).toContain('Check the spelling');
    expect(res.text).toMatch(
      /href="https:\/\/www\.google\.com\/search\?q=nothing" target="_blank" rel="noreferrer noopener">Try this search on Google/,
    );
  });

  it('a provider failure is a localized panel with a retry link and status 503', async () => {
    const res = await request(t.app).get('/search?q=boom').set('Accept-Language', 'es');
    expect(res.status).toBe(503);
    expect(res.text).toContain('No se pudieron cargar los resultados');
    expect(res.text).toMatch(/<a href="\/search\?q=boom">Reintentar<\/a>/);
  });

  it('a provider past the timeout gives the timeout panel', async () => {
    const slow = buildTestApp(
      // The first byte waits 50 ms for the lookup, then streams: the timeout comes after (ADR 017).
      { SEARCH_TIMEOUT_MS: '1000', RESULTS_STATUS_WAIT_MS: '50' },
      {
        searchProvider: scriptedProvider(
          (_q, signal) =>
            new Promise((_r, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
        ),
      },
    );
    const res = await request(slow.app).get('/search?q=otter&t=web');
    expect(res.status).toBe(200);
    expect(res.text).toContain('took too long');
    await slow.close();
  });

  it('the slow-connection notice is in the fallback and appears after 3 s by CSS alone', async () => {
    const res = await get('/search?q=otter');
    expect(res.text).toContain('Looks like your connection is slow!');
    expect(res.text).toMatch(/\.slow-notice\{visibility:hidden;animation:karma-appear 0s linear 3s forwards\}/);
  });
});

describe('suggestions and OpenSearch', () => {
  it('answers OpenSearch suggestions JSON', async () => {
    const res = await get('/search/autosuggest?q=lyn&lang=fr&country=FR');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-suggestions\+json/);
    expect(JSON.parse(res.text)).toEqual(['lyn', ['lyn suggestion']]);
    expect(JSON.parse((await get('/search/autosuggest?q=')).text)).toEqual(['', []]);
    expect(JSON.parse((await get('/search/autosuggest')).text)).toEqual(['', []]);
  });

  it('is rate-limited per address', async () => {
    const limited = buildTestApp({}, { searchProvider: scriptedProvider(respond) });
    const statuses = [];
    for (let i = 0; i < 40; i++) statuses.push((await request(limited.app).get(`/search/autosuggest?q=a${i}`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await limited.close();
  });

  it('describes the engine for browsers, linked from every page', async () => {
    const res = await get('/opensearch.xml');
    expect(res.headers['content-type']).toMatch(/application\/opensearchdescription\+xml/);
    expect(res.text).toContain('template="http://karma.test/search?q={searchTerms}"');
    expect(res.text).toContain('type="application/x-suggestions+json"');
    const home = await get('/');
    expect(home.text).toContain(
      '<link rel="search" type="application/opensearchdescription+xml" title="Karma" href="/opensearch.xml"/>',
    );
  });
});

describe('encyclopedia panel', () => {
  it('shows the summary of an encyclopedia result the query names', async () => {
    const wiki = buildTestApp(
      {},
      {
        searchProvider: scriptedProvider(
          () => answer([webResult('Red fox', 'https://en.wikipedia.org/wiki/Red_fox')]),
          { ...FULL_CAPABILITIES, verticals: ['web'] },
        ),
        encyclopedia: async (url) => ({
          title: 'Red fox',
          extract: 'The red fox is the largest of the true foxes.',
          url,
          image: 'https://upload.example/fox.jpg',
        }),
      },
    );
    const res = await request(wiki.app).get('/search?q=red%20fox');
    expect(res.text).toContain('<aside class="infobox o2"');
    expect(res.text).toContain('The red fox is the largest of the true foxes.');
    expect(res.text).toContain('Read more on en.wikipedia.org');
    await wiki.close();
  });

  it('asks for no summary of an article the query does not name, though it ranks first', async () => {
    const asked: string[] = [];
    const wiki = buildTestApp(
      {},
      {
        searchProvider: scriptedProvider(
          () =>
            answer([
              webResult('Sea', 'https://en.wikipedia.org/wiki/Sea'),
              webResult('Otter', 'https://en.wikipedia.org/wiki/Otter'),
            ]),
          { ...FULL_CAPABILITIES, verticals: ['web'] },
        ),
        encyclopedia: async (url) => {
          asked.push(url);
          return { title: url.slice(url.lastIndexOf('/') + 1), extract: 'A summary.', url };
        },
      },
    );
    const named = await request(wiki.app).get('/search?q=how%20do%20otters%20hunt');
    expect(asked).toEqual(['https://en.wikipedia.org/wiki/Otter']);
    expect(named.text).toContain('<aside class="infobox o2"');
    const unnamed = await request(wiki.app).get('/search?q=kayak%20trips');
    expect(asked).toHaveLength(1);
    expect(unnamed.text).not.toContain('<aside class="infobox');
    await wiki.close();
  });
});

describe('the Other search menu', () => {
  it('carries its links in its HTML once, not again in the props the browser hydrates it with', async () => {
    const html = (await request(t.app).get('/search?q=river%20otter').expect(200)).text;
    const marker = /data-island="OtherSearchMenu" data-props="([^"]*)"/.exec(html);
    const props = JSON.parse((marker?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    expect(props).toEqual({ id: 'other-search', label: 'Other search', newTabNote: 'Opens in a new tab' });
    const panel = html.slice(html.indexOf('id="other-search-panel"'));
    expect(panel).toContain('href="https://en.wikipedia.org/w/index.php?search=river%20otter"');
    expect(html.split('en.wikipedia.org/w/index.php?search=river%20otter')).toHaveLength(2);
  });
});

describe('chunk hints', () => {
  it('hints the chunks of the islands in the head, each once, so they load while the page streams', async () => {
    const assets = loadAssets(process.cwd());
    const html = (await request(t.app).get('/search?q=fox').expect(200)).text;
    const head = html.slice(0, html.indexOf('</head>'));
    const hinted = (text: string) => [...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    for (const island of ['SearchBox', 'OtherSearchMenu', 'StickyHeader'] as const) {
      expect(html).toContain(`data-island="${island}"`);
      expect(hinted(head)).toContain(assets.islands[island]);
    }
    expect(hinted(head)).toEqual(expect.arrayContaining(assets.shared));
    // Before the critical CSS, as early as the head allows.
    expect(head.indexOf('rel="modulepreload"')).toBeLessThan(head.indexOf('<style'));
    const all = hinted(html);
    expect(new Set(all).size).toBe(all.length);
  });
});
