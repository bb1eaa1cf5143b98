/**
 * The app's one table of endpoints: every path it answers beyond the static files (server/app.ts
 * mounts the table between the setup that applies to every request). First the routes built from
 * the app's services (the probes, files and APIs that read no cookie, the language switch, the
 * features' forms and links, the JSON APIs, the transparency figures), then the pages
 * (route-table.tsx). Each path is
 * written once, in its route; a feature the configuration turns off is simply not listed.
 * Order matters only where paths overlap: the transparency files before /partners/:partner.
 */

import type { AppDeps, AppServices } from '../app-services.ts';
import type { Config } from '../config.ts';
import { extensionRoute } from '../redirects/extension-redirect.ts';
import { imageProxyRoute } from '../search/image-proxy.ts';
import { searchReadiness } from '../search/search-readiness.ts';
import { applicationsPageUrl } from '../shared/app-links.ts';
import { accountRoutes } from './account.ts';
import { authFormRoutes } from './auth.tsx';
import { consentRoute } from './consent.ts';
import { healthRoutes } from './health.ts';
import { learnActApiRoutes } from './learn-act-api.ts';
import { mailShortcutsRoutes } from './mail-shortcuts.ts';
import { notificationsApiRoute } from './notifications-api.ts';
import { outboundLinkRoute } from './outbound-link.ts';
import { colorModeRoute, languageSwitchRoute } from './preferences.ts';
import { pwaRoutes } from './pwa.ts';
import { isPage, type RouteDef } from './route-def.ts';
import { openSearchRoute, suggestRoute } from './suggest.ts';
import { transparencyFileRoutes } from './transparency.tsx';
import { uiStringsRoute } from './ui-strings.ts';

export function appRoutes(config: Config, deps: AppDeps, built: AppServices): RouteDef[] {
  const { accounts, metrics, search } = built;
  const { logger } = deps;
  const routes: (RouteDef | false | undefined)[] = [
    ...healthRoutes(deps.stores, {
      logger,
      redis: built.redis,
      searchProblem: search && deps.searchProvider ? searchReadiness(search, deps.searchProvider) : undefined,
      isStopping: deps.isStopping,
    }),
    // With METRICS_PORT, server/main.ts serves them there only: not to the public.
    metrics &&
      config.metrics.port === undefined && {
        id: 'metrics',
        path: '/metrics',
        stage: 'headers',
        handler: metrics.handler,
      },
    imageProxyRoute({
      ...deps.imageProxy,
      secret: built.imageSecret,
      allowPrivate: config.imageProxyAllowPrivate,
      logger,
    }),
    search && suggestRoute(search),
    extensionRoute({ storeUrls: config.storeUrls, applicationsUrl: applicationsPageUrl(config.showcaseBase) }),
    // The web app manifest, service worker and offline pages: the same for everyone, no cookies read.
    ...pwaRoutes({ assets: built.assets, i18n: built.i18n }),

    colorModeRoute,
    consentRoute,
    outboundLinkRoute({ secret: built.outboundSecret, resolver: built.linkResolver }),
    ...mailShortcutsRoutes,
    openSearchRoute(config.baseUrl),
    built.counter.route,
    built.sponsored.clickRoute(built.render, metrics?.onClick),

    ...authFormRoutes,
    ...accountRoutes({ config, accounts, logger }),
    notificationsApiRoute(built.feedApi),
    ...learnActApiRoutes({ ...built.feedApi, source: built.learnAct }),
    uiStringsRoute,
    ...transparencyFileRoutes({ source: built.transparency, logger }),
    ...built.pages,
  ];
  const table = routes.filter((route): route is RouteDef => Boolean(route));
  // Mounted before the locale middleware: it is the language switch that writes the locale cookie.
  return [languageSwitchRoute(config, table.filter(isPage)), ...table];
}
