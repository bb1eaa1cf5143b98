/**
 * PostgreSQL going away while the site runs: the process survives lost connections and
 * reconnects, searching keeps working, account calls answer 503 with a localized message.
 * Only this file's own connections are cut (their application_name, or a relay of their own):
 * other test files share the `test` database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/secrets.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { openPostgresTestDatabase, TEST_DATABASE_URL, type TestDatabase } from '../helpers/databases.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function terminateBackends(applicationName: string): Promise<number> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** A logged-in visitor's session cookie. */
async function logIn(t: TestApp): Promise<string> {
  const account = await t.stores.accounts.findOrCreateAccount('outage@example.org', sha256('outage'), new Date());
  const sid = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + 3600_000);
  await t.stores.accounts.createSession({
    idHash: sha256(sid),
    accountId: account.id,
    createdAt: new Date(),
    expiresAt,
  });
  return `karma_session=${sid}`;
}

const provider = () => scriptedProvider((q) => answer([webResult(`About ${q.text}`)]));

describe('PostgreSQL outages', () => {
  it('the server survives its connections being terminated and reconnects', async () => {
    const database = await openPostgresTestDatabase();
    cleanups.push(() => database.close());
    const applicationName = `karma_outage_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = new URL(database.env.DATABASE_URL ?? '');
    url.password = 'pw-not-logged-7731';
    url.searchParams.set('application_name', applicationName);
    const dataDir = mkdtempSync(join(tmpdir(), 'karma-outage-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = startServerProcess({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: url.href, SEARCH_WORKERS: '0' });
    cleanups.push(() => server.stop());
    const base = `http://127.0.0.1:${await server.listening}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    expect(await terminateBackends(applicationName)).toBeGreaterThan(0);
    // The pool hears of it asynchronously: give the sockets time to close.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await fetch(`${base}/search?q=biodiversity`)).status).toBe(200);
    expect(server.stdout()).toContain('"msg":"database connection lost"');
    expect(server.stdout() + server.stderr()).not.toContain('pw-not-logged-7731');
    expect(await server.stop()).toBe(0);
  });

  describe('while the database is away', () => {
    let database: TestDatabase;
    let proxy: TcpProxy;
    let t: TestApp;
    let session: string;

    async function setUp() {
      database = await openPostgresTestDatabase();
      cleanups.push(() => database.close());
      const target = new URL(TEST_DATABASE_URL);
      proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      cleanups.push(() => proxy.close());
      const url = new URL(database.env.DATABASE_URL ?? '');
      url.port = String(proxy.port);
      t = buildTestApp({ DATABASE_URL: url.href, SEARCH_CACHE_TTL: '0' }, { searchProvider: provider() });
      cleanups.push(() => t.close());
      session = await logIn(t);
      await proxy.down();
    }

    it('searching works, the visitor is served as anonymous', async () => {
      await setUp();
      const page = await request(t.app).get('/search?q=otters').set('Cookie', session);
      expect(page.status).toBe(200);
      expect(page.text).toContain('About otters');
      expect(t.logs.join('')).not.toContain('otters');
    });

    it('account calls answer 503 with a localized message, then work again once it is back', async () => {
      await setUp();
      const json = await request(t.app).get('/account').set('Cookie', session).set('Accept', 'application/json');
      expect(json.status).toBe(503);
      expect(json.body.error).toMatch(/account cannot be reached/i);

      const settings = await request(t.app)
        .post('/settings')
        .set('Cookie', session)
        .set('Accept-Language', 'fr')
        .type('form')
        .send({ locale: 'fr' });
      expect(settings.status).toBe(503);
      expect(settings.text).toContain('Votre compte est momentanément inaccessible');

      const exported = await request(t.app).get('/account/export').set('Cookie', session).set('Accept-Language', 'es');
      expect(exported.status).toBe(503);
      expect(exported.text).toContain('Tu cuenta no está disponible en este momento');

      const ready = await request(t.app).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'unavailable', database: 'unavailable' });
      expect(ready.text).not.toContain(String(proxy.port));

      await proxy.up();
      const back = await request(t.app).get('/account').set('Cookie', session);
      expect(back.status).toBe(200);
      expect(back.body.email).toBe('outage@example.org');
    });

    it('an app whose database was never reachable still serves searches', async () => {
      const target = await startTcpProxy('127.0.0.1', 1);
      await target.down();
      t = buildTestApp(
        { DATABASE_URL: `postgres://postgres@127.0.0.1:${target.port}/test`, SEARCH_CACHE_TTL: '0' },
        { searchProvider: provider() },
      );
      cleanups.push(() => t.close());
      const page = await request(t.app)
        .get('/search?q=lynx')
        .set('Cookie', `karma_session=${'x'.repeat(32)}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('About lynx');
      const account = await request(t.app)
        .post('/account/update')
        .set('Cookie', `karma_session=${'x'.repeat(32)}`)
        .set('Accept', 'application/json')
        .send({ safeSearch: 'off' });
      expect(account.status).toBe(503);
      expect(account.body.error).toMatch(/account cannot be reached/i);
    });
  });
});
