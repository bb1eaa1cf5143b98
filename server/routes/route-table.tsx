/**
 * The site's pages: each one's path, whether it also lives under /en, /fr and /es, its layout,
 * guards, loader, view and the form posted to it (server/routes/route-def.ts). Feature modules
 * keep their pages in their own files; the list names them. The app's one table
 * (app-routes.ts) puts them after the routes built from its services.
 */

import { HomePage } from '../../views/pages/HomePage.tsx';
import { InfoPage } from '../../views/pages/InfoPage.tsx';
import { NewTabPage } from '../../views/pages/NewTabPage.tsx';
import { searchView } from '../../views/pages/SearchPage.tsx';
import { AddKarmaButtonWidget } from '../../views/pages/widgets/AddKarmaButtonWidget.tsx';
import { CounterWidget } from '../../views/pages/widgets/CounterWidget.tsx';
import { HeaderMenuWidget } from '../../views/pages/widgets/HeaderMenuWidget.tsx';
import { SearchBarWidget } from '../../views/pages/widgets/SearchBarWidget.tsx';
import { authRoutes } from './auth.tsx';
import { contactRoutes } from './contact.tsx';
import { extraRoutes } from './extra-routes.ts';
import { redirectRoute } from './redirect-route.tsx';
import { defineRoute, type LayoutName, type RouteDef } from './route-def.ts';
import { bangRedirect, countSearch, noCostlyPrefetch, requireQuery } from './route-middleware.ts';
import { loadSearch } from './search-loader.ts';
import { settingsRoutes } from './settings.tsx';
import { siteRulesRoutes } from './site-rules-page.tsx';
import { transparencyPageRoute } from './transparency.tsx';

export type { LayoutName, PageContent, RouteDef } from './route-def.ts';
export { isPage, pathsOf, patternOf } from './route-def.ts';

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
    firstScreenInline: true,
    // Only the All tab counts: changing tab is not a new search. A hover prefetch is refused
    // before the search when lookups are paid (server/routes/prefetch-guard.ts). A known !bang
    // redirects once counted, as its search would have been (server/routes/bang-redirect.ts).
    guards:
      id === 'all'
        ? [requireQuery, noCostlyPrefetch, countSearch, bangRedirect]
        : [requireQuery, noCostlyPrefetch, bangRedirect],
    titleKey: 'search.title',
    load: (ctx) => loadSearch(ctx, id),
    view: searchView,
  });

export const pageRoutes: readonly RouteDef[] = [
  {
    id: 'home',
    path: '/',
    prefixable: true,
    layout: 'default',
    firstScreenInline: true,
    titleKey: 'home.documentTitle',
    view: () => <HomePage />,
  },
  {
    id: 'home-alias',
    path: '/home',
    prefixable: true,
    layout: 'default',
    firstScreenInline: true,
    titleKey: 'home.documentTitle',
    view: () => <HomePage />,
  },
  { ...info('addkarmabutton', '/addkarmabutton', 'iframe'), view: () => <AddKarmaButtonWidget /> },
  info('gt', '/gt'),
  { ...info('headerMenu', '/header-menu', 'iframe'), view: () => <HeaderMenuWidget /> },
  { ...info('newtab', '/newtab'), firstScreenInline: true, view: () => <NewTabPage /> },
  redirectRoute,
  { ...info('searchbar', '/searchbar', 'iframe'), view: () => <SearchBarWidget /> },
  { ...info('searchCounter', '/searchCounter', 'iframe'), view: () => <CounterWidget /> },
  ...authRoutes,
  results('all', '/search'),
  results('images', '/images'),
  results('news', '/news'),
  results('videos', '/videos'),
  ...settingsRoutes,
  ...siteRulesRoutes,
  // The transparency page before /partners/:partner, which would take 'transparency' for a slug.
  transparencyPageRoute,
  ...extraRoutes,
  ...contactRoutes,
];
