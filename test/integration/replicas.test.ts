/**
 * Two replicas of the app on one PostgreSQL database and one Redis, as docs/deploy.md runs them
 * behind a load balancer: whatever one replica does, the other agrees with — sessions, logouts,
 * settings (PostgreSQL) and rate limits (Redis). Without Redis each replica only counts its own
 * hits; with Redis away, limits fail open and say so once in the logs.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/secrets.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
/** Nothing listens there. */
const REDIS_DOWN = 'redis://127.0.0.1:6390';
const ORIGIN = 'http://karma.test';
const provider = scriptedProvider((q) => answer([webResult(`About ${q.text}`)]));

let database: TestDatabase;
const apps: TestApp[] = [];
/** Two replicas sharing the database and, when given, a Redis (under a key prefix of their own). */
function replicas(env: Record<string, string>): [TestApp, TestApp] {
  const sharedKeyPrefix = `test-replicas-${randomBytes(6).toString('hex')}:`;
  const pair = [0, 1].map(() =>
    buildTestApp(
      { ...database.env, SEARCH_RATE_LIMIT_PER_MINUTE: '3', SEARCH_CACHE_TTL: '0', ...env },
      { searchProvider: provider, sharedKeyPrefix },
    ),
  ) as [TestApp, TestApp];
  apps.push(...pair);
  return pair;
}

beforeAll(async () => {
  database = await TEST_DATABASES.postgres();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});
afterAll(() => database.close());

/** A session opened on `t` as the login flow opens it (account + session row + cookie). */
async function logIn(t: TestApp, email: string): Promise<string> {
  const account = await t.stores.accounts.findOrCreateAccount(email, sha256(email), new Date());
  const sid = randomBytes(24).toString('base64url');
  await t.stores.accounts.createSession({
    idHash: sha256(sid),
    accountId: account.id,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return `karma_session=${sid}`;
}

const searchStatuses = async (order: TestApp[], ip = '198.51.100.7') => {
  const statuses: number[] = [];
  for (const [i, t] of order.entries()) {
    statuses.push((await request(t.app).get(`/search?q=kayak${i}`).set('X-Forwarded-For', ip)).status);
  }
  return statuses;
};

describe('two replicas on one PostgreSQL and one Redis', () => {
  it('a login made on A is valid on B, and a logout on B ends it on A', async () => {
    const [a, b] = replicas({ REDIS_URL });
    const cookie = await logIn(a, `replica-${randomBytes(4).toString('hex')}@example.org`);
    const onB = await request(b.app).get('/account').set('Cookie', cookie).set('Origin', ORIGIN);
    expect(onB.status).toBe(200);

    await request(b.app).post('/auth/logout').set('Cookie', cookie).set('Origin', ORIGIN).type('form').expect(303);
    expect((await request(a.app).get('/account').set('Cookie', cookie).set('Origin', ORIGIN)).status).toBe(401);
  });

  it('settings saved on A are read on B', async () => {
    const [a, b] = replicas({ REDIS_URL });
    const cookie = await logIn(a, `settings-${randomBytes(4).toString('hex')}@example.org`);
    await request(a.app)
      .post('/account/update')
      .set('Cookie', cookie)
      .set('Origin', ORIGIN)
      .send({ safeSearch: 'strict', colorMode: 'dark' })
      .expect(200);
    const onB = await request(b.app).get('/account').set('Cookie', cookie).set('Origin', ORIGIN).expect(200);
    expect(onB.body.settings).toMatchObject({ safeSearch: 'strict', colorMode: 'dark' });
  });

  it('a rate limit reached through A answers 429 on B, localized, with Retry-After', async () => {
    const [a, b] = replicas({ REDIS_URL });
    expect(await searchStatuses([a, b, a])).toEqual([200, 200, 200]);
    const refused = await request(b.app)
      .get('/images?q=otter')
      .set('X-Forwarded-For', '198.51.100.7')
      .set('Accept-Language', 'fr');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.text).toContain('Trop de pages ont été demandées');
    // Another client (another /64) is not refused; the limit key is never logged.
    expect(await searchStatuses([b], '2001:db8:5:6::1')).toEqual([200]);
    expect([...a.logs, ...b.logs].join('\n')).not.toContain('198.51.100.7');
  });
});

describe('rate limits without a shared Redis', () => {
  it('without REDIS_URL each replica counts only its own hits', async () => {
    const [a, b] = replicas({});
    expect(await searchStatuses([a, a, a, b, a])).toEqual([200, 200, 200, 200, 429]);
  });

  it('counts an IPv6 client by its /64, as reported by the trusted proxy', async () => {
    const [a] = replicas({});
    const statuses: number[] = [];
    for (const ip of ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:a:b:c:d', '2001:db8:5:6::4']) {
      statuses.push((await request(a.app).get('/news?q=otter').set('X-Forwarded-For', ip)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await request(a.app).get('/news?q=otter').set('X-Forwarded-For', '2001:db8:5:7::1')).status).toBe(200);
  });

  it('with Redis away, each replica counts in its own memory, says so once, never a 500', async () => {
    const [a] = replicas({ REDIS_URL: REDIS_DOWN });
    expect(await searchStatuses([a, a, a, a, a])).toEqual([200, 200, 200, 429, 429]);
    expect(a.logs.filter((line) => line.includes('rate limits counted per process')).length).toBe(1);
    expect(a.logs.filter((line) => line.includes('redis unavailable')).length).toBe(1);
  });

  it('with Redis away at the default limit, the 121st results page in a minute is refused', async () => {
    const t = buildTestApp(
      { ...database.env, SEARCH_RATE_LIMIT_PER_MINUTE: '120', SEARCH_CACHE_TTL: '0', REDIS_URL: REDIS_DOWN },
      { searchProvider: provider },
    );
    apps.push(t);
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      statuses.push(
        (
          await request(t.app)
            .get(`/search?q=otter${i % 3}`)
            .set('X-Forwarded-For', '198.51.100.9')
        ).status,
      );
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});

describe('/readyz and /metrics with a shared Redis', () => {
  it('say Redis is up while it answers', async () => {
    const [a] = replicas({ REDIS_URL, METRICS: 'true' });
    const ready = await request(a.app).get('/readyz').expect(200);
    expect(ready.body).toMatchObject({ status: 'ready', redis: 'ok' });
    expect((await request(a.app).get('/metrics')).text).toMatch(/^karma_redis_up 1$/m);
  });

  it('say Redis is down when it does not answer: a degraded 200, a gauge at 0, one error line', async () => {
    const [a] = replicas({ REDIS_URL: REDIS_DOWN, METRICS: 'true' });
    for (let i = 0; i < 3; i++) {
      const ready = await request(a.app).get('/readyz').expect(200);
      expect(ready.body).toMatchObject({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    }
    expect((await request(a.app).get('/metrics')).text).toMatch(/^karma_redis_up 0$/m);
    const errors = a.logs.filter((line) => line.includes('redis unavailable'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"level":"error"');
    expect(a.logs.join('\n')).not.toContain('6390');
  });

  it('say nothing of Redis without REDIS_URL', async () => {
    const [a] = replicas({});
    const ready = await request(a.app).get('/readyz').expect(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body).not.toHaveProperty('redis');
  });
});
