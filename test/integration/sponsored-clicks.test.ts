/**
 * GET /r/{id}: the signed sponsored click, through the real app on SQLite and PostgreSQL, with the
 * links imported through the store and the clock injected. A valid click answers 302 to the
 * stored target with no referrer and bills one ledger row per association of the clicking
 * visitor; forged, respelled and expired
 * signatures answer a localized 400 and record nothing; crawlers, HEAD requests, repeats from one
 * network within 30 minutes and clicks past the daily budget are redirected but not billed.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerRow } from '../../server/ledger/ledger-row.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA, sponsoredItems, sponsoredLink } from '../helpers/sponsored.ts';

const provider = scriptedProvider(() => answer([webResult('Organic kayak result', 'https://example.org/kayak')]));
const LINKS = [
  sponsoredLink('otter', { cpc: 40, url: 'https://otter.example/kayaks?ref=karma' }),
  sponsoredLink('lynx', { cpc: 50, dailyBudget: 100, keywords: ['tent'] }),
];

const totals = (rows: LedgerRow[]) =>
  Object.fromEntries(rows.map((r) => [`${r.sponsorId}/${r.association}`, { clicks: r.clicks, gross: r.gross }]));

describe.each(['sqlite', 'postgres'] as const)('sponsored clicks (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let clock: Date;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const ledger = async () => totals(await database.stores.sponsors.ledgerRows(''));

  /** The href of a results page's first sponsored link for `q`, as a visitor with `cookie` sees it. */
  async function hrefFor(q: string, cookie = ''): Promise<string> {
    const res = await request(t.app).get(`/search?q=${q}`).set('Cookie', cookie).set('User-Agent', BROWSER_UA);
    const href = sponsoredItems(res.text)[0]?.href;
    if (!href) throw new Error(`no sponsored link for ${q}`);
    return href;
  }
  const click = (href: string, device = '198.51.100.7', ua = BROWSER_UA, cookie = '') =>
    request(t.app).get(href).set('User-Agent', ua).set('X-Forwarded-For', device).set('Cookie', cookie);

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
    await database.stores.sponsors.upsertLinks(LINKS, new Date('2026-11-01T00:00:00Z'));
  });
  afterAll(() => database.close());
  let testIndex = 0;
  beforeEach(() => {
    // Each test on days of its own (the clock moves up to 2 days in a test): fresh budgets and rows.
    clock = new Date(Date.UTC(2026, 10, 1 + 4 * testIndex++, 10));
    t = buildTestApp(database.env, { now: () => clock, searchProvider: provider });
  });
  afterEach(() => t.close());

  it('redirects to the stored target without referrer and bills the split of the clicking visitor', async () => {
    const before = await ledger();
    const href = await hrefFor('kayak', 'karma_associations=L214.ASPAS.HSUK');
    expect(href).toMatch(/^\/r\/otter\?b=\d+&s=/);
    const res = await click(href, undefined, undefined, 'karma_associations=L214.ASPAS.HSUK').expect(302);
    expect(res.headers.location).toBe('https://otter.example/kayaks?ref=karma');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = (await database.stores.sponsors.ledgerRows(clock.toISOString().slice(0, 10))).filter(
      (r) => r.sponsorId === 'otter',
    );
    // 40 over 3: 13 each, the remaining 1 on the remainder row.
    expect(rows.map((r) => [r.association, r.clicks, r.gross])).toEqual(
      expect.arrayContaining([
        ['ASPAS', 1, 13],
        ['L214', 1, 13],
        ['HSUK', 1, 13],
      ]),
    );
    expect(rows.filter((r) => r.association !== 'REMAINDER')).toHaveLength(3);
    expect(rows.reduce((sum, r) => sum + r.gross, 0)).toBe(40);
    expect(Object.keys(await ledger()).length).toBeGreaterThan(Object.keys(before).length);
  });

  it('refuses forged and malformed links with a localized 400 and records nothing', async () => {
    const href = await hrefFor('kayak', 'karma_associations=L214');
    const url = new URL(href, 'http://karma.test');
    const s = url.searchParams.get('s') ?? '';
    const forged = [
      href.replace('/r/otter', '/r/lynx'),
      href.replace(/b=(\d+)/, 'b=0$1'),
      href.replace(/b=(\d+)/, (_m, b) => `b=${Number(b) - 1}`),
      href.replace(s, (s[0] === 'A' ? 'B' : 'A') + s.slice(1)),
      href.replace(/&s=.*/, ''),
      '/r/otter',
      `${href}&s=again`,
    ];
    const before = await ledger();
    for (const path of forged) {
      const res = await click(path).expect(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.text).toContain('This sponsored link');
    }
    const fr = await click(
      href.replace('/r/otter', '/r/lynx'),
      undefined,
      undefined,
      'karma_i18n_redirected=fr',
    ).expect(400);
    expect(fr.text).toContain('Ce lien sponsorisé n’a pas été créé par Karma');
    expect(await ledger()).toEqual(before);
  });

  it('refuses a link older than 24 hours (400), accepts one 24 hours old', async () => {
    const href = await hrefFor('kayak');
    const before = await ledger();
    later(25 * 3600_000);
    const res = await click(href, undefined, undefined, 'karma_i18n_redirected=es').expect(400);
    expect(res.text).toContain('Este enlace patrocinado ha caducado');
    expect(await ledger()).toEqual(before);
    const fresh = await hrefFor('kayak');
    later(24 * 3600_000);
    await click(fresh).expect(302);
    expect(await ledger()).not.toEqual(before);
  });

  it('redirects crawlers, scripts and HEAD requests without billing them', async () => {
    const href = await hrefFor('kayak');
    const before = await ledger();
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', '']) {
      const res = await click(href, '203.0.113.9', ua).expect(302);
      expect(res.headers.location).toBe('https://otter.example/kayaks?ref=karma');
    }
    await request(t.app).head(href).set('User-Agent', BROWSER_UA).expect(302);
    await click(href).set('Sec-Purpose', 'prefetch').expect(302);
    expect(await ledger()).toEqual(before);
  });

  it('bills a repeat from the same network only after 30 minutes, whatever the agent; another network at once', async () => {
    const href = await hrefFor('kayak', 'karma_associations=L214');
    const day = clock.toISOString().slice(0, 10);
    const otterL214 = async () =>
      (await database.stores.sponsors.ledgerRows(day)).find((r) => r.sponsorId === 'otter' && r.association === 'L214')
        ?.clicks ?? 0;
    const l214 = 'karma_associations=L214';
    await click(href, undefined, undefined, l214).expect(302);
    expect(await otterL214()).toBe(1);
    later(29 * 60_000);
    await click(href, undefined, undefined, l214).expect(302);
    expect(await otterL214()).toBe(1);
    await click(href, '198.51.100.8', undefined, l214).expect(302);
    await click(href, '198.51.100.7', `${BROWSER_UA} Edg/131.0.0.0`, l214).expect(302);
    expect(await otterL214()).toBe(2);
    later(2 * 60_000); // 31 minutes after the first click
    await click(href, undefined, undefined, l214).expect(302);
    expect(await otterL214()).toBe(3);
  });

  it('redirects past the daily budget without billing', async () => {
    const href = await hrefFor('tent', 'karma_associations=INAT');
    const day = clock.toISOString().slice(0, 10);
    for (const device of ['192.0.2.10', '192.0.2.11', '192.0.2.12']) {
      const res = await click(href, device, undefined, 'karma_associations=INAT').expect(302);
      expect(res.headers.location).toBe('https://lynx.example/landing');
    }
    const rows = (await database.stores.sponsors.ledgerRows(day)).filter((r) => r.sponsorId === 'lynx');
    expect(rows.map((r) => [r.association, r.clicks, r.gross])).toEqual([['INAT', 2, 100]]);
    expect(t.logs.join('\n')).toContain('"outcome":"over-budget"');
  });

  it('redirects a paused link without billing; a deleted one answers 404', async () => {
    await database.stores.sponsors.upsertLinks([sponsoredLink('mink', { keywords: ['paddle'] })], clock);
    const href = await hrefFor('paddle');
    await database.stores.sponsors.setPaused('mink', true, clock);
    later(6000);
    const before = await ledger();
    expect((await click(href).expect(302)).headers.location).toBe('https://mink.example/landing');
    expect(await ledger()).toEqual(before);
    await database.stores.sponsors.deleteLink('mink');
    later(6000);
    const gone = await click(href, '192.0.2.99').expect(404);
    expect(gone.text).toContain('This sponsored link no longer exists');
  });

  it('logs the link and the outcome, never the address, the user agent or the query', async () => {
    const href = await hrefFor('kayak+canary-query');
    await click(href, '198.51.100.77', `${BROWSER_UA} canary-agent`).expect(302);
    const logs = t.logs.join('\n');
    expect(logs).toContain('"sponsor":"otter"');
    for (const secret of ['198.51.100.77', 'canary-agent', 'canary-query', 'otter.example']) {
      expect(logs).not.toContain(secret);
    }
  });
});
