/**
 * Every page of the site, in one table: its path, whether it also lives under /en, /fr and /es,
 * its layout, guards, loader and view (server/routes/route-def.ts). Feature modules keep their
 * pages in their own files; the table lists them, and the registry (server/routes/registry.ts)
 * mounts it.
 */

import { DEFAULT_SETTINGS } from '../../client/contract/account-settings.ts';
import { AlreadyLoggedInPage } from '../../views/pages/auth/AlreadyLoggedInPage.tsx';
import { LoginPage } from '../../views/pages/auth/LoginPage.tsx';
import { LoginFailedPage, VerifyPage } from '../../views/pages/auth/VerifyPage.tsx';
import { HomePage } from '../../views/pages/HomePage.tsx';
import { InfoPage } from '../../views/pages/InfoPage.tsx';
import { NewTabPage } from '../../views/pages/NewTabPage.tsx';
import { searchView } from '../../views/pages/SearchPage.tsx';
import { SettingsPage } from '../../views/pages/SettingsPage.tsx';
import { AddKarmaButtonWidget } from '../../views/pages/widgets/AddKarmaButtonWidget.tsx';
import { CounterWidget } from '../../views/pages/widgets/CounterWidget.tsx';
import { HeaderMenuWidget } from '../../views/pages/widgets/HeaderMenuWidget.tsx';
import { SearchBarWidget } from '../../views/pages/widgets/SearchBarWidget.tsx';
import { redirectRoute } from '../redirects/redirect-route.tsx';
import { contactRoutes } from './contact.tsx';
import { extraRoutes } from './extra-routes.ts';
import { defineRoute, type LayoutName, type RouteDef } from './route-def.ts';
import { bangRedirect, countSearch, loginLink, noCostlyPrefetch, requireQuery } from './route-middleware.ts';
import { loadSearch } from './search-loader.ts';
import { transparencyRoutes } from './transparency.tsx';

export type { LayoutName, PageContent, RouteDef } from './route-def.ts';
export { pathsOf, patternOf } from './route-def.ts';

const info = (id: string, path: string, layout: LayoutName = 'default', prefixable = true): RouteDef => ({
  id,
  path,
  prefixable,
  layout,
  styles: layout === 'default' ? ['info'] : undefined,
  titleKey: `pages.${id}.title`,
  view: () => <InfoPage pageKey={id} />,
});

const results = (id: 'all' | 'images' | 'news' | 'videos', path: string): RouteDef =>
  defineRoute({
    id: `search-${id}`,
    path,
    prefixable: false,
    layout: 'search',
    // Only the All tab counts: changing tab is not a new search. A hover prefetch is refused
    // before the search when lookups are paid (server/routes/prefetch-guard.ts). A known !bang
    // redirects once counted, as its search would have been (server/routes/bang-redirect.ts).
    middleware:
      id === 'all'
        ? [requireQuery, noCostlyPrefetch, countSearch, bangRedirect]
        : [requireQuery, noCostlyPrefetch, bangRedirect],
    titleKey: 'search.title',
    load: (ctx) => loadSearch(ctx, id),
    view: searchView,
  });

export const routes: readonly RouteDef[] = [
  {
    id: 'home',
    path: '/',
    prefixable: true,
    layout: 'default',
    titleKey: 'home.documentTitle',
    view: () => <HomePage />,
  },
  {
    id: 'home-alias',
    path: '/home',
    prefixable: true,
    layout: 'default',
    titleKey: 'home.documentTitle',
    view: () => <HomePage />,
  },
  { ...info('addkarmabutton', '/addkarmabutton', 'iframe'), view: () => <AddKarmaButtonWidget /> },
  info('gt', '/gt'),
  { ...info('headerMenu', '/header-menu', 'iframe'), view: () => <HeaderMenuWidget /> },
  { ...info('newtab', '/newtab'), view: () => <NewTabPage /> },
  redirectRoute,
  { ...info('searchbar', '/searchbar', 'iframe'), view: () => <SearchBarWidget /> },
  { ...info('searchCounter', '/searchCounter', 'iframe'), view: () => <CounterWidget /> },
  defineRoute({
    id: 'login',
    path: '/auth/login',
    prefixable: true,
    layout: 'default',
    titleKey: 'pages.login.title',
    load: (ctx) => ({ props: ctx.visitor?.account?.email }),
    view: (email) => (email !== undefined ? <AlreadyLoggedInPage email={email} /> : <LoginPage />),
  }),
  defineRoute({
    id: 'verify',
    path: '/auth/email/verify',
    prefixable: true,
    layout: 'default',
    titleKey: 'pages.verify.title',
    middleware: [loginLink],
    load: (ctx) => ({ props: ctx.loginLink }),
    view: (link) => (link ? <VerifyPage link={link} /> : <LoginFailedPage />),
  }),
  results('all', '/search'),
  results('images', '/images'),
  results('news', '/news'),
  results('videos', '/videos'),
  defineRoute({
    ...info('settings', '/settings', 'search', false),
    hideTabs: true,
    styles: ['settings'],
    load: (ctx) => ({ props: ctx.visitor?.settings ?? DEFAULT_SETTINGS }),
    view: (settings) => <SettingsPage settings={settings} />,
  }),
  // The transparency page before /partners/:partner, which would take 'transparency' for a slug.
  ...transparencyRoutes,
  ...extraRoutes,
  ...contactRoutes,
];
