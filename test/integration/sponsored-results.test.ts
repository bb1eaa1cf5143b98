/**
 * Sponsored links on the results pages, on SQLite and PostgreSQL, with links imported through the
 * store: at most 2 above the organic results on the All and Web tabs, label before title, the
 * paid rel, inside the first 14 KB; none on other tabs nor without a match; language, region,
 * dates and the day's budget decide; a database failure shows none and breaks nothing.
 */
import { createGunzip, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA, sponsoredItems, sponsoredLink, sponsoredSection } from '../helpers/sponsored.ts';

const ORGANIC = Array.from({ length: 10 }, (_, i) =>
  webResult(`Organic result ${i + 1} about river trips`, `https://example.org/${i + 1}`, 'A long snippet '.repeat(12)),
);
const provider = scriptedProvider((query) => {
  if (query.vertical === 'images') {
    return answer([
      {
        vertical: 'images',
        url: 'https://example.org/p',
        title: 'A kayak',
        snippet: [],
        image: { src: '/x.png', thumbnail: '/x.png' },
      },
    ]);
  }
  return answer(query.vertical === 'web' ? ORGANIC : []);
});

const LINKS = [
  sponsoredLink('otter', { cpc: 40, phrases: ['river kayak'] }),
  sponsoredLink('lynx', { cpc: 50, dailyBudget: 100 }),
  sponsoredLink('heron', { cpc: 60, languages: ['en'], regions: ['fr-FR'] }),
  sponsoredLink('bygone', { cpc: 90, end: '2026-11-20' }),
  sponsoredLink('upcoming', { cpc: 90, start: '2026-11-22' }),
  sponsoredLink('nutria', { cpc: 30, languages: ['es'] }),
  sponsoredLink('resting', { cpc: 99, paused: true }),
];

const idsOf = (html: string) => sponsoredItems(html).map((item) => /^\/r\/([^?]+)/.exec(item.href)?.[1]);

describe.each(['sqlite', 'postgres'] as const)('sponsored links on results pages (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const page = async (path: string, cookie = '') =>
    (await request(t.app).get(path).set('Cookie', cookie).set('User-Agent', BROWSER_UA).expect(200)).text;

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
    await database.stores.sponsors.upsertLinks(LINKS, clock);
    t = buildTestApp(database.env, { now: () => clock, searchProvider: provider });
    // The app's first connection, opened here: a page waits a moment at most for the links, and on
    // a busy machine a cold pool's first lookup can take longer. That a slow database delays no
    // page: test/unit/sponsored-caches.test.ts.
    await t.stores.sponsors.activeLinks(clock.toISOString().slice(0, 10));
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('shows at most 2 matching links above the organic results, label first, with the paid rel', async () => {
    const html = await page('/search?q=kayak');
    // lynx (50) and otter (40): heron is for fr-FR, nutria for Spanish, the others out of dates or paused.
    expect(idsOf(html)).toEqual(['lynx', 'otter']);
    const section = sponsoredSection(html) ?? '';
    expect(section).toMatch(/^<section class="sponsored" aria-label="Sponsored links">/);
    expect(html.indexOf(section)).toBeLessThan(html.indexOf('Organic result 1 '));
    for (const item of sponsoredItems(html)) {
      expect(item.text).toMatch(/^Sponsored Kayaks from \w+ \w+\.example Quiet kayaks/);
      expect(item.rel.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
      expect(item.href).toMatch(/^\/r\/\w+\?b=\d+&s=[\w-]{43}$/);
      // The page never names the target: the click route looks it up.
      expect(item.html).not.toContain('landing');
    }
  });

  it('puts a phrase match first, and does the same on the Web tab', async () => {
    expect(idsOf(await page('/search?q=River+kayak+rental'))).toEqual(['otter', 'lynx']);
    expect(idsOf(await page('/search?q=kayak&t=web'))).toEqual(['lynx', 'otter']);
  });

  it('shows nothing at all without a match, and nothing on the other tabs', async () => {
    for (const html of [
      await page('/search?q=mountain+bikes'),
      await page('/images?q=kayak'),
      await page('/news?q=kayak'),
      await page('/videos?q=kayak'),
    ]) {
      expect(sponsoredSection(html)).toBeUndefined();
      expect(html).not.toContain('class="sponsored');
      expect(html).not.toContain('href="/r/');
    }
  });

  it("follows the page language and the visitor's search region", async () => {
    const fr = await page('/search?q=kayak', 'karma_i18n_redirected=fr');
    expect(idsOf(fr)).toEqual(['lynx', 'otter']);
    expect(sponsoredSection(fr)).toContain('aria-label="Liens sponsorisés"');
    expect(sponsoredItems(fr)[0]?.text).toMatch(/^Sponsorisé Kayaks/);
    const es = await page('/search?q=kayak', 'karma_i18n_redirected=es');
    expect(idsOf(es)).toEqual(['nutria']);
    expect(sponsoredItems(es)[0]?.text).toMatch(/^Patrocinado Kayaks/);
    expect(idsOf(await page('/search?q=kayak', 'karma_search_region=fr-FR'))).toEqual(['heron', 'lynx']);
  });

  it('signs the same link whatever the associations the visitor supports: the click reads them', async () => {
    const [first] = sponsoredItems(await page('/search?q=kayak', 'karma_associations=L214'));
    const [regional] = sponsoredItems(await page('/search?q=kayak', 'karma_search_region=en-US'));
    expect(first?.href).toBeDefined();
    expect(first?.href).not.toMatch(/[?&]a=/);
    expect(regional?.href).toBe(first?.href);
  });

  it('follows the dates day by day', async () => {
    later(-24 * 3600_000); // 2026-11-20: bygone's last day
    expect(idsOf(await page('/search?q=kayak'))).toEqual(['bygone', 'lynx']);
    later(48 * 3600_000); // 2026-11-22: upcoming's first day
    expect(idsOf(await page('/search?q=kayak'))).toEqual(['upcoming', 'lynx']);
    later(-24 * 3600_000);
  });

  it("drops a link whose budget is spent for the day (within the cache's few seconds)", async () => {
    const [lynx] = sponsoredItems(await page('/search?q=kayak'));
    expect(lynx?.href).toMatch(/^\/r\/lynx\?/);
    for (const device of ['192.0.2.1', '192.0.2.2']) {
      await request(t.app)
        .get(lynx?.href ?? '')
        .set('User-Agent', BROWSER_UA)
        .set('X-Forwarded-For', device)
        .expect(302);
    }
    later(6000);
    expect(idsOf(await page('/search?q=kayak'))).toEqual(['otter']);
    later(24 * 3600_000); // a new day, a new budget (and upcoming's first day)
    expect(idsOf(await page('/search?q=kayak'))).toEqual(['upcoming', 'lynx']);
    later(-24 * 3600_000);
  });

  it('puts the sponsored links and the first results inside the first 14 KB of the gzipped page', async () => {
    const html = await page('/search?q=kayak');
    const window = await gunzipPrefix(gzipSync(html).subarray(0, 14_336));
    expect(window).toContain(sponsoredSection(html));
    expect(window).toMatch(/<article class="result[ "][\s\S]*?Organic result 1 /);
  });

  it('styles them in the results’ inline critical CSS, from the palette shared by light and dark mode', () => {
    const css = loadAssets().criticalResultsCss;
    expect(css).toMatch(/\.sponsored__list\{[^}]*background:var\(--surface\)/);
    expect(css).toMatch(/\.sponsored__label\{[^}]*background:var\(--accent\)/);
  });
});

describe('sponsored links with the database away', () => {
  it('shows the results without sponsored links, and says so once in the logs', async () => {
    const t = buildTestApp({}, { searchProvider: provider });
    await t.stores.sponsors.upsertLinks(LINKS, new Date());
    const failing = t.stores.sponsors;
    failing.activeLinks = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    };
    try {
      const html = (await request(t.app).get('/search?q=kayak').set('User-Agent', BROWSER_UA).expect(200)).text;
      expect(html).toContain('Organic result 1 ');
      expect(sponsoredSection(html)).toBeUndefined();
      expect(t.logs.join('\n')).toContain('sponsored links unavailable');
    } finally {
      await t.close();
    }
  });
});

/** gunzips what a prefix of a gzip stream holds (as scripts/bench/bytes.ts does). */
function gunzipPrefix(prefix: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const gunzip = createGunzip();
    gunzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    gunzip.on('error', done);
    gunzip.on('end', done);
    gunzip.end(prefix);
  });
}
