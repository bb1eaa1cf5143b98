import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let withDomain: TestApp;
beforeAll(() => {
  t = buildTestApp();
  withDomain = buildTestApp({ COOKIE_DOMAIN: '.karma.test' });
});
afterAll(async () => {
  await t.close();
  await withDomain.close();
});

const htmlLang = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
const localeCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('karma_i18n_redirected='));

describe('choosing the language', () => {
  const cases: { name: string; path: string; cookie?: string; accept?: string; expected: string }[] = [
    { name: 'no hint at all → en', path: '/cookies', expected: 'en' },
    { name: 'path prefix', path: '/es/cookies', expected: 'es' },
    { name: 'prefix beats cookie and header', path: '/fr/cookies', cookie: 'es', accept: 'es', expected: 'fr' },
    { name: 'cookie without prefix', path: '/cookies', cookie: 'fr', expected: 'fr' },
    { name: 'cookie beats header', path: '/cookies', cookie: 'es', accept: 'fr-FR', expected: 'es' },
    { name: 'Accept-Language when supported', path: '/cookies', accept: 'fr-CA,fr;q=0.9,en;q=0.5', expected: 'fr' },
    { name: 'Accept-Language quality order', path: '/cookies', accept: 'de;q=1, en;q=0.4, es;q=0.8', expected: 'es' },
    { name: 'unsupported Accept-Language → en', path: '/cookies', accept: 'de-DE,ja', expected: 'en' },
    { name: 'bad cookie value is ignored', path: '/cookies', cookie: 'xx', accept: 'es', expected: 'es' },
    { name: 'injection-like cookie is ignored', path: '/cookies', cookie: '"><script>', expected: 'en' },
    { name: 'search pages follow the cookie', path: '/search?q=lynx', cookie: 'fr', expected: 'fr' },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      let req = request(t.app).get(c.path);
      if (c.cookie) req = req.set('Cookie', `karma_i18n_redirected=${encodeURIComponent(c.cookie)}`);
      if (c.accept) req = req.set('Accept-Language', c.accept);
      const res = await req;
      expect(res.status).toBe(200);
      expect(htmlLang(res.text)).toBe(c.expected);
    });
  }
});

describe('the locale cookie', () => {
  it('is set for a year when the visitor has none', async () => {
    const res = await request(t.app).get('/fr');
    const cookie = localeCookie(res);
    expect(cookie).toMatch(/^karma_i18n_redirected=fr;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Domain=');
  });

  it('is set on the configured cookie domain', async () => {
    const res = await request(withDomain.app).get('/es/cookies');
    expect(localeCookie(res)).toMatch(/Domain=\.?karma\.test/);
  });

  it('is rewritten when a prefix chooses another language', async () => {
    const res = await request(t.app).get('/es').set('Cookie', 'karma_i18n_redirected=fr');
    expect(localeCookie(res)).toMatch(/^karma_i18n_redirected=es;/);
  });

  it('is left alone when it already matches', async () => {
    const res = await request(t.app).get('/cookies').set('Cookie', 'karma_i18n_redirected=fr');
    expect(localeCookie(res)).toBeUndefined();
  });

  it('replaces an invalid value with a valid one', async () => {
    const res = await request(t.app).get('/cookies').set('Cookie', 'karma_i18n_redirected=klingon');
    expect(localeCookie(res)).toMatch(/^karma_i18n_redirected=en;/);
  });
});

describe('alternates and switching', () => {
  it('pages with prefixed forms list hreflang alternates', async () => {
    const res = await request(t.app).get('/fr/discover');
    for (const [lang, href] of [
      ['en', 'http://karma.test/en/discover'],
      ['fr', 'http://karma.test/fr/discover'],
      ['es', 'http://karma.test/es/discover'],
      ['x-default', 'http://karma.test/discover'],
    ]) {
      expect(res.text.toLowerCase()).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}"/>`);
    }
  });

  it('the language links keep the path (prefixed pages)', async () => {
    const res = await request(t.app).get('/fr/auth/login');
    expect(res.text).toContain('href="/es/auth/login"');
    expect(res.text).toContain('href="/en/auth/login"');
  });

  it('the language links keep path and query (unprefixed pages)', async () => {
    const res = await request(t.app).get('/search?q=snow%20leopard');
    expect(res.text).toContain(`href="/locale/fr?next=${encodeURIComponent('/search?q=snow%20leopard')}"`);
    const switched = await request(t.app).get(`/locale/fr?next=${encodeURIComponent('/search?q=snow%20leopard')}`);
    expect(switched.status).toBe(302);
    expect(switched.headers.location).toBe('/search?q=snow%20leopard');
    expect(localeCookie(switched)).toMatch(/^karma_i18n_redirected=fr;/);
    const page = await request(t.app).get('/search?q=snow%20leopard').set('Cookie', 'karma_i18n_redirected=fr');
    expect(htmlLang(page.text)).toBe('fr');
  });

  it('/locale moves prefixed pages to the new prefix and refuses other sites', async () => {
    const cases = [
      ['/fr/cookies', '/es/cookies'],
      ['/cookies', '/es/cookies'],
      ['/fr', '/es'],
      ['/', '/es'],
      ['//evil.example/x', '/es'],
      ['/\\evil.example', '/es'],
      ['https://evil.example/', '/es'],
    ];
    for (const [next, location] of cases) {
      const res = await request(t.app).get(`/locale/es?next=${encodeURIComponent(next as string)}`);
      expect(res.headers.location, next).toBe(location);
    }
  });

  it('/locale with an unsupported language is a 404', async () => {
    const res = await request(t.app).get('/locale/de?next=/');
    expect(res.status).toBe(404);
  });
});
