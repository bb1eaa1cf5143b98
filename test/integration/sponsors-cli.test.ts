/**
 * The operators' sponsored-links CLI (`npm run sponsors`, server/sponsors/cli.ts) against real
 * SQLite and PostgreSQL databases found the way the server finds them (DATA_DIR, DATABASE_URL):
 * in-process for most cases, and once as the real script for its exit status.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSponsorsCli } from '../../server/sponsors/cli.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

/** The example of docs/sponsored-links.md. */
const entry = (id = 'otter-kayaks', overrides: Record<string, unknown> = {}) => ({
  id,
  advertiser: 'Otter Outfitters',
  title: 'Kayaks that leave otters in peace',
  displayUrl: 'otter.example',
  url: 'https://otter.example/kayaks',
  description: 'Quiet kayaks for river trips.',
  keywords: ['kayak', 'canoe'],
  phrases: ['river kayak'],
  languages: ['en', 'fr'],
  regions: ['all'],
  cpc: 40,
  currency: 'EUR',
  dailyBudget: 2000,
  start: '2026-01-01',
  end: '2027-12-31',
  ...overrides,
});

describe.each(['sqlite', 'postgres'] as const)('npm run sponsors on %s', (kind) => {
  let database: TestDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await TEST_DATABASES[kind]();
    dir = mkdtempSync(join(tmpdir(), 'karma-sponsors-'));
  });
  afterEach(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function writeFile(name: string, json: unknown): string {
    const file = join(dir, name);
    writeFileSync(file, typeof json === 'string' ? json : JSON.stringify(json));
    return file;
  }

  async function cli(argv: string[], env = database.env) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSponsorsCli(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env, now: () => NOW });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const links = () => database.stores.sponsors.listLinks();

  it('imports the documented example, lists it, and a re-import updates by id', async () => {
    const file = writeFile('links.json', [entry(), entry('heron-boots', { cpc: 25, regions: ['fr-FR', 'en-GB'] })]);
    expect(await cli(['import', file])).toMatchObject({ code: 0, out: expect.stringContaining('2 added, 0 updated') });
    expect(await links()).toEqual([
      expect.objectContaining({ id: 'heron-boots', cpc: 25, regions: ['fr-FR', 'en-GB'], paused: false }),
      { ...entry(), paused: false },
    ]);
    const again = writeFile('again.json', [entry('otter-kayaks', { title: 'Quieter kayaks', dailyBudget: 5000 })]);
    expect(await cli(['import', again])).toMatchObject({ code: 0, out: expect.stringContaining('0 added, 1 updated') });
    expect((await links()).find((l) => l.id === 'otter-kayaks')).toMatchObject({
      title: 'Quieter kayaks',
      dailyBudget: 5000,
    });

    await database.stores.sponsors.billClick({
      linkId: 'otter-kayaks',
      associations: ['L214'],
      day: '2026-11-21',
      revenueShare: 0.5,
    });
    const list = await cli(['list']);
    expect(list.code).toBe(0);
    expect(list.out).toContain(
      'otter-kayaks  active  0.40 EUR/click  0.40 EUR of 50.00 EUR spent today  2026-01-01…2027-12-31  en,fr  all  Otter Outfitters: Quieter kayaks',
    );
    expect(list.out).toContain('2 sponsored link(s)');
  });

  it('pauses, resumes and deletes a link, and says when there is no such link', async () => {
    await cli(['import', writeFile('links.json', [entry(), entry('later', { start: '2027-01-01' })])]);
    expect(await cli(['pause', 'otter-kayaks'])).toMatchObject({ code: 0, out: 'paused "otter-kayaks"' });
    expect((await database.stores.sponsors.activeLinks('2026-11-21')).map((l) => l.id)).toEqual([]);
    expect((await cli(['list'])).out).toMatch(/later {2}scheduled[\s\S]*otter-kayaks {2}paused/);
    // A re-import without `paused` keeps the operator's pause.
    await cli(['import', writeFile('again.json', [entry('otter-kayaks', { title: 'New' })])]);
    expect((await links()).find((l) => l.id === 'otter-kayaks')).toMatchObject({ title: 'New', paused: true });
    expect(await cli(['resume', 'otter-kayaks'])).toMatchObject({ code: 0, out: 'resumed "otter-kayaks"' });
    expect((await database.stores.sponsors.activeLinks('2026-11-21')).map((l) => l.id)).toEqual(['otter-kayaks']);
    expect(await cli(['delete', 'otter-kayaks'])).toMatchObject({ code: 0, out: expect.stringContaining('deleted') });
    expect(await cli(['delete', 'otter-kayaks'])).toMatchObject({ code: 1, err: 'no sponsored link "otter-kayaks"' });
    expect(await cli(['pause', 'nobody'])).toMatchObject({ code: 1, err: 'no sponsored link "nobody"' });
    expect((await links()).map((l) => l.id)).toEqual(['later']);
  });

  it('imports nothing from a file with bad entries, and names every entry and field', async () => {
    await cli(['import', writeFile('good.json', [entry()])]);
    const file = writeFile('bad.json', [
      entry('otter-kayaks', { title: 'Changed' }),
      entry('plain', { url: 'http://otter.example/' }),
      entry('bad id!'),
      entry('words', { keywords: [], phrases: [] }),
      entry('dates', { start: '2026-12-01', end: '2026-11-30' }),
      entry('money', { cpc: 0, dailyBudget: 12.5, currency: 'eur' }),
      entry('audience', { languages: ['de'], regions: ['fr-XX'] }),
      entry('long', { title: 'x'.repeat(81), description: 'y'.repeat(201), extra: 1 }),
      entry('otter-kayaks'),
      entry('day', { start: '2026-02-30' }),
    ]);
    const result = await cli(['import', file]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('nothing was imported');
    for (const problem of [
      'entry 2 (id "plain"): url: Must be an https:// URL',
      'entry 3 (id "bad id!"): id: Must be 1 to 64 letters',
      'entry 4 (id "words"): keywords: Give at least one keyword or phrase',
      'entry 5 (id "dates"): end: Must not be before start (2026-12-01)',
      'entry 6 (id "money"): cpc: Must be at least 1',
      'entry 6 (id "money"): currency: Must be an ISO 4217 code',
      'entry 6 (id "money"): dailyBudget: Must be a whole number',
      'entry 7 (id "audience"): languages.0: Must be one of en, fr, es',
      'entry 7 (id "audience"): regions.0: Must be a search region',
      'entry 8 (id "long"): title: Too long (at most 80 characters)',
      'entry 8 (id "long"): description: Too long (at most 200 characters)',
      'entry 8 (id "long"): Unrecognized key: "extra"',
      'entry 9 (id "otter-kayaks"): id: Same id as entry 1',
      'entry 10 (id "day"): start: Must be a day written YYYY-MM-DD',
    ]) {
      expect(result.err).toContain(problem);
    }
    expect(result.err).not.toContain('entry 1 ');
    expect(await links()).toEqual([{ ...entry(), paused: false }]);
  });

  it('refuses what it cannot read, and validates without writing on --dry-run', async () => {
    expect(await cli(['import', join(dir, 'missing.json')])).toMatchObject({
      code: 1,
      err: expect.stringContaining('cannot read'),
    });
    expect(await cli(['import', writeFile('oops.json', '[{')])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Not valid JSON'),
    });
    expect(await cli(['import', writeFile('obj.json', { links: [] })])).toMatchObject({
      code: 1,
      err: expect.stringContaining('Expected a JSON array'),
    });
    expect(await cli(['import', writeFile('good.json', [entry()]), '--dry-run'])).toMatchObject({
      code: 0,
      out: expect.stringContaining('1 sponsored link(s) are valid (dry run'),
    });
    expect(await links()).toEqual([]);
  });

  it('refuses control characters in every text field, naming the entry, the field and the character, even on --dry-run', async () => {
    const file = writeFile('nul.json', [
      entry('a', { title: 'Kayaks\u0000 cheap' }),
      entry('b', { description: 'Quiet\u0007 kayaks' }),
      entry('c', { keywords: ['kayak', 'ca\u001bnoe'] }),
      entry('d', { url: 'https://otter.example/\u0000' }),
      entry('e', { advertiser: 'Otter\u0085Outfitters', phrases: ['river\nkayak'] }),
    ]);
    for (const argv of [
      ['import', file, '--dry-run'],
      ['import', file],
    ]) {
      const result = await cli(argv);
      expect(result.code).toBe(1);
      for (const line of [
        'entry 1 (id "a"): title: Must not contain control characters (found U+0000)',
        'entry 2 (id "b"): description: Must not contain control characters (found U+0007)',
        'entry 3 (id "c"): keywords.1: Must not contain control characters (found U+001B)',
        'entry 4 (id "d"): url: Must not contain control characters (found U+0000)',
        'entry 5 (id "e"): advertiser: Must not contain control characters (found U+0085)',
        'entry 5 (id "e"): phrases.0: Must not contain control characters (found U+000A)',
      ]) {
        expect(result.err).toContain(line);
      }
    }
    expect(await links()).toEqual([]);
  });

  it('refuses to change a link’s currency on a day it has spent, and allows it the next day', async () => {
    expect((await cli(['import', writeFile('eur.json', [entry()])])).code).toBe(0);
    const day = NOW.toISOString().slice(0, 10);
    const billed = await database.stores.sponsors.billClick({
      linkId: 'otter-kayaks',
      associations: ['L214'],
      day,
      revenueShare: 0.5,
    });
    expect(billed).toBe('billed');
    const usd = writeFile('usd.json', [entry('otter-kayaks', { currency: 'USD' }), entry('new-link')]);
    const refused = await cli(['import', usd]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      'id "otter-kayaks": currency: Cannot change from EUR to USD on a day the link has spent',
    );
    expect((await links()).map((link) => [link.id, link.currency])).toEqual([['otter-kayaks', 'EUR']]);
    // Same currency, other changes: fine on the same day.
    expect((await cli(['import', writeFile('same.json', [entry('otter-kayaks', { cpc: 45 })])])).code).toBe(0);
    const tomorrow = await runSponsorsCli(['import', usd], {
      out: () => {},
      err: () => {},
      env: database.env,
      now: () => new Date(NOW.getTime() + 24 * 3600_000),
    });
    expect(tomorrow).toBe(0);
    expect((await links()).find((link) => link.id === 'otter-kayaks')?.currency).toBe('USD');
  });

  it.each([
    [[], 0],
    [['help'], 0],
    [['frob'], 2],
    [['import'], 2],
    [['pause'], 2],
    [['delete', 'a', 'b'], 2],
    [['list', '--nope'], 2],
  ])('%j exits with %i', async (argv, code) => {
    expect((await cli(argv)).code).toBe(code);
  });

  it('stops on a bad configuration, as the server does', async () => {
    expect(await cli(['list'], { DATABASE_URL: 'mysql://nope' })).toMatchObject({ code: 78 });
  });

  it('runs as a script: a refused file exits 1 and the database is unchanged', async () => {
    const file = writeFile('bad.json', [entry(), entry('b', { url: 'javascript:alert(1)' })]);
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/sponsors.ts', 'import', file], {
      // Not process.env: vitest adds Vite's variables to it (BASE_URL=/), which the config refuses.
      env: { PATH: process.env.PATH, ...database.env },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('entry 2 (id "b"): url') });
    expect(await links()).toEqual([]);
  }, 30_000);
});
