/**
 * The association choice, for real: what a visitor's settings say they support is
 * what the home page's strip, the counter (modal and /counter) and the settings show, and what
 * each counted search adds to, on SQLite and PostgreSQL. Searches supported are added up in
 * memory and written on flush: page 2, prefetches and other devices' pages add nothing.
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storesSearchCountBatcher } from '../../server/sponsors/search-count-batcher.ts';
import type { SearchCountRow } from '../../server/sponsors/sponsor-model.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { islandProps } from '../helpers/island-props.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA } from '../helpers/sponsored.ts';

const provider = scriptedProvider((q) => answer([webResult(`About ${q.text}`)], { hasMore: true }), {
  ...FULL_CAPABILITIES,
  cheapLookups: true,
});
const strip = (html: string) => /<nav class="partners-strip".*?<\/nav>/.exec(html)?.[0] ?? '';
const stripHrefs = (html: string) => [...strip(html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const decode = (s: string) => s.replace(/&#x27;/g, '’').replace(/&amp;/g, '&');
const counts = (rows: SearchCountRow[]) =>
  Object.fromEntries(rows.map((r) => [`${r.day} ${r.association}`, r.searches]));

describe.each(['sqlite', 'postgres'] as const)('the associations a visitor supports (%s)', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let clock = new Date('2026-11-21T10:00:00Z');
  /** Past the counter's few seconds between counts, so only the rules under test stop a count. */
  const later = () => {
    clock = new Date(clock.getTime() + 10_000);
  };
  let batcher: ReturnType<typeof storesSearchCountBatcher>;

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    // An hour between automatic writes: the test flushes when it wants the counts written.
    batcher = storesSearchCountBatcher(database.stores, {
      logger: { warn: () => {} },
      now: () => clock,
      intervalMs: 3_600_000,
    });
    t = buildTestApp(database.env, { now: () => clock, searchProvider: provider, searchCounts: batcher });
  });
  afterEach(async () => {
    await batcher.stop();
    await t.close();
  });

  it('with only L214 chosen, shows L214 alone on the home page, the counter modal and /counter', async () => {
    const cookie = 'karma_associations=L214';
    const home = await request(t.app).get('/').set('Cookie', cookie).expect(200);
    expect(stripHrefs(home.text)).toEqual(['/partners/l214']);
    expect(islandProps<{ supports: string[] }>(home.text, 'CounterModal')?.supports).toEqual(['L214']);
    const counter = await request(t.app).get('/fr/counter').set('Cookie', cookie).expect(200);
    expect(decode(counter.text)).toContain('Vos recherches soutiennent L214.');
    const results = await request(t.app).get('/search?q=otter').set('Cookie', cookie).expect(200);
    expect(islandProps<{ supports: string[] }>(results.text, 'CounterModal')?.supports).toEqual(['L214']);
  });

  it("with the search region's partners and en-GB, shows Humane World for Animals UK, and says so in the settings", async () => {
    const cookie = 'karma_associations=default; karma_search_region=en-GB';
    const home = await request(t.app).get('/es').set('Cookie', cookie).expect(200);
    expect(stripHrefs(home.text)).toEqual(['/es/partners/hsuk']);
    const counter = await request(t.app).get('/counter').set('Cookie', cookie).expect(200);
    expect(decode(counter.text)).toContain('Your searches support Humane World for Animals UK.');
    const settings = await request(t.app).get('/settings').set('Cookie', cookie).expect(200);
    expect(decode(settings.text)).toMatch(
      /id="setting-associations-region">With your search region \(United Kingdom \(English\)\): Humane World for Animals UK</,
    );
    // Without any cookie: every partner, as before.
    expect(stripHrefs((await request(t.app).get('/').expect(200)).text)).toHaveLength(6);
  });

  it('lists several associations the locale’s way on /counter', async () => {
    const res = await request(t.app).get('/es/counter').set('Cookie', 'karma_search_region=fr-FR').expect(200);
    expect(decode(res.text)).toContain('Tus búsquedas apoyan a ASPAS, Notre Affaire À Tous y L214.');
  });

  it('counts a search for exactly the visitor’s associations, written on flush; page 2 and prefetches add nothing', async () => {
    const site = t.app;
    // The other tests' searches were written when their app stopped.
    await database.stores.db.deleteFrom('search_counts').execute();
    const day = clock.toISOString().slice(0, 10);
    const chosen = request.agent(site);
    chosen.set('Cookie', 'karma_associations=L214.HSUK');
    chosen.set('User-Agent', BROWSER_UA);
    later();
    await chosen.get('/search?q=otter').expect(200);
    // Written on flush, not per search.
    expect(await database.stores.sponsors.searchCounts('')).toEqual([]);
    later();
    await chosen.get('/search?q=otter&p=2').expect(200);
    later();
    // A prefetch of a page that would not count is served, and counts nothing.
    await chosen.get('/search?q=otter&p=3').set('Sec-Purpose', 'prefetch').expect(200);
    later();
    // One that would count is refused (the click comes to count it).
    await chosen.get('/search?q=lynx').set('Sec-Purpose', 'prefetch').expect(204);
    later();
    await request(site)
      .get('/search?q=heron')
      .set('Cookie', 'karma_search_region=en-US')
      .set('User-Agent', BROWSER_UA)
      .expect(200);
    await batcher.flush();
    expect(counts(await database.stores.sponsors.searchCounts(day.slice(0, 7)))).toEqual({
      [`${day} L214`]: 1,
      [`${day} HSUK`]: 1,
      [`${day} RWLD`]: 1,
      [`${day} INAT`]: 1,
    });
    // A second flush adds to the stored counters (another replica's share, say).
    later();
    await chosen.get('/search?q=lynx').expect(200);
    await batcher.flush();
    const after = counts(await database.stores.sponsors.searchCounts(day.slice(0, 7)));
    expect(after[`${day} L214`]).toBe(2);
    expect(after[`${day} HSUK`]).toBe(2);
    expect(after[`${day} RWLD`]).toBe(1);
    // Aggregates only: a day, an association, a number.
    const raw = await database.stores.db.selectFrom('search_counts').selectAll().execute();
    expect(Object.keys(raw[0] ?? {}).sort()).toEqual(['association', 'day', 'searches', 'updated_at']);
  });
});
