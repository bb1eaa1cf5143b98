/**
 * The event ledger on SQLite and PostgreSQL, through the real store and `npm run ledger`:
 * billed clicks (concurrent ones too) append one hashed event each in one order; verify passes
 * on the untouched database and exits 1 naming what was changed by hand (an aggregate, an
 * event's amount, a deleted event); searches count once in the month's total; payouts are
 * recorded as events, shown in the report's balances and refused in a closed month.
 */
import { sql } from 'kysely';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Association } from '../../server/shared/account-settings.ts';
import { runLedgerCli } from '../../server/sponsors/ledger-cli.ts';
import { buildTestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { sponsoredLink } from '../helpers/sponsored.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe.each(['sqlite', 'postgres'] as const)('the event ledger on %s', (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await TEST_DATABASES[kind]();
    const store = database.stores.sponsors;
    await store.upsertLinks([sponsoredLink('otter', { cpc: 40 }), sponsoredLink('lynx', { cpc: 10 })], NOW);
    const bill = (linkId: string, associations: Association[], day = '2026-11-21') =>
      store.billClick({ linkId, associations, day, revenueShare: 0.5 });
    await bill('otter', ['L214']);
    await bill('lynx', ['ASPAS', 'NAAT', 'L214']);
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => bill(i % 2 ? 'otter' : 'lynx', ['HSUK', 'RWLD'], '2026-11-22')),
    );
  });
  afterEach(() => database.close());

  async function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLedgerCli(argv, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      env: database.env,
      now: () => NOW,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const db = () => database.stores.db;

  it('appends one event per billed click, chained in one order, with nothing about the visitor', async () => {
    const events = await db().selectFrom('ledger_events').selectAll().orderBy('seq').execute();
    expect(events.map((e) => Number(e.seq))).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(JSON.parse(events[1]?.body ?? '')).toEqual({
      v: 1,
      seq: 2,
      kind: 'click',
      hour: `2026-11-21T${events[1]?.hour.slice(11)}`,
      link: 'lynx',
      currency: 'EUR',
      sharePpm: 500000,
      amounts: { ASPAS: 3, NAAT: 3, L214: 3, REMAINDER: 1 },
    });
    const head = await db().selectFrom('ledger_chain_head').selectAll().executeTakeFirstOrThrow();
    expect([Number(head.seq), head.hash]).toEqual([14, events.at(-1)?.hash]);
    expect(await cli(['verify'])).toMatchObject({ code: 0, out: 'ledger verified: 9 rows, 14 events, 0 statements' });
  });

  it.each([
    ['an aggregate changed by hand', sql`update ledger_entries set gross = gross + 1`, /ledger mismatch/],
    [
      'an event’s amount edited',
      sql`update ledger_events set body = replace(body, '"L214":3', '"L214":4') where seq = 2`,
      /^ledger mismatch: ledger_events seq 2: hash /,
    ],
    [
      'an event deleted',
      sql`delete from ledger_events where seq = 5`,
      /^ledger mismatch: ledger_events seq 6: expected seq 5/,
    ],
    ['the last event deleted', sql`delete from ledger_events where seq = 14`, /^ledger mismatch: ledger_chain_head/],
    [
      'an event moved to another hour',
      sql`update ledger_events set hour = '2026-11-20T00' where seq = 3`,
      /^ledger mismatch: ledger_events seq 3: the hour column/,
    ],
    [
      'a click removed from both aggregates',
      sql`update sponsored_spend set clicks = clicks - 1, spent = spent - 40 where link_id = 'otter' and day = '2026-11-21'`,
      /ledger mismatch/,
    ],
  ])('verify exits 1 after %s, naming it', async (_name, change, message) => {
    await change.execute(db());
    const result = await cli(['verify']);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(message);
  });

  it('names the aggregate row when the arithmetic still holds but the events disagree', async () => {
    await sql`update ledger_entries set gross = gross + 2, redistributed = redistributed + 1
              where association = 'L214' and sponsor_id = 'otter'`.execute(db());
    await sql`update sponsored_spend set spent = spent + 2 where link_id = 'otter' and day = '2026-11-21'`.execute(
      db(),
    );
    expect(await cli(['verify'])).toMatchObject({
      code: 1,
      err: 'ledger mismatch: ledger_entries 2026-11-21 otter L214 EUR: gross 42, the events give 40',
    });
  });

  it('counts 4 searches supporting two associations as 4 searches in the month, 4 for each association', async () => {
    for (let i = 0; i < 4; i++) await database.stores.sponsors.countSearches('2026-11-21', ['L214', 'HSUK']);
    const t = buildTestApp(database.env, { now: () => NOW });
    try {
      const json = (await request(t.app).get('/partners/transparency.json').expect(200)).body;
      const november = json.months.find((m: { month: string }) => m.month === '2026-11');
      expect(november.searches).toBe(4);
      const searches = Object.fromEntries(
        november.associations.map((a: { id: string; searches: number }) => [a.id, a.searches]),
      );
      expect([searches.L214, searches.HSUK, searches.ASPAS]).toEqual([4, 4, 0]);
    } finally {
      await t.close();
    }
  });

  it('records payouts as events, shows the balance, and refuses a month whose statement is final', async () => {
    const recorded = await cli(['payout', 'L214', '15', 'EUR', 'SEPA-2026-11-L214', '--date', '2026-11-20']);
    expect(recorded).toMatchObject({ code: 0 });
    expect(recorded.out).toMatch(
      /^payout recorded \(event 15\): 0\.15 EUR to L214 on 2026-11-20, reference SEPA-2026-11-L214$/,
    );
    const report = await cli(['report', '--month', '2026-11']);
    // L214: 40 + 3 = 43 gross → 21 owed, 15 paid.
    expect(report.out).toMatch(/^ {2}L214 +owed +0\.21 EUR {2}paid +0\.15 EUR {2}balance +0\.06 EUR$/m);
    expect(await cli(['verify'])).toMatchObject({ code: 0 });
    expect(await cli(['payout', 'L214', '15', 'EUR', 'R', '--date', '2026-11-22'])).toMatchObject({
      code: 1,
      err: expect.stringContaining('in the future'),
    });
    await db()
      .insertInto('ledger_statements')
      .values({ month: '2026-10', kid: 'k', body: '{}', issued_at: 0 })
      .execute();
    expect(await cli(['payout', 'L214', '15', 'EUR', 'R', '--date', '2026-10-31'])).toMatchObject({
      code: 1,
      err: 'payout refused: the statement of 2026-10 is final: date the payout later',
    });
  });
});
