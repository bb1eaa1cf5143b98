/**
 * The composition root: `createApp(config, deps)` returns the Express app without listening.
 * server/main.ts listens; tests build the app with their own deps (logger, stores, services).
 * What the app is built from is in app-services.ts, every path it answers in one table
 * (server/routes/app-routes.ts). Below, in order, what applies to every request (logs, headers,
 * files, cookies, the locale, the result pages' guards, the visitor, the errors), with the
 * table's routes mounted in stages between: each after the setup it needs (route-mount.ts).
 */
import { join } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { type AppDeps, type AppServices, appServices } from './app-services.ts';
import { BUILD_DIR } from './assets.ts';
import type { Config } from './config.ts';
import { skipWhenClientGone } from './http/client-gone.ts';
import { connectionCloseWhenStopping } from './lifecycle.ts';
import { immutableWhenVersioned } from './middleware/background-files.ts';
import { bellFeed } from './middleware/bell-feed.ts';
import { compress, isFilePath } from './middleware/compress.ts';
import { loadShedding } from './middleware/load-shedding.ts';
import { personalNoStore } from './middleware/personal-no-store.ts';
import { pageRateLimit } from './middleware/rate-limit.ts';
import { requestLog } from './middleware/request-log.ts';
import { security } from './middleware/security.ts';
import { staticNotFound } from './middleware/static-not-found.ts';
import { visitor } from './middleware/visitor.ts';
import { COUNTRY_REDIRECT_PATHS, countryRedirect } from './redirects/country-redirect.ts';
import { unprefixedRedirectPatterns, unprefixedRouteRedirect } from './redirects/unprefixed-route-redirect.ts';
import { appRoutes } from './routes/app-routes.ts';
import { clearLegacyConsent } from './routes/consent.ts';
import { errorPage, notFound } from './routes/pages.tsx';
import { forPaths, type MountOptions, mountStage, underPattern } from './routes/route-mount.ts';
import { onlyFor } from './routes/router-paths.ts';

export type { AppDeps };

export function createApp(config: Config, deps: AppDeps): Express {
  const built = appServices(config, deps);
  const routes = appRoutes(config, deps, built);
  const mount: MountOptions = {
    pages: built.pageOptions,
    render: built.render,
    app: {
      config,
      accounts: built.accounts,
      mailer: built.mailer,
      logger: deps.logger,
      now: built.now,
      transparency: built.transparency,
    },
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  app.locals.rateLimitStore = built.rateLimitStore;
  // What the app answers, for whoever needs the list (test/integration/endpoint-table.test.ts).
  app.locals.routeTable = routes;

  app.use(...headersAndFiles(config, deps, built));
  // Probes, files and APIs that read no cookie and need no locale.
  app.use(mountStage(routes, 'headers', mount));
  app.use(built.parseCookies, clearLegacyConsent(config.cookieDomain));
  app.use(mountStage(routes, 'cookies', mount));
  app.use(...visitorSetup(config, deps, built));
  app.use(mountStage(routes, 'visitor', mount));
  if (built.feedCache) app.use(bellFeed(built.feedCache));
  app.use(mountStage(routes, 'page', mount));

  app.use(staticNotFound(), notFound(built.pageOptions));
  app.use(errorPage(built.pageOptions));
  return app;
}

/** The request log and the metrics, the headers every answer carries, and the static files. */
function headersAndFiles(config: Config, deps: AppDeps, built: AppServices): RequestHandler[] {
  const handlers: (RequestHandler | RequestHandler[] | false | undefined)[] = [
    requestLog(deps.logger),
    built.metrics?.httpMiddleware,
    deps.isStopping && connectionCloseWhenStopping(deps.isStopping),
    security({
      frameAncestors: config.frameAncestors,
      isFrameable: (path) => built.frameablePaths.has(path.replace(/\/+$/, '').toLowerCase() || '/'),
      connectOrigins: /^https?:/.test(config.apiBase) ? [new URL(config.apiBase).origin] : [],
      tagManager: config.tagManagerId !== undefined,
    }),
    // After the log, the metrics and the headers (a 503 is logged, counted, and carries them),
    // before any file, cookie, locale, lookup or render: a saturated server answers at once.
    loadShedding(config.loadShedding),
    compress(),
    personalNoStore(),
    buildFiles(built.root),
    publicFiles(built.root),
  ];
  return handlers.flat().filter((handler): handler is RequestHandler => Boolean(handler));
}

/** The client build, logged as 'static' (Express strips the /build prefix from req.path). */
function buildFiles(root: string): RequestHandler {
  const files = express.static(join(root, BUILD_DIR), { immutable: true, maxAge: '1y', index: false });
  return express.Router().use(
    '/build',
    underPattern(() => 'static', files),
  );
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
  return (req, res, next) => (isFilePath(req.path) ? files(req, res, next) : next());
}

/** The language, the redirects that need it, the result pages' guards, the visitor. */
function visitorSetup(config: Config, deps: AppDeps, built: AppServices): RequestHandler[] {
  const { resultPaths } = built;
  return [
    ...built.localize,
    // `/es/search?q=…` → `/search?q=…` in Spanish, rather than a 404.
    forPaths(unprefixedRedirectPatterns(built.pages), unprefixedRouteRedirect(built.pages)),
    // Not for a visitor who has already left (a server behind on its work reads such requests late).
    onlyFor(resultPaths, skipWhenClientGone()),
    onlyFor(resultPaths, pageRateLimit('results', config.searchRateLimitPerMinute)),
    // Before the visitor lookup, the counter and the result pages: a search sent to another engine
    // is not a Karma search and needs no account.
    forPaths(
      Object.fromEntries(COUNTRY_REDIRECT_PATHS.map((path) => [path, path])),
      countryRedirect({ ...config.countryRedirect, cookieDomain: config.cookieDomain }),
    ),
    visitor({ accounts: built.accounts, now: built.now, logger: deps.logger }),
  ];
}
