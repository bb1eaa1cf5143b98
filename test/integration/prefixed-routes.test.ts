/**
 * Pages served without a language prefix only (the result pages, /settings) are not dead ends
 * under /en, /fr and /es: a GET there goes (302) to the unprefixed page with the same query, and
 * the prefix chooses the language as it does on any prefixed page (the locale cookie).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
});
afterAll(() => t.close());

const htmlLang = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
const localeCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('karma_i18n_redirected='));

describe('a language prefix on a page without prefixed forms', () => {
  it.each([
    ['/es/search?q=lobo', '/search?q=lobo', 'es'],
    ['/fr/images?q=loup%20gris', '/images?q=loup%20gris', 'fr'],
    ['/fr/news?q=loup', '/news?q=loup', 'fr'],
    ['/es/videos?q=lobo&p=2', '/videos?q=lobo&p=2', 'es'],
    ['/en/settings', '/settings', 'en'],
    ['/fr/settings?saved=1', '/settings?saved=1', 'fr'],
    ['/es/search/?q=lobo', '/search/?q=lobo', 'es'],
    ['/es/SEARCH?q=lobo', '/SEARCH?q=lobo', 'es'],
  ])('%s → 302 %s, in %s', async (path, location, lang) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(localeCookie(res)).toMatch(new RegExp(`^karma_i18n_redirected=${lang};`));
  });

  it('the results page it leads to is in Spanish', async () => {
    const res = await request(t.app).get('/es/search?q=lobo');
    const cookie = (localeCookie(res) ?? '').split(';')[0] as string;
    const page = await request(t.app)
      .get(res.headers.location as string)
      .set('Cookie', cookie);
    expect(page.status).toBe(200);
    expect(htmlLang(page.text)).toBe('es');
    expect(page.text).toContain('About lobo');
  });

  it('a prefix beats the locale cookie the visitor had', async () => {
    const res = await request(t.app).get('/fr/search?q=loup').set('Cookie', 'karma_i18n_redirected=es');
    expect(res.headers.location).toBe('/search?q=loup');
    expect(localeCookie(res)).toMatch(/^karma_i18n_redirected=fr;/);
  });

  it('HEAD is redirected too', async () => {
    const res = await request(t.app).head('/es/search?q=lobo');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/search?q=lobo');
  });

  it('a POST is not redirected', async () => {
    const res = await request(t.app).post('/fr/settings').type('form').send({ safeSearch: 'off' });
    expect(res.status).toBe(404);
  });

  it('the query string is passed on untouched, and never leaves the site', async () => {
    const res = await request(t.app).get('/es/search?q=%2F%2Fevil.example&next=//evil.example');
    expect(res.headers.location).toBe('/search?q=%2F%2Fevil.example&next=//evil.example');
  });

  it.each(['/es/unknown-page', '/fr/extension', '/de/search?q=wolf', '/es/es/search?q=lobo', '/es//search?q=lobo'])(
    '%s is still a 404',
    async (path) => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(404);
    },
  );

  it('pages with prefixed forms are served under the prefix, not redirected', async () => {
    const res = await request(t.app).get('/es/cookies');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe('es');
  });
});
