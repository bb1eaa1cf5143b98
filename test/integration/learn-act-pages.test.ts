/**
 * The Learn & Act pages and JSON on the server's own articles (no LEARN_ACT_BASE_URL): batches of
 * five with a plain 'load more' link, the Learn/Act selection, bad parameters, the articles'
 * language (prefix, feed country cookie, page), the desktop variant, the feed files with no-cache
 * and the items endpoint the island calls.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_COUNTRY_COOKIE } from '../../client/contract/feed-country.ts';
import type { LearnActBatch } from '../../client/contract/learn-act-types.ts';
import { LOCAL_FEED_FILES } from '../../server/content/learn-act/index.ts';
import { type Article, parseFeedJson } from '../../server/learn-act/article-schema.ts';
import { selectArticles } from '../../server/learn-act/feed.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp();
});
afterAll(() => t.close());

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<');
/** The cards' titles, in page order. */
const titles = (html: string) =>
  [...html.matchAll(/<h2 class="learn-act-card__title"><a [^>]*>([^<]*)<\/a>/g)].map((m) => decode(m[1] ?? ''));
const moreHref = (html: string) => {
  const href = /<p class="learn-act-feed__more"><a href="([^"]+)"/.exec(html)?.[1];
  return href === undefined ? undefined : decode(href);
};
const htmlLang = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
/** Titles of the starter articles of a selection, newest first: what the pages must show. */
const expected = (locale: Locale, type: 'learn' | 'act') =>
  selectArticles(parseFeedJson(LOCAL_FEED_FILES[locale]).articles, type).map((a: Article) => a.title);

describe('the feed page', () => {
  it('shows the first five Learn articles, newest first, and a plain link to the next batch', async () => {
    const res = await request(t.app).get('/learn-act');
    expect(res.status).toBe(200);
    expect(htmlLang(res.text)).toBe('en');
    expect(res.text).toContain('<h1>Learn &amp; Act</h1>');
    expect(titles(res.text)).toEqual(expected('en', 'learn').slice(0, 5));
    expect(moreHref(res.text)).toBe('/learn-act?type=learn&cursor=5#item-5');
    expect(res.text).toContain('data-island="LearnActFeed"');
    expect(res.text).toMatch(/<a href="\/learn-act\?type=learn" aria-current="page">Learn<\/a>/);
  });

  it('each load-more link gives a page with the next batch under the ones before, until the end', async () => {
    const all = expected('en', 'learn');
    expect(all.length).toBeGreaterThan(5);
    let href = moreHref((await request(t.app).get('/learn-act')).text);
    let shown = 5;
    while (href) {
      expect(href).toBe(`/learn-act?type=learn&cursor=${shown}#item-${shown}`);
      const res = await request(t.app).get(href);
      expect(res.text).toContain(`id="item-${shown}"`);
      shown = Math.min(all.length, shown + 5);
      expect(titles(res.text)).toEqual(all.slice(0, shown));
      href = moreHref(res.text);
    }
    expect(shown).toBe(all.length);
    const last = await request(t.app).get(`/learn-act?type=learn&cursor=${Math.floor((all.length - 1) / 5) * 5}`);
    expect(last.text).toContain('You have seen every article in this list.');
  });

  it('?type=act shows the Act selection, with its own batches', async () => {
    const res = await request(t.app).get('/learn-act?type=act');
    expect(titles(res.text)).toEqual(expected('en', 'act').slice(0, 5));
    expect(res.text).toMatch(/<a href="\/learn-act\?type=act" aria-current="page">Act<\/a>/);
    expect(moreHref(res.text)).toBe('/learn-act?type=act&cursor=5#item-5');
  });

  it.each([
    ['an unknown type', '?type=victory'],
    ['an empty type', '?type='],
    ['a repeated type whose first value is unknown', '?type=x&type=act'],
  ])('%s shows Learn', async (_name, query) => {
    const res = await request(t.app).get(`/learn-act${query}`);
    expect(res.status).toBe(200);
    expect(titles(res.text)).toEqual(expected('en', 'learn').slice(0, 5));
  });

  it.each([
    '?cursor=abc',
    '?cursor=-5',
    '?cursor=1e3',
    '?cursor=99999',
    '?cursor=12345678901234567890',
    '?cursor=&cursor=5',
    '?cursor=%E0%A4%A',
  ])('a bad cursor (%s) shows the first batch, never an error', async (query) => {
    const res = await request(t.app).get(`/learn-act${query}`);
    expect([200, 400]).toContain(res.status);
    if (res.status === 200) expect(titles(res.text)).toEqual(expected('en', 'learn').slice(0, 5));
  });

  it('links leave the site with rel="noreferrer noopener"; partner pages stay in the feed language', async () => {
    const learn = await request(t.app).get('/learn-act?type=learn&cursor=5');
    const act = await request(t.app).get('/learn-act?type=act&cursor=5');
    const links = [...(learn.text + act.text).matchAll(/<h2 class="learn-act-card__title"><a ([^>]*)>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(links.length).toBeGreaterThan(5);
    for (const attributes of links) {
      const href = /href="([^"]+)"/.exec(attributes)?.[1] ?? '';
      if (href.startsWith('https://')) expect(attributes).toContain('rel="noreferrer noopener"');
      else expect(href).toMatch(/^\/en\/partners\/[a-z0-9]+$/);
    }
  });
});

describe('the articles’ language', () => {
  it('/fr/learn-act is in French, page and articles', async () => {
    const res = await request(t.app).get('/fr/learn-act');
    expect(htmlLang(res.text)).toBe('fr');
    expect(res.text).toContain('<h1>Apprendre et agir</h1>');
    expect(titles(res.text)).toEqual(expected('fr', 'learn').slice(0, 5));
    expect(moreHref(res.text)).toBe('/fr/learn-act?type=learn&cursor=5#item-5');
    expect(res.text).toContain('href="/fr/partners/');
  });

  it('a feed country cookie containing fr gives French articles on an English page', async () => {
    const res = await request(t.app)
      .get('/learn-act')
      .set('Cookie', `${FEED_COUNTRY_COOKIE}=fr-FR`)
      .set('Accept-Language', 'en');
    expect(htmlLang(res.text)).toBe('en');
    expect(res.text).toContain('<div class="learn-act learn-act--mobile" lang="fr">');
    expect(titles(res.text)).toEqual(expected('fr', 'learn').slice(0, 5));
    expect(res.text).toContain('Afficher plus d’articles');
  });

  it('the URL prefix wins over the cookie', async () => {
    const res = await request(t.app).get('/es/learn-act').set('Cookie', `${FEED_COUNTRY_COOKIE}=fr`);
    expect(titles(res.text)).toEqual(expected('es', 'learn').slice(0, 5));
    expect(res.text).toContain('<div class="learn-act learn-act--mobile">');
  });

  it('without prefix or cookie, the page language decides', async () => {
    const res = await request(t.app).get('/learn-act').set('Accept-Language', 'es-ES,es;q=0.9');
    expect(htmlLang(res.text)).toBe('es');
    expect(titles(res.text)).toEqual(expected('es', 'learn').slice(0, 5));
  });
});

describe('the desktop variant', () => {
  it('/learnact and /fr/learnact show the same feed, denser', async () => {
    const res = await request(t.app).get('/learnact?type=act');
    expect(res.text).toContain('class="learn-act learn-act--desktop"');
    expect(titles(res.text)).toEqual(expected('en', 'act').slice(0, 5));
    expect(moreHref(res.text)).toBe('/learnact?type=act&cursor=5#item-5');
    const fr = await request(t.app).get('/fr/learnact');
    expect(htmlLang(fr.text)).toBe('fr');
    expect(titles(fr.text)).toEqual(expected('fr', 'learn').slice(0, 5));
  });
});

describe('GET /learn-and-act-{locale}.json', () => {
  for (const locale of ['en', 'fr', 'es'] as const) {
    it(`serves the ${locale} file with Cache-Control: no-cache and no cookie`, async () => {
      const res = await request(t.app).get(`/learn-and-act-${locale}.json`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toEqual(LOCAL_FEED_FILES[locale]);
    });
  }

  it('another locale is a 404', async () => {
    expect((await request(t.app).get('/learn-and-act-de.json')).status).toBe(404);
  });
});

describe('GET /learn-act/items', () => {
  it('answers one batch of display-ready cards and the next cursor', async () => {
    const res = await request(t.app).get('/learn-act/items?locale=fr&type=act&cursor=5');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.body as LearnActBatch;
    const acts = expected('fr', 'act');
    expect(body.items.map((c) => c.title)).toEqual(acts.slice(5, 10));
    expect(body.items.map((c) => c.index)).toEqual(acts.slice(5, 10).map((_, i) => 5 + i));
    expect(body.nextCursor).toBe(acts.length > 10 ? 10 : null);
    expect(body.items[0]).toMatchObject({ type: 'Act', image: expect.stringMatching(/^\/feed\//) });
    expect(body.items[0]?.dateText).toMatch(/2026/);
  });

  it('the first batch names the second', async () => {
    const res = await request(t.app).get('/learn-act/items?locale=en&type=learn&cursor=0');
    expect((res.body as LearnActBatch).items).toHaveLength(5);
    expect((res.body as LearnActBatch).nextCursor).toBe(5);
  });

  it('past the end: an empty batch', async () => {
    const res = await request(t.app).get('/learn-act/items?locale=en&type=learn&cursor=500');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ['no parameter', ''],
    ['an unknown locale', '?locale=de&type=learn&cursor=0'],
    ['an unknown type', '?locale=en&type=news&cursor=0'],
    ['a bad cursor', '?locale=en&type=learn&cursor=-1'],
    ['a missing cursor', '?locale=en&type=learn'],
  ])('%s: 400 with a reason', async (_name, query) => {
    const res = await request(t.app).get(`/learn-act/items${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/locale|type|cursor/);
  });
});
