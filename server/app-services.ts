/**
 * What the app is built from, before anything is mounted: the search runner, the secrets derived
 * per purpose, the services pages use, the search counter, sponsored links, mail and the bell's
 * feed. The app's route table is built on these (server/routes/app-routes.ts), and server/app.ts
 * mounts it between the setup every request gets (the composition root reads as a list).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Request, Response } from 'express';
import { type Assets, loadAssets } from './assets.ts';
import type { Config } from './config.ts';
import { createI18n } from './i18n/i18n.ts';
import { createLearnActSource } from './learn-act/source.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createMetrics, type Metrics } from './metrics/http-metrics.ts';
import { requestCookies } from './middleware/cookies.ts';
import { lazyI18next } from './middleware/lazy-i18next.ts';
import { locale } from './middleware/locale.ts';
import { rateLimitStoreFor } from './middleware/rate-limit-store.ts';
import { createFeedCache } from './notifications/feed-cache.ts';
import type { PageServices } from './render/page-request.ts';
import { searchCounter } from './routes/counter.ts';
import { loginLinkLookup } from './routes/login-link.ts';
import { type PagesOptions, pageRenderer } from './routes/pages.tsx';
import { costlyPrefetchGuard } from './routes/prefetch-guard.ts';
import type { AppMiddleware } from './routes/route-middleware.ts';
import { pageRoutes, pathsOf, type RouteDef } from './routes/route-table.tsx';
import { type ImageProxyTuning, signImageUrl } from './search/image-proxy.ts';
import type { SearchProvider } from './search/provider.ts';
import { createSearchRunner } from './search/runner.ts';
import { ANNOUNCEMENT_DEFINITIONS, type AnnouncementDefinition } from './shared/announcements.ts';
import type { Coverage } from './shared/coverage.ts';
import { LOCALES } from './shared/locale-choice.ts';
import { PRESS_MENTIONS } from './shared/press-mentions.ts';
import { TESTIMONIALS } from './shared/testimonials.ts';
import { visitorAssociations } from './shared/visitor-associations.ts';
import { lazyRedis } from './shared-state/redis-client.ts';
import { sponsoredLinks } from './sponsored-links-wiring.ts';
import { ledgerPublication } from './sponsors/ledger-publication.ts';
import { createLinkResolver } from './sponsors/link-resolver.ts';
import { outboundPath } from './sponsors/outbound-signature.ts';
import { type SearchCountBatcher, storesSearchCountBatcher } from './sponsors/search-count-batcher.ts';
import type { Stores } from './stores.ts';

export interface AppDeps {
  logger: Logger;
  stores: Stores;
  /** The client build manifest; read from public/build when absent. */
  assets?: Assets;
  /** The active search provider (server/search/provider-registry.ts builds it from config). */
  searchProvider?: SearchProvider;
  /** The search circuit breaker's failures in a row and half-open delay (server/search/runner.ts defaults). */
  searchCircuit?: { breakAfter?: number; halfOpenAfterMs?: number };
  /** Encyclopedia summaries for result URLs (server/search/encyclopedia.ts). */
  encyclopedia?: PageServices['encyclopedia'];
  /** The image proxy's budget, breakers and resolver (server/search/image-proxy.ts defaults). */
  imageProxy?: ImageProxyTuning;
  /** The clock for relative dates, login expiry and counting (tests freeze it). */
  now?: () => Date;
  /** Sends login mails and contact messages (server/mail); built from config when absent. */
  mailer?: Pick<Mailer, 'sendLoginMail' | 'sendContactMessage'>;
  /** Replaces the table's pages (tests add routes with odd guards or validations). */
  routes?: readonly RouteDef[];
  /** Replaces handlers filling the routes' guard slots (server/routes/route-middleware.ts). */
  middleware?: Partial<AppMiddleware>;
  /** Directory holding public/ (defaults to the working directory). */
  root?: string;
  /** Announcement definitions; server/shared/announcements.ts when absent. */
  announcements?: readonly AnnouncementDefinition[];
  /** Press mentions and quotes; server/shared/press-mentions.ts and testimonials.ts when absent. */
  coverage?: Coverage;
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

export type AppServices = ReturnType<typeof appServices>;

export function appServices(config: Config, deps: AppDeps) {
  const { logger, stores } = deps;
  const root = deps.root ?? process.cwd();
  const assets = deps.assets ?? loadAssets(root);
  const pages = deps.routes ?? pageRoutes;
  const i18n = createI18n();
  const now = deps.now ?? (() => new Date());
  const accounts = stores.accounts;
  const sharedKeyPrefix = deps.sharedKeyPrefix ?? 'karma:';
  const metrics = config.metrics.enabled ? (deps.metrics ?? createMetrics({ processMetrics: true })) : undefined;
  // One connection for everything the replicas share; opened now, so an outage is said at boot.
  const redis = config.redisUrl ? lazyRedis(config.redisUrl, { logger }) : undefined;
  if (redis) {
    metrics?.trackRedis(redis.state);
    redis.client().catch(() => undefined);
  }
  const search = deps.searchProvider
    ? createSearchRunner({
        onLookup: metrics?.onLookup,
        onCircuitState: metrics?.onCircuitState,
        provider: deps.searchProvider,
        timeoutMs: config.search.timeoutMs,
        cacheTtlS: config.search.cacheTtlS,
        logger,
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
  const proxyImage = (url: string) =>
    url.startsWith('/') && !url.startsWith('//') ? url : signImageUrl(url, imageSecret);
  // Sponsored links: matched on results pages from a short cache; clicks through signed /r/{id}.
  const sponsored = sponsoredLinks({
    config,
    store: stores.sponsors,
    now,
    logger,
    deriveSecret,
    redis,
    sharedKeyPrefix,
  });
  // One Learn & Act source per app: its pages and its JSON batches share the cache.
  const learnAct = createLearnActSource({ baseUrl: config.learnActBaseUrl, logger, now: () => now().getTime() });
  const services: PageServices = {
    search,
    encyclopedia: deps.encyclopedia,
    now: deps.now,
    announcements: deps.announcements ?? ANNOUNCEMENT_DEFINITIONS,
    coverage: deps.coverage ?? { pressMentions: PRESS_MENTIONS, testimonials: TESTIMONIALS },
    proxyImage,
    outboundLink: resolverUrl ? (url) => outboundPath(url, outboundSecret) : undefined,
    sponsored: sponsored.results,
    learnAct,
  };
  const searchCounts = deps.searchCounts ?? storesSearchCountBatcher(stores, { logger, now });
  const counter = searchCounter({
    config,
    accounts,
    secret: deriveSecret('search-count'),
    now,
    logger,
    // Each search counted supports the visitor's associations: one more for each, today (UTC).
    onSearchCounted: (v) => searchCounts.add(now().toISOString().slice(0, 10), visitorAssociations(v.settings)),
  });
  const parseCookies = requestCookies();
  const localize = [locale(config.cookieDomain), lazyI18next(i18n)];
  const pageOptions: PagesOptions = {
    i18n,
    config,
    assets,
    services,
    logger,
    middleware: {
      noCostlyPrefetch: costlyPrefetchGuard(deps.searchProvider?.capabilities),
      countSearch: counter.countSearch,
      loginLink: loginLinkLookup({ accounts, now }),
      ...deps.middleware,
    },
    ensureLocalized: (req: Request, res: Response) => {
      if ('t' in req) return;
      // Run the same chain synchronously: none of these middlewares waits on I/O.
      for (const step of [parseCookies, ...localize]) step(req, res, () => {});
    },
  };
  return {
    root,
    assets,
    pages,
    // Pages other sites may show in a frame (the iframe layout), lower-cased, prefixed forms too.
    frameablePaths: new Set(
      pages.filter((r) => r.layout === 'iframe').flatMap((r) => pathsOf(r, LOCALES).map((p) => p.toLowerCase())),
    ),
    // Every results tab, before any lookup: a person never meets its guards, a scraper does.
    resultPaths: pages.filter((r) => r.id.startsWith('search-')).flatMap((r) => pathsOf(r, LOCALES)),
    // What the bell's and Learn & Act's JSON APIs share.
    feedApi: { config, stores, logger, now, proxyImage },
    i18n,
    now,
    accounts,
    metrics,
    search,
    imageSecret,
    outboundSecret,
    services,
    counter,
    sponsored,
    learnAct,
    parseCookies,
    localize,
    pageOptions,
    render: pageRenderer(pageOptions),
    linkResolver: resolverUrl ? createLinkResolver({ url: resolverUrl, logger }) : undefined,
    // One rate-limit store per app, shared by all its limits: Redis when replicas must agree.
    redis,
    rateLimitStore: rateLimitStoreFor({
      redis,
      prefix: sharedKeyPrefix,
      logger,
      now: deps.now && (() => (deps.now as () => Date)().getTime()),
    }),
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.mail.smtpUrl,
        from: config.mail.from,
        dataDir: config.dataDir,
        env: config.env,
        logger,
        logoFile: join(root, 'public', 'icon-96.png'),
      }),
    // Pages render the bell's dot from the latest notifications (server/notifications/feed-cache.ts).
    feedCache: config.features.youMakeItHappen
      ? createFeedCache({ store: stores.notifications, now, logger, proxyImage })
      : undefined,
    // The donation figures and their signed monthly statements (server/sponsors/ledger-publication.ts).
    transparency: ledgerPublication({ config, stores, now }),
  };
}
