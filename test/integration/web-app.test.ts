/**
 * The installable web app: the manifest and its icons, the service worker's script and
 * headers, and the offline pages it precaches, in the three locales.
 */
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
});
afterAll(() => t.close());

/** The binary body of a response (supertest buffers only text by default). */
const binary = (path: string) =>
  request(t.app)
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('/manifest.webmanifest', () => {
  it('describes an installable standalone app starting at /?source=pwa', async () => {
    const res = await request(t.app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.text);
    expect(manifest).toMatchObject({
      name: 'Karma',
      short_name: 'Karma',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('lists icons that are served as PNGs of the sizes it claims', async () => {
    const { icons } = JSON.parse((await request(t.app).get('/manifest.webmanifest')).text);
    for (const icon of icons as { src: string; sizes: string; type: string; purpose: string }[]) {
      const res = await binary(icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe(icon.type);
      const { format, width, height, hasAlpha } = await sharp(res.body as Buffer).metadata();
      expect(`${format} ${width}x${height}`).toBe(`png ${icon.sizes}`);
      // A maskable icon must be opaque: Android fills its transparent corners with white.
      if (icon.purpose === 'maskable') {
        const { isOpaque } = await sharp(res.body as Buffer).stats();
        expect(isOpaque || !hasAlpha, icon.src).toBe(true);
      }
    }
  });

  it('is linked from the head of home, results and information pages', async () => {
    for (const path of ['/', '/search?q=otter', '/fr/', '/settings']) {
      const res = await request(t.app).get(path);
      expect(res.text, path).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"\/>/);
    }
  });

  it('starts at a home page that /?source=pwa serves like / and logs no differently', async () => {
    const plain = await request(t.app).get('/');
    const before = t.logs.length;
    const launched = await request(t.app).get('/?source=pwa');
    expect(launched.status).toBe(200);
    // The same page (the illustration is drawn at random, and links back carry the query along).
    const outline = (html: string) => html.match(/<title>.*?<\/title>|<h[12][^>]*>.*?<\/h[12]>/g);
    expect(outline(launched.text)).toEqual(outline(plain.text));
    // The same cookies; Expires is the clock's second, which two requests may straddle (Max-Age stays).
    const cookies = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.replace(/; Expires=[^;]*/, ''));
    expect(cookies(launched)).toEqual(cookies(plain));
    expect(t.logs.slice(before).join('\n')).not.toMatch(/pwa/);
  });
});

describe('/sw.js', () => {
  it('is JavaScript revalidated on every load, scoped to the root, and allowed by the CSP', async () => {
    const res = await request(t.app).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/worker-src/);
  });

  it('precaches only files that exist, and no page or query', async () => {
    const script = (await request(t.app).get('/sw.js')).text;
    const precache: string[] = JSON.parse(/const PRECACHE = (\[.*\]);/.exec(script)?.[1] ?? '[]');
    expect(precache).toEqual(expect.arrayContaining(['/offline/en', '/offline/fr', '/offline/es', '/icon-192.png']));
    for (const url of precache) {
      expect(url).not.toMatch(/search|\?/);
      expect((await binary(url)).status, url).toBe(200);
    }
  });
});

describe('/offline/{locale}', () => {
  it.each([
    ['en', en],
    ['fr', fr],
    ['es', es],
  ])('%s: a self-contained page in its language', async (locale, strings) => {
    const res = await request(t.app).get(`/offline/${locale}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<html lang="${locale}">`);
    for (const text of Object.values(strings.offlinePage)) {
      expect(res.text).toContain(text.replace(/'/g, '&#39;'));
    }
    expect(res.text).not.toMatch(/<script|<link rel="stylesheet"/);
  });

  it('answers an unknown locale with the 404 page', async () => {
    expect((await request(t.app).get('/offline/de')).status).toBe(404);
  });
});
