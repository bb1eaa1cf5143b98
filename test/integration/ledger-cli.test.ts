/**
 * `npm run ledger -- report | verify` (server/sponsors/ledger-cli.ts) on SQLite and PostgreSQL,
 * after real billed clicks and counted searches: the month's report in text and CSV, and the
 * verify that passes on the ledger the store wrote and fails, naming the row, once a row is
 * corrupted by hand.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Association } from '../../server/shared/account-settings.ts';
import { runLedgerCli } from '../../server/sponsors/ledger-cli.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { sponsoredLink } from '../helpers/sponsored.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe.each(['sqlite', 'postgres'] as const)('npm run ledger on %s', (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await TEST_DATABASES[kind]();
    const store = database.stores.sponsors;
    await store.upsertLinks(
      [sponsoredLink('otter', { cpc: 40, dailyBudget: 200 }), sponsoredLink('heron', { cpc: 10, currency: 'GBP' })],
      NOW,
    );
    const bill = (linkId: string, associations: Association[], day = '2026-11-21') =>
      store.billClick({ linkId, associations, day, revenueShare: 0.5 });
    await bill('otter', ['L214']);
    await bill('otter', ['L214']);
    await bill('otter', ['L214', 'ASPAS', 'NAAT']);
    await bill('heron', ['INAT'], '2026-11-02');
    await bill('otter', ['L214'], '2026-10-31');
    // Over budget: 200 allows 5 clicks of 40 a day, and 3 were billed; 20 more try at once.
    await Promise.all(Array.from({ length: 20 }, () => bill('otter', ['HSUK', 'RWLD'], '2026-11-22')));
    for (let i = 0; i < 3; i++) await store.countSearches('2026-11-21', ['L214', 'ASPAS']);
    await store.countSearches('2026-11-22', ['L214']);
    await store.countSearches('2026-10-01', ['L214']);
  });
  afterEach(() => database.close());

  async function cli(argv: string[], env: Record<string, string | undefined> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLedgerCli(argv, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      env: { ...database.env, ...env },
      now: () => NOW,
    });
    return { code, out, err: err.join('\n') };
  }

  it('reports a month per currency and association as CSV, in minor units', async () => {
    const { code, out } = await cli(['report', '--month', '2026-11', '--csv']);
    expect(code).toBe(0);
    expect(out).toEqual([
      'month,currency,association,clicks,searches,gross,redistributed',
      '2026-11,EUR,ASPAS,1,3,13,6',
      '2026-11,EUR,NAAT,1,0,13,6',
      '2026-11,EUR,L214,3,4,93,46',
      '2026-11,EUR,HSUK,5,0,100,50',
      '2026-11,EUR,RWLD,5,0,100,50',
      '2026-11,EUR,INAT,0,0,0,0',
      '2026-11,EUR,REMAINDER,0,0,1,0',
      '2026-11,GBP,ASPAS,0,3,0,0',
      '2026-11,GBP,NAAT,0,0,0,0',
      '2026-11,GBP,L214,0,4,0,0',
      '2026-11,GBP,HSUK,0,0,0,0',
      '2026-11,GBP,RWLD,0,0,0,0',
      '2026-11,GBP,INAT,1,0,10,5',
      '2026-11,GBP,REMAINDER,0,0,0,0',
    ]);
  });

  it('reports a month as text, with the remainder, the totals and the billed clicks', async () => {
    const { code, out } = await cli(['report', '--month', '2026-11']);
    expect(code).toBe(0);
    expect(out[0]).toBe('Ledger for 2026-11 (REVENUE_SHARE 0.5): 9 billed click(s)');
    const text = out.join('\n');
    expect(text).toMatch(/^EUR$/m);
    expect(text).toMatch(/^ {2}L214 +3 +4 +0\.93 EUR +0\.46 EUR$/m);
    expect(text).toMatch(/^ {2}REMAINDER +0 +0\.01 EUR +0\.00 EUR$/m);
    // Floors are per row: 320 units redistribute 158, not 160 (L214 93 → 46, ASPAS and NAAT 13 → 6).
    expect(text).toMatch(/^ {2}total +7 +3\.20 EUR +1\.58 EUR$/m);
    expect(text).toMatch(/^ {2}INAT +1 +0 +0\.10 GBP +0\.05 GBP$/m);
  });

  it('reports a month with no click and no search as zeros', async () => {
    const { code, out } = await cli(['report', '--month', '2025-01', '--csv']);
    expect(code).toBe(0);
    expect(out).toHaveLength(1 + 7);
    expect(out[1]).toBe('2025-01,,ASPAS,0,0,0,0');
  });

  it('verifies the ledger the store wrote, for every month or one', async () => {
    expect(await cli(['verify'])).toMatchObject({ code: 0, out: ['ledger verified: 8 rows, 10 events, 0 statements'] });
    expect(await cli(['verify', '--month', '2026-10'])).toMatchObject({
      code: 0,
      out: ['ledger verified: 1 rows, 10 events, 0 statements'],
    });
    expect(await cli(['verify'], { REVENUE_SHARE: '0.5' })).toMatchObject({ code: 0 });
  });

  it('fails on a redistributed amount changed by hand, naming the row', async () => {
    await sql`update ledger_entries set redistributed = redistributed + 1
              where day = '2026-11-21' and association = 'ASPAS'`.execute(database.stores.db);
    const result = await cli(['verify']);
    expect(result.code).toBe(1);
    expect(result.err).toBe(
      'ledger mismatch (REVENUE_SHARE 0.5): 2026-11-21 otter ASPAS EUR: redistributed 7, expected 6 (floor of gross 13 × 0.5)',
    );
  });

  it('fails on a click added to the ledger but not to the spend, or lost from it', async () => {
    await sql`update ledger_entries set gross = gross + 40, redistributed = redistributed + 20
              where day = '2026-11-21' and association = 'L214'`.execute(database.stores.db);
    expect(await cli(['verify'])).toMatchObject({
      code: 1,
      err: expect.stringContaining("2026-11-21 otter: the ledger's gross adds up to 160, the link spent 120"),
    });
    await sql`delete from ledger_entries where association = 'INAT'`.execute(database.stores.db);
    expect(await cli(['verify'])).toMatchObject({
      code: 1,
      err: expect.stringContaining("2026-11-02 heron: the ledger's gross adds up to 0, the link spent 10"),
    });
  });

  it('fails when REVENUE_SHARE is not the share the ledger was written with', async () => {
    const result = await cli(['verify'], { REVENUE_SHARE: '0.6' });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /^ledger mismatch \(REVENUE_SHARE 0.6\): 2026-10-31 otter L214 EUR: redistributed 20, expected 24/,
    );
    expect(await cli(['verify'], { REVENUE_SHARE: 'half' })).toMatchObject({
      code: 78,
      err: expect.stringContaining('REVENUE_SHARE'),
    });
  });

  it.each([
    [[], 0],
    [['help'], 0],
    [['frob'], 2],
    [['report', 'extra'], 2],
    [['report', '--month', '2026-13'], 2],
    [['report', '--month', 'november'], 2],
    [['verify', '--csv'], 2],
  ])('%j exits with %i', async (argv, code) => {
    expect((await cli(argv)).code).toBe(code);
  });

  it('runs as a script: a corrupted ledger exits 1 with the mismatch', async () => {
    await sql`update ledger_entries set redistributed = 0 where association = 'INAT'`.execute(database.stores.db);
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/ledger.ts', 'verify'], {
      // Not process.env: vitest adds Vite's variables to it (BASE_URL=/), which the config refuses.
      env: { PATH: process.env.PATH, ...database.env },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('2026-11-02 heron INAT GBP') });
  }, 30_000);
});
