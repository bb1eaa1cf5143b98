/**
 * Searches supported are held in memory for up to 10 s (server/sponsors/search-count-batcher.ts);
 * a SIGTERM must not lose them. The real server process (server/main.ts) counts a search, is
 * stopped, and the counts are in the database afterwards, on SQLite and PostgreSQL.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { BROWSER_UA } from '../helpers/sponsored.ts';

describe.each(['sqlite', 'postgres'] as const)('a shutdown (%s)', (kind) => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
    await database?.close();
  });

  it('writes the searches supported still held in memory', { timeout: 60_000 }, async () => {
    database = await TEST_DATABASES[kind]();
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'karma-shutdown-')), ...database.env };
    server = startServerProcess({ ...env, PORT: '0', SEARCH_WORKERS: '0', NODE_ENV: 'test' });
    const port = await server.listening;
    const res = await fetch(`http://127.0.0.1:${port}/search?q=biodiversity`, {
      headers: { cookie: 'karma_associations=L214.HSUK', 'user-agent': BROWSER_UA },
    });
    expect(res.status).toBe(200);
    await res.text();
    // Counted in memory only: the next timed write is seconds away.
    expect(await database.stores.sponsors.searchCounts('')).toEqual([]);
    expect(await server.stop()).toBe(0);
    const rows = await database.stores.sponsors.searchCounts('');
    expect(rows.map((r) => [r.association, r.searches]).sort()).toEqual([
      ['HSUK', 1],
      ['L214', 1],
    ]);
    expect(rows[0]?.day).toMatch(/^\d{4}-\d\d-\d\d$/);
  });
});
