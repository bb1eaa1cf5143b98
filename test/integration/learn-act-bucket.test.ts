/**
 * Learn & Act from a bucket (LEARN_ACT_BASE_URL), here a local HTTP server: the source's no-cache
 * request, 60 s memory, shared fetches, timeout, stale copy and failure memory (on an injected
 * clock), then the pages: a good file, other hosts' images through the signed /img proxy, and a
 * malformed, failing or too slow file giving the localized 'could not load' message and a log
 * line, never a crash.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearnActBatch } from '../../client/contract/learn-act-types.ts';
import type { Article } from '../../server/learn-act/article-schema.ts';
import { createLearnActSource, FeedUnavailable } from '../../server/learn-act/source.ts';
import { SMALL_PNG } from '../fakes/image-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { capturedLogger } from '../helpers/logs.ts';

/** 8 Learn and 6 Act articles, the first with a picture on the bucket's own host. */
function bucketArticles(origin: string, locale: string): Article[] {
  return Array.from({ length: 14 }, (_, i) => ({
    type: i % 7 < 4 ? 'Learn' : 'Act',
    category: i === 0 ? 'Victory' : 'News',
    title: `Bucket ${locale} article ${i}`,
    summary: `Summary ${i}`,
    desktopImage: i === 0 ? `${origin}/pictures/otter.png` : '/feed/forest.webp',
    imageAlt: `Picture ${i}`,
    url: i === 0 ? 'https://www.rewild.org/' : '/partners/inat',
    date: `2026-10-${String(20 - i).padStart(2, '0')}`,
  }));
}

interface Bucket {
  origin: string;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** What /flaky/ answers now. */
  flaky: { ok: boolean };
  close(): Promise<void>;
}

/** Scenarios by path prefix: /good, /malformed, /wrong-shape, /error, /slow/{ms}, /flaky. */
async function startBucket(): Promise<Bucket> {
  const requests: Bucket['requests'] = [];
  const flaky = { ok: true };
  let origin = '';
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    const locale = /learn-and-act-([a-z]+)\.json$/.exec(path)?.[1] ?? 'en';
    const good = () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(bucketArticles(origin, locale)));
    if (path === '/pictures/otter.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(SMALL_PNG);
    if (path.startsWith('/good/')) return good();
    if (path.startsWith('/malformed/'))
      return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>oops');
    if (path.startsWith('/wrong-shape/')) return void res.writeHead(200).end('{"items": []}');
    if (path.startsWith('/error/')) return void res.writeHead(500).end('boom');
    if (path.startsWith('/flaky/')) return flaky.ok ? good() : void res.writeHead(503).end();
    const slow = /^\/slow\/(\d+)\//.exec(path);
    if (slow) {
      const timer = setTimeout(good, Number(slow[1]));
      res.on('close', () => clearTimeout(timer));
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    flaky,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

let bucket: Bucket;
beforeAll(async () => {
  bucket = await startBucket();
});
afterAll(() => bucket.close());

const fetchesOf = (prefix: string) => bucket.requests.filter((r) => r.path.startsWith(prefix)).length;

function capture() {
  return capturedLogger();
}

describe('the source', () => {
  it('asks the bucket for learn-and-act-{locale}.json with no-cache headers', async () => {
    const { logger } = capture();
    const source = createLearnActSource({ baseUrl: `${bucket.origin}/good/`, logger });
    const articles = await source.articles('fr');
    expect(articles.map((a) => a.title)[0]).toBe('Bucket fr article 0');
    const sent = bucket.requests.findLast((r) => r.path === '/good/learn-and-act-fr.json');
    expect(sent?.headers['cache-control']).toBe('no-cache');
    expect(sent?.headers.pragma).toBe('no-cache');
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.headers.cookie).toBeUndefined();
  });

  it('keeps a copy 60 s per locale, and concurrent requests share one fetch', async () => {
    let now = 1_000_000;
    const source = createLearnActSource({
      baseUrl: `${bucket.origin}/good/ttl`,
      logger: capture().logger,
      now: () => now,
    });
    const before = fetchesOf('/good/ttl/');
    await Promise.all([source.articles('en'), source.articles('en'), source.articles('en')]);
    expect(fetchesOf('/good/ttl/')).toBe(before + 1);
    now += 59_999;
    await source.articles('en');
    expect(fetchesOf('/good/ttl/')).toBe(before + 1);
    await source.articles('es');
    expect(fetchesOf('/good/ttl/')).toBe(before + 2);
    now += 2;
    await source.articles('en');
    expect(fetchesOf('/good/ttl/')).toBe(before + 3);
  });

  it.each([
    ['a file that is not JSON', 'malformed', 'MalformedFeedFile: not JSON'],
    ['a file that is not a list', 'wrong-shape', 'MalformedFeedFile: not a list of articles'],
    ['an error status', 'error', 'Error: bucket answered 500'],
  ])('%s: FeedUnavailable and one log line without the URL', async (_name, scenario, reason) => {
    const { logger, lines } = capture();
    const source = createLearnActSource({ baseUrl: `${bucket.origin}/${scenario}`, logger });
    await expect(source.articles('en')).rejects.toBeInstanceOf(FeedUnavailable);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({ level: 'warn', msg: 'learn & act: feed file unavailable', locale: 'en', reason });
    expect(lines[0]).not.toContain(bucket.origin);
  });

  it('gives up after its timeout', async () => {
    const source = createLearnActSource({
      baseUrl: `${bucket.origin}/slow/2000`,
      logger: capture().logger,
      timeoutMs: 200,
    });
    const started = performance.now();
    await expect(source.articles('en')).rejects.toBeInstanceOf(FeedUnavailable);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('remembers a failure 10 s, then tries again', async () => {
    let now = 0;
    const source = createLearnActSource({
      baseUrl: `${bucket.origin}/error/memo`,
      logger: capture().logger,
      now: () => now,
    });
    await expect(source.articles('en')).rejects.toBeInstanceOf(FeedUnavailable);
    now += 9_000;
    await expect(source.articles('en')).rejects.toBeInstanceOf(FeedUnavailable);
    expect(fetchesOf('/error/memo/')).toBe(1);
    now += 1_001;
    await expect(source.articles('en')).rejects.toBeInstanceOf(FeedUnavailable);
    expect(fetchesOf('/error/memo/')).toBe(2);
  });

  it('serves its last good copy while the bucket fails', async () => {
    let now = 0;
    const { logger, lines } = capture();
    const source = createLearnActSource({ baseUrl: `${bucket.origin}/flaky`, logger, now: () => now });
    bucket.flaky.ok = true;
    const first = await source.articles('en');
    bucket.flaky.ok = false;
    now += 61_000;
    expect(await source.articles('en')).toEqual(first);
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({
      servingStale: true,
      reason: 'Error: bucket answered 503',
    });
    bucket.flaky.ok = true;
  });

  it('drops invalid entries with a log line and keeps the rest', async () => {
    const { logger, lines } = capture();
    const files = { en: [{ nope: true }, ...bucketArticles('', 'en').slice(1, 3)], fr: [], es: [] };
    const source = createLearnActSource({ baseUrl: undefined, logger, localFiles: files });
    expect(await source.articles('en')).toHaveLength(2);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ dropped: 1, from: 'local' });
  });
});

describe('pages from a bucket', () => {
  const apps: TestApp[] = [];
  const app = (scenario: string) => {
    const t = buildTestApp({ LEARN_ACT_BASE_URL: `${bucket.origin}/${scenario}`, IMAGE_PROXY_ALLOW_PRIVATE: 'true' });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });
  const decode = (html: string) => html.replaceAll('&amp;', '&');
  const titles = (html: string) =>
    [...html.matchAll(/<h2 class="learn-act-card__title"><a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

  it('show the bucket’s articles, fetched once with no-cache, and its pictures through /img', async () => {
    const t = app('good/pages');
    const before = fetchesOf('/good/pages/');
    const res = await request(t.app).get('/learn-act');
    expect(res.status).toBe(200);
    expect(titles(res.text)).toEqual([0, 1, 2, 3, 7].map((i) => `Bucket en article ${i}`));
    expect(res.text).not.toContain(`src="${bucket.origin}`);
    const src = decode(/<img class="learn-act-card__image" src="([^"]+)"/.exec(res.text)?.[1] ?? '');
    expect(src).toMatch(/^\/img\?url=.+&h=[\w-]+$/);
    expect(new URL(src, 'http://x').searchParams.get('url')).toBe(`${bucket.origin}/pictures/otter.png`);
    const image = await request(t.app).get(src);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, SMALL_PNG)).toBe(0);

    await request(t.app).get('/learnact?type=act');
    expect(fetchesOf('/good/pages/')).toBe(before + 1);
    const sent = bucket.requests.findLast((r) => r.path === '/good/pages/learn-and-act-en.json');
    expect(sent?.headers['cache-control']).toBe('no-cache');
    expect(sent?.headers.pragma).toBe('no-cache');
  });

  it('the island’s batches carry the proxied picture too', async () => {
    const t = app('good/items');
    await request(t.app).get('/learn-act');
    const res = await request(t.app).get('/learn-act/items?locale=en&type=learn&cursor=0');
    const body = res.body as LearnActBatch;
    expect(body.items[0]?.image).toMatch(/^\/img\?url=/);
    expect((await request(t.app).get(body.items[0]?.image ?? '')).status).toBe(200);
    expect(body.nextCursor).toBe(5);
  });

  it('a batch serves other hosts’ pictures through the signed image proxy, even before any page', async () => {
    const t = app('good/first');
    const res = await request(t.app).get('/learn-act/items?locale=en&type=learn&cursor=0');
    const body = res.body as LearnActBatch;
    expect(body.items[0]?.image).toMatch(/^\/img\?url=/);
    expect(body.items[1]?.image).toBe('/feed/forest.webp');
    expect(JSON.stringify(body)).not.toContain(bucket.origin);
  });

  it.each([
    ['malformed', '/fr/learn-act', 'Les articles n’ont pas pu être chargés pour le moment.'],
    ['error', '/learn-act', 'The articles could not be loaded right now.'],
    ['wrong-shape', '/es/learnact', 'No se pudieron cargar los artículos en este momento.'],
  ])('a %s file: the localized message with 200, and a log line', async (scenario, path, message) => {
    const t = app(scenario);
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.text.replaceAll('&#x27;', "'")).toContain(message);
    expect(res.text).toContain('</html>');
    expect(titles(res.text)).toEqual([]);
    expect(t.logs.some((l) => l.includes('learn & act: feed file unavailable'))).toBe(true);
    const items = await request(t.app).get('/learn-act/items?locale=fr&type=learn&cursor=0');
    expect(items.status).toBe(503);
    expect(items.body.error).toMatch(/unavailable/);
  });

  it('a bucket slower than 3 s: the page answers after the timeout with the message', async () => {
    const t = app('slow/5000');
    const started = performance.now();
    const res = await request(t.app).get('/es/learn-act');
    expect(performance.now() - started).toBeLessThan(4500);
    expect(res.status).toBe(200);
    expect(res.text).toContain('No se pudieron cargar los artículos en este momento.');
    expect(res.text).toContain('<h1>Aprende y actúa</h1>');
  }, 10_000);
});
