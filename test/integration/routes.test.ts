import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes as routes } from '../../server/routes/route-table.tsx';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
});
afterAll(() => t.close());

const htmlLang = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
const layoutOf = (html: string) => /<body[^>]*data-layout="([a-z]+)"/.exec(html)?.[1];

const prefixed = [
  ['/', 'default'],
  ['/addkarmabutton', 'iframe'],
  ['/cookies', 'default'],
  ['/discover', 'default'],
  ['/gt', 'default'],
  ['/header-menu', 'iframe'],
  ['/home', 'default'],
  ['/newtab', 'default'],
  ['/redirect', 'default'],
  ['/searchbar', 'iframe'],
  ['/searchCounter', 'iframe'],
  ['/auth/login', 'default'],
  ['/auth/email/verify', 'default'],
  ['/contact', 'default'],
  ['/what', 'default'],
  ['/mission', 'default'],
  ['/partners', 'default'],
  ['/apps', 'default'],
  ['/share', 'default'],
  ['/press', 'default'],
  ['/roadmap', 'default'],
  ['/privacy', 'default'],
  ['/terms', 'default'],
  ['/learn-act', 'default'],
  ['/learnact', 'default'],
  ['/counter', 'default'],
  ['/partners/transparency', 'default'],
  ['/bangs', 'default'],
  ['/settings/sites', 'search'],
] as const;
/** Routes with a parameter: in the table, exercised by their own tests (info-pages.test.ts). */
const parameterized = ['/partners/:partner'];
/** A page's forms and download, answered by their own tests (site-rules-page.test.ts). */
const formsAndFiles = [
  '/settings/sites/export',
  '/settings/sites/import',
  '/settings/sites/lists',
  '/settings/restore',
];
const unprefixedOnly = [
  ['/images?q=otter', 'search'],
  ['/news?q=otter', 'search'],
  ['/search?q=otter', 'search'],
  ['/settings', 'search'],
  ['/videos?q=otter', 'search'],
] as const;

describe('every route in every locale form', () => {
  it('the route table holds exactly the routes of the spec', () => {
    const specPaths = [
      ...[...prefixed, ...unprefixedOnly].map(([p]) => p.split('?')[0]),
      ...parameterized,
      ...formsAndFiles,
    ];
    expect(routes.map((r) => r.path).sort()).toEqual([...specPaths].sort());
  });

  for (const [path, layout] of prefixed) {
    it(`${path} answers 200 in ${layout} layout without a prefix and under /en, /fr, /es`, async () => {
      const bare = await request(t.app).get(path);
      expect(bare.status).toBe(200);
      expect(layoutOf(bare.text)).toBe(layout);
      expect(htmlLang(bare.text)).toBe('en');
      for (const locale of ['en', 'fr', 'es']) {
        const localized = path === '/' ? `/${locale}` : `/${locale}${path}`;
        const res = await request(t.app).get(localized);
        expect(res.status, localized).toBe(200);
        expect(layoutOf(res.text)).toBe(layout);
        expect(htmlLang(res.text)).toBe(locale);
        expect(res.headers['content-language']).toBe(locale);
      }
    });
  }

  for (const [path, layout] of unprefixedOnly) {
    it(`${path} answers 200 in ${layout} layout only without a prefix; prefixed, it redirects there`, async () => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      expect(layoutOf(res.text)).toBe(layout);
      for (const locale of ['en', 'fr', 'es']) {
        const prefixedRes = await request(t.app).get(`/${locale}${path}`);
        expect(prefixedRes.status, `/${locale}${path}`).toBe(302);
        expect(prefixedRes.headers.location).toBe(path);
        expect(String(prefixedRes.headers['set-cookie'])).toContain(`karma_i18n_redirected=${locale};`);
      }
    });
  }

  it('the search layout sends noindex in a header and a meta tag; other layouts do not', async () => {
    const search = await request(t.app).get('/search?q=otter');
    expect(search.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(search.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const settings = await request(t.app).get('/settings');
    expect(settings.headers['x-robots-tag']).toBe('noindex, nofollow');
    const home = await request(t.app).get('/');
    expect(home.headers['x-robots-tag']).toBeUndefined();
    expect(home.text).not.toContain('name="robots"');
  });

  it('the search layout has the header, tabs, and slots; settings hides the tabs', async () => {
    const search = await request(t.app).get('/news?q=red%20fox');
    expect(search.text).toContain('id="modals-slot"');
    expect(search.text).toContain('id="companion-slot"');
    expect(search.text).toContain('id="cookie-consent-slot"');
    expect(search.text).toMatch(/<input[^>]*name="q"[^>]*value="red fox"|value="red fox"[^>]*name="q"/);
    expect(search.text).toContain('href="/images?q=red%20fox"');
    expect(search.text).toMatch(/<a href="\/news\?q=red%20fox" aria-current="page">News<\/a>/);
    expect(search.text).toContain('class="feedback-button"');
    const settings = await request(t.app).get('/settings');
    expect(settings.text).not.toContain('class="tabs"');
  });

  it('the iframe layout has no site header or footer', async () => {
    const res = await request(t.app).get('/searchCounter');
    expect(res.text).toContain('class="iframe-box"');
    expect(res.text).not.toContain('class="site-header"');
    expect(res.text).not.toContain('class="site-footer"');
  });
});

describe('the first paint waits for the header and the first screen, not for the page', () => {
  /**
   * The marks the render-blocking `<link rel="expect">` elements name, each as what comes before
   * it: Chromium paints once the element named is in the document, so each must follow what has
   * to paint whole.
   */
  const marks = (html: string) =>
    [...html.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/?>/g)].map(([, id]) => {
      const at = html.indexOf(`<div id="${id}" hidden=""></div>`);
      return {
        id,
        afterHeader: at > html.lastIndexOf('</header>', at) && html.lastIndexOf('</header>', at) > 0,
        beforeMain: at >= 0 && at < html.indexOf('<main'),
        afterPartners: at > html.indexOf('class="partners-strip"') && html.indexOf('class="partners-strip"') > 0,
      };
    });

  it.each([['/discover'], ['/settings'], ['/search?q=otter']])(
    '%s waits for the mark after its layout header, before the page itself',
    async (path) => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      expect(marks(res.text)).toEqual([
        { id: 'header-end', afterHeader: true, beforeMain: true, afterPartners: false },
      ]);
    },
  );

  it('the home waits for its hero and partners too, not for the landing sections', async () => {
    const res = await request(t.app).get('/');
    expect(marks(res.text)).toEqual([
      { id: 'header-end', afterHeader: true, beforeMain: true, afterPartners: false },
      { id: 'first-screen-end', afterHeader: true, beforeMain: false, afterPartners: true },
    ]);
    expect(res.text.indexOf('id="first-screen-end"')).toBeLessThan(res.text.indexOf('class="landing"'));
  });

  it('the iframe layout, without a header, blocks nothing', async () => {
    const res = await request(t.app).get('/searchCounter');
    expect(res.text).not.toContain('rel="expect"');
  });
});

describe('stylesheets: after the content where the inline CSS styles the first screen, else in the head', () => {
  const inHead = (html: string) => {
    const links = [...html.matchAll(/<link rel="stylesheet" href="[^"]+"\/?>/g)].map((m) => m.index ?? 0);
    const head = html.indexOf('</head>');
    return {
      linked: links.length > 0,
      allInHead: links.every((at) => at < head),
      noneInHead: links.every((at) => at > head),
    };
  };

  it.each([['/'], ['/fr'], ['/newtab'], ['/search?q=otter'], ['/images?q=otter']])(
    '%s links them after its content',
    async (path) => {
      const res = await request(t.app).get(path);
      expect(inHead(res.text)).toEqual({ linked: true, allInHead: false, noneInHead: true });
    },
  );

  it.each([['/settings'], ['/partners'], ['/auth/login'], ['/learn-act'], ['/discover'], ['/nowhere-at-all']])(
    '%s links them in the head',
    async (path) => {
      const res = await request(t.app).get(path);
      expect(inHead(res.text)).toEqual({ linked: true, allInHead: true, noneInHead: false });
    },
  );
});

describe('result pages without a query', () => {
  for (const path of ['/search', '/images', '/news', '/videos']) {
    it(`${path} redirects home when q is missing or blank`, async () => {
      for (const suffix of ['', '?q=', '?q=%20%20', '?lang=fr']) {
        const res = await request(t.app).get(path + suffix);
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe('/');
      }
    });
  }

  it('an array-valued q does not crash the page', async () => {
    const res = await request(t.app).get('/search?q=a&q=b');
    expect(res.status).toBe(200);
  });
});

describe('404 and errors', () => {
  const messages = {
    en: ['This page could not be found', "There's nothing here", '404 Error', 'Back to the home page'],
    fr: ['Cette page est introuvable', "Il n'y a rien ici", 'Erreur 404', "Retour à l'accueil"],
    es: ['No se pudo encontrar esta página', 'Aquí no hay nada', 'Error 404', 'Volver a la página de inicio'],
  };
  for (const [locale, texts] of Object.entries(messages)) {
    it(`unknown paths show the localized 404 page in ${locale}`, async () => {
      const res = await request(t.app).get(`/${locale}/no-such-page`);
      expect(res.status).toBe(404);
      const text = res.text.replaceAll('&#x27;', "'");
      for (const expected of texts) expect(text).toContain(expected);
      expect(res.text).toContain(`href="/${locale}"`);
    });
  }

  it('a bare unknown path uses the visitor language', async () => {
    const res = await request(t.app).get('/nothing/here').set('Accept-Language', 'es-ES,es;q=0.9');
    expect(res.status).toBe(404);
    expect(htmlLang(res.text)).toBe('es');
    expect(res.text).toContain('Aquí no hay nada');
  });

  it('an unknown locale prefix is just an unknown path', async () => {
    const res = await request(t.app).get('/de/cookies');
    expect(res.status).toBe(404);
  });

  it('a malformed URL gets a localized 400 page, not a 500', async () => {
    const res = await request(t.app).get('/%E0%A4%A').set('Accept-Language', 'fr');
    expect([400, 404]).toContain(res.status);
    expect(htmlLang(res.text)).toBe('fr');
  });
});
