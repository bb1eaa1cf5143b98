/**
 * A visitor's site rules on the results pages, whatever the provider: blocked sites are gone (and
 * the page says how many results it hid), still ten results a page, a pinned site first; the
 * encyclopedia panel and the sponsored links obey a block; every result offers its site's menu
 * link, which leads to the rules page with the host filled in.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../server/shared/search-types.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA, sponsoredItems, sponsoredLink } from '../helpers/sponsored.ts';

/** 40 results about rivers: every other one on en.wikipedia.org, the rest on four other sites. */
const ALL: SearchResult[] = Array.from({ length: 40 }, (_, i) =>
  webResult(
    `River result ${i + 1}`,
    i % 2 === 0 ? `https://en.wikipedia.org/wiki/River_${i + 1}` : `https://www.site-${i % 4}.example/river-${i + 1}`,
  ),
);
const INFOBOX = {
  title: 'River',
  extract: 'A river is a natural stream of water.',
  url: 'https://en.wikipedia.org/wiki/River',
};
const provider = scriptedProvider((query) => {
  const from = (query.page - 1) * 10;
  return answer(ALL.slice(from, from + 10), { hasMore: from + 10 < ALL.length, infobox: INFOBOX });
});

const titles = (html: string) =>
  [...html.matchAll(/class="result__title"[^>]*>River result (\d+)</g)].map((m) => Number(m[1]));
const hostsShown = (html: string) => [...html.matchAll(/data-host="([^"]+)"/g)].map((m) => m[1]);

describe('site rules on the results pages', () => {
  let database: TestDatabase;
  let t: TestApp;
  const page = async (path: string, rules?: string) => {
    const req = request(t.app).get(path).set('User-Agent', BROWSER_UA);
    if (rules !== undefined) req.set('Cookie', `karma_site_rules=${rules}`);
    return (await req.expect(200)).text;
  };

  beforeAll(async () => {
    database = await TEST_DATABASES.sqlite();
    const clock = new Date('2026-11-21T10:00:00Z');
    await database.stores.sponsors.upsertLinks(
      [
        sponsoredLink('otter', { url: 'https://shop.otter.example/kayaks', keywords: ['river'] }),
        sponsoredLink('lynx', { url: 'https://lynx.example/landing', keywords: ['river'] }),
      ],
      clock,
    );
    t = buildTestApp(database.env, { now: () => clock, searchProvider: provider });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('without rules, shows the provider’s order with the panel and both sponsored links', async () => {
    const html = await page('/search?q=river');
    expect(titles(html)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(html).toContain('A river is a natural stream of water.');
    expect(sponsoredItems(html)).toHaveLength(2);
    expect(html).not.toContain('Your site rules hid');
  });

  it('a blocked host is gone from every page, each page still full, and the page says how many it hid', async () => {
    const first = await page('/search?q=river', '1.ben.wikipedia.org');
    expect(titles(first)).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    expect(hostsShown(first)).not.toContain('en.wikipedia.org');
    expect(first).toMatch(
      /Your site rules hid 10 results\.(<!-- -->)? <a href="\/settings\/sites">Manage my sites<\/a>/,
    );
    // The panel comes from the blocked site: not shown.
    expect(first).not.toContain('A river is a natural stream of water.');
    const second = await page('/search?q=river&p=2', '1.ben.wikipedia.org');
    expect(titles(second)).toEqual([22, 24, 26, 28, 30, 32, 34, 36, 38, 40]);
  });

  it('a pinned host comes first, then the rest in order; remove the rule and the page is as before', async () => {
    const pinned = await page('/search?q=river', '1.psite-3.example');
    expect(titles(pinned).slice(0, 3)).toEqual([4, 8, 1]);
    expect(titles(await page('/search?q=river', ''))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('sponsored links to a blocked site are not shown, others are', async () => {
    const html = await page('/search?q=river', '1.botter.example');
    const ids = sponsoredItems(html).map((item) => /^\/r\/([^?]+)/.exec(item.href)?.[1]);
    expect(ids).toEqual(['lynx']);
  });

  it('every result links to its site’s rules, host filled in without www., and the menu island is placed once', async () => {
    const html = await page('/search?q=river');
    expect(html).toContain('href="/settings/sites?host=en.wikipedia.org"');
    expect(html).toContain('href="/settings/sites?host=site-1.example"');
    expect(html).toContain('<span class="visually-hidden">Options for site-1.example</span>');
    expect([...html.matchAll(/data-island="SiteRulesMenu"/g)]).toHaveLength(1);
  });

  it('rules set in one browser, exported and imported into a fresh one, give the same results page', async () => {
    const first = request.agent(t.app);
    const form = (agent: ReturnType<typeof request.agent>, path: string) =>
      agent.post(path).set('Sec-Fetch-Site', 'same-origin').set('User-Agent', BROWSER_UA).type('form');
    await form(first, '/settings/sites').send({ host: 'en.wikipedia.org', action: 'block' }).expect(303);
    await form(first, '/settings/sites').send({ host: 'https://www.site-3.example/', action: 'pin' }).expect(303);
    await form(first, '/settings/sites').send({ host: 'site-1.example', action: 'lower' }).expect(303);
    const before = titles((await first.get('/search?q=river').set('User-Agent', BROWSER_UA).expect(200)).text);
    expect(before.slice(0, 2)).toEqual([4, 8]);

    const file = (await first.get('/settings/sites/export').expect(200)).text;
    const fresh = request.agent(t.app);
    await form(fresh, '/settings/sites/import').send({ rules: file }).expect(200);
    const after = titles((await fresh.get('/search?q=river').set('User-Agent', BROWSER_UA).expect(200)).text);
    expect(after).toEqual(before);
  });

  it('a cookie that is not a rule list is ignored, never a failure', async () => {
    for (const value of ['2.bexample.com', '1.xexample.com', '1.b', 'j:[1]', '1.bEXAMPLE.com', '%ff']) {
      expect(titles(await page('/search?q=river', value))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });
});
