import type { ReactNode } from 'react';
import { EXTENSION_PATH } from '../../client/contract/app-links.ts';
import { googleUrl, mapsUrl } from '../../client/contract/outbound-links.ts';
import { Announcements } from '../components/Announcements.tsx';
import { Companion } from '../components/Companion.tsx';
import { ConsentBanner } from '../components/ConsentBanner.tsx';
import { Island } from '../components/Island.tsx';
import { KarmaCounter } from '../components/KarmaCounter.tsx';
import { MailShortcuts } from '../components/MailShortcuts.tsx';
import { NotificationBell } from '../components/NotificationBell.tsx';
import { SearchBoxField } from '../components/SearchBoxField.tsx';
import { OtherSearchMenu, TryWithMenu } from '../components/SearchMenus.tsx';
import { NavigationProgressIsland, SkipLink } from '../components/SiteChrome.tsx';
import { SmallFooter } from '../components/SmallFooter.tsx';
import { TagManager } from '../components/TagManager.tsx';
import { useRequest } from '../request-context.tsx';

const TABS = [
  { id: 'all', path: '/search', labelKey: 'search.tabs.all', vertical: 'web' },
  { id: 'web', path: '/search', labelKey: 'search.tabs.web', vertical: 'web' },
  { id: 'images', path: '/images', labelKey: 'search.tabs.images', vertical: 'images' },
  { id: 'news', path: '/news', labelKey: 'search.tabs.news', vertical: 'news' },
  { id: 'videos', path: '/videos', labelKey: 'search.tabs.videos', vertical: 'videos' },
] as const;

const OUTBOUND = { target: '_blank', rel: 'noreferrer noopener' } as const;

function activeTab(path: string, t: string | undefined): string | undefined {
  if (path === '/search') return t === 'web' ? 'web' : 'all';
  return TABS.find((tab) => tab.path === path)?.id;
}

function SearchHeader({ hideTabs }: { hideTabs: boolean }) {
  const { t, path, query, services } = useRequest();
  const q = query.q ?? '';
  const active = activeTab(path, query.t);
  const verticals: readonly string[] = services.search?.provider.capabilities.verticals ?? ['web'];
  const encoded = encodeURIComponent(q);
  const vertical = TABS.find((tab) => tab.id === active)?.vertical ?? 'web';
  const { config } = useRequest();
  return (
    <div className="search-header-holder">
      <header id="search-page-header" className="search-page-header">
        <div className="search-header">
          <a className="logo" href="/">
            {t('site.name')}
          </a>
          <SearchBoxField
            id="search-header"
            action={TABS.find((tab) => tab.id === active)?.path ?? '/search'}
            value={q}
            hidden={active === 'web' ? { t: 'web' } : undefined}
          />
          <Island
            name="AddToBrowser"
            keep
            props={{
              label: t('layout.addToBrowser'),
              // /extension picks the store from the User-Agent (Firefox, Safari, Edge, Chrome…).
              href: EXTENSION_PATH,
              chromeId: config.extensions.chromeId,
              edgeId: config.extensions.edgeId,
            }}
          />
          <MailShortcuts />
          <NotificationBell />
          <KarmaCounter />
        </div>
        {hideTabs ? null : (
          <nav className="tabs" aria-label={t('search.tabs.label')}>
            {TABS.filter((tab) => verticals.includes(tab.vertical)).map((tab) => (
              <a
                key={tab.id}
                href={`${tab.path}?q=${encoded}${tab.id === 'web' ? '&t=web' : ''}`}
                aria-current={tab.id === active ? 'page' : undefined}
              >
                {t(tab.labelKey)}
              </a>
            ))}
            {/* Searches on other sites, set apart from Karma's own (search.css); Settings is in the footer. */}
            <div className="tabs__elsewhere" role="group" aria-label={t('search.tabs.elsewhere')}>
              <a href={mapsUrl(q)} {...OUTBOUND}>
                {t('search.tabs.maps')}
              </a>
              <a href={googleUrl(q, vertical)} {...OUTBOUND}>
                {t('search.tabs.google')}
              </a>
              <TryWithMenu query={q} vertical={vertical} />
              <OtherSearchMenu query={q} vertical={vertical} />
            </div>
          </nav>
        )}
      </header>
      <Island name="StickyHeader" keep props={{ headerId: 'search-page-header' }} />
    </div>
  );
}

/**
 * Search layout: modals and companion slots, the search header, the page, then the small footer
 * with the feedback button. Pages stream their results in order (server/render), so the footer
 * arrives once the results have loaded.
 */
export function SearchLayout({
  children,
  hideTabs = false,
  modals,
  companion,
  consent,
}: {
  children: ReactNode;
  hideTabs?: boolean;
  modals?: ReactNode;
  companion?: ReactNode;
  consent?: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <NavigationProgressIsland />
      <div id="modals-slot">{modals ?? <Announcements />}</div>
      <div id="companion-slot">{companion ?? <Companion />}</div>
      <SearchHeader hideTabs={hideTabs} />
      {/* search-main: the results column starts on the search box's left edge (critical.css). */}
      <main id="main" className={hideTabs ? undefined : 'search-main'}>
        {children}
      </main>
      <SmallFooter />
      <div id="cookie-consent-slot">{consent ?? <ConsentBanner />}</div>
      <TagManager />
    </>
  );
}
