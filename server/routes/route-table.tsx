/**
 * Every page of the site, in one table: its path, whether it also lives under /en, /fr and /es,
 * its layout, named middleware and an optional validation (a failed one shows the 404 page).
 */
import type { Request } from 'express';
import type { ReactNode } from 'react';
import { AlreadyLoggedInPage } from '../../views/pages/auth/AlreadyLoggedInPage.tsx';
import { LoginPage } from '../../views/pages/auth/LoginPage.tsx';
import { LoginFailedPage, VerifyPage } from '../../views/pages/auth/VerifyPage.tsx';
import { HomePage } from '../../views/pages/HomePage.tsx';
import { InfoPage } from '../../views/pages/InfoPage.tsx';
import { NewTabPage } from '../../views/pages/NewTabPage.tsx';
import { searchPage } from '../../views/pages/SearchPage.tsx';
import { SettingsPage } from '../../views/pages/SettingsPage.tsx';
import { AddKarmaButtonWidget } from '../../views/pages/widgets/AddKarmaButtonWidget.tsx';
import { CounterWidget } from '../../views/pages/widgets/CounterWidget.tsx';
import { HeaderMenuWidget } from '../../views/pages/widgets/HeaderMenuWidget.tsx';
import { SearchBarWidget } from '../../views/pages/widgets/SearchBarWidget.tsx';
import type { RequestContextValue } from '../../views/request-context.tsx';
import { DEFAULT_SETTINGS } from '../accounts/settings.ts';
import { redirectRoute } from '../redirects/redirect-route.tsx';
import type { DeferredPart } from '../render/render-page.tsx';
import { contactRoutes } from './contact.tsx';
import { extraRoutes } from './extra-routes.ts';
import { transparencyRoutes } from './transparency.tsx';

export type LayoutName = 'default' | 'iframe' | 'search';

export interface PageContent {
  body: ReactNode;
  deferred: DeferredPart[];
  /** The status, asked as the first byte leaves (a results page whose lookup already failed: 503). */
  statusNow?: () => number | undefined;
  /** What the status waits for, a short while (the main lookup; render-page.tsx). */
  statusSettles?: Promise<unknown>;
}

export interface RouteDef {
  id: string;
  path: string;
  /** Also served as /en/…, /fr/…, /es/… (the home page as /en, /fr, /es). */
  prefixable: boolean;
  layout: LayoutName;
  /** Names from server/routes/named-middleware.ts, run in order before rendering. */
  middleware?: string[];
  /** When it returns false the localized 404 page is shown. */
  validate?: (req: Request) => boolean;
  /** i18n key of the page's <title>. */
  titleKey: string;
  /** Search layout only: hide the vertical tabs (the settings page). */
  hideTabs?: boolean;
  /** Stylesheets beyond site.css, by name (client/styles/<name>.css). */
  styles?: string[];
  /** The page body, or a body with parts streamed in as their data arrives. */
  render: (ctx: RequestContextValue) => ReactNode | PageContent;
}

const info = (id: string, path: string, layout: LayoutName = 'default', prefixable = true): RouteDef => ({
  id,
  path,
  prefixable,
  layout,
  styles: layout === 'default' ? ['info'] : undefined,
  titleKey: `pages.${id}.title`,
  render: () => <InfoPage pageKey={id} />,
});

const results = (id: 'all' | 'images' | 'news' | 'videos', path: string): RouteDef => ({
  id: `search-${id}`,
  path,
  prefixable: false,
  layout: 'search',
  // Only the All tab counts: changing tab is not a new search. A hover prefetch is refused
  // before the search when lookups are paid (server/routes/prefetch-guard.ts). A known !bang
  // redirects once counted, as its search would have been (server/routes/bang-redirect.ts).
  middleware:
    id === 'all'
      ? ['require-query', 'no-costly-prefetch', 'count-search', 'bang-redirect']
      : ['require-query', 'no-costly-prefetch', 'bang-redirect'],
  titleKey: 'search.title',
  render: (ctx) => searchPage(ctx, id),
});

export const routes: RouteDef[] = [
  {
    id: 'home',
    path: '/',
    prefixable: true,
    layout: 'default',
    titleKey: 'home.documentTitle',
    render: () => <HomePage />,
  },
  {
    id: 'home-alias',
    path: '/home',
    prefixable: true,
    layout: 'default',
    titleKey: 'home.documentTitle',
    render: () => <HomePage />,
  },
  { ...info('addkarmabutton', '/addkarmabutton', 'iframe'), render: () => <AddKarmaButtonWidget /> },
  info('gt', '/gt'),
  { ...info('headerMenu', '/header-menu', 'iframe'), render: () => <HeaderMenuWidget /> },
  { ...info('newtab', '/newtab'), render: () => <NewTabPage /> },
  redirectRoute,
  { ...info('searchbar', '/searchbar', 'iframe'), render: () => <SearchBarWidget /> },
  { ...info('searchCounter', '/searchCounter', 'iframe'), render: () => <CounterWidget /> },
  {
    id: 'login',
    path: '/auth/login',
    prefixable: true,
    layout: 'default',
    titleKey: 'pages.login.title',
    render: (ctx) => (ctx.visitor?.account ? <AlreadyLoggedInPage email={ctx.visitor.account.email} /> : <LoginPage />),
  },
  {
    id: 'verify',
    path: '/auth/email/verify',
    prefixable: true,
    layout: 'default',
    titleKey: 'pages.verify.title',
    middleware: ['login-link'],
    render: (ctx) => (ctx.loginLink ? <VerifyPage link={ctx.loginLink} /> : <LoginFailedPage />),
  },
  results('all', '/search'),
  results('images', '/images'),
  results('news', '/news'),
  results('videos', '/videos'),
  {
    ...info('settings', '/settings', 'search', false),
    hideTabs: true,
    styles: ['settings'],
    render: (ctx) => <SettingsPage settings={ctx.visitor?.settings ?? DEFAULT_SETTINGS} />,
  },
];

// The transparency page before /partners/:partner, which would take 'transparency' for a slug.
routes.push(...transparencyRoutes, ...extraRoutes, ...contactRoutes);

/** Every URL path a route answers on, prefixed forms included. */
export function pathsOf(route: RouteDef, locales: readonly string[]): string[] {
  if (!route.prefixable) return [route.path];
  const prefixed = locales.map((l) => (route.path === '/' ? `/${l}` : `/${l}${route.path}`));
  return [route.path, ...prefixed];
}

/** The pattern recorded in request logs: never the concrete URL. */
export function patternOf(route: RouteDef, prefixed: boolean): string {
  if (!prefixed) return route.path;
  return route.path === '/' ? '/:locale' : `/:locale${route.path}`;
}
