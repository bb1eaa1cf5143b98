/**
 * /press and /roadmap: real pages in every locale form (bare, /en, /fr, /es) with their localized
 * titles and text, a press kit whose files all exist, facts taken from the partner list, a press
 * contact link, and the footer and drawer pointing to both pages.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNERS } from '../../server/shared/partners.ts';
import { PRESS_KIT_FILES } from '../../views/content/press-kit.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider } from '../helpers/scripted-provider.ts';

type Tree = { [key: string]: string | Tree };
const LOCALES = ['en', 'fr', 'es'] as const;
type Locale = (typeof LOCALES)[number];
const strings = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Tree]),
) as Record<Locale, Tree>;
const text = (locale: Locale, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), strings[locale]);

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<');
const h1Of = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const titleOf = (html: string) => decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
const footerLinksOf = (html: string) => /<nav class="footer-links"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const drawerOf = (html: string) => /<details class="drawer">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
const hrefsIn = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => decode(m[1] ?? ''));
const FORMS: readonly (readonly [string, Locale])[] = [
  ['', 'en'],
  ['/en', 'en'],
  ['/fr', 'fr'],
  ['/es', 'es'],
];

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { searchProvider: scriptedProvider(() => answer([])) });
});
afterAll(() => t.close());

describe('/press and /roadmap', () => {
  for (const [path, titleKey] of [
    ['/press', 'info.press.title'],
    ['/roadmap', 'info.roadmap.title'],
  ] as const) {
    it(`${path} answers 200 with its localized title in every locale form`, async () => {
      for (const [prefix, locale] of FORMS) {
        const res = await request(t.app).get(`${prefix}${path}`);
        expect(res.status, `${prefix}${path}`).toBe(200);
        expect(h1Of(res.text)).toBe(text(locale, titleKey));
        expect(titleOf(res.text)).toBe(`${text(locale, titleKey)} – Karma`);
      }
    });
  }

  it('the press page has its facts, contact link and localized text', async () => {
    const cases = {
      en: ['Karma in brief', 'Where the money goes', 'English, French, and Spanish'],
      fr: ['Karma en bref', 'Où va l’argent', 'anglais, français et espagnol'],
      es: ['Karma en pocas palabras', 'Adónde va el dinero', 'inglés, francés y español'],
    } as const;
    for (const [prefix, locale] of FORMS.slice(1)) {
      const html = decode((await request(t.app).get(`${prefix}/press`).expect(200)).text);
      for (const phrase of cases[locale]) expect(html, `${locale}: ${phrase}`).toContain(phrase);
      // The partner count comes from the partner list, not from typed copy.
      expect(html).toContain(`${PARTNERS.length} `);
      expect(hrefsIn(html)).toContain(`${prefix}/contact?subject=press`);
      expect(hrefsIn(html)).toContain(`${prefix}/partners/transparency`);
    }
  });

  it('the press kit links every logo and icon file, and each one exists', async () => {
    const html = (await request(t.app).get('/press').expect(200)).text;
    expect(PRESS_KIT_FILES.length).toBeGreaterThan(0);
    for (const file of PRESS_KIT_FILES) {
      expect(html).toContain(`href="${file.href}" download=`);
      const res = await request(t.app).get(file.href);
      expect(res.status, file.href).toBe(200);
      expect(res.headers['content-type']).toMatch(file.format === 'SVG' ? /image\/svg\+xml/ : /image\/png/);
    }
  });

  it('the roadmap says what comes next, without dates, in each language', async () => {
    const cases = { en: 'What comes next', fr: 'Et ensuite', es: 'Lo que viene' } as const;
    for (const [prefix, locale] of FORMS.slice(1)) {
      const res = await request(t.app).get(`${prefix}/roadmap`).expect(200);
      const article = /<article[\s\S]*?<\/article>/.exec(res.text)?.[0] ?? '';
      expect(decode(article)).toContain(cases[locale]);
      expect(article, 'no invented dates').not.toMatch(/\b20\d\d\b/);
      expect(hrefsIn(article)).toContain(`${prefix}/contact?subject=feedback`);
    }
  });

  it('the footer and the drawer link to both pages in every locale form', async () => {
    for (const [prefix] of FORMS) {
      const html = (await request(t.app).get(`${prefix}/what`).expect(200)).text;
      for (const part of [footerLinksOf(html), drawerOf(html)]) {
        expect(hrefsIn(part)).toContain(`${prefix}/press`);
        expect(hrefsIn(part)).toContain(`${prefix}/roadmap`);
        expect(part).not.toMatch(/#roadmap|#press/);
      }
    }
  });

  it('the older anchors /what#roadmap and /mission#press still exist and point to the new pages', async () => {
    const what = (await request(t.app).get('/what').expect(200)).text;
    const mission = (await request(t.app).get('/mission').expect(200)).text;
    expect(what).toContain('id="roadmap"');
    expect(mission).toContain('id="press"');
    expect(hrefsIn(/<main[\s\S]*<\/main>/.exec(what)?.[0] ?? '')).toContain('/roadmap');
    expect(hrefsIn(/<main[\s\S]*<\/main>/.exec(mission)?.[0] ?? '')).toContain('/press');
  });
});
