/**
 * The sponsor store (server/sponsors/store.ts) on SQLite and PostgreSQL: links in and out, what
 * a click bills and credits (splits, budgets, inactive and unknown links, 1,000 clicks at once),
 * the searches supported, and the ledger's `verify` after every test.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shareToPpm } from '../../server/ledger/ledger-split.ts';
import { ASSOCIATIONS, type Association } from '../../server/shared/account-settings.ts';
import { verifyLedger } from '../../server/sponsors/ledger-verify.ts';
import type { SponsorStore } from '../../server/sponsors/sponsor-model.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { sponsoredLink } from '../helpers/sponsored.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY = '2026-11-21';

describe.each(['sqlite', 'postgres'] as const)('sponsor store on %s', (kind) => {
  let database: TestDatabase;
  let store: SponsorStore;
  beforeEach(async () => {
    database = await TEST_DATABASES[kind]();
    store = database.stores.sponsors;
  });
  afterEach(async () => {
    // Whatever a test billed, the ledger balances to the unit.
    const verdict = await verifyLedger(database.stores.db, shareToPpm(0.5));
    await database.close();
    expect(verdict).toMatchObject({ ok: true });
  });

  const bill = (linkId: string, associations: readonly Association[], day = DAY) =>
    store.billClick({ linkId, associations, day, revenueShare: 0.5 });
  const ledger = async (prefix = '') =>
    (await store.ledgerRows(prefix)).map(
      (r) => `${r.day} ${r.sponsorId} ${r.association} ${r.currency} ${r.clicks} ${r.gross} ${r.redistributed}`,
    );

  it('adds, updates by id, lists, pauses, resumes and deletes links', async () => {
    expect(await store.upsertLinks([sponsoredLink('a'), sponsoredLink('b')], NOW)).toEqual({ added: 2, updated: 0 });
    expect(await store.upsertLinks([sponsoredLink('b', { title: 'New' }), sponsoredLink('c')], NOW)).toEqual({
      added: 1,
      updated: 1,
    });
    expect(await store.listLinks()).toEqual([
      sponsoredLink('a'),
      sponsoredLink('b', { title: 'New' }),
      sponsoredLink('c'),
    ]);
    expect(await store.setPaused('a', true, NOW)).toBe(true);
    expect(await store.setPaused('nope', true, NOW)).toBe(false);
    expect((await store.listLinks())[0]?.paused).toBe(true);
    expect((await store.activeLinks(DAY)).map((l) => l.id)).toEqual(['b', 'c']);
    expect(await store.setPaused('a', false, NOW)).toBe(true);
    expect(await store.deleteLink('c')).toBe(true);
    expect(await store.deleteLink('c')).toBe(false);
    expect((await store.activeLinks(DAY)).map((l) => l.id)).toEqual(['a', 'b']);
  });

  it('lists as active only the links whose dates hold the day, with what they spent that day', async () => {
    await store.upsertLinks(
      [
        sponsoredLink('now'),
        sponsoredLink('first-day', { start: DAY }),
        sponsoredLink('last-day', { end: DAY }),
        sponsoredLink('later', { start: '2026-11-22' }),
        sponsoredLink('over', { end: '2026-11-20' }),
      ],
      NOW,
    );
    expect(await bill('now', ['L214'])).toBe('billed');
    expect(await bill('now', ['L214'], '2026-11-20')).toBe('billed');
    const active = await store.activeLinks(DAY);
    expect(active.map((l) => [l.id, l.spentToday])).toEqual([
      ['first-day', 0],
      ['last-day', 0],
      ['now', 40],
    ]);
    expect(active[2]).toEqual({ ...sponsoredLink('now'), spentToday: 40 });
  });

  it.each([
    { cpc: 40, associations: ['L214'], parts: ['L214 1 40 20'] },
    { cpc: 41, associations: ['L214', 'ASPAS'], parts: ['ASPAS 1 20 10', 'L214 1 20 10', 'REMAINDER 0 1 0'] },
    {
      cpc: 10,
      associations: ['NAAT', 'L214', 'INAT'],
      parts: ['INAT 1 3 1', 'L214 1 3 1', 'NAAT 1 3 1', 'REMAINDER 0 1 0'],
    },
    {
      cpc: 40,
      associations: [...ASSOCIATIONS],
      parts: [...ASSOCIATIONS.map((a) => `${a} 1 6 3`), 'REMAINDER 0 4 2'].sort(),
    },
    { cpc: 60, associations: [...ASSOCIATIONS], parts: [...ASSOCIATIONS].sort().map((a) => `${a} 1 10 5`) },
  ] as const)('splits a click of $cpc over $associations', async ({ cpc, associations, parts }) => {
    await store.upsertLinks([sponsoredLink('otter', { cpc })], NOW);
    expect(await bill('otter', associations)).toBe('billed');
    expect(await ledger()).toEqual(
      parts.map((p) => `${DAY} otter ${p.split(' ')[0]} EUR ${p.split(' ').slice(1).join(' ')}`),
    );
    // A second click adds to the same rows; redistributed follows the row's whole gross.
    expect(await bill('otter', associations)).toBe('billed');
    const rows = await store.ledgerRows('2026-11');
    expect(rows.reduce((sum, r) => sum + r.gross, 0)).toBe(2 * cpc);
    for (const row of rows) expect(row.redistributed).toBe(Math.floor(row.gross / 2));
  });

  it('stops billing a link at its daily budget, and bills it again the next day', async () => {
    await store.upsertLinks([sponsoredLink('otter', { cpc: 40, dailyBudget: 100 })], NOW);
    expect(await bill('otter', ['L214'])).toBe('billed');
    expect(await bill('otter', ['L214'])).toBe('billed');
    expect(await bill('otter', ['L214'])).toBe('over-budget');
    expect((await store.activeLinks(DAY))[0]?.spentToday).toBe(80);
    expect(await bill('otter', ['L214'], '2026-11-22')).toBe('billed');
    expect(await ledger()).toEqual([`${DAY} otter L214 EUR 2 80 40`, '2026-11-22 otter L214 EUR 1 40 20']);
  });

  it('bills nothing for a link whose cpc is above its daily budget', async () => {
    await store.upsertLinks([sponsoredLink('dear', { cpc: 300, dailyBudget: 200 })], NOW);
    expect(await bill('dear', ['L214'])).toBe('over-budget');
    expect(await ledger()).toEqual([]);
  });

  it('bills nothing for a paused link, one outside its dates or an unknown id', async () => {
    await store.upsertLinks(
      [
        sponsoredLink('paused', { paused: true }),
        sponsoredLink('soon', { start: '2026-11-22' }),
        sponsoredLink('gone', { end: '2026-11-20' }),
      ],
      NOW,
    );
    expect(await bill('paused', ['L214'])).toBe('inactive');
    expect(await bill('soon', ['L214'])).toBe('inactive');
    expect(await bill('gone', ['L214'])).toBe('inactive');
    expect(await bill('nobody', ['L214'])).toBe('unknown');
    expect(await ledger()).toEqual([]);
    expect((await database.stores.db.selectFrom('sponsored_spend').selectAll().execute()).length).toBe(0);
  });

  it('refuses an unknown association or none before writing anything', async () => {
    await store.upsertLinks([sponsoredLink('otter')], NOW);
    await expect(bill('otter', [])).rejects.toThrow(/at least one association/);
    await expect(bill('otter', ['WWF' as Association])).rejects.toThrow(/unknown association/);
    expect(await ledger()).toEqual([]);
  });

  // 100 in flight at a time, far more than the pool's connections: every billing transaction of
  // one link waits for the last (the spend row, then the ledger chain's head), and a thousand at
  // once would queue past the pool's 5 s connection timeout, failing clicks (not billed) rather
  // than proving anything about exactness.
  it('bills 1,000 clicks arriving 100 at a time each exactly once', { timeout: 60_000 }, async () => {
    await store.upsertLinks([sponsoredLink('otter', { cpc: 7, dailyBudget: 1_000_000 })], NOW);
    const outcomes: string[] = [];
    for (let wave = 0; wave < 10; wave++) {
      outcomes.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, (_, i) => bill('otter', i % 2 ? ['L214'] : ['L214', 'ASPAS', 'NAAT'])),
        )),
      );
    }
    expect(outcomes.filter((o) => o === 'billed')).toHaveLength(1000);
    const rows = await store.ledgerRows(DAY);
    expect(rows.find((r) => r.association === 'L214')?.clicks).toBe(1000);
    expect(rows.find((r) => r.association === 'ASPAS')?.clicks).toBe(500);
    expect(rows.reduce((sum, r) => sum + r.gross, 0)).toBe(7000);
    expect((await store.activeLinks(DAY))[0]?.spentToday).toBe(7000);
  });

  it('bills exactly the clicks a budget allows when 1,000 arrive at once', { timeout: 60_000 }, async () => {
    await store.upsertLinks([sponsoredLink('otter', { cpc: 40, dailyBudget: 400 })], NOW);
    const outcomes = await Promise.all(Array.from({ length: 1000 }, () => bill('otter', ['HSUK', 'RWLD', 'INAT'])));
    expect(outcomes.filter((o) => o === 'billed')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'over-budget')).toHaveLength(990);
    expect(await ledger()).toEqual([
      `${DAY} otter HSUK EUR 10 130 65`,
      `${DAY} otter INAT EUR 10 130 65`,
      `${DAY} otter REMAINDER EUR 0 10 5`,
      `${DAY} otter RWLD EUR 10 130 65`,
    ]);
  });

  it('counts searches supported per day and association, as aggregate counters', async () => {
    expect(await store.lastUpdated()).toBeUndefined();
    await store.countSearches(DAY, ['L214', 'ASPAS']);
    await store.countSearches(DAY, ['L214', 'L214']);
    await Promise.all(Array.from({ length: 50 }, () => store.countSearches('2026-12-01', ['INAT'])));
    expect(await store.searchCounts('2026-11')).toEqual([
      { day: DAY, association: 'ASPAS', searches: 1 },
      { day: DAY, association: 'L214', searches: 2 },
    ]);
    expect(await store.searchCounts('')).toHaveLength(3);
    expect((await store.searchCounts('2026-12'))[0]?.searches).toBe(50);
    expect(await database.stores.db.selectFrom('search_counts').selectAll().execute()).toHaveLength(3);
    expect(await store.lastUpdated()).toBeInstanceOf(Date);
  });

  it('says when the ledger or the counts last changed', async () => {
    await store.upsertLinks([sponsoredLink('otter')], NOW);
    const before = Date.now();
    await bill('otter', ['L214']);
    const updated = await store.lastUpdated();
    expect(updated?.getTime()).toBeGreaterThanOrEqual(before);
    expect(updated?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a day prefix that is not a date prefix', async () => {
    await expect(store.ledgerRows("2026' or 1=1")).rejects.toThrow(/not like 2026-11/);
    await expect(store.searchCounts('%')).rejects.toThrow(/not like 2026-11/);
  });

  it('keeps no query, address, user agent or account in any table after clicks and searches', async () => {
    const canary = 'canary-kayak-8f3e';
    await store.upsertLinks([sponsoredLink('otter', { keywords: ['kayak'] })], NOW);
    // The store is never given a query, an address or an agent: only a link id, a day and associations.
    for (let i = 0; i < 5; i++) await bill('otter', ['L214', 'NAAT']);
    await store.countSearches(DAY, ['L214', 'NAAT']);
    const db = database.stores.db;
    for (const table of ['sponsored_spend', 'ledger_entries', 'search_counts'] as const) {
      const dump = JSON.stringify(await db.selectFrom(table).selectAll().execute());
      expect(dump).not.toContain(canary);
      expect(dump).not.toMatch(/127\.0\.0\.1|Mozilla|@|https?:/);
    }
    const columns =
      kind === 'sqlite'
        ? (
            await sql<{ t: string; c: string }>`
              select m.name as t, p.name as c from sqlite_master m join pragma_table_info(m.name) p
              where m.name in ('sponsored_links', 'sponsored_spend', 'ledger_entries', 'search_counts')`.execute(db)
          ).rows
        : (
            await sql<{ t: string; c: string }>`
              select table_name as t, column_name as c from information_schema.columns
              where table_schema = current_schema()
                and table_name in ('sponsored_links', 'sponsored_spend', 'ledger_entries', 'search_counts')`.execute(db)
          ).rows;
    const names = columns.map(({ t, c }) => `${t}.${c}`);
    expect(names).toHaveLength(17 + 4 + 8 + 4);
    expect(
      names.filter(
        (name) =>
          /query|address|(^|_)ip(_|$)|agent|account|user|url|visit|session|email/i.test(name.split('.')[1] ?? '') &&
          !['sponsored_links.display_url', 'sponsored_links.target_url'].includes(name),
      ),
    ).toEqual([]);
  });
});
