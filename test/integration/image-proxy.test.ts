/** The image proxy against a local image host: what it serves, refuses, and sends upstream. */
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestLog } from '../../server/middleware/request-log.ts';
import { mountStage } from '../../server/routes/route-mount.ts';
import { imageProxyRoute, signImageUrl } from '../../server/search/image-proxy.ts';
import { type FakeImageServer, SMALL_PNG, startImageServer } from '../fakes/image-server.ts';
import { capturedLogger } from '../helpers/logs.ts';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
let images: FakeImageServer;
// One logger for every app of this file: the tests read what any of them logged.
const { logger, lines: logs } = capturedLogger();

function proxyApp(options: { allowPrivate?: boolean; timeoutMs?: number } = {}) {
  const app = express();
  app.use(requestLog(logger));
  // As server/app.ts mounts it: logged under its route's pattern, '/img'.
  const route = imageProxyRoute({ secret: SECRET, allowPrivate: options.allowPrivate ?? true, logger, ...options });
  app.use(mountStage([route], 'headers'));
  return app;
}

const app = proxyApp();
const signed = (path: string) => signImageUrl(images.url(path), SECRET);

beforeAll(async () => {
  images = await startImageServer();
});
afterAll(() => images.close());
beforeEach(() => {
  images.requests.length = 0;
  images.cutShort.length = 0;
  logs.length = 0;
});

describe('image proxy: serving', () => {
  it('streams the image with safe headers and no Set-Cookie', async () => {
    const res = await request(app).get(signed('/small.png')).buffer(true);
    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, SMALL_PNG)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(SMALL_PNG.length));
    expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("sends nothing of the visitor's request upstream", async () => {
    await request(app)
      .get(signed('/small.png'))
      .set('Cookie', 'session=secret')
      .set('Referer', 'https://karma.test/search?q=canary')
      .set('User-Agent', 'VisitorBrowser/1.0')
      .set('Accept-Language', 'fr-FR')
      .set('X-Forwarded-For', '203.0.113.9');
    expect(images.requests).toHaveLength(1);
    const sent = images.requests[0]!.headers;
    expect(sent.cookie).toBeUndefined();
    expect(sent.referer).toBeUndefined();
    expect(sent['accept-language']).toBeUndefined();
    expect(sent['x-forwarded-for']).toBeUndefined();
    expect(sent['user-agent']).toMatch(/KarmaImageProxy/);
    expect(sent.accept).toBe('image/*');
  });

  it("drops the upstream's cookies, validators and type parameters", async () => {
    const res = await request(app).get(signed('/cookie.png'));
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('follows up to 3 redirects', async () => {
    const res = await request(app).get(signed('/redirect/3'));
    expect(res.status).toBe(200);
    expect(images.requests.map((r) => r.path)).toEqual(['/redirect/3', '/redirect/2', '/redirect/1', '/small.png']);
  });

  it('logs the route pattern, never the image URL', async () => {
    await request(app).get(signed('/small.png'));
    await request(app).get(signed('/broken.png'));
    expect(logs.some((line) => JSON.parse(line).route === '/img')).toBe(true);
    expect(logs.join('\n')).not.toMatch(/small\.png|broken\.png|127\.0\.0\.1/);
  });
});

describe('image proxy: refusals before any upstream request', () => {
  const bad = (raw: string) => signImageUrl(raw, SECRET);
  it.each([
    ['no url', () => '/img', 400],
    ['an empty url', () => '/img?url=&h=x', 400],
    ['two urls', () => `${signed('/small.png')}&url=x`, 400],
    ['no signature', () => signed('/small.png').replace(/&h=.*$/, ''), 403],
    ['a wrong signature', () => signed('/small.png').replace(/&h=.*$/, '&h=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 403],
    ['a short signature', () => signed('/small.png').replace(/&h=(.{10}).*$/, '&h=$1'), 403],
    ["another URL's signature", () => signed('/small.png').replace(/&h=/, 'x&h='), 403],
    ['a signed non-URL', () => bad('not a url'), 400],
    ['a signed ftp: URL', () => bad('ftp://127.0.0.1/x.png'), 400],
    ['a signed javascript: URL', () => bad('javascript:alert(1)'), 400],
    ['a signed URL with credentials', () => bad(images.url('/small.png').replace('//', '//user:pw@')), 400],
  ])('refuses %s', async (_label, path, status) => {
    const res = await request(app).get(path());
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(images.requests).toHaveLength(0);
  });

  it('refuses loopback hosts unless allowPrivate (test-only) is set', async () => {
    const strict = proxyApp({ allowPrivate: false });
    expect((await request(strict).get(signed('/small.png'))).status).toBe(400);
    const byName = signImageUrl(images.url('/small.png').replace('127.0.0.1', 'localhost'), SECRET);
    const res = await request(strict).get(byName);
    expect(res.status).toBe(400);
    expect(res.text).toBe('address not allowed');
    expect(images.requests).toHaveLength(0);
  });
});

describe('image proxy: upstream failures', () => {
  it.each([
    ['a 404', 502, '/missing.png'],
    ['a 500', 502, '/broken.png'],
    ['HTML', 415, '/page.html'],
    ['SVG (can carry script)', 415, '/image.svg'],
    ['a body without a content type', 415, '/untyped'],
    ['more than 3 redirects', 502, '/redirect/4'],
    ['a redirect to ftp:', 502, `/redirect-to?to=${encodeURIComponent('ftp://127.0.0.1/x.png')}`],
    ['a redirect to a URL with credentials', 502, '/redirect-to?to=http%3A%2F%2Fu%3Ap%40127.0.0.1%2F'],
    ['a declared size over 5 MiB', 502, '/huge-declared.png'],
  ])('answers %s with %i', async (_label, status, path) => {
    const res = await request(app).get(signed(path));
    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 504 when the upstream is slower than the timeout', async () => {
    const started = Date.now();
    const res = await request(proxyApp({ timeoutMs: 300 })).get(signed('/slow.png'));
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('image proxy: streaming limits', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = proxyApp({ timeoutMs: 1000 }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  });

  it('cuts the connection once an undeclared body passes 5 MiB, and stops the upstream', async () => {
    const res = await fetch(base + signed('/endless.png'));
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
    await expect.poll(() => images.cutShort).toContain('/endless.png');
  });

  it('cuts the connection when the body stalls past the timeout', async () => {
    const res = await fetch(base + signed('/stall.png'));
    await expect(res.arrayBuffer()).rejects.toThrow();
    expect(images.cutShort).toContain('/stall.png');
  });

  it('aborts the upstream request when the visitor leaves', async () => {
    const visitor = new AbortController();
    const res = await fetch(base + signed('/stall.png'), { signal: visitor.signal });
    expect(res.status).toBe(200);
    visitor.abort();
    // Well before the proxy's own 1 s timeout would end it.
    await expect.poll(() => images.cutShort, { timeout: 500 }).toContain('/stall.png');
  });
});
