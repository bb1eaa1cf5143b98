/**
 * The information pages, the footer and the side navigation drawer: every page in every locale
 * form, the six partner pages, the localized 404 for an unknown partner, footer links that lead
 * somewhere (anchors included), a drawer that needs no JavaScript, and the results provider's
 * privacy link following SEARCH_PROVIDER.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { STARTER_RECORDS } from '../../server/search/local/build/starter-records.ts';
import { PARTNERS, partnerSlug } from '../../server/shared/partners.ts';
import { BRAVE_PRIVACY_URL } from '../../views/content/provider-privacy.ts';
import { DRAWER_SECTIONS, FOOTER_LINKS } from '../../views/content/site-links.ts';
import { configuredSocialLinks } from '../../views/content/social-links.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider } from '../helpers/scripted-provider.ts';

type Tree = { [key: string]: string | Tree };
const LOCALES = ['en', 'fr', 'es'] as const;
const strings = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Tree]),
) as Record<(typeof LOCALES)[number], Tree>;
const text = (locale: (typeof LOCALES)[number], key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), strings[locale]);

const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<');
const h1Of = (html: string) => decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const titleOf = (html: string) => decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
const htmlLang = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
const footerOf = (html: string) => /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
const footerLinksOf = (html: string) => /<nav class="footer-links"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
const drawerOf = (html: string) => /<details class="drawer">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
const hrefsIn = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => decode(m[1] ?? ''));

const PAGES: Record<string, string> = {
  '/what': 'info.what.title',
  '/mission': 'info.mission.title',
  '/partners': 'info.partners.title',
  '/apps': 'info.apps.title',
  '/share': 'info.share.title',
  '/press': 'info.press.title',
  '/roadmap': 'info.roadmap.title',
  '/privacy': 'info.privacy.title',
  '/terms': 'info.terms.title',
  '/cookies': 'pages.cookies.title',
  '/discover': 'pages.discover.title',
};

const provider = () => scriptedProvider(() => answer([]));
let t: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { searchProvider: provider() });
});
afterAll(() => t.close());

describe('information pages', () => {
  for (const [path, titleKey] of Object.entries(PAGES)) {
    it(`${path} answers 200 with its title in each language, bare and under /en, /fr, /es`, async () => {
      const bare = await request(t.app).get(path);
      expect(bare.status).toBe(200);
      expect(h1Of(bare.text)).toBe(text('en', titleKey));
      for (const locale of LOCALES) {
        const res = await request(t.app).get(`/${locale}${path}`);
        expect(res.status, `/${locale}${path}`).toBe(200);
        expect(htmlLang(res.text)).toBe(locale);
        expect(h1Of(res.text), `/${locale}${path}`).toBe(text(locale, titleKey));
      }
    });
  }

  for (const partner of PARTNERS) {
    const slug = partnerSlug(partner);
    it(`/partners/${slug} shows ${partner.label} (in its title too), its country and its website, in any letter case`, async () => {
      const forms = [`/partners/${slug}`, `/partners/${slug.toUpperCase()}`, `/partners/${partner.value}`];
      for (const locale of LOCALES) forms.push(`/${locale}/partners/${slug}`);
      for (const path of forms) {
        const res = await request(t.app).get(path);
        expect(res.status, path).toBe(200);
        const locale = htmlLang(res.text) as (typeof LOCALES)[number];
        expect(h1Of(res.text)).toBe(partner.label);
        expect(titleOf(res.text), path).toBe(`${partner.label} – Karma`);
        expect(decode(res.text)).toContain(`<dd>${partner.country[locale]}</dd>`);
        expect(res.text).toContain(`<a href="${partner.website}" rel="noreferrer noopener">`);
      }
    });
  }

  it('an unknown partner gets the localized 404 page', async () => {
    for (const [path, title] of [
      ['/partners/wwf', 'This page could not be found'],
      ['/fr/partners/wwf', 'Cette page est introuvable'],
      ['/es/partners/aspas2', 'No se pudo encontrar esta página'],
    ]) {
      const res = await request(t.app).get(path as string);
      expect(res.status, path).toBe(404);
      expect(h1Of(res.text)).toBe(title);
    }
  });

  it('every starter-index link to these pages lands on an existing anchor', async () => {
    const links = STARTER_RECORDS.filter((r) => r.site === 'karma' && /\/(discover|cookies)(#|$)/.test(r.url));
    expect(links.length).toBeGreaterThan(10);
    for (const { url } of links) {
      const [path, anchor] = url.split('#');
      const res = await request(t.app).get(path as string);
      expect(res.status, url).toBe(200);
      if (anchor) expect(res.text, url).toContain(`id="${anchor}"`);
    }
  });
});

describe('footer', () => {
  it('has its links, none leading to a missing page or anchor, in every locale form', async () => {
    for (const [prefix, locale] of [
      ['', 'en'],
      ['/fr', 'fr'],
      ['/es', 'es'],
    ] as const) {
      const footer = footerLinksOf((await request(t.app).get(`${prefix}/what`)).text);
      const hrefs = hrefsIn(footer);
      for (const link of FOOTER_LINKS) expect(decode(footer)).toContain(`>${text(locale, link.labelKey)}</a>`);
      expect(hrefs).toContain(`${prefix}/privacy#search`);
      expect(hrefs).toContain(`${prefix}/contact?subject=feedback`);
      expect(hrefs.length).toBe(FOOTER_LINKS.length + 2);
      for (const href of hrefs) {
        const [pathAndQuery, anchor] = href.split('#');
        const res = await request(t.app).get(pathAndQuery as string);
        expect(res.status, href).toBe(200);
        if (anchor) expect(res.text, href).toContain(`id="${anchor}"`);
      }
    }
  });

  it('shows no social links while none is configured', async () => {
    const footer = footerOf((await request(t.app).get('/')).text);
    expect(footer).not.toContain('footer-social');
    expect(
      configuredSocialLinks({
        ...parseConfig({ NODE_ENV: 'test' }),
        socialUrls: { twitter: 'https://x.example/k', facebook: 'https://f.example/k' },
      }),
    ).toEqual([
      { network: 'facebook', name: 'Facebook', href: 'https://f.example/k' },
      { network: 'twitter', name: 'X (Twitter)', href: 'https://x.example/k' },
    ]);
  });

  const cases = [
    {
      name: 'searxng',
      env: { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: 'https://searx.example/' },
      href: 'https://searx.example/info/en/about',
    },
    { name: 'brave', env: { SEARCH_PROVIDER: 'brave', BRAVE_API_KEY: 'test-key' }, href: BRAVE_PRIVACY_URL },
  ];
  for (const { name, env, href } of cases) {
    it(`links the results provider's privacy notice for ${name}, and says so on /privacy`, async () => {
      const app = buildTestApp(env, { searchProvider: provider() });
      try {
        const res = await request(app.app).get('/fr/privacy');
        expect(footerOf(res.text)).toContain(`<a href="${href}" rel="noreferrer noopener">`);
        expect(res.text).toMatch(name === 'brave' ? /API Brave Search/ : /instance SearXNG/);
      } finally {
        await app.close();
      }
    });
  }
});

describe('navigation drawer', () => {
  it('is a <details> with the four sections and the settings link, with no script', async () => {
    for (const locale of LOCALES) {
      const drawer = drawerOf((await request(t.app).get(`/${locale}/mission`)).text);
      expect(drawer).toContain(
        `<summary class="drawer__toggle"><span class="drawer__label">${text(locale, 'drawer.menu')}</span></summary>`,
      );
      for (const section of DRAWER_SECTIONS) expect(drawer).toContain(`>${text(locale, section.labelKey)}</h2>`);
      expect(drawer).toContain('<a href="/settings">');
      expect(drawer).not.toContain('data-island');
    }
  });

  it('uses only label keys that exist', () => {
    const keys = [...FOOTER_LINKS, ...DRAWER_SECTIONS, ...DRAWER_SECTIONS.flatMap((s) => s.links)].map(
      (l) => l.labelKey,
    );
    expect(keys.filter((k) => typeof text('en', k) !== 'string')).toEqual([]);
  });
});
