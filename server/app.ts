/**
 * The composition root: `createApp(config, deps)` returns the Express app without listening.
 * server/main.ts listens; tests build the app with their own deps (logger, stores, services).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { PageServices } from '../views/request-context.tsx';
import { type Assets, BUILD_DIR, loadAssets } from './assets.ts';
import type { Config } from './config.ts';
import { ANNOUNCEMENT_DEFINITIONS, type AnnouncementDefinition } from './content/announcements.ts';
import { skipWhenClientGone } from './http/client-gone.ts';
import { createI18n } from './i18n/i18n.ts';
import { LOCALES } from './i18n/locale-choice.ts';
import { createLearnActSource } from './learn-act/source.ts';
import { connectionCloseWhenStopping } from './lifecycle.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMetrics, type Metrics } from './metrics/http-metrics.ts';
import { immutableWhenVersioned } from './middleware/background-files.ts';
import { bellFeed } from './middleware/bell-feed.ts';
import { compress } from './middleware/compress.ts';
import { requestCookies } from './middleware/cookies.ts';
import { lazyI18next } from './middleware/lazy-i18next.ts';
import { locale } from './middleware/locale.ts';
import { personalNoStore } from './middleware/personal-no-store.ts';
import { pageRateLimit } from './middleware/rate-limit.ts';
import { rateLimitStoreFor } from './middleware/rate-limit-store.ts';
import { requestLog } from './middleware/request-log.ts';
import { security } from './middleware/security.ts';
import { staticNotFound } from './middleware/static-not-found.ts';
import { visitor } from './middleware/visitor.ts';
import { createFeedCache } from './notifications/feed-cache.ts';
import { countryRedirect } from './redirects/country-redirect.ts';
import { EXTENSION_PATH, extensionRouter } from './redirects/extension-redirect.ts';
import { applicationsPageUrl } from './redirects/extension-target.ts';
import { unprefixedRouteRedirect } from './redirects/unprefixed-route-redirect.ts';
import { accountRouter } from './routes/account.ts';
import { authRouter } from './routes/auth.tsx';
import { clearLegacyConsent, consentRouter } from './routes/consent.ts';
import { contactRouter } from './routes/contact.tsx';
import { searchCounter } from './routes/counter.ts';
import { healthRouter } from './routes/health.ts';
import { learnActApiRouter } from './routes/learn-act-api.ts';
import { loginLinkLookup } from './routes/login-link.ts';
import { mailShortcutsRouter } from './routes/mail-shortcuts.ts';
import { namedMiddleware } from './routes/named-middleware.ts';
import { notificationsApiRouter } from './routes/notifications-api.ts';
import { outboundLinkRouter } from './routes/outbound-link.ts';
import { errorPage, notFound, pageRenderer, pagesRouter } from './routes/pages.tsx';
import { colorModeRouter, localeSwitchRouter } from './routes/preferences.ts';
import { costlyPrefetchGuard } from './routes/prefetch-guard.ts';
import { PWA_PATHS, pwaRouter } from './routes/pwa.ts';
import { routes as defaultRoutes, pathsOf, type RouteDef } from './routes/route-table.tsx';
import { onlyFor } from './routes/router-paths.ts';
import { settingsRouter } from './routes/settings.tsx';
import { openSearchRouter, suggestRouter } from './routes/suggest.ts';
import { TRANSPARENCY_PATHS, transparencyRouter } from './routes/transparency.tsx';
import { uiStringsRouter } from './routes/ui-strings.ts';
import { imageProxyRouter, signImageUrl } from './search/image-proxy.ts';
import { createSearchRunner } from './search/runner.ts';
import { searchReadiness } from './search/search-readiness.ts';
import type { SearchProvider } from './search/types.ts';
import { createLinkResolver } from './sponsors/link-resolver.ts';
import { outboundPath } from './sponsors/outbound-signature.ts';
import { type SearchCountBatcher, storesSearchCountBatcher } from './sponsors/search-count-batcher.ts';
import { sponsoredLinks } from './sponsors/sponsored-links.ts';
import { transparencySource } from './sponsors/transparency.ts';
import { visitorAssociations } from './sponsors/visitor-associations.ts';
import type { Stores } from './stores.ts';

export interface AppDeps {
  logger: Logger;
  stores: Stores;
  /** The client build manifest; read from public/build when absent. */
  assets?: Assets;
  /** The active search provider (server/search/registry.ts builds it from config). */
  searchProvider?: SearchProvider;
  /** The search circuit breaker's failures in a row and half-open delay (server/search/runner.ts defaults). */
  searchCircuit?: { breakAfter?: number; halfOpenAfterMs?: number };
  /** Encyclopedia summaries for result URLs (server/search/encyclopedia.ts). */
  encyclopedia?: PageServices['encyclopedia'];
  /** The clock for relative dates, login expiry and counting (tests freeze it). */
  now?: () => Date;
  /** Sends login mails and contact messages (server/mail); built from config when absent. */
  mailer?: Pick<Mailer, 'sendLoginMail' | 'sendContactMessage'>;
  /** Replaces the route table (tests add routes with odd middleware or validations). */
  routes?: RouteDef[];
  namedMiddleware?: Record<string, RequestHandler>;
  /** Directory holding public/ (defaults to the working directory). */
  root?: string;
  /** Announcement definitions; server/content/announcements.ts when absent. */
  announcements?: readonly AnnouncementDefinition[];
  /**
   * Adds up the searches supported in memory and writes them every 10 s; server/main.ts passes
   * its own to flush it at shutdown. Built on `stores` when absent.
   */
  searchCounts?: SearchCountBatcher;
  /** Prefixes the keys this app keeps in Redis (tests give each app pair its own). */
  sharedKeyPrefix?: string;
  /** True once the process is shutting down (server/main.ts): /readyz says 503, sockets close. */
  isStopping?: () => boolean;
  /** The Prometheus metrics when METRICS=true (a registry per app; built here when absent). */
  metrics?: Metrics;
}

/** A path whose last segment has an extension (`/robots.txt`, `/feed/otter.webp`). */
const FILE_PATH = /\.[^/]*$/;

export function createApp(config: Config, deps: AppDeps): Express {
  const root = deps.root ?? process.cwd();
  const assets = deps.assets ?? loadAssets(root);
  const routes = deps.routes ?? defaultRoutes;
  const i18n = createI18n();
  const frameable = new Set(
    routes.filter((r) => r.layout === 'iframe').flatMap((r) => pathsOf(r, LOCALES).map((p) => p.toLowerCase())),
  );
  const metrics = config.metrics.enabled ? (deps.metrics ?? createMetrics({ processMetrics: true })) : undefined;
  const search = deps.searchProvider
    ? createSearchRunner({
        onLookup: metrics?.onLookup,
        onCircuitState: metrics?.onCircuitState,
        provider: deps.searchProvider,
        timeoutMs: config.search.timeoutMs,
        cacheTtlS: config.search.cacheTtlS,
        logger: deps.logger,
        ...deps.searchCircuit,
      })
    : undefined;
  // Images from other hosts go through the signed /img proxy: the browser never contacts them.
  // One secret per purpose, derived from the session secret, so no signature serves twice.
  const rootSecret = config.sessionSecret ?? randomBytes(32).toString('base64url');
  const deriveSecret = (purpose: string) => createHmac('sha256', rootSecret).update(purpose).digest('base64url');
  const imageSecret = deriveSecret('image-proxy');
  // Organic links through the link resolver (/out), signed so that /out is no open redirect.
  const outboundSecret = deriveSecret('outbound-link');
  const resolverUrl = config.sponsored.linksResolverUrl;
  const services: PageServices = {
    search,
    encyclopedia: deps.encyclopedia,
    now: deps.now,
    announcements: deps.announcements ?? ANNOUNCEMENT_DEFINITIONS,
    proxyImage: (url) => (url.startsWith('/') && !url.startsWith('//') ? url : signImageUrl(url, imageSecret)),
    outboundLink: resolverUrl ? (url) => outboundPath(url, outboundSecret) : undefined,
  };
  const apiOrigin = /^https?:/.test(config.apiBase) ? [new URL(config.apiBase).origin] : [];

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // One rate-limit store per app, shared by all its limits: Redis when replicas must agree.
  app.locals.rateLimitStore = rateLimitStoreFor({
    redisUrl: config.redisUrl,
    prefix: deps.sharedKeyPrefix ?? 'karma:',
    logger: deps.logger,
    now: deps.now && (() => (deps.now as () => Date)().getTime()),
  });

  app.use(requestLog(deps.logger));
  if (metrics) app.use(metrics.httpMiddleware);
  // With METRICS_PORT, server/main.ts serves them there only: not to the public.
  if (metrics && config.metrics.port === undefined) app.get('/metrics', metrics.handler);
  if (deps.isStopping) app.use(connectionCloseWhenStopping(deps.isStopping));
  app.use(
    security({
      frameAncestors: config.frameAncestors,
      isFrameable: (path) => frameable.has(path.replace(/\/+$/, '').toLowerCase() || '/'),
      connectOrigins: apiOrigin,
      tagManager: config.tagManagerId !== undefined,
    }),
  );
  app.use(compress());
  app.use(personalNoStore());

  const staticRoute: RequestHandler = (_req, res, next) => {
    res.locals.routePattern = 'static';
    next();
  };
  app.use(
    '/build',
    staticRoute,
    express.static(join(root, BUILD_DIR), { immutable: true, maxAge: '1y', index: false }),
  );
  // Only paths naming a file (a dot in the last segment) reach the disk: for every page path
  // serve-static would stat, fail and build an error object (a tenth of a home page's CPU).
  // Background illustrations asked for with their current hash (?v=) are immutable for a year.
  const publicFiles = express.static(join(root, 'public'), {
    maxAge: '1h',
    index: false,
    setHeaders: immutableWhenVersioned,
  });
  app.use((req, res, next) => (FILE_PATH.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(
    onlyFor(
      ['/healthz', '/readyz'],
      healthRouter(deps.stores, {
        logger: deps.logger,
        searchProblem: search && deps.searchProvider ? searchReadiness(search, deps.searchProvider) : undefined,
        isStopping: deps.isStopping,
      }),
    ),
  );
  app.use(
    onlyFor(
      ['/img'],
      imageProxyRouter({ secret: imageSecret, allowPrivate: config.imageProxyAllowPrivate, logger: deps.logger }),
    ),
  );
  if (search) app.use(onlyFor(['/search/autosuggest'], suggestRouter(search)));
  // A plain 302 by user agent: needs neither cookies nor a locale.
  app.use(
    onlyFor(
      [EXTENSION_PATH],
      extensionRouter({ storeUrls: config.storeUrls, applicationsUrl: applicationsPageUrl(config.showcaseBase) }),
    ),
  );

  // The web app manifest, service worker and offline pages: the same for everyone, no cookies read.
  app.use(onlyFor(PWA_PATHS, pwaRouter({ assets, i18n })));

  const parseCookies = requestCookies();
  app.use(parseCookies);
  app.use(clearLegacyConsent(config.cookieDomain));
  app.use(onlyFor(['/locale/*'], localeSwitchRouter(config, routes)));
  const localize = [locale(config.cookieDomain), lazyI18next(i18n)];
  app.use(localize);
  // `/es/search?q=…` → `/search?q=…` in Spanish, rather than a 404.
  app.use(unprefixedRouteRedirect(routes));
  // Every results tab, before any lookup: a person never meets it, a scraper does.
  const resultPaths = routes.filter((r) => r.id.startsWith('search-')).flatMap((r) => pathsOf(r, LOCALES));
  // Not for a visitor who has already left (a server behind on its work reads such requests late).
  app.use(onlyFor(resultPaths, skipWhenClientGone()));
  app.use(onlyFor(resultPaths, pageRateLimit('results', config.searchRateLimitPerMinute)));
  // Before the visitor lookup, the counter and the result pages: a search sent to another engine
  // is not a Karma search and needs no account.
  app.use(countryRedirect({ ...config.countryRedirect, cookieDomain: config.cookieDomain }));
  const now = deps.now ?? (() => new Date());
  const accounts = deps.stores.accounts;
  app.use(visitor({ accounts, now, logger: deps.logger }));
  app.use(onlyFor(['/color-mode'], colorModeRouter(config)));
  app.use(onlyFor(['/consent'], consentRouter(config)));
  const linkResolver = resolverUrl ? createLinkResolver({ url: resolverUrl, logger: deps.logger }) : undefined;
  app.use(onlyFor(['/out'], outboundLinkRouter({ secret: outboundSecret, resolver: linkResolver })));
  app.use(
    onlyFor(['/mail-shortcuts', '/mail-shortcuts/*'], mailShortcutsRouter({ config, accounts, logger: deps.logger })),
  );
  app.use(onlyFor(['/opensearch.xml'], openSearchRouter(config.baseUrl)));
  const searchCounts = deps.searchCounts ?? storesSearchCountBatcher(deps.stores, { logger: deps.logger, now });
  const counter = searchCounter({
    config,
    accounts,
    secret: deriveSecret('search-count'),
    now,
    logger: deps.logger,
    // Each search counted supports the visitor's associations: one more for each, today (UTC).
    onSearchCounted: (v) => searchCounts.add(now().toISOString().slice(0, 10), visitorAssociations(v.settings)),
  });
  app.use(onlyFor(['/search/increment'], counter.router));

  const ensureLocalized = (req: Request, res: Response) => {
    if ('t' in req) return;
    // Run the same chain synchronously: none of these middlewares waits on I/O.
    for (const step of [parseCookies, ...localize]) step(req, res, () => {});
  };
  const pageOptions = {
    i18n,
    config,
    assets,
    services,
    logger: deps.logger,
    routes,
    namedMiddleware: {
      ...namedMiddleware,
      'no-costly-prefetch': costlyPrefetchGuard(deps.searchProvider?.capabilities),
      'count-search': counter.countSearch,
      'login-link': loginLinkLookup({ accounts, now }),
      ...deps.namedMiddleware,
    },
    ensureLocalized,
  };
  const render = pageRenderer(pageOptions);
  // Sponsored links: matched on results pages from a short cache; clicks through signed /r/{id}.
  const sponsored = sponsoredLinks({
    config,
    store: deps.stores.sponsors,
    now,
    logger: deps.logger,
    deriveSecret,
    sharedKeyPrefix: deps.sharedKeyPrefix ?? 'karma:',
  });
  services.sponsored = sponsored.results;
  app.use(onlyFor(['/r/*'], sponsored.clickRouter(render, metrics?.onClick)));
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      dataDir: config.dataDir,
      env: config.env,
      logger: deps.logger,
    });
  // Pages render the bell's dot from the latest notifications (server/notifications/feed-cache.ts).
  if (config.features.youMakeItHappen) {
    const feedCache = createFeedCache({
      store: deps.stores.notifications,
      now,
      logger: deps.logger,
      proxyImage: services.proxyImage,
    });
    app.use(bellFeed(feedCache));
  }
  app.use(onlyFor(['/auth/*'], authRouter({ config, accounts, mailer, render, now, logger: deps.logger })));
  app.use(onlyFor(['/account', '/account/*'], accountRouter({ config, accounts, logger: deps.logger })));
  const feedApi = { config, stores: deps.stores, logger: deps.logger, now, proxyImage: services.proxyImage };
  app.use(onlyFor(['/notifications'], notificationsApiRouter(feedApi)));
  // One Learn & Act source per app: its pages and its JSON batches share the cache.
  services.learnAct = createLearnActSource({
    baseUrl: config.learnActBaseUrl,
    logger: deps.logger,
    now: () => now().getTime(),
  });
  app.use(learnActApiRouter({ ...feedApi, source: services.learnAct }));
  app.use(onlyFor(['/strings/*'], uiStringsRouter()));
  app.use(onlyFor(['/settings'], settingsRouter({ config, accounts, render, logger: deps.logger })));
  app.use(onlyFor(['/contact'], contactRouter({ config, mailer, render, logger: deps.logger })));
  const transparency = transparencySource({ sponsors: deps.stores.sponsors, now });
  app.use(onlyFor(TRANSPARENCY_PATHS, transparencyRouter({ source: transparency, render, logger: deps.logger })));
  app.use(pagesRouter(pageOptions));
  app.use(staticNotFound());
  app.use(notFound(pageOptions));
  app.use(errorPage(pageOptions));
  return app;
}
