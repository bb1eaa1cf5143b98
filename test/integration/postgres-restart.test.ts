/**
 * The Debian PostgreSQL server stopped (`pg_ctl stop -m fast`) and started again mid-traffic,
 * on a private cluster (test/helpers/private-postgres.ts; the shared server on 5432 stays up for
 * the other files): logged-in visitors save settings over and over while anonymous searches run.
 * While it is down, account calls answer 503 (never 500) and searches keep giving results; once
 * it is back the same app serves accounts again, and no settings write answered 2xx was lost.
 * Cut connections and a relay going away: test/integration/postgres-outage.test.ts.
 */
import pg from 'pg';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_MODES } from '../../client/contract/color-mode.ts';
import { SEARCH_REGIONS } from '../../server/shared/account-settings.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { startPrivatePostgres } from '../helpers/private-postgres.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(25);
}

/** Write number i's settings: distinct for the first 351 writes, so each stored row names its write. */
const SAFE = ['moderate', 'strict', 'off'] as const;
function nthSettings(i: number) {
  const R = SEARCH_REGIONS.length;
  return {
    searchRegion: SEARCH_REGIONS[i % R],
    colorMode: COLOR_MODES[Math.floor(i / R) % COLOR_MODES.length],
    safeSearch: SAFE[Math.floor(i / (R * COLOR_MODES.length)) % SAFE.length],
  };
}
const MAX_WRITES = SEARCH_REGIONS.length * COLOR_MODES.length * SAFE.length;

/** Logs in through the login mail, as a visitor does: the session cookie. */
async function logIn(t: TestApp, smtp: TestSmtpServer, email: string): Promise<string> {
  await request(t.app).post('/auth/login').type('form').send({ email }).expect(200);
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
  const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
  const login = await request(t.app).post(link.replace('http://karma.test', ''));
  expect(login.status).toBe(303);
  const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith('karma_session='));
  return cookie?.split(';')[0] ?? '';
}

interface Write {
  i: number;
  status: number;
  startedAt: number;
  endedAt: number;
}

describe('PostgreSQL stopped and started mid-traffic', () => {
  it('account calls answer 503 meanwhile, search goes on, the app recovers, no acknowledged write is lost', {
    timeout: 40_000,
  }, async (ctx) => {
    const cluster = await startPrivatePostgres();
    if (!cluster)
      return ctx.skip('no PostgreSQL binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
    cleanups.push(() => cluster.close());
    const smtp = await startSmtpServer();
    cleanups.push(() => smtp.close());
    const t = buildTestApp(
      { DATABASE_URL: cluster.url, SMTP_URL: smtp.url, LOGIN_REQUESTS_PER_HOUR: '1000', SEARCH_CACHE_TTL: '0' },
      { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
    );
    cleanups.push(() => t.close());
    const emails = ['ada@example.org', 'grace@example.org', 'hedy@example.org'];
    const sessions: string[] = [];
    for (const email of emails) sessions.push(await logIn(t, smtp, email));

    let running = true;
    const writes: Write[][] = emails.map(() => []);
    const searches: { status: number; results: boolean; startedAt: number }[] = [];
    const unexpected: string[] = [];

    const writer = async (visitor: number) => {
      for (let i = 0; running && i < MAX_WRITES; i++) {
        const startedAt = performance.now();
        const res = await request(t.app)
          .post('/account/update')
          .set('Cookie', sessions[visitor] ?? '')
          .set('Accept', 'application/json')
          .send(nthSettings(i));
        writes[visitor]?.push({ i, status: res.status, startedAt, endedAt: performance.now() });
        if (res.status === 200 && res.body.settings?.searchRegion !== nthSettings(i).searchRegion) {
          unexpected.push(`write ${i} of ${visitor} answered 200 with other settings`);
        }
        await sleep(15);
      }
    };
    const searcher = async () => {
      for (let n = 0; running; n++) {
        const startedAt = performance.now();
        // Every other search by a logged-in visitor: served as anonymous while the database is away.
        const res = await request(t.app)
          .get(`/search?q=otters+${n}&t=web`)
          .set('Cookie', n % 2 ? (sessions[0] ?? '') : '');
        searches.push({ status: res.status, results: res.text.includes(`About otters ${n}`), startedAt });
        await sleep(10);
      }
    };
    const traffic = [...emails.map((_e, v) => writer(v)), searcher(), searcher()];

    /** Waits (10 s at most) until each visitor has `count` writes started after `since` (200s if `ok`). */
    const writesSince = (since: number, count: number, ok: boolean) =>
      until(() =>
        writes.every((own) => own.filter((w) => w.startedAt > since && (!ok || w.status === 200)).length >= count),
      );
    const searchedSince = (since: number) => until(() => searches.filter((s) => s.startedAt > since).length >= 2);

    await writesSince(0, 3, true);
    const stopping = performance.now();
    await cluster.stop();
    const stopped = performance.now();

    // While it is down: account calls and the readiness probe say so.
    const account = await request(t.app)
      .get('/account')
      .set('Cookie', sessions[1] ?? '')
      .set('Accept', 'application/json');
    expect(account.status).toBe(503);
    expect(account.body.error).toMatch(/account cannot be reached/i);
    const exported = await request(t.app)
      .get('/account/export')
      .set('Cookie', sessions[2] ?? '');
    expect(exported.status).toBe(503);
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ database: 'unavailable' });
    await writesSince(stopped, 2, false);
    await searchedSince(stopped);

    const starting = performance.now();
    await cluster.start();
    const started = performance.now();

    // Back without restarting the app: every visitor saves again.
    await writesSince(started, 2, true);
    running = false;
    await Promise.all(traffic);
    expect((await request(t.app).get('/readyz')).status).toBe(200);
    expect(
      (
        await request(t.app)
          .get('/account')
          .set('Cookie', sessions[0] ?? '')
      ).status,
    ).toBe(200);

    expect(unexpected).toEqual([]);
    const all = writes.flat();
    const statuses = new Set(all.map((w) => w.status));
    // 200 or 503, never a 500 (nor a crash: this process would have died with the app).
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(all.filter((w) => w.endedAt < stopping).every((w) => w.status === 200)).toBe(true);
    const duringOutage = all.filter((w) => w.startedAt > stopped && w.endedAt < starting);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.every((w) => w.status === 503)).toBe(true);
    expect(writes.every((own) => own.filter((w) => w.startedAt > started && w.status === 200).length >= 2)).toBe(true);

    expect(searches.filter((s) => s.startedAt > stopped && s.startedAt < starting).length).toBeGreaterThan(0);
    expect(searches.filter((s) => s.status !== 200 || !s.results)).toEqual([]);

    // Read back: each visitor's row holds its last write answered 2xx, or a later one (written,
    // then answered 503 as the server went down); an earlier one would be an acknowledged write lost.
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      for (const [v, email] of emails.entries()) {
        const { rows } = await client.query(
          'select s.settings_json from account_settings s join accounts a on a.id = s.account_id where a.email = $1',
          [email],
        );
        const stored = JSON.parse(rows[0]?.settings_json ?? '{}');
        const own = writes[v] ?? [];
        const lastOk = own.findLastIndex((w) => w.status === 200);
        const storedWrite = own.findIndex((w) => {
          const s = nthSettings(w.i);
          return (
            s.searchRegion === stored.searchRegion &&
            s.colorMode === stored.colorMode &&
            s.safeSearch === stored.safeSearch
          );
        });
        expect(lastOk, email).toBeGreaterThan(0);
        expect(storedWrite, email).toBeGreaterThanOrEqual(lastOk);
      }
    } finally {
      await client.end();
    }
  });
});
