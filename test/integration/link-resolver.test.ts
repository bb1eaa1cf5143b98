/**
 * ADS_LINKS_RESOLVER_URL against a local fake of the service (test/fakes/link-resolver-server.ts):
 * organic web links go through the signed /out only for visitors whose stored consent includes
 * targeting, /out redirects to the monetised link when the service gives one in time, and to the
 * plain target whenever it is slow, down, failing or talking nonsense.
 */
import { createServer } from 'node:net';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../../server/config.ts';
import type { SearchResult } from '../../server/shared/search-types.ts';
import { createLinkResolver } from '../../server/sponsors/link-resolver.ts';
import {
  type FakeLinkResolver,
  KNOWN_MERCHANT,
  monetised,
  startFakeLinkResolver,
} from '../fakes/link-resolver-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { capturedLogger } from '../helpers/logs.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const SECRET = 'link-resolver-test-secret-of-32-characters-at-least';
const SHOP = `https://${KNOWN_MERCHANT}/kayaks?colour=green&size=2`;
const RIVER = 'https://river.example/guide';
const NEWS = 'https://news.example/otters';
const CONSENT = 'karma_consent_v2';
const VISITOR_UA = 'Mozilla/5.0 VisitorBrowser/1.0 ua-canary-5d1e';
const VISITOR_ADDRESS = '203.0.113.77';

const news: SearchResult = { vertical: 'news', url: NEWS, title: 'Otters return', snippet: [{ text: 'news' }] };
const provider = scriptedProvider((q) =>
  answer(
    q.vertical === 'news' ? [news] : q.vertical === 'web' ? [webResult('Kayaks', SHOP), webResult('Guide', RIVER)] : [],
  ),
);

let resolver: FakeLinkResolver;
const apps: TestApp[] = [];
beforeAll(async () => {
  resolver = await startFakeLinkResolver();
});
afterAll(() => resolver.close());
beforeEach(() => resolver.reset());
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

/** A fresh app per test: each has its own circuit breaker. */
function app(env: Env = {}): TestApp {
  const t = buildTestApp(
    { SEARCH_CACHE_TTL: '0', SESSION_SECRET: SECRET, ADS_LINKS_RESOLVER_URL: resolver.url, ...env },
    { searchProvider: provider, now: () => NOW },
  );
  apps.push(t);
  return t;
}

const consentCookie = (value: string | undefined) =>
  value === undefined ? [] : [`${CONSENT}=${encodeURIComponent(value)}`];

async function resultsPage(t: TestApp, consent: string | undefined, path = '/search?q=kayak') {
  const res = await request(t.app).get(path).set('Cookie', consentCookie(consent));
  expect(res.status).toBe(200);
  return res.text;
}

/** The organic result links' href and rel, HTML entities undone. */
function titleLinks(html: string): { href: string; rel: string }[] {
  return [...html.matchAll(/<a class="result__title" href="([^"]*)" rel="([^"]*)"/g)].map((m) => ({
    href: (m[1] as string).replaceAll('&amp;', '&'),
    rel: m[2] as string,
  }));
}

async function outLinkTo(t: TestApp, target: string): Promise<string> {
  const link = titleLinks(await resultsPage(t, 'targeting')).find(
    (l) => new URLSearchParams(l.href.slice(5)).get('u') === target,
  );
  if (!link) throw new Error(`no /out link to ${target}`);
  return link.href;
}

/** A click: the visitor's own cookie, user agent and address come along, as a browser's would. */
function click(t: TestApp, path: string) {
  return request(t.app)
    .get(path)
    .set('Cookie', [...consentCookie('targeting'), 'karma_counter=12'])
    .set('User-Agent', VISITOR_UA)
    .set('X-Forwarded-For', VISITOR_ADDRESS)
    .redirects(0);
}

async function timedClick(t: TestApp, path: string) {
  const started = performance.now();
  const res = await click(t, path);
  return { res, ms: performance.now() - started };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const noUrlInLogs = (t: TestApp) => {
  for (const line of t.logs) {
    for (const text of [KNOWN_MERCHANT, 'river.example', 'partner.example', 'kayaks', '/resolve']) {
      expect(line).not.toContain(text);
    }
  }
};

describe('results page links', () => {
  it('with consent to targeting, organic web links go through /out, signed, without referrer', async () => {
    const t = app();
    const links = titleLinks(await resultsPage(t, 'targeting'));
    expect(links.map((l) => new URLSearchParams(l.href.slice(5)).get('u'))).toEqual([SHOP, RIVER]);
    for (const link of links) {
      expect(link.href).toMatch(/^\/out\?u=[^&]+&s=[A-Za-z0-9_-]{32}$/);
      expect(link.rel).toBe('noreferrer noopener nofollow');
    }
    // Rendering asks nothing of the resolver: only a click does.
    expect(resolver.requests).toEqual([]);
  });

  it('with consent to targeting and analytics too', async () => {
    const links = titleLinks(await resultsPage(app(), 'targeting,analytics'));
    expect(links.every((l) => l.href.startsWith('/out?u='))).toBe(true);
  });

  it('other tabs keep direct links (news here)', async () => {
    const html = await resultsPage(app(), 'targeting', '/news?q=kayak');
    expect(html).toContain(`href="${NEWS}"`);
    expect(html).not.toContain('/out?u=');
  });

  it.each([
    ['no choice stored yet', undefined],
    ['a choice of nothing optional', ''],
    ['analytics only', 'analytics'],
  ])(
    'without consent to targeting (%s) the page is byte-identical to one without a resolver',
    async (_label, consent) => {
      const withResolver = await resultsPage(app(), consent);
      const without = await resultsPage(app({ ADS_LINKS_RESOLVER_URL: '' }), consent);
      const stable = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
      expect(stable(withResolver)).toBe(stable(without));
      expect(titleLinks(withResolver)).toEqual([
        { href: SHOP, rel: 'noreferrer noopener' },
        { href: RIVER, rel: 'noreferrer noopener' },
      ]);
      expect(resolver.requests).toEqual([]);
    },
  );

  it('with the resolver unset, consent to targeting changes nothing: direct links', async () => {
    const html = await resultsPage(app({ ADS_LINKS_RESOLVER_URL: '' }), 'targeting');
    expect(titleLinks(html)).toEqual([
      { href: SHOP, rel: 'noreferrer noopener' },
      { href: RIVER, rel: 'noreferrer noopener' },
    ]);
    expect(html).not.toContain('/out?');
  });
});

describe('GET /out', () => {
  it('redirects to the monetised link of a merchant the resolver knows, without referrer or caching', async () => {
    const t = app();
    const res = await click(t, await outLinkTo(t, SHOP));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(monetised(SHOP));
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(resolver.requests.map((r) => r.query)).toEqual([{ url: SHOP }]);
    noUrlInLogs(t);
  });

  it('asks the resolver with the target only: no cookie, address, referrer or user agent of the visitor', async () => {
    const t = app();
    await click(t, await outLinkTo(t, SHOP)).set('Referer', 'http://karma.test/search?q=query-canary-93b2');
    const [sent] = resolver.requests;
    expect(sent?.method).toBe('GET');
    expect(Object.keys(sent?.query ?? {})).toEqual(['url']);
    expect(sent?.headers['user-agent']).toBe('KarmaLinkResolverClient/1.0');
    for (const header of ['cookie', 'referer', 'x-forwarded-for', 'forwarded', 'x-real-ip']) {
      expect(sent?.headers[header]).toBeUndefined();
    }
    const everything = JSON.stringify(sent?.headers);
    for (const canary of ['ua-canary-5d1e', VISITOR_ADDRESS, 'karma_', 'query-canary-93b2']) {
      expect(everything).not.toContain(canary);
    }
  });

  it.each([204, 404] as const)(
    'a merchant the resolver does not know (%s) → the plain target',
    async (unknownStatus) => {
      const t = app();
      resolver.setMode('normal', { unknownStatus });
      const res = await click(t, await outLinkTo(t, RIVER));
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(RIVER);
      expect(resolver.requests).toHaveLength(1);
      expect(t.logs.join('')).not.toContain('link resolver');
    },
  );

  it('a slow resolver (2 s) → the plain target within the 300 ms budget', async () => {
    const t = app();
    const path = await outLinkTo(t, SHOP);
    resolver.setMode('slow', { delayMs: 2000 });
    const { res, ms } = await timedClick(t, path);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(SHOP);
    expect(ms).toBeGreaterThanOrEqual(280);
    expect(ms).toBeLessThan(600);
    expect(t.logs.some((l) => l.includes('"outcome":"resolver timeout"'))).toBe(true);
    noUrlInLogs(t);
  });

  it('a resolver that is down (closed port) → the plain target, quickly', async () => {
    const t = app({ ADS_LINKS_RESOLVER_URL: `http://127.0.0.1:${await closedPort()}/resolve` });
    const { res, ms } = await timedClick(t, await outLinkTo(t, SHOP));
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(SHOP);
    expect(ms).toBeLessThan(600);
    expect(t.logs.some((l) => l.includes('"outcome":"resolver error"'))).toBe(true);
    noUrlInLogs(t);
  });

  it.each<[string, Parameters<FakeLinkResolver['setMode']>]>([
    ['malformed JSON', ['malformed']],
    ['an http (not https) link', ['answer', { body: { url: 'http://go.partner.example/click' } }]],
    ['a javascript: link', ['answer', { body: { url: 'javascript:alert(1)' } }]],
    ['a wrong shape', ['answer', { body: { link: 'https://go.partner.example/click' } }]],
    ['a link over 2000 characters', ['answer', { body: { url: `https://go.partner.example/${'a'.repeat(2000)}` } }]],
    ['a 500', ['http-error', { status: 500 }]],
    ['a 429', ['http-error', { status: 429 }]],
  ])('%s from the resolver → the plain target', async (_label, mode) => {
    const t = app();
    const path = await outLinkTo(t, SHOP);
    resolver.setMode(...mode);
    const res = await click(t, path);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(SHOP);
    expect(resolver.requests).toHaveLength(1);
    noUrlInLogs(t);
  });

  it('after 5 failures in a row the circuit opens: the resolver is not asked, the click is not slowed', async () => {
    const t = app();
    const path = await outLinkTo(t, SHOP);
    resolver.setMode('http-error', { status: 503 });
    for (let i = 0; i < 5; i++) expect((await click(t, path)).headers.location).toBe(SHOP);
    expect(resolver.requests).toHaveLength(5);
    expect(t.logs.some((l) => l.includes('"outcome":"resolver circuit open"'))).toBe(true);
    // Healthy again, but the circuit stays open for 30 s: no call, the plain link at once.
    resolver.setMode('normal');
    for (let i = 0; i < 3; i++) {
      const { res, ms } = await timedClick(t, path);
      expect(res.headers.location).toBe(SHOP);
      expect(ms).toBeLessThan(250);
    }
    expect(resolver.requests).toHaveLength(5);
    noUrlInLogs(t);
  });

  it('a hover prefetch is refused (204) and asks nothing of the resolver', async () => {
    const t = app();
    const res = await click(t, await outLinkTo(t, SHOP)).set('Sec-Purpose', 'prefetch');
    expect(res.status).toBe(204);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(resolver.requests).toEqual([]);
  });

  it('links signed while the resolver was set still lead to their target once it is unset', async () => {
    const path = await outLinkTo(app(), SHOP);
    const res = await click(app({ ADS_LINKS_RESOLVER_URL: '' }), path);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(SHOP);
    expect(resolver.requests).toEqual([]);
  });
});

describe('GET /out refuses what it did not sign', () => {
  const forged = (target: string, s = 'A'.repeat(32)) => `/out?u=${encodeURIComponent(target)}&s=${s}`;
  it.each([
    ['a forged signature', forged('https://phishing.example/login')],
    ['another target under a real signature', ''],
    ['no signature', `/out?u=${encodeURIComponent(SHOP)}`],
    ['no target', '/out?s=AAAA'],
    ['nothing', '/out'],
    ['a javascript: target', forged('javascript:alert(1)')],
    ['repeated parameters', `/out?u=${encodeURIComponent(SHOP)}&u=x&s=a&s=b`],
  ])('%s → 400, a localized page, no redirect, no resolver call', async (_label, given) => {
    const t = app();
    let path = given;
    if (path === '') {
      const real = new URLSearchParams((await outLinkTo(t, SHOP)).slice(5)).get('s') ?? '';
      path = forged('https://phishing.example/login', real);
    }
    const res = await click(t, path);
    expect(res.status).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.text).toContain('This link cannot be followed');
    expect(resolver.requests).toEqual([]);
  });

  it.each([
    ['fr', 'Ce lien ne peut pas être suivi'],
    ['es', 'No se puede seguir este enlace'],
  ])('in the visitor’s language (%s)', async (language, text) => {
    const res = await request(app().app).get(forged(SHOP)).set('Accept-Language', language);
    expect(res.status).toBe(400);
    expect(res.text).toContain(text);
  });
});

describe('the resolver client on its own', () => {
  it('after its half-open delay, one trial closes the circuit again when the service is back', async () => {
    const { logger, lines } = capturedLogger();
    const client = createLinkResolver({ url: resolver.url, logger, breakAfter: 2, halfOpenAfterMs: 150 });
    resolver.setMode('http-error', { status: 502 });
    expect(await client.resolve(SHOP)).toEqual({ outcome: 'error' });
    expect(await client.resolve(SHOP)).toEqual({ outcome: 'error' });
    expect(await client.resolve(SHOP)).toEqual({ outcome: 'circuit-open' });
    expect(resolver.requests).toHaveLength(2);
    resolver.setMode('normal');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await client.resolve(SHOP)).toEqual({ outcome: 'monetised', url: monetised(SHOP) });
    expect(await client.resolve(RIVER)).toEqual({ outcome: 'unknown' });
    expect(resolver.requests).toHaveLength(4);
    expect(lines.some((l) => l.includes('"outcome":"resolver circuit closed"'))).toBe(true);
  });

  it('keeps a query string of its own (an API key) and adds the target as `url`', async () => {
    const client = createLinkResolver({ url: `${resolver.url}?key=k-123`, logger: capturedLogger().logger });
    await client.resolve(SHOP);
    expect(resolver.requests[0]?.query).toEqual({ key: 'k-123', url: SHOP });
  });
});
