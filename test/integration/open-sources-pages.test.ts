/**
 * The results pages with SEARCH_PROVIDERS pointed at local stand-ins of the open APIs
 * (test/fakes/open-api-server.ts) beside a real local index: every tab shows local and remote
 * results, de-duplicated, each remote one naming its source, images with their licence and creator
 * through /img, videos with their channel. With every open API away (a port that refuses, one that
 * never answers) the pages still come with the local results, within the budget. And the APIs
 * receive the query, the language and paging with Karma's User-Agent: nothing of the visitor's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { createProvider } from '../../server/search/provider-registry.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { CONTACT_EMAIL, USER_AGENT } from '../helpers/open-provider-contract.ts';

const WIKIPEDIA = {
  batchcomplete: true,
  query: {
    search: [
      { ns: 0, title: 'Red panda', pageid: 1, snippet: 'The red panda is a small mammal.' },
      { ns: 0, title: 'Panda diplomacy', pageid: 2, snippet: 'Gifts of pandas.' },
    ],
  },
};
const OPENVERSE = {
  page_count: 1,
  results: [
    {
      id: 'a',
      title: 'Red panda on a branch',
      foreign_landing_url: 'https://www.flickr.com/photos/example/1',
      url: 'https://live.staticflickr.com/1/red-panda.jpg',
      thumbnail: 'https://api.openverse.org/v1/images/a/thumb/',
      creator: 'Jane Example',
      license: 'by-sa',
      license_version: '2.0',
      width: 1024,
      height: 683,
    },
  ],
};
const GDELT = {
  articles: [
    {
      url: 'https://news.example.org/red-panda-cubs',
      title: 'Red panda cubs born at the zoo',
      seendate: '20250110T081500Z',
      domain: 'news.example.org',
    },
  ],
};
const SEPIA = {
  total: 1,
  data: [
    {
      name: 'Red pandas at play',
      url: 'https://videos.example.org/w/abc',
      duration: 754,
      channel: { displayName: 'Zoo Wildlife Channel' },
    },
  ],
};

const RECORDS: RecordInput[] = [
  {
    type: 'web',
    url: 'https://local.example.org/red-panda',
    title: 'Red panda local page',
    text: 'red panda',
    lang: 'en',
  },
  // The same page Wikipedia lists: shown once.
  {
    type: 'web',
    url: 'https://WIKI_HOST/wiki/Red_panda',
    title: 'Red panda local copy',
    text: 'red panda',
    lang: 'en',
  },
  {
    type: 'image',
    url: 'https://local.example.org/red-panda-photo',
    title: 'Red panda local picture',
    text: 'red panda',
    lang: 'en',
    image: { src: 'https://local.example.org/red-panda.jpg', width: 400, height: 300 },
  },
  {
    type: 'news',
    url: 'https://local.example.org/news/red-panda',
    title: 'Red panda local story',
    text: 'red panda',
    lang: 'en',
  },
  {
    type: 'video',
    url: 'https://local.example.org/video/red-panda',
    title: 'Red panda local film',
    text: 'red panda',
    lang: 'en',
  },
];

const SOURCES = 'web=local+wikipedia,images=local+openverse,news=local+gdelt,videos=local+sepia';

let dir: string;
let apis: { wiki: FakeOpenApi; openverse: FakeOpenApi; gdelt: FakeOpenApi; sepia: FakeOpenApi; silent: FakeOpenApi };
let reachable: TestApp;
let away: TestApp;

function appWith(env: Record<string, string>): TestApp {
  const all = { DATA_DIR: dir, SEARCH_PROVIDERS: SOURCES, SEARCH_WORKERS: '0', CONTACT_EMAIL, ...env };
  return buildTestApp(all, { searchProvider: createProvider(parseConfig(all).search) });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-open-sources-'));
  apis = {
    wiki: await startFakeOpenApi({ json: WIKIPEDIA }),
    openverse: await startFakeOpenApi({ json: OPENVERSE }),
    gdelt: await startFakeOpenApi({ json: GDELT }),
    sepia: await startFakeOpenApi({ json: SEPIA }),
    silent: await startFakeOpenApi({ silent: true }),
  };
  const wikiHost = new URL(apis.wiki.url).host;
  const records = RECORDS.map((r) => ({ ...r, url: r.url.replace('WIKI_HOST', wikiHost) }));
  const indexFile = join(dir, 'index.sqlite');
  await buildIndex({ inputs: [{ name: 'fixture', records }], outFile: indexFile });
  reachable = appWith({
    SEARCH_INDEX_FILE: indexFile,
    WIKIPEDIA_API_URL: `${apis.wiki.url}/{lang}/w/api.php`,
    OPENVERSE_API_URL: apis.openverse.url,
    GDELT_API_URL: apis.gdelt.url,
    SEPIA_API_URL: apis.sepia.url,
  });
  away = appWith({
    SEARCH_INDEX_FILE: indexFile,
    SEARCH_TIMEOUT_MS: '1000',
    WIKIPEDIA_API_URL: 'http://127.0.0.1:9/{lang}/w/api.php',
    OPENVERSE_API_URL: apis.silent.url,
    GDELT_API_URL: 'http://127.0.0.1:9',
    SEPIA_API_URL: apis.silent.url,
  });
});
afterAll(async () => {
  await reachable?.close();
  await away?.close();
  await Promise.all(Object.values(apis ?? {}).map((api) => api.close()));
  rmSync(dir, { recursive: true, force: true });
});

const visitor = {
  Cookie: 'karma_session=secret-session',
  'User-Agent': 'VisitorBrowser/1.0',
  'X-Forwarded-For': '203.0.113.7',
};

describe('results pages merged from the local index and the open APIs', () => {
  it.each([
    ['/search', ['Red panda local page', 'Panda diplomacy', 'via Wikipedia'], 'Red panda local copy'],
    [
      '/images',
      ['Red panda local picture', 'Red panda on a branch', 'via Openverse', 'Licence CC BY-SA 2.0', 'by Jane Example'],
    ],
    ['/news', ['Red panda local story', 'Red panda cubs born at the zoo', 'via GDELT']],
    ['/videos', ['Red panda local film', 'Red pandas at play', 'Channel Zoo Wildlife Channel', 'via Sepia Search']],
  ] as const)('%s shows local and remote results, each naming its source', async (path, texts, once?: string) => {
    const page = await request(reachable.app).get(`${path}?q=red+panda&safe=off`).set(visitor).expect(200);
    for (const text of texts) expect(page.text).toContain(text);
    if (once) {
      expect(page.text.split(once).length - 1).toBe(1);
      expect(page.text).not.toContain('>Red panda</a>');
    }
    // Every picture through the signed proxy: no other host's image in the page.
    for (const [, src] of page.text.matchAll(/<img[^>]* src="([^"]+)"/g)) expect(src).toMatch(/^\/(?!\/)/);
    if (path === '/images') expect(page.text).toMatch(/<img[^>]* src="\/img\?/);
  });

  it('says which sources a strict safe search leaves out, and shows only the others', async () => {
    const page = await request(reachable.app).get('/images?q=red+panda&safe=strict').expect(200);
    expect(page.text).toContain('Red panda local picture');
    expect(page.text).not.toContain('via Openverse');
    expect(page.text).toMatch(/Not asked, as they cannot apply these settings or filters: [^<]*Openverse/);
  });

  it('sends the APIs only the query, the language, paging and Karma’s User-Agent', () => {
    const requests = [apis.wiki, apis.openverse, apis.gdelt, apis.sepia].flatMap((api) => api.requests);
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const r of requests) {
      expect(r.headers['user-agent']).toBe(USER_AGENT);
      expect(r.headers.cookie).toBeUndefined();
      expect(r.headers['x-forwarded-for']).toBeUndefined();
      expect(r.headers.forwarded).toBeUndefined();
      expect(r.headers['x-real-ip']).toBeUndefined();
      expect(r.headers.referer).toBeUndefined();
      expect(JSON.stringify(r)).not.toMatch(/secret-session|203\.0\.113\.7|VisitorBrowser/);
    }
  });

  it('answers with the local results within the budget when every open API is away', async () => {
    for (const path of ['/search', '/images', '/news', '/videos']) {
      const started = performance.now();
      const page = await request(away.app).get(`${path}?q=red+panda&safe=off`).expect(200);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(page.text).toContain('Red panda local');
    }
  });
});
