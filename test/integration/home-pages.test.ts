/**
 * The home page (search, partners strip, the drawn steps, the partners' tiles, the other landing
 * sections, the day's background), the new-tab page and the iframe widgets, in every locale
 * form; the generated background files; and the home page's byte budget (gzip of HTML with its
 * inline critical CSS, site.css and the JavaScript it loads ≤ 25 KB, the background image excepted).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_DIR, loadAssets, scriptsForIslands } from '../../server/assets.ts';
import {
  BACKGROUND_FORMATS,
  BACKGROUND_WIDTHS,
  BACKGROUNDS,
  backgroundOfDay,
  backgroundUrl,
} from '../../server/shared/backgrounds.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';
import { resources } from '../../server/shared/locale-resources.ts';
import { PARTNERS, partnerSlug } from '../../server/shared/partners.ts';
import { CLOSING_LANDING_SECTIONS, LANDING_SECTIONS } from '../../views/content/landing/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const LOCALES: Locale[] = ['en', 'fr', 'es'];
const DAY = new Date('2025-03-14T12:00:00Z');
let t: TestApp;
let rated: TestApp;
let plain: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { now: () => DAY });
  rated = buildTestApp({ STORE_RATING: '4.6', CHROME_STORE_URL: 'https://chromewebstore.google.com/detail/karma/abc' });
  plain = buildTestApp({ FEATURE_LIGHT_HOMEPAGE: 'false' });
});
afterAll(async () => {
  await Promise.all([t.close(), rated.close(), plain.close()]);
});

/** Text as React writes it, back to characters. */
const decode = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<');
const get = async (app: TestApp, path: string) => {
  const res = await request(app.app).get(path);
  expect(res.status, path).toBe(200);
  return res.text;
};
/** '/fr' for the home page, '/fr/newtab' for the others; '' is the unprefixed form. */
const at = (prefix: string, path: string) => (prefix === '' ? path : path === '/' ? prefix : `${prefix}${path}`);
const FORMS: [string, Locale][] = [
  ['', 'en'],
  ['/en', 'en'],
  ['/fr', 'fr'],
  ['/es', 'es'],
];
const section = (html: string, id: string) =>
  new RegExp(`<section id="${id}" class="landing__section">(.*?)</section>`).exec(html)?.[1] ?? '';

describe('home page', () => {
  for (const path of ['/', '/home']) {
    for (const [prefix, locale] of FORMS) {
      const url = at(prefix, path);
      it(`${url}: search box, partners strip and the landing sections in order, in ${locale}`, async () => {
        const html = await get(t, url);
        const strings = resources[locale];
        expect(html).toContain(`<h1>${decode(strings.home.title)}</h1>`);
        expect(html).toContain('id="home-q"');
        // A first visitor's counter is padded like every other: '000'.
        expect(html).toMatch(/class="karma-counter__value"[^>]*>000</);
        const strip = /<nav class="partners-strip".*?<\/nav>/.exec(html)?.[0] ?? '';
        const hrefs = [...strip.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
        expect(hrefs).toEqual(PARTNERS.map((p) => `${prefix}/partners/${partnerSlug(p)}`));
        const sections = [...html.matchAll(/<section id="([^"]+)" class="landing__section"><h2>(.*?)<\/h2>/g)];
        // The press and quotes sections stay out while the starter lists are empty.
        const shown = LANDING_SECTIONS.filter((s) => !CLOSING_LANDING_SECTIONS.includes(s.key));
        expect(sections.map((m) => m[1])).toEqual(shown.map((s) => s.id));
        expect(sections.map((m) => decode(m[2] ?? ''))).toEqual(shown.map((s) => strings.landing[s.key].heading));
      });
    }
  }

  it('the three steps are drawn; the partners are tiles with their cause, then the transparency link', async () => {
    for (const [prefix, locale] of FORMS) {
      const html = await get(t, at(prefix, '/'));
      expect(
        section(html, 'how-it-works').match(/<svg class="step-art" viewBox="0 0 24 24" aria-hidden="true">/g),
      ).toHaveLength(3);
      const partners = section(html, 'partners');
      const tiles = [
        ...partners.matchAll(
          /<li><span class="partner-mark[^"]*" style="[^"]+" aria-hidden="true">[^<]+<\/span><a href="([^"]+)">(.*?)<\/a><span>(.*?)<\/span><\/li>/g,
        ),
      ];
      expect(tiles.map((m) => m[1])).toEqual(PARTNERS.map((p) => `${prefix}/partners/${partnerSlug(p)}`));
      expect(tiles.map((m) => m[2])).toEqual(PARTNERS.map((p) => p.label));
      expect(tiles.map((m) => decode(m[3] ?? ''))).toEqual(PARTNERS.map((p) => p.cause[locale]));
      // The figures are the ledger's, which the home does not read: it links to them.
      expect(partners).toContain(`<a class="ledger-link" href="${prefix}/partners/transparency">`);
      expect(decode(partners)).toContain(resources[locale].transparency.homeLink);
    }
  });

  it('install links to /extension; with no store configured it shows no rating', async () => {
    const install = section(await get(t, '/'), 'install');
    expect(install).toContain('href="/extension"');
    expect(install).not.toContain('★');
    expect(install).not.toContain('store-rating');
  });

  it('with a store configured, install shows the rating from config with a spoken label', async () => {
    const six = section(await get(rated, '/'), 'install');
    expect(six).toContain('★ 4.6/5');
    expect(six).toContain('Rated 4.6 out of 5');
    expect(six).not.toContain('4.8');
    expect(section(await get(rated, '/fr'), 'install')).toContain('★ 4,6/5');
  });

  it('quotes no one: no testimonials, invented or not, in any language', async () => {
    for (const locale of LOCALES) {
      const html = await get(t, `/${locale}`);
      expect(html).not.toContain('<blockquote');
      expect(html).not.toContain('<figcaption');
      expect(html).not.toContain('id="testimonials"');
    }
  });
});

describe('light homepage background', () => {
  const day = backgroundOfDay(DAY);

  it('is the day’s illustration in AVIF, WebP and JPEG at every width, high priority, credited', async () => {
    for (const [prefix, locale] of FORMS) {
      const html = await get(t, at(prefix, '/'));
      const picture = /<picture class="home-bg">.*?<\/picture>/.exec(html)?.[0] ?? '';
      for (const [format, type] of [
        ['avif', 'image/avif'],
        ['webp', 'image/webp'],
      ] as const) {
        const widths = BACKGROUND_WIDTHS.map((w) => `${backgroundUrl(day.name, w, format)} ${w}w`).join(', ');
        expect(picture).toContain(`<source type="${type}" srcSet="${widths}" sizes="100vw"/>`);
      }
      expect(picture).toContain(
        `srcSet="${BACKGROUND_WIDTHS.map((w) => `${backgroundUrl(day.name, w, 'jpg')} ${w}w`).join(', ')}"`,
      );
      // The largest paint of the page: fetched at high priority.
      expect(picture).toMatch(/<img [^>]*decoding="async"[^>]*fetchPriority="high"/);
      expect(picture).not.toContain('fetchPriority="low"');
      expect(decode(picture)).toContain(`alt="${day.alt[locale]}"`);
      // Credited under the hero, beside 'Share' and 'View image' (test/integration/home-hero-tools.test.ts).
      expect(html).toContain('class="hero-tools"');
      // The sky and land colours paint before the image arrives.
      expect(html).toContain(`style="--sky:${day.sky};--land:${day.land}"`);
    }
  });

  it('changes with the day and stays the same all day', async () => {
    const names = BACKGROUNDS.map((_, i) => backgroundOfDay(new Date(DAY.getTime() + i * 86_400_000)).name);
    expect(new Set(names).size).toBe(BACKGROUNDS.length);
    expect(backgroundOfDay(new Date('2025-03-14T00:00:01Z'))).toBe(backgroundOfDay(new Date('2025-03-14T23:59:59Z')));
  });

  it('is absent when FEATURE_LIGHT_HOMEPAGE=false; the page is otherwise whole', async () => {
    for (const path of ['/', '/fr', '/newtab']) {
      const html = await get(plain, path);
      expect(html).not.toContain('<picture');
      expect(html).not.toContain('/backgrounds/');
      expect(html).not.toContain('data-island="BackgroundActions"');
      expect(html).toMatch(/id="(home|newtab)-q"/);
    }
    expect(await get(plain, '/')).toContain('<section id="install"');
  });

  it('every generated file is served as an image, stays small, and is immutable at its hashed URL', async () => {
    for (const { name } of BACKGROUNDS) {
      for (const width of BACKGROUND_WIDTHS) {
        for (const format of BACKGROUND_FORMATS) {
          const url = backgroundUrl(name, width, format);
          const res = await request(t.app).get(url).buffer(true);
          expect(res.status, url).toBe(200);
          expect(res.headers['content-type'], url).toBe(format === 'jpg' ? 'image/jpeg' : `image/${format}`);
          expect(res.body.length, url).toBeLessThan(format === 'avif' ? 60_000 : 100_000);
          expect(url, 'versioned by its hash').toMatch(/\?v=[0-9a-f]{10}$/);
          expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
        }
      }
    }
  });
});

describe('new-tab page', () => {
  for (const [prefix, locale] of FORMS) {
    it(`${at(prefix, '/newtab')}: search box, background and partners, no landing sections`, async () => {
      const html = await get(t, at(prefix, '/newtab'));
      expect(html).toContain('id="newtab-q"');
      expect(html).toContain('<picture class="home-bg">');
      expect(html).toContain(`>${resources[locale].landing.partnersStrip}</p>`);
      expect(html).not.toContain('class="landing__section"');
    });
  }
});

describe('iframe widgets', () => {
  it('/searchbar: only a search form, whose results open in the top window', async () => {
    for (const [prefix, locale] of FORMS) {
      const html = await get(t, at(prefix, '/searchbar'));
      const form = /<form [^>]*>/.exec(html)?.[0] ?? '';
      for (const attribute of ['action="/search"', 'method="get"', 'target="_top"']) expect(form).toContain(attribute);
      expect(html).toContain('name="q"');
      expect(html).toContain(`placeholder="${resources[locale].search.placeholder}"`);
      expect(html).not.toContain('class="site-header"');
    }
  });

  it('/searchCounter: the counter, big, with a label; 000 for a new visitor', async () => {
    for (const [prefix, locale] of FORMS) {
      const html = await get(t, at(prefix, '/searchCounter'));
      expect(html).toContain('<span class="widget-counter__value">000</span>');
      expect(html).toContain(`<span class="widget-counter__label">${resources[locale].widgets.counterLabel}</span>`);
    }
  });

  it('/addkarmabutton: a button to /extension in a new tab', async () => {
    for (const [prefix] of FORMS) {
      const html = await get(t, at(prefix, '/addkarmabutton'));
      expect(html).toMatch(/<a class="button" href="\/extension" target="_blank" rel="noreferrer noopener">/);
    }
  });

  it('/header-menu: counter, partners, settings and login, opening in the top window', async () => {
    for (const [prefix, locale] of FORMS) {
      const html = await get(t, at(prefix, '/header-menu'));
      const menu = /<nav class="widget-menu".*?<\/nav>/.exec(html)?.[0] ?? '';
      const links = [...menu.matchAll(/<a [^>]*href="([^"]+)" target="_top"/g)].map((m) => m[1]);
      expect(links).toEqual(['/settings', `${prefix}/partners`, '/settings', `${prefix}/auth/login`]);
      expect(menu).toMatch(/class="karma-counter__value"[^>]*>000</);
      expect(menu).toContain(`>${resources[locale].widgets.partners}</a>`);
    }
  });
});

describe('home page byte budget', () => {
  const assets = loadAssets();
  const gzipped = (url: string) => gzipSync(readFileSync(join(BUILD_DIR, url.replace('/build/', '')))).length;

  for (const locale of LOCALES) {
    it(`/${locale}: HTML (with its critical CSS), its stylesheets and its JavaScript ≤ 25 KB gzipped`, async () => {
      const html = await get(t, `/${locale}`);
      expect(html).toContain(assets.criticalCss);
      // Islands that hydrate on first interaction are not loaded by a visit (client/boot.ts).
      const eager = [...html.matchAll(/<div class="island" data-island="(\w+)"(?![^>]*data-hydrate="interaction")/g)];
      const islands = [...new Set(eager.map((m) => m[1] as string))];
      const scripts = scriptsForIslands(assets, islands);
      // Every stylesheet the page links (site.css, and any a feature of the page adds).
      const styles = [...html.matchAll(/<link rel="stylesheet" href="(\/build\/[^"]+)"/g)].map((m) => m[1] as string);
      expect(styles).toContain(assets.stylesheet);
      const total =
        gzipSync(html).length +
        styles.reduce((sum, url) => sum + gzipped(url), 0) +
        scripts.reduce((sum, url) => sum + gzipped(url), 0);
      expect(total).toBeLessThanOrEqual(25_000);
    });
  }
});
