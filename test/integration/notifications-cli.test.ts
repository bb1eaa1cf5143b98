/**
 * The operators' CLI (`npm run notifications`, server/notifications/cli.ts) against real
 * databases found the way the server finds them (DATA_DIR, DATABASE_URL): run in-process for
 * most cases, and once as the real script in a child process for its exit status.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runNotificationsCli } from '../../server/notifications/cli.ts';
import { openPostgresTestDatabase, openSqliteTestDatabase, type TestDatabase } from '../helpers/databases.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const STARTER = 'server/content/notifications/starter-notifications.json';

const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  locale: 'en',
  title: `Title ${id}`,
  content: `<p>${id}</p>`,
  publishedAt: '2026-11-01T08:00:00Z',
  ...overrides,
});

let database: TestDatabase;
let dir: string;
beforeEach(async () => {
  database = await openSqliteTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'karma-cli-'));
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
  const code = await runNotificationsCli(argv, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env,
    now: () => NOW,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const storedIds = async () => (await database.stores.notifications.listAll()).map((n) => `${n.id}/${n.locale}`);

describe('npm run notifications', () => {
  it('imports a good file, lists it, and a re-import replaces by id and locale', async () => {
    const file = writeFile('good.json', { notifications: [entry('a'), entry('b', { locale: 'fr' })] });
    expect(await cli(['import', file])).toMatchObject({ code: 0, out: expect.stringContaining('imported 2') });
    expect((await storedIds()).sort()).toEqual(['a/en', 'b/fr']);

    const again = writeFile('again.json', { notifications: [entry('a', { title: 'New title' })] });
    expect((await cli(['import', again])).code).toBe(0);
    const all = await database.stores.notifications.listAll();
    expect(all.map((n) => [n.id, n.title])).toEqual([
      ['a', 'New title'],
      ['b', 'Title b'],
    ]);

    const list = await cli(['list', '--locale', 'fr']);
    expect(list.code).toBe(0);
    expect(list.out).toContain('fr  b  [learn]  Title b');
    expect(list.out).toContain('1 notification(s) in fr');
  });

  it('imports nothing from a file with one bad entry among good ones, and names the entry', async () => {
    const file = writeFile('bad.json', {
      notifications: [entry('a'), entry('b'), entry('x', { publishedAt: 'next week' }), entry('d')],
    });
    const result = await cli(['import', file]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('nothing was imported');
    expect(result.err).toContain('entry 3 (id "x"): publishedAt: Invalid ISO date');
    expect(await storedIds()).toEqual([]);
  });

  it('leaves earlier imports untouched when a later file is refused', async () => {
    await cli(['import', writeFile('good.json', { notifications: [entry('a')] })]);
    const bad = writeFile('bad.json', {
      notifications: [entry('a', { title: 'Changed' }), entry('b', { locale: 'de' })],
    });
    expect((await cli(['import', bad])).code).toBe(1);
    expect((await database.stores.notifications.listAll()).map((n) => n.title)).toEqual(['Title a']);
  });

  it('refuses what it cannot read: a missing file, bad JSON', async () => {
    expect(await cli(['import', join(dir, 'missing.json')])).toMatchObject({
      code: 1,
      err: expect.stringContaining('cannot read'),
    });
    const notJson = writeFile('oops.json', '{"notifications": [');
    expect(await cli(['import', notJson])).toMatchObject({ code: 1, err: expect.stringContaining('Not valid JSON') });
  });

  it('validates without writing on --dry-run', async () => {
    const result = await cli(['import', STARTER, '--dry-run']);
    expect(result).toMatchObject({ code: 0, out: expect.stringContaining('are valid (dry run') });
    expect(result.err).toBe('');
    expect(await storedIds()).toEqual([]);
  });

  it('deletes one locale or all of them, and says when there was nothing to delete', async () => {
    await cli(['import', STARTER]);
    expect(await cli(['delete', 'welcome', '--locale', 'es'])).toMatchObject({
      code: 0,
      out: 'deleted 1 notification(s) "welcome" in es',
    });
    expect(await cli(['delete', 'welcome'])).toMatchObject({ code: 0, out: 'deleted 2 notification(s) "welcome"' });
    expect(await cli(['delete', 'welcome'])).toMatchObject({ code: 1, err: 'no notification "welcome"' });
  });

  it.each([
    [[], 0],
    [['help'], 0],
    [['frob'], 2],
    [['import'], 2],
    [['import', 'a.json', 'b.json'], 2],
    [['list', '--locale', 'de'], 2],
    [['list', '--nope'], 2],
  ])('%j exits with %i', async (argv, code) => {
    expect((await cli(argv)).code).toBe(code);
  });

  it('stops on a bad configuration, as the server does', async () => {
    expect(await cli(['list'], { DATABASE_URL: 'mysql://nope' })).toMatchObject({ code: 78 });
  });

  it('works on PostgreSQL through DATABASE_URL', async () => {
    const postgres = await openPostgresTestDatabase();
    try {
      const file = writeFile('good.json', { notifications: [entry('pg')] });
      expect((await cli(['import', file], postgres.env)).code).toBe(0);
      expect((await postgres.stores.notifications.listAll()).map((n) => n.id)).toEqual(['pg']);
    } finally {
      await postgres.close();
    }
  });

  it('runs as a script: a refused file exits non-zero and the database is unchanged', async () => {
    const file = writeFile('bad.json', { notifications: [entry('a'), entry('b', { contentType: 'gossip' })] });
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/notifications.ts', 'import', file], {
      // Not process.env: vitest adds Vite's variables to it (BASE_URL=/), which the config refuses.
      env: { PATH: process.env.PATH, ...database.env },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('entry 2 (id "b"): contentType'),
    });
    expect(await storedIds()).toEqual([]);
  }, 30_000);
});
