import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, loadAssets } from '../../server/assets.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({ FRAME_ANCESTORS: 'https://partner.example, https://extension.example' });
});
afterAll(() => t.close());

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('security headers', () => {
  it('every page has a strict CSP whose nonce is on every script and differs per request', async () => {
    const first = await request(t.app).get('/');
    const second = await request(t.app).get('/');
    const csp = first.headers['content-security-policy'] as string;
    const scriptSrc = directive(csp, 'script-src') ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...first.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const executable = scripts.filter((s) => !s.includes('type="application/json"'));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    const secondNonce = /'nonce-([^']+)'/.exec(second.headers['content-security-policy'] as string)?.[1];
    expect(secondNonce).not.toBe(nonce);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
  });

  it('sends Referrer-Policy: no-referrer and nosniff', async () => {
    const res = await request(t.app).get('/cookies');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends HSTS only over https', async () => {
    const plain = await request(t.app).get('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // supertest connects from loopback, which TRUST_PROXY trusts by default.
    const https = await request(t.app).get('/').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('only the iframe widgets may be framed, and only by the configured origins', async () => {
    for (const path of ['/', '/search?q=owl', '/cookies']) {
      const res = await request(t.app).get(path);
      expect(directive(res.headers['content-security-policy'] as string, 'frame-ancestors'), path).toBe(
        "frame-ancestors 'none'",
      );
    }
    for (const path of ['/searchbar', '/fr/searchCounter', '/addkarmabutton', '/es/header-menu']) {
      const res = await request(t.app).get(path);
      expect(directive(res.headers['content-security-policy'] as string, 'frame-ancestors'), path).toBe(
        "frame-ancestors 'self' https://partner.example https://extension.example",
      );
    }
  });
});

describe('compression and caching', () => {
  it('compresses HTML with brotli or gzip as the browser asks', async () => {
    const br = await request(t.app).get('/').set('Accept-Encoding', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toContain('<html');
    const gzip = await request(t.app).get('/').set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('<html');
  });

  it('serves hashed assets as immutable for a year, with compression', async () => {
    const assets = loadAssets();
    for (const url of [assets.boot, assets.stylesheet, ...Object.values(assets.islands), ...assets.shared]) {
      expect(url).toMatch(/-[A-Z0-9]{8}\.(js|css)$/);
      const res = await request(t.app).get(url).set('Accept-Encoding', 'br');
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The largest shared chunk (the Preact runtime) is well past the compression threshold.
    const sizes = assets.shared.map((url) => ({
      url,
      size: statSync(join(BUILD_DIR, url.replace('/build/', ''))).size,
    }));
    const largest = sizes.sort((a, b) => b.size - a.size)[0]?.url as string;
    const big = await request(t.app).get(largest).set('Accept-Encoding', 'br');
    expect(big.headers['content-encoding']).toBe('br');
  });

  it('HTML pages are private and revalidated', async () => {
    const res = await request(t.app).get('/');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('public files are served with a short cache', async () => {
    const res = await request(t.app).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('inlines the critical CSS and links one stylesheet', async () => {
    const res = await request(t.app).get('/');
    const critical = readFileSync('client/styles/critical.css', 'utf8');
    expect(critical).toContain('.search-form');
    expect(res.text).toMatch(/<style nonce="[^"]+">[^<]*\.search-form/);
    expect(res.text.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});

describe('prefetch', () => {
  it('a prefetched page may be reused for a few seconds; a normal one is revalidated', async () => {
    const prefetch = await request(t.app).get('/cookies').set('Sec-Purpose', 'prefetch');
    expect(prefetch.headers['cache-control']).toBe('private, max-age=10');
    const normal = await request(t.app).get('/cookies');
    expect(normal.headers['cache-control']).toBe('private, no-cache');
  });
});
