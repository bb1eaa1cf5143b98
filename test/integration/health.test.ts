import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app.ts';

/** The CI machine runs PostgreSQL on loopback (`.ci/run` installs and starts it when missing). */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

describe('health endpoints', () => {
  it('/healthz answers while the process is up, /readyz while the stores answer (SQLite)', async () => {
    const t = buildTestApp();
    const health = await request(t.app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', stores: 'sqlite' });
    await t.stores.close();
    const closed = await request(t.app).get('/readyz');
    expect(closed.status).toBe(503);
    expect(closed.body.status).toBe('unavailable');
    expect((await request(t.app).get('/healthz')).status).toBe(200);
    await t.close();
  });

  it('/readyz checks a real PostgreSQL server when DATABASE_URL is set', async () => {
    const t = buildTestApp({ DATABASE_URL: TEST_DATABASE_URL });
    const ready = await request(t.app).get('/readyz');
    expect(ready.body).toEqual({ status: 'ready', stores: 'postgres' });
    await t.close();
  });

  it('/readyz reports 503 when PostgreSQL does not answer', async () => {
    const t = buildTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(503);
    await t.close();
  });
});
