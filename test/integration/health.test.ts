import { createServer } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createSearxngProvider } from '../../server/search/providers/searxng.ts';
import { startFakeSearxng } from '../fakes/searxng-server.ts';
import { buildTestApp } from '../helpers/app.ts';
import { openPostgresTestDatabase } from '../helpers/databases.ts';

describe('health endpoints', () => {
  it('/healthz answers while the process is up, /readyz while the stores answer (SQLite)', async () => {
    const t = buildTestApp();
    const health = await request(t.app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', stores: 'sqlite', database: 'ok' });
    await t.stores.close();
    const closed = await request(t.app).get('/readyz');
    expect(closed.status).toBe(503);
    expect(closed.body).toEqual({ status: 'unavailable', stores: 'sqlite', database: 'unavailable' });
    expect((await request(t.app).get('/healthz')).status).toBe(200);
    await t.close();
  });

  it('/readyz checks a real PostgreSQL server when DATABASE_URL is set', async () => {
    const database = await openPostgresTestDatabase();
    const t = buildTestApp(database.env);
    const ready = await request(t.app).get('/readyz');
    expect(ready.body).toEqual({ status: 'ready', stores: 'postgres', database: 'ok' });
    await t.close();
    await database.close();
  });

  it('/readyz reports 503 when PostgreSQL does not answer, without its address', async () => {
    const t = buildTestApp({ DATABASE_URL: 'postgres://karma:pg-pass-1234@127.0.0.1:1/none' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', stores: 'postgres', database: 'unavailable' });
    // The operator finds the reason in the log, the password nowhere.
    const logs = t.logs.join('');
    expect(logs).toMatch(/"msg":"database unavailable"/);
    expect(logs).toContain('connection refused');
    expect(logs).not.toContain('pg-pass-1234');
    await t.close();
  });

  it('/readyz names the search provider as down, and only the log says where it is', async () => {
    const closed = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => closed.once('listening', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = `http://127.0.0.1:${port}`;
    const t = buildTestApp(
      { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: unreachable },
      { searchProvider: createSearxngProvider({ baseUrl: unreachable }) },
    );
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', stores: 'sqlite', database: 'ok', search: 'unavailable' });
    expect(ready.text).not.toContain('127.0.0.1');
    expect(t.logs.join('')).toContain(`could not reach the instance at ${unreachable}`);
    await t.close();
  });

  it('/readyz says search is ok when the provider answers', async () => {
    const fake = await startFakeSearxng();
    const t = buildTestApp(
      { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: fake.url },
      { searchProvider: createSearxngProvider({ baseUrl: fake.url }) },
    );
    const ready = await request(t.app).get('/readyz');
    expect(ready.body).toEqual({ status: 'ready', stores: 'sqlite', database: 'ok', search: 'ok' });
    await t.close();
    await fake.close();
  });
});
