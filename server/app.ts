/**
 * The composition root: `createApp(config, deps)` returns the Express app without listening.
 * server/main.ts listens; tests build the app with their own deps (logger, stores, services).
 * What the app is built from is in app-services.ts; below, everything it mounts, in order, each
 * with the paths it answers (server/routes/registry.ts sets their route pattern for the logs),
 * in four stretches: what needs no cookie, what sets up the visitor, the features, the pages.
 */
import { join } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { applicationsPageUrl, EXTENSION_PATH } from '../client/contract/app-links.ts';
import { type AppDeps, type AppServices, appServices } from './app-services.ts';
import { BUILD_DIR } from './assets.ts';
import type { Config } from './config.ts';
import { skipWhenClientGone } from './http/client-gone.ts';
import { connectionCloseWhenStopping } from './lifecycle.ts';
import { immutableWhenVersioned } from './middleware/background-files.ts';
import { bellFeed } from './middleware/bell-feed.ts';
import { compress } from './middleware/compress.ts';
import { personalNoStore } from './middleware/personal-no-store.ts';
import { pageRateLimit } from './middleware/rate-limit.ts';
import { requestLog } from './middleware/request-log.ts';
import { security } from './middleware/security.ts';
import { staticNotFound } from './middleware/static-not-found.ts';
import { visitor } from './middleware/visitor.ts';
import { COUNTRY_REDIRECT_PATHS, countryRedirect } from './redirects/country-redirect.ts';
import { extensionRouter } from './redirects/extension-redirect.ts';
import { unprefixedRedirectPatterns, unprefixedRouteRedirect } from './redirects/unprefixed-route-redirect.ts';
import { accountRouter } from './routes/account.ts';
import { AUTH_PATHS, authRouter } from './routes/auth.tsx';
import { clearLegacyConsent, consentRouter } from './routes/consent.ts';
import { contactRouter } from './routes/contact.tsx';
import { healthRouter } from './routes/health.ts';
import { LEARN_ACT_API_PATHS, learnActApiRouter } from './routes/learn-act-api.ts';
import { mailShortcutsRouter } from './routes/mail-shortcuts.ts';
import { notificationsApiRouter } from './routes/notifications-api.ts';
import { outboundLinkRouter } from './routes/outbound-link.ts';
import { errorPage, notFound, pagesRouter } from './routes/pages.tsx';
import { colorModeRouter, localeSwitchRouter } from './routes/preferences.ts';
import { PWA_PATHS, pwaRouter } from './routes/pwa.ts';
import { type Mount, mountAll } from './routes/registry.ts';
import { settingsRouter } from './routes/settings.tsx';
import { openSearchRouter, suggestRouter } from './routes/suggest.ts';
import { TRANSPARENCY_PATHS, TRANSPARENCY_PATTERNS, transparencyRouter } from './routes/transparency.tsx';
import { uiStringsRouter } from './routes/ui-strings.ts';
import { imageProxyRouter } from './search/image-proxy.ts';
import { searchReadiness } from './search/search-readiness.ts';

export type { AppDeps };

type Entries = (Mount | false | undefined)[];

export function createApp(config: Config, deps: AppDeps): Express {
  const built = appServices(config, deps);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.locals.rateLimitStore = built.rateLimitStore;
  mountAll(app, [
    ...withoutCookies(config, deps, built),
    ...visitorSetup(config, deps, built),
    ...features(config, deps, built),
    ...pagesAndErrors(built),
  ]);
  return app;
}

/** Logs, headers, files, probes and APIs that read no cookie and need no locale. */
function withoutCookies(config: Config, deps: AppDeps, built: AppServices): Entries {
  const { metrics, search } = built;
  return [
    { name: 'request log', handlers: requestLog(deps.logger) },
    metrics && { name: 'metrics', handlers: metrics.httpMiddleware },
    // With METRICS_PORT, server/main.ts serves them there only: not to the public.
    metrics &&
      config.metrics.port === undefined && { name: 'metrics page', paths: ['/metrics'], handlers: metrics.handler },
    deps.isStopping && { name: 'closing sockets', handlers: connectionCloseWhenStopping(deps.isStopping) },
    {
      name: 'security headers',
      handlers: security({
        frameAncestors: config.frameAncestors,
        isFrameable: (path) => built.frameablePaths.has(path.replace(/\/+$/, '').toLowerCase() || '/'),
        connectOrigins: /^https?:/.test(config.apiBase) ? [new URL(config.apiBase).origin] : [],
        tagManager: config.tagManagerId !== undefined,
      }),
    },
    { name: 'compression', handlers: compress() },
    { name: 'personal no-store', handlers: personalNoStore() },
    {
      name: 'build files',
      at: '/build',
      patterns: { '*': 'static' },
      handlers: express.static(join(built.root, BUILD_DIR), { immutable: true, maxAge: '1y', index: false }),
    },
    { name: 'public files', handlers: publicFiles(built.root) },
    {
      name: 'health',
      paths: ['/healthz', '/readyz'],
      handlers: healthRouter(deps.stores, {
        logger: deps.logger,
        redis: built.redis,
        searchProblem: search && deps.searchProvider ? searchReadiness(search, deps.searchProvider) : undefined,
        isStopping: deps.isStopping,
      }),
    },
    {
      name: 'image proxy',
      paths: ['/img'],
      handlers: imageProxyRouter({
        secret: built.imageSecret,
        allowPrivate: config.imageProxyAllowPrivate,
        logger: deps.logger,
      }),
    },
    search && { name: 'autosuggest', paths: ['/search/autosuggest'], handlers: suggestRouter(search) },
    // A plain 302 by user agent: needs neither cookies nor a locale.
    {
      name: 'extension redirect',
      paths: [EXTENSION_PATH],
      handlers: extensionRouter({
        storeUrls: config.storeUrls,
        applicationsUrl: applicationsPageUrl(config.showcaseBase),
      }),
    },
    // The web app manifest, service worker and offline pages: the same for everyone, no cookies read.
    { name: 'pwa', paths: PWA_PATHS, handlers: pwaRouter({ assets: built.assets, i18n: built.i18n }) },
  ];
}

/**
 * Only paths naming a file (a dot in the last segment) reach the disk: for every page path
 * serve-static would stat, fail and build an error object (a tenth of a home page's CPU).
 * Background illustrations asked for with their current hash (?v=) are immutable for a year.
 */
function publicFiles(root: string): RequestHandler {
  const files = express.static(join(root, 'public'), {
    maxAge: '1h',
    index: false,
    setHeaders: immutableWhenVersioned,
  });
  const FILE_PATH = /\.[^/]*$/;
  return (req, res, next) => (FILE_PATH.test(req.path) ? files(req, res, next) : next());
}

/** Cookies, language, the redirects that need them, the result pages' guards, the visitor. */
function visitorSetup(config: Config, deps: AppDeps, built: AppServices): Entries {
  const unprefixed = unprefixedRedirectPatterns(built.routes);
  return [
    { name: 'cookies', handlers: built.parseCookies },
    { name: 'legacy consent cleanup', handlers: clearLegacyConsent(config.cookieDomain) },
    {
      name: 'language switch',
      paths: ['/locale/*'],
      patterns: { '/locale/*': '/locale/:lang' },
      handlers: localeSwitchRouter(config, built.routes),
    },
    { name: 'locale', handlers: built.localize },
    // `/es/search?q=…` → `/search?q=…` in Spanish, rather than a 404.
    {
      name: 'unprefixed route redirect',
      paths: Object.keys(unprefixed),
      patterns: unprefixed,
      handlers: unprefixedRouteRedirect(built.routes),
    },
    // Not for a visitor who has already left (a server behind on its work reads such requests late).
    { name: 'results: client gone', paths: built.resultPaths, patterns: false, handlers: skipWhenClientGone() },
    {
      name: 'results: rate limit',
      paths: built.resultPaths,
      patterns: false,
      handlers: pageRateLimit('results', config.searchRateLimitPerMinute),
    },
    // Before the visitor lookup, the counter and the result pages: a search sent to another engine
    // is not a Karma search and needs no account.
    {
      name: 'country redirect',
      paths: COUNTRY_REDIRECT_PATHS,
      handlers: countryRedirect({ ...config.countryRedirect, cookieDomain: config.cookieDomain }),
    },
    { name: 'visitor', handlers: visitor({ accounts: built.accounts, now: built.now, logger: deps.logger }) },
  ];
}

/** Forms and APIs of the features, each on its own paths. */
function features(config: Config, deps: AppDeps, built: AppServices): Entries {
  const { accounts, render, mailer, now } = built;
  const { logger } = deps;
  return [
    { name: 'colour mode', paths: ['/color-mode'], handlers: colorModeRouter(config) },
    { name: 'consent', paths: ['/consent'], handlers: consentRouter(config) },
    {
      name: 'outbound links',
      paths: ['/out'],
      handlers: outboundLinkRouter({ secret: built.outboundSecret, resolver: built.linkResolver }),
    },
    {
      name: 'mail shortcuts',
      paths: ['/mail-shortcuts', '/mail-shortcuts/*'],
      patterns: { '/mail-shortcuts/*': '/mail-shortcuts/:file' },
      methodPatterns: ['POST'],
      handlers: mailShortcutsRouter({ config, accounts, logger }),
    },
    { name: 'opensearch', paths: ['/opensearch.xml'], handlers: openSearchRouter(config.baseUrl) },
    { name: 'search counter', paths: ['/search/increment'], handlers: built.counter.router },
    {
      name: 'sponsored clicks',
      paths: ['/r/*'],
      patterns: { '/r/*': '/r/:id' },
      handlers: built.sponsored.clickRouter(render, built.metrics?.onClick),
    },
    built.feedCache && { name: 'bell feed', handlers: bellFeed(built.feedCache) },
    { name: 'login', paths: AUTH_PATHS, handlers: authRouter({ config, accounts, mailer, render, now, logger }) },
    {
      name: 'account',
      paths: ['/account', '/account/*'],
      patterns: { '/account/*': '/account' },
      methodPatterns: ['*'],
      handlers: accountRouter({ config, accounts, logger }),
    },
    { name: 'notifications api', paths: ['/notifications'], handlers: notificationsApiRouter(built.feedApi) },
    {
      name: 'learn & act api',
      paths: LEARN_ACT_API_PATHS,
      handlers: learnActApiRouter({ ...built.feedApi, source: built.learnAct }),
    },
    {
      name: 'ui strings',
      paths: ['/strings/*'],
      patterns: { '/strings/*': '/strings/:locale/:file' },
      handlers: uiStringsRouter(),
    },
    {
      name: 'settings form',
      paths: ['/settings'],
      methodPatterns: ['POST'],
      handlers: settingsRouter({ config, accounts, render, logger }),
    },
    {
      name: 'contact form',
      paths: ['/contact'],
      methodPatterns: ['POST'],
      handlers: contactRouter({ config, mailer, render, logger }),
    },
    {
      name: 'transparency',
      paths: TRANSPARENCY_PATHS,
      patterns: TRANSPARENCY_PATTERNS,
      handlers: transparencyRouter({ source: built.transparency, render, logger }),
    },
  ];
}

/** The route table's pages, then the 404s and the error page. */
function pagesAndErrors(built: AppServices): Entries {
  return [
    { name: 'pages', handlers: pagesRouter(built.pageOptions) },
    { name: 'missing files', handlers: staticNotFound() },
    { name: 'not found', handlers: notFound(built.pageOptions) },
    { name: 'errors', onError: errorPage(built.pageOptions) },
  ];
}
