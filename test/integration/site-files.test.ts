/**
 * The files browsers, apps and link previews ask for by themselves: /favicon.ico and
 * /apple-touch-icon.png are served (drawn from the logo by scripts/make-icons.ts); a missing
 * static file is a small plain-text 404, not the HTML page; the head carries theme-color for both
 * colour modes and, on the pages people share, Open Graph tags with an image that is served; the
 * 404 page offers a search; cache headers of the build, the hashed backgrounds and public/.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundHashes } from '../../scripts/hash-backgrounds.ts';
import { loadAssets } from '../../server/assets.ts';
import BACKGROUND_HASHES from '../../server/shared/background-hashes.json' with { type: 'json' };
import { backgroundFile, backgroundUrl } from '../../server/shared/backgrounds.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const metas = (html: string) => [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);

describe('icons', () => {
  it('/favicon.ico is an ICO holding 16, 32 and 48 px PNGs', async () => {
    const res = await request(t.app).get('/favicon.ico').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const ico: Buffer = res.body;
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    const firstImage = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(firstImage, firstImage + 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it('/apple-touch-icon.png is a 180 px PNG', async () => {
    const res = await request(t.app).get('/apple-touch-icon.png').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.body)).toEqual({ width: 180, height: 180 });
  });

  it('every page links them', async () => {
    for (const path of ['/', '/privacy', '/search?q=fox']) {
      const html = (await request(t.app).get(path)).text;
      expect(html, path).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
      expect(html, path).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    }
  });
});

describe('a missing static file', () => {
  const paths = [
    '/apple-touch-icon-precomposed.png',
    '/build/boot-OLDHASH.js',
    '/build/site-OLDHASH.css',
    '/backgrounds/no-such-picture-640.avif',
    '/feed/missing.webp',
    '/fonts/inter.woff2',
  ];
  for (const path of paths) {
    it(`${path}: a small plain-text 404`, async () => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text.length).toBeLessThan(100);
    });
  }

  it('a page path still gets the localized HTML 404, with a search box', async () => {
    const res = await request(t.app).get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('id="not-found-q"');
    expect(res.text).toMatch(/<form[^>]*action="\/search"/);
  });

  it('routes answering on file-like paths are untouched', async () => {
    expect((await request(t.app).get('/robots.txt')).status).toBe(200);
    expect((await request(t.app).get('/opensearch.xml')).status).toBe(200);
  });
});

describe('head tags', () => {
  it('theme-color: one per colour scheme by default, the chosen mode’s alone with a choice', async () => {
    const system = metas((await request(t.app).get('/')).text).filter((m) => m.includes('theme-color'));
    expect(system).toEqual([
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff"/>',
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#111418"/>',
    ]);
    const dark = await request(t.app).get('/search?q=fox').set('Cookie', 'karma_color_mode=dark');
    expect(metas(dark.text).filter((m) => m.includes('theme-color'))).toEqual([
      '<meta name="theme-color" content="#111418"/>',
    ]);
  });

  it('the home and info pages carry Open Graph title, description and a served image', async () => {
    for (const path of ['/', '/fr', '/privacy', '/partners']) {
      const html = (await request(t.app).get(path)).text;
      const title = /<title>(.*?)<\/title>/.exec(html)?.[1];
      expect(html, path).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(html, path).toMatch(/<meta property="og:description" content="[^"]{20,}"\/>/);
      expect(html, path).toContain('<meta property="og:image" content="http://karma.test/og-image.png"/>');
      expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
    const image = await request(t.app).get('/og-image.png').buffer(true);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(pngSize(image.body)).toEqual({ width: 1200, height: 630 });
  });

  it('results pages, which are not for sharing, carry none', async () => {
    const html = (await request(t.app).get('/search?q=fox')).text;
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('og:image');
  });
});

describe('cache headers', () => {
  it('the client build is immutable for a year', async () => {
    const res = await request(t.app).get(loadAssets().stylesheet);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a background at its hashed URL is immutable; without the hash or with an old one, an hour', async () => {
    const url = backgroundUrl('forest-mist', 1280, 'avif');
    expect((await request(t.app).get(url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = `/backgrounds/${backgroundFile('forest-mist', 1280, 'avif')}`;
    expect((await request(t.app).get(plain)).headers['cache-control']).toBe('public, max-age=3600');
    expect((await request(t.app).get(`${plain}?v=0123456789`)).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('the hashes in background-hashes.json are those of the files (rerun scripts/hash-backgrounds.ts)', () => {
    expect(BACKGROUND_HASHES).toEqual(backgroundHashes());
  });

  it('icons are cached an hour, like the rest of public/', async () => {
    expect((await request(t.app).get('/favicon.ico')).headers['cache-control']).toBe('public, max-age=3600');
  });
});
