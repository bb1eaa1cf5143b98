/**
 * A billed click is a person's click, on SQLite and PostgreSQL: a new user agent is not a new
 * person, the addresses of one IPv6 /64 are one network, a network bills at most its daily cap
 * across links, the clicking visitor's settings (not the link) pick the associations credited,
 * and crawlers, scripts, previews and prefetches change neither billing nor searches supported.
 */
import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickBucket, sponsoredClickHref } from '../../server/sponsors/click-signature.ts';
import { storesSearchCountBatcher } from '../../server/sponsors/search-count-batcher.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import {
  AUTOMATED_AGENTS,
  BROWSER_UA,
  SPECULATIVE_HEADERS,
  sponsoredItems,
  sponsoredLink,
} from '../helpers/sponsored.ts';

const provider = scriptedProvider(() => answer([webResult('Organic kayak result', 'https://example.org/kayak')]));
const SESSION_SECRET = randomBytes(32).toString('base64url');
const clickSecret = createHmac('sha256', SESSION_SECRET).update('sponsored-click').digest('base64url');
/** 25 links, each with room for many clicks a day. */
const LINKS = Array.from({ length: 25 }, (_, i) => sponsoredLink(`farm${i}`, { cpc: 10, dailyBudget: 100_000 }));

describe.each(['sqlite', 'postgres'] as const)('clicks that cannot be farmed (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let clock: Date;
  let batcher: ReturnType<typeof storesSearchCountBatcher>;
  const day = () => clock.toISOString().slice(0, 10);
  const href = (linkId: string) => sponsoredClickHref(clickSecret, { linkId, bucket: clickBucket(clock) });
  const click = (path: string, ip: string, ua = BROWSER_UA, cookie = '') =>
    request(t.app).get(path).set('User-Agent', ua).set('X-Forwarded-For', ip).set('Cookie', cookie);
  /** Clicks billed today: each click adds one to each of its associations' rows, so a link's count is its rows' largest. */
  const billed = async () => {
    const perLink = new Map<string, number>();
    for (const row of await database.stores.sponsors.ledgerRows(day())) {
      if (row.association !== 'REMAINDER')
        perLink.set(row.sponsorId, Math.max(perLink.get(row.sponsorId) ?? 0, row.clicks));
    }
    return [...perLink.values()].reduce((sum, clicks) => sum + clicks, 0);
  };
  /** Clicks credited today per association, all links together. */
  const credited = async () => {
    const totals: Record<string, number> = {};
    for (const row of await database.stores.sponsors.ledgerRows(day())) {
      if (row.association !== 'REMAINDER') totals[row.association] = (totals[row.association] ?? 0) + row.clicks;
    }
    return totals;
  };

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
    await database.stores.sponsors.upsertLinks(LINKS, new Date('2026-11-01T00:00:00Z'));
  });
  afterAll(() => database.close());
  let testIndex = 0;
  beforeEach(() => {
    // Each test on a day of its own: fresh caps, budgets and ledger rows.
    clock = new Date(Date.UTC(2026, 10, 2 + 2 * testIndex++, 10));
    batcher = storesSearchCountBatcher(database.stores, {
      logger: { warn: () => {} },
      now: () => clock,
      intervalMs: 3_600_000,
    });
    t = buildTestApp(
      { ...database.env, SESSION_SECRET },
      { now: () => clock, searchProvider: provider, searchCounts: batcher },
    );
  });
  afterEach(async () => {
    await batcher.stop();
    await t.close();
  });

  it('30 clicks on one link from one address with 30 user agents: 1 billed', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await click(href('farm0'), '198.51.100.30', `${BROWSER_UA} Variant/${i}`).expect(302);
      expect(res.headers.location).toBe('https://farm0.example/landing');
    }
    expect(await billed()).toBe(1);
  });

  it('30 clicks from 30 addresses of one IPv6 /64: 1 billed; another /64 bills its own', async () => {
    for (let i = 1; i <= 30; i++) await click(href('farm0'), `2001:db8:1:2::${i.toString(16)}`).expect(302);
    expect(await billed()).toBe(1);
    await click(href('farm0'), '2001:db8:1:3::1').expect(302);
    expect(await billed()).toBe(2);
  });

  it('25 links from one address in a day: the daily cap (20) billed; another address is not held back', async () => {
    for (const link of LINKS) await click(href(link.id), '203.0.113.25').expect(302);
    expect(await billed()).toBe(20);
    expect(t.logs.filter((line) => line.includes('"outcome":"client-cap"'))).toHaveLength(5);
    await click(href('farm24'), '203.0.113.26').expect(302);
    expect(await billed()).toBe(21);
    // The next day, the network has its cap again.
    clock = new Date(clock.getTime() + 24 * 3600_000);
    await click(href('farm0'), '203.0.113.25').expect(302);
    expect(await billed()).toBe(1);
  });

  it('credits the clicking visitor’s associations, not the ones the page was rendered for', async () => {
    const page = await request(t.app)
      .get('/search?q=kayak')
      .set('User-Agent', BROWSER_UA)
      .set('Cookie', 'karma_associations=INAT')
      .expect(200);
    const link = sponsoredItems(page.text)[0]?.href ?? '';
    expect(link).toMatch(/^\/r\/farm\d+\?b=\d+&s=[\w-]{43}$/);
    await click(link, '198.51.100.40', BROWSER_UA, 'karma_associations=HSUK').expect(302);
    expect(await credited()).toEqual({ HSUK: 1 });
    // An old-style link naming an association credits the visitor's all the same.
    await click(`${href('farm3')}&a=INAT`, '198.51.100.41', BROWSER_UA, 'karma_associations=HSUK').expect(302);
    expect(await credited()).toEqual({ HSUK: 2 });
  });

  it('crawlers, scripts, previews and prefetches change neither billing nor searches supported', async () => {
    for (const [i, ua] of AUTOMATED_AGENTS.entries()) {
      await click(href('farm1'), `192.0.2.${i + 1}`, ua).expect(302);
      await request(t.app)
        .get(`/search?q=otter${i}`)
        .set('User-Agent', ua)
        .set('X-Forwarded-For', `192.0.2.${i + 1}`);
    }
    for (const [i, [name, value]] of SPECULATIVE_HEADERS.entries()) {
      await click(href('farm1'), `192.0.2.${100 + i}`)
        .set(name, value)
        .expect(302);
    }
    for (let i = 0; i < 40; i++) {
      const ua = i % 2 ? 'curl/8.0' : 'Googlebot/2.1';
      await request(t.app).get(`/search?q=crawl${i}`).set('User-Agent', ua).expect(200);
    }
    await batcher.flush();
    expect(await billed()).toBe(0);
    expect(await database.stores.sponsors.searchCounts(day())).toEqual([]);
    // A person's search and click still count.
    await request(t.app).get('/search?q=heron').set('User-Agent', BROWSER_UA).set('Cookie', 'karma_associations=L214');
    await click(href('farm1'), '192.0.2.200').expect(302);
    await batcher.flush();
    expect(await billed()).toBe(1);
    expect((await database.stores.sponsors.searchCounts(day())).map((row) => row.association)).toEqual(['L214']);
  });

  it('refuses a second spelling of the same link (400) and records nothing', async () => {
    const good = href('farm2');
    const respelled = [good.replace(/b=(\d+)/, 'b=0$1'), good.replace('/r/farm2', '/r/%66arm2')];
    for (const path of respelled) await click(path, '198.51.100.50').expect(400);
    expect(await billed()).toBe(0);
    await click(good, '198.51.100.50').expect(302);
    expect(await billed()).toBe(1);
  });
});
