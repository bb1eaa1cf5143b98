/**
 * The result pages over each real provider: local (an index built from the in-repo fixture),
 * SearXNG and Brave (against local servers answering in their documented formats). Every tab,
 * a filter, paging, spelling, a failure and a slow backend, through the whole app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import type { SearchProvider } from '../../server/search/provider.ts';
import { createBraveProvider } from '../../server/search/providers/brave.ts';
import { createSearxngProvider } from '../../server/search/providers/searxng.ts';
import { type FakeBrave, startFakeBrave } from '../fakes/brave-server.ts';
import { type FakeSearxng, startFakeSearxng } from '../fakes/searxng-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

/** A page's body as it arrives: each chunk with the time it came (performance.now()). */
function timedChunks(port: number, path: string): Promise<{ status: number; list: { at: number; text: string }[] }> {
  return new Promise((resolve, reject) => {
    get({ port, host: '127.0.0.1', path }, (res) => {
      const list: { at: number; text: string }[] = [];
      res.setEncoding('utf8');
      res.on('data', (text: string) => list.push({ at: performance.now(), text }));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, list }));
    }).on('error', reject);
  });
}

const titles = (html: string, selector = 'result__title') =>
  [...html.matchAll(new RegExp(`class="${selector}"[^>]*>([^<]+)<`, 'g'))].map((m) => m[1]);

interface Setup {
  provider: SearchProvider;
  /** Makes the next lookups fail (HTTP error upstream, or a missing index). */
  breakIt(): void;
  /** Makes the next lookups slower than the runner's timeout. */
  slowIt(): void;
  repair(): void;
  close(): Promise<void>;
}

interface Case {
  name: string;
  setup(): Promise<Setup>;
  queries: {
    web: string;
    images: string;
    news: string;
    videos: string;
    misspelt: string;
    corrected: string;
    paged: string;
  };
  /** Checks that `/images?q=…&size=large` reached the backend or filtered the results. */
  checkImageFilter(html: string, setup: Setup): void;
  /** Checks that page 2 was asked for or shows other results than page 1. */
  checkPaging(page1: string, page2: string, setup: Setup): void;
}

let searxng: FakeSearxng;
let brave: FakeBrave;
const NOW = new Date('2025-06-15T12:00:00Z');

const cases: Case[] = [
  {
    name: 'local',
    async setup() {
      const dir = mkdtempSync(join(tmpdir(), 'karma-pages-'));
      const indexFile = join(dir, 'index.sqlite');
      await buildIndex({
        inputs: [join(import.meta.dirname, '../fixtures/local-index/records.jsonl')],
        outFile: indexFile,
      });
      let provider = createLocalProvider({ indexFile, now: () => NOW });
      const broken = createLocalProvider({ indexFile: join(dir, 'missing.sqlite'), now: () => NOW });
      let mode: 'ok' | 'broken' | 'slow' = 'ok';
      const wrapper: SearchProvider = {
        name: 'local',
        capabilities: provider.capabilities,
        suggest: (...args) => provider.suggest?.(...args) ?? Promise.resolve([]),
        async search(query, signal) {
          if (mode === 'slow') await new Promise((r) => setTimeout(r, 1000));
          return (mode === 'broken' ? broken : provider).search(query, signal);
        },
      };
      return {
        provider: wrapper,
        breakIt: () => {
          mode = 'broken';
        },
        slowIt: () => {
          mode = 'slow';
        },
        repair: () => {
          mode = 'ok';
        },
        async close() {
          await provider.close?.();
          await broken.close?.();
          provider = undefined as never;
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    queries: {
      web: 'red fox',
      images: 'heron',
      news: 'otters',
      videos: 'otter',
      misspelt: 'elephnt',
      corrected: 'elephant',
      paged: 'meadow',
    },
    checkImageFilter(html) {
      const shown = titles(html, 'image-item__caption');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((t) => /large|wallpaper/i.test(t ?? ''))).toBe(true);
    },
    checkPaging(page1, page2) {
      const first = titles(page1);
      const second = titles(page2);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((t) => first.includes(t))).toEqual([]);
    },
  },
  {
    name: 'searxng',
    async setup() {
      searxng = await startFakeSearxng();
      return {
        provider: createSearxngProvider({ baseUrl: searxng.url }),
        breakIt: () => searxng.setMode('http-error', { status: 500 }),
        slowIt: () => searxng.setMode('slow', { delayMs: 1000 }),
        repair: () => searxng.reset(),
        close: () => searxng.close(),
      };
    },
    queries: {
      web: 'biodiversity',
      images: 'heron',
      news: 'otters',
      videos: 'otter',
      misspelt: 'biodiversty loss',
      corrected: 'biodiversity loss',
      paged: 'biodiversity',
    },
    checkImageFilter() {
      // SearXNG has no image filters: the page offers none and sends none.
      expect(searxng.requests.at(-1)?.query).not.toHaveProperty('size');
    },
    checkPaging() {
      expect(searxng.requests.filter((r) => r.path === '/search').at(-1)?.query.pageno).toBe('2');
    },
  },
  {
    name: 'brave',
    async setup() {
      brave = await startFakeBrave();
      return {
        provider: createBraveProvider({ apiKey: brave.apiKey, apiUrl: brave.url }),
        breakIt: () => brave.setMode('http-error', { status: 503 }),
        slowIt: () => brave.setMode('slow', { delayMs: 1000 }),
        repair: () => brave.reset(),
        close: () => brave.close(),
      };
    },
    queries: {
      web: 'biodiversity',
      images: 'heron',
      news: 'otters',
      videos: 'otter',
      misspelt: 'biodiversty',
      corrected: 'biodiversity',
      paged: 'biodiversity',
    },
    checkImageFilter(html) {
      // Brave has no size filter upstream: the provider filters on the images' own sizes.
      expect(brave.requests.at(-1)?.query).not.toHaveProperty('size');
      expect(html).toContain('class="image-grid o1"');
    },
    checkPaging() {
      expect(brave.requests.filter((r) => r.path.endsWith('/web/search')).at(-1)?.query.offset).toBe('1');
    },
  },
];

for (const c of cases) {
  describe(`result pages over the ${c.name} provider`, () => {
    let setup: Setup;
    let t: TestApp;
    let slowApp: TestApp;
    beforeAll(async () => {
      setup = await c.setup();
      // The status wait a little longer than the default (150 ms): a fast failure is a 503 on a busy machine too.
      t = buildTestApp(
        { SEARCH_CACHE_TTL: '0', IMAGE_PROXY_ALLOW_PRIVATE: 'true', RESULTS_STATUS_WAIT_MS: '300' },
        { searchProvider: setup.provider, now: () => NOW },
      );
      // The timeout (700 ms) comes well after the status wait (50 ms): the page has left with its 200.
      slowApp = buildTestApp(
        { SEARCH_CACHE_TTL: '0', SEARCH_TIMEOUT_MS: '700', RESULTS_STATUS_WAIT_MS: '50' },
        { searchProvider: setup.provider },
      );
    });
    afterAll(async () => {
      await t.close();
      await slowApp.close();
      await setup.close();
    });

    it('every tab shows results', async () => {
      const all = await request(t.app).get(`/search?q=${encodeURIComponent(c.queries.web)}`);
      expect(all.status).toBe(200);
      expect(titles(all.text).length).toBeGreaterThan(0);
      const web = await request(t.app).get(`/search?q=${encodeURIComponent(c.queries.web)}&t=web`);
      expect(titles(web.text).length).toBeGreaterThan(0);
      expect(web.text).not.toContain('class="group ');
      const images = await request(t.app).get(`/images?q=${c.queries.images}`);
      expect(images.text).toMatch(/class="image-item"/);
      const news = await request(t.app).get(`/news?q=${c.queries.news}`);
      expect(news.text).toMatch(/class="news-item"/);
      const videos = await request(t.app).get(`/videos?q=${c.queries.videos}`);
      expect(videos.text).toMatch(/class="video-item"/);
    });

    it('a filter takes effect', async () => {
      const res = await request(t.app).get(`/images?q=${c.queries.images}&size=large`);
      expect(res.status).toBe(200);
      c.checkImageFilter(res.text, setup);
    });

    it('pages', async () => {
      const page1 = await request(t.app).get(`/search?q=${c.queries.paged}&t=web`);
      expect(page1.text).toContain('rel="next"');
      const page2 = await request(t.app).get(`/search?q=${c.queries.paged}&t=web&p=2`);
      expect(page2.status).toBe(200);
      expect(page2.text).toContain('rel="prev"');
      c.checkPaging(page1.text, page2.text, setup);
    });

    it('shows the spelling line', async () => {
      const res = await request(t.app).get(`/search?q=${encodeURIComponent(c.queries.misspelt)}&t=web`);
      expect(res.text).toContain('Showing results for');
      expect(res.text).toContain(`<strong>${c.queries.corrected}</strong>`);
      expect(res.text).toContain('spell=0');
    });

    it('a failing backend gives the error panel with a 503', async () => {
      setup.breakIt();
      try {
        const res = await request(t.app).get(`/search?q=${encodeURIComponent(c.queries.web)}&t=web&x=1`);
        // It failed within RESULTS_STATUS_WAIT_MS: the status waited for it (docs/decisions/017-results-page-status.md).
        expect(res.status).toBe(503);
        expect(res.text).toContain('Results could not be loaded');
      } finally {
        setup.repair();
      }
    });

    it('a slow backend that answers: the shell streams after the status wait, its results later', async () => {
      const port = await t.listen();
      setup.slowIt();
      try {
        const started = performance.now();
        const chunks = await timedChunks(port, `/search?q=${encodeURIComponent(c.queries.web)}&t=web&slow=1`);
        expect(chunks.status).toBe(200);
        const first = chunks.list[0];
        const withResults = chunks.list.find((chunk) => chunk.text.includes('class="result__title"'));
        expect(first?.text).toContain('name="q"');
        expect(first?.text).not.toContain('class="result__title"');
        // The shell left once the 300 ms wait was over, well before the backend's answer (1 s).
        expect((first?.at ?? 0) - started).toBeGreaterThanOrEqual(290);
        expect((withResults?.at ?? 0) - started).toBeGreaterThanOrEqual(1000);
        expect(first?.at ?? Infinity).toBeLessThan((withResults?.at ?? 0) - 300);
      } finally {
        setup.repair();
      }
    });

    it('a backend slower than the timeout gives the timeout panel', async () => {
      setup.slowIt();
      try {
        const res = await request(slowApp.app).get(`/search?q=${encodeURIComponent(c.queries.web)}&t=web`);
        expect(res.status).toBe(200);
        expect(res.text).toContain('took too long');
      } finally {
        setup.repair();
      }
    });
  });
}
