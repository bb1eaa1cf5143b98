/**
 * Click records across replicas: two app instances on the same database (SQLite and PostgreSQL)
 * with REDIS_URL set agree that a repeat from the same network is billed once, whatever the user
 * agent or the address within its IPv6 /64, and count the network's daily cap together; without
 * Redis each instance only knows its own clicks. With Redis away, clicks are still redirected
 * and not billed, and the logs hold no click key.
 */
import { createHmac, randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clickBucket, sponsoredClickHref } from '../../server/sponsors/click-signature.ts';
import { repeatClickKey } from '../../server/sponsors/repeat-clicks.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA, sponsoredItems, sponsoredLink } from '../helpers/sponsored.ts';

/** A database of its own for these tests' keys (they are unique per run anyway: random secret). */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
/** Nothing listens there. */
const REDIS_DOWN = 'redis://127.0.0.1:6390';

const provider = scriptedProvider(() => answer([webResult('Organic kayak result', 'https://example.org/kayak')]));

describe.each(['sqlite', 'postgres'] as const)('repeat clicks across two instances (%s)', (kind) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  let clock = new Date('2026-11-21T10:00:00Z');
  const instance = (env: Record<string, string>) => {
    const t = buildTestApp({ ...database.env, ...env }, { now: () => clock, searchProvider: provider });
    apps.push(t);
    return t;
  };

  beforeAll(async () => {
    database = await TEST_DATABASES[kind]();
    await database.stores.sponsors.upsertLinks([sponsoredLink('otter', { cpc: 40 })], clock);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
    clock = new Date(clock.getTime() + 2 * 24 * 3600_000); // the next test bills on days of its own
  });
  afterAll(() => database.close());

  async function clicksBilled(env: Record<string, string>): Promise<number> {
    const [a, b] = [instance(env), instance(env)];
    const page = await request(a.app).get('/search?q=kayak').set('User-Agent', BROWSER_UA).expect(200);
    const href = sponsoredItems(page.text)[0]?.href ?? '';
    for (const t of [a, b, a, b]) {
      const res = await request(t.app).get(href).set('User-Agent', BROWSER_UA).set('X-Forwarded-For', '198.51.100.5');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('https://otter.example/landing');
    }
    const rows = await database.stores.sponsors.ledgerRows(clock.toISOString().slice(0, 10));
    return rows.reduce((sum, row) => sum + (row.association === 'REMAINDER' ? 0 : row.clicks), 0) / 6;
  }

  const secret = () => randomBytes(32).toString('base64url');

  it('with Redis, bills the device once whichever instance it reaches', async () => {
    expect(await clicksBilled({ SESSION_SECRET: secret(), REDIS_URL })).toBe(1);
  });

  it('without Redis, each instance knows only its own clicks', async () => {
    expect(await clicksBilled({ SESSION_SECRET: secret() })).toBe(2);
  });

  it('with Redis away, redirects every click, bills none and logs no key', async () => {
    const sessionSecret = secret();
    expect(await clicksBilled({ SESSION_SECRET: sessionSecret, REDIS_URL: REDIS_DOWN })).toBe(0);
    const repeatSecret = createHmac('sha256', sessionSecret).update('sponsored-repeat').digest('base64url');
    const key = repeatClickKey(repeatSecret, clock, { client: '198.51.100.5', linkId: 'otter' });
    const logs = apps.flatMap((t) => t.logs).join('\n');
    expect(logs).toContain('click record unavailable: click not billed');
    expect(logs).not.toContain(key);
    expect(logs).not.toContain('198.51.100.5');
  });

  it('with Redis, 30 agents or 30 addresses of one /64 spread over both replicas bill once', async () => {
    const env = { SESSION_SECRET: secret(), REDIS_URL };
    const [a, b] = [instance(env), instance(env)];
    const page = await request(a.app).get('/search?q=kayak').set('User-Agent', BROWSER_UA).expect(200);
    const href = sponsoredItems(page.text)[0]?.href ?? '';
    for (let i = 0; i < 30; i++) {
      await request(i % 2 ? a.app : b.app)
        .get(href)
        .set('User-Agent', `${BROWSER_UA} Variant/${i}`)
        .set('X-Forwarded-For', '198.51.100.60')
        .expect(302);
      await request(i % 2 ? b.app : a.app)
        .get(href)
        .set('User-Agent', BROWSER_UA)
        .set('X-Forwarded-For', `2001:db8:9:9::${(i + 1).toString(16)}`)
        .expect(302);
    }
    const rows = await database.stores.sponsors.ledgerRows(clock.toISOString().slice(0, 10));
    expect(Math.max(...rows.filter((row) => row.association !== 'REMAINDER').map((row) => row.clicks))).toBe(2);
  });

  it('with Redis, the daily cap of a network is counted across replicas', async () => {
    const sessionSecret = secret();
    const env = { SESSION_SECRET: sessionSecret, REDIS_URL, MAX_BILLED_CLICKS_PER_CLIENT_PER_DAY: '3' };
    const [a, b] = [instance(env), instance(env)];
    const ids = ['cap1', 'cap2', 'cap3', 'cap4', 'cap5'];
    await database.stores.sponsors.upsertLinks(
      ids.map((id) => sponsoredLink(id, { cpc: 10 })),
      clock,
    );
    const clickSecret = createHmac('sha256', sessionSecret).update('sponsored-click').digest('base64url');
    for (const [i, id] of ids.entries()) {
      const href = sponsoredClickHref(clickSecret, { linkId: id, bucket: clickBucket(clock) });
      await request(i % 2 ? a.app : b.app)
        .get(href)
        .set('User-Agent', BROWSER_UA)
        .set('X-Forwarded-For', '198.51.100.61')
        .expect(302);
    }
    const rows = await database.stores.sponsors.ledgerRows(clock.toISOString().slice(0, 10));
    const linksBilled = new Set(rows.filter((row) => row.sponsorId.startsWith('cap')).map((row) => row.sponsorId));
    expect(linksBilled.size).toBe(3);
  });
});
