/**
 * /extension and the unsupported-country redirect, end to end over HTTP. The app is assembled here
 * from the real pieces in createApp's order (request log, security, cookies, locale, i18n, the two
 * redirect modules, the page router with the real result routes and the /redirect route), so these
 * tests do not depend on the wiring in server/app.ts; the last block checks that wiring once it
 * exists.
 */
import express, { type Express, type RequestHandler } from 'express';
import { handle as i18nextHandle } from 'i18next-http-middleware';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../server/assets.ts';
import { type Config, parseConfig } from '../../server/config.ts';
import { createI18n } from '../../server/i18n/i18n.ts';
import { requestCookies } from '../../server/middleware/cookies.ts';
import { locale } from '../../server/middleware/locale.ts';
import { requestLog } from '../../server/middleware/request-log.ts';
import { security } from '../../server/middleware/security.ts';
import { COUNTRY_REDIRECT_PATHS, countryRedirect } from '../../server/redirects/country-redirect.ts';
import { extensionRoute } from '../../server/redirects/extension-redirect.ts';
import { notFound, pageRenderer } from '../../server/routes/pages.tsx';
import { redirectRoute } from '../../server/routes/redirect-route.tsx';
import type { RouteServices } from '../../server/routes/route-def.ts';
import { forPaths, mountStage } from '../../server/routes/route-mount.ts';
import { pageRoutes as routes } from '../../server/routes/route-table.tsx';
import { createSearchRunner } from '../../server/search/runner.ts';
import type { StoreUrls } from '../../server/shared/app-links.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { capturedLogger } from '../helpers/logs.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const STORES: Required<StoreUrls> = {
  ios: 'https://apps.apple.com/app/karma/id1',
  android: 'https://play.google.com/store/apps/details?id=org.karma',
  edge: 'https://microsoftedge.microsoft.com/addons/detail/karma',
  firefox: 'https://addons.mozilla.org/firefox/addon/karma/',
  safari: 'https://apps.apple.com/app/karma-for-safari/id2',
  chrome: 'https://chromewebstore.google.com/detail/karma',
};
const APPS = 'https://karma.example/apps';
const HEADER = 'CF-IPCountry';
const SUPPORTED = ['FR', 'GB', 'US'];
const ENGINE = 'https://duckduckgo.com/?q={q}';

/** The strings proposed for locales/*.json; the real ones win as soon as they are there. */
const PROPOSED_STRINGS = {
  en: {
    title: 'Karma is not available in your country yet',
    explanation: 'Your searches will go to {{engine}}, another search engine, until Karma opens in your country.',
    oncePerSession: 'We show this page once per browsing session; after that, your searches go straight to {{engine}}.',
    continue: 'Continue to {{engine}}',
    visit: 'Go to {{engine}}',
  },
  fr: {
    title: 'Karma n’est pas encore disponible dans votre pays',
    explanation:
      'Vos recherches seront envoyées vers {{engine}}, un autre moteur de recherche, jusqu’à l’ouverture de Karma dans votre pays.',
    oncePerSession:
      'Cette page s’affiche une fois par session de navigation ; ensuite, vos recherches vont directement sur {{engine}}.',
    continue: 'Continuer sur {{engine}}',
    visit: 'Aller sur {{engine}}',
  },
  es: {
    title: 'Karma aún no está disponible en tu país',
    explanation: 'Tus búsquedas irán a {{engine}}, otro motor de búsqueda, hasta que Karma llegue a tu país.',
    oncePerSession:
      'Mostramos esta página una vez por sesión de navegación; después, tus búsquedas irán directamente a {{engine}}.',
    continue: 'Continuar en {{engine}}',
    visit: 'Ir a {{engine}}',
  },
};

interface Options {
  header?: string;
  storeUrls?: StoreUrls;
  applicationsUrl?: string;
}

const skipCounting: RequestHandler = (_req, _res, next) => next();

function redirectsApp(options: Options = {}): { app: Express; logs: string[] } {
  const { logger, lines: logs } = capturedLogger();
  const countryOptions = { header: options.header, supportedCountries: SUPPORTED, searchUrl: ENGINE };
  const config = {
    ...parseConfig({ NODE_ENV: 'test', BASE_URL: 'http://karma.test' }),
    countryRedirect: countryOptions,
  } as Config;
  const i18n = createI18n();
  for (const [lng, page] of Object.entries(PROPOSED_STRINGS)) {
    i18n.addResourceBundle(lng, 'translation', { redirects: { page } }, true, false);
  }
  const provider = scriptedProvider((q) => answer([webResult(`About ${q.text}`)]));
  const search = createSearchRunner({ provider, timeoutMs: 3000, cacheTtlS: 0, logger });
  const localize = [requestCookies(), locale(undefined), i18nextHandle(i18n)];
  const pageOptions = {
    i18n,
    config,
    assets: loadAssets(),
    services: { search, proxyImage: (url: string) => url },
    logger,
    // Counting and prefetch refusal are not under test here (the wired block checks that a redirected search is not counted).
    middleware: { countSearch: skipCounting, noCostlyPrefetch: skipCounting },
    ensureLocalized: () => {},
  };
  const pages = [...routes.filter((r) => r.id === 'home' || r.id.startsWith('search-')), redirectRoute];
  // These pages use none of the services forms need.
  const mount = { pages: pageOptions, render: pageRenderer(pageOptions), app: { config, logger } as RouteServices };
  const app = express();
  app.set('query parser', 'simple');
  app.use(requestLog(logger));
  app.use(security({ frameAncestors: [], isFrameable: () => false, connectOrigins: [] }));
  app.use(localize);
  // As server/app.ts mounts them: each logged under its path.
  const extension = extensionRoute({
    storeUrls: options.storeUrls ?? STORES,
    applicationsUrl: options.applicationsUrl ?? APPS,
  });
  app.use(mountStage([extension], 'headers'));
  app.use(
    forPaths(
      Object.fromEntries(COUNTRY_REDIRECT_PATHS.map((path) => [path, path])),
      countryRedirect({ ...countryOptions, cookieDomain: undefined }),
    ),
  );
  app.use(mountStage(pages, 'page', mount));
  app.use(notFound(pageOptions));
  return { app, logs };
}

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  googlebot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.6478.126 Safari/537.36',
  curl: 'curl/8.5.0',
  empty: '',
};

describe('/extension', () => {
  const { app, logs } = redirectsApp();

  it.each<[keyof typeof UA, string]>([
    ['iphone', STORES.ios],
    ['ipad', STORES.ios],
    ['androidChrome', STORES.android],
    ['samsungInternet', STORES.android],
    ['firefoxAndroid', STORES.android],
    ['chromeWindows', STORES.chrome],
    ['chromeLinux', STORES.chrome],
    ['edge', STORES.edge],
    ['firefox', STORES.firefox],
    ['safari', STORES.safari],
    ['opera', STORES.chrome],
    ['googlebot', APPS],
    ['curl', APPS],
    ['empty', APPS],
  ])('%s → %s, never cached, varying on the user agent', async (name, location) => {
    const res = await request(app).get('/extension').set('User-Agent', UA[name]);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/\bUser-Agent\b/i);
  });

  it('without any User-Agent header → the applications page', async () => {
    const res = await request(app).get('/extension').unset('User-Agent');
    expect(res.headers.location).toBe(APPS);
  });

  it('answers HEAD and a trailing slash the same way; /fr/extension is not a page', async () => {
    expect((await request(app).head('/extension').set('User-Agent', UA.firefox)).headers.location).toBe(STORES.firefox);
    expect((await request(app).get('/extension/').set('User-Agent', UA.edge)).headers.location).toBe(STORES.edge);
    expect((await request(app).get('/fr/extension').set('User-Agent', UA.edge)).status).toBe(404);
  });

  it('a browser whose store is not configured goes to the applications page (this site’s /apps by default)', async () => {
    const bare = redirectsApp({ storeUrls: { chrome: STORES.chrome }, applicationsUrl: '/apps' }).app;
    expect((await request(bare).get('/extension').set('User-Agent', UA.safari)).headers.location).toBe('/apps');
    expect((await request(bare).get('/extension').set('User-Agent', UA.iphone)).headers.location).toBe('/apps');
    expect((await request(bare).get('/extension').set('User-Agent', UA.opera)).headers.location).toBe(STORES.chrome);
  });

  it('logs the route pattern only', () => {
    const lines = logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'request');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.route === '/extension' || l.route === 'unmatched')).toBe(true);
    expect(logs.join('\n')).not.toMatch(/Mozilla|curl|Googlebot/);
  });
});

const COOKIE = 'karma_show_redirect_page';
const setCookies = (res: request.Response): string[] => {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  return header === undefined ? [] : ([] as string[]).concat(header);
};
const flagCookie = (res: request.Response) => setCookies(res).find((c) => c.startsWith(`${COOKIE}=`));

describe('unsupported country: who is redirected', () => {
  const { app } = redirectsApp({ header: HEADER });
  const search = (path: string, country?: string) => {
    const req = request(app).get(path);
    return country === undefined ? req : req.set(HEADER, country);
  };

  it.each([
    ['no country header', undefined],
    ['a supported country', 'FR'],
    ['a supported country in lower case', 'gb'],
    ['Cloudflare’s unknown country', 'XX'],
    ['Tor', 'T1'],
    ['a value that is not two letters', 'Kenya'],
    ['an empty value', ''],
    ['two values', 'KE, FR'],
  ])('%s: results are served', async (_label, country) => {
    const res = await search('/search?q=otter', country);
    expect(res.status).toBe(200);
    expect(res.text).toContain('About otter');
    expect(flagCookie(res)).toBeUndefined();
  });

  it('the feature is off without COUNTRY_HEADER, whatever the request says', async () => {
    const off = redirectsApp({}).app;
    const res = await request(off).get('/search?q=otter').set(HEADER, 'KE');
    expect(res.status).toBe(200);
    expect(res.headers.vary ?? '').not.toMatch(/CF-IPCountry/i);
  });

  it.each(['/search', '/images', '/news', '/videos', '/Search/'])(
    '%s?q=… from an unsupported country, first in the session → the redirect page',
    async (path) => {
      const res = await search(`${path}?q=red%20fox`, 'KE');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/redirect?q=red%20fox');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/\bCF-IPCountry\b/i);
      expect(flagCookie(res)).toBeUndefined();
    },
  );

  it('pages without a query are left alone', async () => {
    expect((await search('/', 'KE')).status).toBe(200);
    const bare = await search('/search', 'KE');
    expect([bare.status, bare.headers.location]).toEqual([302, '/']);
    const blank = await search('/images?q=%20%20', 'KE');
    expect([blank.status, blank.headers.location]).toEqual([302, '/']);
  });

  it('a served result page still varies on the country header', async () => {
    expect((await search('/search?q=otter', 'FR')).headers.vary).toMatch(/\bCF-IPCountry\b/i);
  });
});

describe('unsupported country: once per browser session', () => {
  const { app, logs } = redirectsApp({ header: HEADER });

  it('first search → page (which sets the session flag) → later searches go straight to the engine', async () => {
    const session = request.agent(app);
    const first = await session.get('/search?q=otter%20%26%20fox').set(HEADER, 'KE');
    expect(first.headers.location).toBe('/redirect?q=otter%20%26%20fox');

    const page = await session.get(first.headers.location as string).set(HEADER, 'KE');
    expect(page.status).toBe(200);
    const cookie = flagCookie(page);
    expect(cookie).toMatch(/^karma_show_redirect_page=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);

    const second = await session.get('/search?q=otter%20%26%20fox').set(HEADER, 'KE');
    expect(second.status).toBe(302);
    expect(second.headers.location).toBe('https://duckduckgo.com/?q=otter%20%26%20fox');
    expect(second.headers['cache-control']).toBe('private, no-store');
    const images = await session.get('/images?q=badger').set(HEADER, 'ke');
    expect(images.headers.location).toBe('https://duckduckgo.com/?q=badger');

    const again = await session.get('/redirect?q=badger').set(HEADER, 'KE');
    expect(again.status).toBe(200);
    expect(flagCookie(again)).toBeUndefined();
  });

  it('a new browser session (no cookie) sees the page again; a foreign flag value counts as none', async () => {
    const fresh = await request(app).get('/search?q=otter').set(HEADER, 'KE');
    expect(fresh.headers.location).toBe('/redirect?q=otter');
    const odd = await request(app).get('/search?q=otter').set(HEADER, 'KE').set('Cookie', `${COOKIE}=1`);
    expect(odd.headers.location).toBe('/redirect?q=otter');
  });

  it('travelling to a supported country: the flag does not redirect anything', async () => {
    const res = await request(app).get('/search?q=otter').set(HEADER, 'FR').set('Cookie', `${COOKIE}=0`);
    expect(res.status).toBe(200);
  });

  it('the redirect page sets the flag only for visitors from unsupported countries', async () => {
    expect(flagCookie(await request(app).get('/redirect?q=otter').set(HEADER, 'FR'))).toBeUndefined();
    expect(flagCookie(await request(app).get('/redirect?q=otter'))).toBeUndefined();
    expect(flagCookie(await request(app).get('/fr/redirect').set(HEADER, 'KE'))).toMatch(
      /^karma_show_redirect_page=0;/,
    );
  });

  it('logs neither the query nor the country', async () => {
    const canary = 'zebra-canary-4417';
    const session = request.agent(app);
    await session.get(`/search?q=${canary}`).set(HEADER, 'BW');
    await session.get(`/redirect?q=${canary}`).set(HEADER, 'BW');
    await session.get(`/news?q=${canary}`).set(HEADER, 'BW');
    const text = logs.join('\n');
    expect(text).not.toContain(canary);
    expect(text).not.toMatch(/\bBW\b/);
    const routes = logs.map((l) => (JSON.parse(l) as { route?: string }).route);
    expect(routes).toContain('/search');
    expect(routes).toContain('/news');
  });
});

describe('the /redirect page', () => {
  const { app } = redirectsApp({ header: HEADER });
  const link = (html: string) => /<a class="button" href="([^"]*)" rel="([^"]*)">([^<]*)<\/a>/.exec(html);

  it('explains, in English, where the search goes and links to it with the query', async () => {
    const res = await request(app).get('/redirect?q=red%20fox').set(HEADER, 'KE');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<html[^>]*lang="en"/);
    expect(res.text).toContain('<h1>Karma is not available in your country yet</h1>');
    expect(res.text).toContain('Your searches will go to duckduckgo.com, another search engine');
    expect(res.text).toContain('once per browsing session');
    expect(link(res.text)?.slice(1)).toEqual([
      'https://duckduckgo.com/?q=red%20fox',
      'noreferrer noopener',
      'Continue to duckduckgo.com',
    ]);
    expect(res.text).toMatch(/<title>Karma is not available in your country yet – Karma<\/title>/);
  });

  it('the query cannot break out of the link', async () => {
    const res = await request(app).get(`/redirect?q=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(link(res.text)?.[1]).toBe('https://duckduckgo.com/?q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  });

  it('without a query it links to the engine’s home page', async () => {
    const res = await request(app).get('/redirect');
    expect(link(res.text)?.slice(1)).toEqual([
      'https://duckduckgo.com/',
      'noreferrer noopener',
      'Go to duckduckgo.com',
    ]);
  });

  it.each([
    [
      '/fr/redirect?q=loutre',
      'fr',
      'Karma n’est pas encore disponible dans votre pays',
      'Continuer sur duckduckgo.com',
    ],
    ['/es/redirect?q=nutria', 'es', 'Karma aún no está disponible en tu país', 'Continuar en duckduckgo.com'],
  ])('%s is in %s', async (path, lang, title, action) => {
    const res = await request(app).get(path).set(HEADER, 'KE');
    expect(res.text).toMatch(new RegExp(`<html[^>]*lang="${lang}"`));
    expect(res.text).toContain(`<h1>${title}</h1>`);
    expect(link(res.text)?.[3]).toBe(action);
  });
});

describe('wired into createApp', () => {
  let t: TestApp;
  beforeAll(() => {
    t = buildTestApp(
      {
        COUNTRY_HEADER: HEADER,
        SUPPORTED_COUNTRIES: 'fr, gb, us',
        CHROME_STORE_URL: STORES.chrome,
        IOS_APP_URL: STORES.ios,
        SHOWCASE_BASE: 'https://karma.example',
      },
      { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
    );
  });
  afterAll(() => t.close());

  it('/extension answers by user agent, with the showcase applications page as fallback', async () => {
    const to = async (ua: string) => (await request(t.app).get('/extension').set('User-Agent', ua)).headers.location;
    expect(await to(UA.chromeWindows)).toBe(STORES.chrome);
    expect(await to(UA.iphone)).toBe(STORES.ios);
    expect(await to(UA.firefox)).toBe('https://karma.example/apps');
  });

  it('a search from an unsupported country: the page once, then the engine; supported countries get results', async () => {
    const session = request.agent(t.app);
    const first = await session.get('/search?q=otter').set(HEADER, 'KE');
    expect(first.headers.location).toBe('/redirect?q=otter');
    // Not a Karma search: the counter does not move, so only the locale cookie may be set.
    expect(setCookies(first).filter((c) => !c.startsWith('karma_i18n_redirected='))).toEqual([]);
    const page = await session.get('/redirect?q=otter').set(HEADER, 'KE');
    expect(page.text).toContain('<h1>Karma is not available in your country yet</h1>');
    expect(page.text).toContain('href="https://duckduckgo.com/?q=otter" rel="noreferrer noopener"');
    expect(flagCookie(page)).toBeDefined();
    expect((await session.get('/news?q=otter').set(HEADER, 'KE')).headers.location).toBe(
      'https://duckduckgo.com/?q=otter',
    );
    expect((await request(t.app).get('/search?q=otter').set(HEADER, 'GB')).text).toContain('About otter');
  });
});
