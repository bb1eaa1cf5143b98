import type { ReactNode } from 'react';
import { EXTENSION_PATH } from '../../server/shared/app-links.ts';
import { Announcements } from '../components/Announcements.tsx';
import { Companion } from '../components/Companion.tsx';
import { ConsentBanner } from '../components/ConsentBanner.tsx';
import { FirstPaintMark } from '../components/FirstPaintMark.tsx';
import { Island } from '../components/Island.tsx';
import { KarmaCounter } from '../components/KarmaCounter.tsx';
import { LogoMark } from '../components/LogoMark.tsx';
import { MailShortcuts } from '../components/MailShortcuts.tsx';
import { NotificationBell } from '../components/NotificationBell.tsx';
import { SearchBoxField } from '../components/SearchBoxField.tsx';
import { NavigationProgressIsland, SkipLink } from '../components/SiteChrome.tsx';
import { SmallFooter } from '../components/SmallFooter.tsx';
import { TagManager } from '../components/TagManager.tsx';
import { HEADER_END_ID, SEARCH_HEADER_ID } from '../header-ids.ts';
import { activeTab, ResultsTabs, TABS } from '../search/ResultsTabs.tsx';
import { useRequest } from '../use-request.tsx';

function SearchHeader({ hideTabs }: { hideTabs: boolean }) {
  const { t, path, query, config } = useRequest();
  const q = query.q ?? '';
  const active = activeTab(path, query.t);
  return (
    <div className="search-header-holder">
      <header id={SEARCH_HEADER_ID} className="search-page-header">
        <div className="search-header">
          <a className="logo" href="/">
            <LogoMark />
            <span className="logo__name">{t('site.name')}</span>
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
        {hideTabs ? null : <ResultsTabs />}
      </header>
      <Island name="StickyHeader" keep props={{ headerId: SEARCH_HEADER_ID }} />
      <FirstPaintMark id={HEADER_END_ID} />
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
