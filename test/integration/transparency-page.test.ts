/**
 * /partners/transparency and its JSON twin on SQLite and PostgreSQL, with ledger
 * rows written by real billed clicks (stores.sponsors.billClick) and search counters: the
 * figures per month and association, the issue's JSON shape, the page in en, fr and es with its
 * inline SVG chart (no script) and its table, the links that lead to it, and a database away.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Association } from '../../server/shared/account-settings.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { sponsoredLink } from '../helpers/sponsored.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const ids = ['ASPAS', 'NAAT', 'L214', 'HSUK', 'RWLD', 'INAT'];
const article = (html: string) => /<article class="info-page transparency">[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
const month = (html: string, id: string) =>
  new RegExp(`<section class="transparency-month" aria-labelledby="month-${id}">[\\s\\S]*?</section>`).exec(
    html,
  )?.[0] ?? '';
const cells = (section: string, association: string) =>
  [
    ...(new RegExp(`<tr data-association="${association}">([\\s\\S]*?)</tr>`).exec(section)?.[1] ?? '').matchAll(
      /<td[^>]*>([^<]*)<\/td>/g,
    ),
  ].map((m) => (m[1] ?? '').replace(/\u202f|\u00a0/g, ' '));
const totalCells = (section: string) =>
  [...(/<tr data-total="">([\s\S]*?)<\/tr>/.exec(section)?.[1] ?? '').matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) =>
    (m[1] ?? '').replace(/\u202f|\u00a0/g, ' '),
  );

describe.each(['sqlite', 'postgres'] as const)('the transparency page (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
    const sponsors = database.stores.sponsors;
    await sponsors.upsertLinks(
      [sponsoredLink('otter', { cpc: 40 }), sponsoredLink('lynx', { cpc: 10, keywords: ['tent'] })],
      NOW,
    );
    const bill = (linkId: string, associations: Association[], day: string) =>
      sponsors.billClick({ linkId, associations, day, revenueShare: 0.5 });
    // November: 40 to L214 alone; 10 split over three (3 each, 1 left over); October: 40 to HSUK.
    expect(await bill('otter', ['L214'], '2026-11-03')).toBe('billed');
    expect(await bill('lynx', ['ASPAS', 'NAAT', 'L214'], '2026-11-20')).toBe('billed');
    expect(await bill('otter', ['HSUK'], '2026-10-31')).toBe('billed');
    await sponsors.countSearches('2026-11-03', ['L214']);
    await sponsors.countSearches('2026-11-04', ['L214', 'HSUK']);
    await sponsors.countSearches('2026-10-02', ['HSUK']);
    t = buildTestApp(database.env, { now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('publishes the figures as JSON, in the issue’s shape, cacheable for 30 s', async () => {
    const res = await request(t.app).get('/partners/transparency.json').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(Object.keys(res.body)).toEqual(['updated', 'currency', 'months']);
    expect(new Date(res.body.updated).toISOString()).toBe(res.body.updated);
    expect(res.body.currency).toBe('EUR');
    expect(res.body.months.map((m: { month: string }) => m.month)).toEqual(['2026-11', '2026-10']);
    const [november, october] = res.body.months;
    expect(november.associations.map((a: { id: string }) => a.id)).toEqual(ids);
    expect(october.associations.map((a: { id: string }) => a.id)).toEqual(ids);
    const byId = (m: { associations: { id: string }[] }) => Object.fromEntries(m.associations.map((a) => [a.id, a]));
    expect(byId(november)).toEqual({
      ASPAS: { id: 'ASPAS', clicks: 1, searches: 0, gross: 3, redistributed: 1 },
      NAAT: { id: 'NAAT', clicks: 1, searches: 0, gross: 3, redistributed: 1 },
      L214: { id: 'L214', clicks: 2, searches: 2, gross: 43, redistributed: 21 },
      HSUK: { id: 'HSUK', clicks: 0, searches: 1, gross: 0, redistributed: 0 },
      RWLD: { id: 'RWLD', clicks: 0, searches: 0, gross: 0, redistributed: 0 },
      INAT: { id: 'INAT', clicks: 0, searches: 0, gross: 0, redistributed: 0 },
    });
    expect(byId(october).HSUK).toEqual({ id: 'HSUK', clicks: 1, searches: 1, gross: 40, redistributed: 20 });
  });

  it('shows each month with an SVG bar chart, a table, the totals and the remainder, in English', async () => {
    const res = await request(t.app).get('/partners/transparency').expect(200);
    const page = article(res.text);
    expect(page).toContain(`<h1>${resources.en.transparency.title}</h1>`);
    // When the last click or count was written (the store's own clock), in UTC.
    const updated = /Last updated: <time dateTime="([^"]+)">([^<]+)<\/time>/.exec(page);
    expect(new Date(updated?.[1] ?? '').toISOString()).toBe(updated?.[1]);
    expect(updated?.[2]).toMatch(/^\w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M UTC$/);
    expect(page.indexOf('month-2026-11')).toBeLessThan(page.indexOf('month-2026-10'));
    const november = month(page, '2026-11');
    expect(november).toContain('<h2 id="month-2026-11">November 2026</h2>');
    expect(november).toMatch(
      /<svg class="bar-chart" role="img" aria-label="Amounts redistributed in November 2026: ASPAS €0.01; Notre Affaire À Tous €0.01; L214 €0.21; /,
    );
    expect(cells(november, 'L214')).toEqual(['€0.21', '2']);
    expect(cells(november, 'HSUK')).toEqual(['€0.00', '1']);
    expect(cells(november, 'REMAINDER')).toEqual(['€0.00', '–']);
    // Two searches (one supported L214, the other L214 and HSUK): a search counts once in the total.
    expect(totalCells(november)).toEqual(['€0.23', '2']);
    expect(november).toContain('Sponsored-link revenue in November 2026: €0.50.');
    expect(cells(month(page, '2026-10'), 'HSUK')).toEqual(['€0.20', '1']);
    expect(page).toContain(resources.en.transparency.remainderNote.slice(0, 20));
    expect(page).toContain('href="/partners/transparency.json"');
    expect(page).not.toContain('<script');
    expect(res.text).toContain('/build/transparency');
  });

  it('speaks French and Spanish, with amounts written the local way', async () => {
    const fr = article((await request(t.app).get('/fr/partners/transparency').expect(200)).text);
    expect(fr).toContain(`<h1>${resources.fr.transparency.title}</h1>`);
    expect(fr).toContain('<h2 id="month-2026-11">novembre 2026</h2>');
    expect(cells(month(fr, '2026-11'), 'L214')).toEqual(['0,21 €', '2']);
    expect(fr).toContain('href="/fr/partners/l214"');
    const es = article((await request(t.app).get('/es/partners/transparency').expect(200)).text);
    expect(es).toContain(`<h1>${resources.es.transparency.title}</h1>`);
    expect(es).toContain('<h2 id="month-2026-10">octubre de 2026</h2>');
    expect(cells(month(es, '2026-10'), 'HSUK')).toEqual(['0,20 €', '1']);
  });

  it('is linked from the footer, from each partner page and from the home page', async () => {
    const home = (await request(t.app).get('/fr').expect(200)).text;
    expect(home).toContain(`<a href="/fr/partners/transparency">${resources.fr.transparency.footerLink}</a>`);
    // The home's band under the partners' tiles: the page's title, then what it shows.
    expect(home).toMatch(
      new RegExp(
        `<a class="ledger-link" href="/fr/partners/transparency"><svg [^]*?</svg><span><strong>${resources.fr.transparency.title}</strong> ${resources.fr.transparency.homeLink}</span></a>`,
      ),
    );
    for (const id of ids) {
      const partner = (await request(t.app).get(`/es/partners/${id.toLowerCase()}`).expect(200)).text;
      expect(partner).toContain('<a href="/es/partners/transparency">Lo que los enlaces patrocinados');
    }
  });
});

describe('the transparency page with the database away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = buildTestApp();
    await t.stores.ping();
    await t.stores.close();
  });
  afterAll(() => t.close());

  it('says the figures are unavailable (503), in the page and in the JSON', async () => {
    const page = await request(t.app).get('/fr/partners/transparency').expect(503);
    expect(article(page.text)).toContain(resources.fr.transparency.unavailable);
    const json = await request(t.app).get('/partners/transparency.json').expect(503);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.body.error).toMatch(/unavailable/);
    expect(t.logs.join('\n')).toContain('transparency figures unavailable');
  });
});
