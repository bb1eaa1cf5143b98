/**
 * Hover prefetches of result pages: a prefetch never counts a search, the
 * click that follows does, and a remote provider (paid per lookup) is never asked for a page
 * nobody opened. The browser marks a prefetch with `Sec-Purpose: prefetch` (Chromium's
 * <link rel=prefetch>), older browsers with `Purpose: prefetch`.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/secrets.ts';
import { createBraveProvider } from '../../server/search/providers/brave.ts';
import { type FakeBrave, startFakeBrave } from '../fakes/brave-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { islandProps } from '../helpers/island-props.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let clock = new Date('2026-11-21T10:00:00Z');
/** Past the counter's 3 s between counts, so only the prefetch rule can stop a count. */
const later = () => {
  clock = new Date(clock.getTime() + 10_000);
};
const local = scriptedProvider((q) => answer([webResult(`About ${q.text}`)], { hasMore: true }), {
  ...FULL_CAPABILITIES,
  cheapLookups: true,
});
let t: TestApp;
let session: string;
let accountId: string;

beforeAll(async () => {
  t = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { now: () => clock, searchProvider: local });
  const account = await t.stores.accounts.findOrCreateAccount('prefetch@example.org', sha256('prefetch'), clock);
  accountId = account.id;
  const sid = randomBytes(24).toString('base64url');
  await t.stores.accounts.createSession({
    idHash: sha256(sid),
    accountId: account.id,
    createdAt: clock,
    expiresAt: new Date(clock.getTime() + 86_400_000),
  });
  session = `karma_session=${sid}`;
});
afterAll(() => t.close());
beforeEach(() => {
  local.calls.length = 0;
});

const shownCounter = (html: string) => /class="karma-counter__value"[^>]*>(\d+)</.exec(html)?.[1];
const counterCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('karma_search_count='));

describe('a prefetched result page', () => {
  it.each([
    ['Sec-Purpose', 'prefetch'],
    ['Sec-Purpose', 'prefetch;prerender'],
    ['Purpose', 'prefetch'],
  ])('%s: %s never counts; the visit that follows does', async (header, value) => {
    const device = request.agent(t.app);
    for (const q of ['otter', 'lynx', 'marten', 'heron']) {
      later();
      const hover = await device.get(`/search?q=${q}`).set(header, value);
      // Refused without a search, and not stored: the click must reach the server to count.
      expect(hover.status).toBe(204);
      expect(hover.headers['cache-control']).toBe('no-store');
      expect(counterCookie(hover)).toBeUndefined();
    }
    expect(local.calls).toEqual([]);
    later();
    const click = await device.get('/search?q=lynx').expect(200);
    expect(shownCounter(click.text)).toBe('001');
    expect(counterCookie(click)).toMatch(/^karma_search_count=1;/);
  });

  it("leaves a logged-in visitor's account counter unchanged", async () => {
    const before = (await t.stores.accounts.getAccount(accountId))?.counter ?? 0;
    for (const q of ['wolf', 'bear', 'bison', 'beaver']) {
      later();
      await request(t.app).get(`/search?q=${q}`).set('Cookie', session).set('Sec-Purpose', 'prefetch');
    }
    expect((await t.stores.accounts.getAccount(accountId))?.counter).toBe(before);
    later();
    await request(t.app).get('/search?q=bison').set('Cookie', session).expect(200);
    expect((await t.stores.accounts.getAccount(accountId))?.counter).toBe(before + 1);
  });

  it('is served, and reusable for the click, when visiting it would not count either (cheap lookups)', async () => {
    for (const path of ['/search?q=otter&p=2', '/images?q=otter', '/news?q=otter']) {
      later();
      const res = await request(t.app).get(path).set('Sec-Purpose', 'prefetch');
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('private, max-age=10');
      expect(counterCookie(res), path).toBeUndefined();
    }
    expect(local.calls).toHaveLength(3);
  });

  it('tells the hover prefetch which result pages it may not fetch: the counted one', async () => {
    const html = (await request(t.app).get('/search?q=otter').expect(200)).text;
    expect(islandProps<{ noPrefetchPaths: string[] }>(html, 'NavigationProgress')?.noPrefetchPaths).toEqual([
      '/search',
    ]);
  });
});

describe('a prefetched result page with a remote provider (Brave, paid per request)', () => {
  let brave: FakeBrave;
  let remote: TestApp;
  beforeAll(async () => {
    brave = await startFakeBrave();
    remote = buildTestApp(
      { SEARCH_CACHE_TTL: '0' },
      { now: () => clock, searchProvider: createBraveProvider({ apiKey: brave.apiKey, apiUrl: brave.url }) },
    );
  });
  afterAll(async () => {
    await remote.close();
    await brave.close();
  });
  beforeEach(() => brave.reset());

  it('makes no provider call, on any tab or page', async () => {
    for (const path of ['/search?q=otter', '/search?q=otter&p=2', '/images?q=otter', '/videos?q=otter']) {
      const res = await request(remote.app).get(path).set('Sec-Purpose', 'prefetch');
      expect(res.status, path).toBe(204);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    expect(brave.requests).toEqual([]);
    await request(remote.app).get('/images?q=otter').expect(200);
    expect(brave.requests.map((r) => r.path)).toContain('/res/v1/images/search');
  });

  it('tells the hover prefetch to leave every result page alone', async () => {
    const html = (await request(remote.app).get('/search?q=otter').expect(200)).text;
    expect(islandProps<{ noPrefetchPaths: string[] }>(html, 'NavigationProgress')?.noPrefetchPaths).toEqual([
      '/search',
      '/images',
      '/news',
      '/videos',
    ]);
  });
});
