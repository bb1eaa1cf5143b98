import type { ReactNode } from 'react';
import { KarmaCounter } from '../components/KarmaCounter.tsx';
import { NavigationProgressIsland, SkipLink } from '../components/SiteChrome.tsx';
import { SmallFooter } from '../components/SmallFooter.tsx';
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
  return (
    <header>
      <div className="search-header">
        <a className="logo" href="/">
          {t('site.name')}
        </a>
        <form
          className="search-form"
          role="search"
          method="get"
          action={TABS.find((tab) => tab.id === active)?.path ?? '/search'}
        >
          <label className="visually-hidden" htmlFor="search-header-q">
            {t('search.label')}
          </label>
          <input
            id="search-header-q"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t('search.placeholder')}
            autoComplete="off"
          />
          {active === 'web' ? <input type="hidden" name="t" value="web" /> : null}
          <button type="submit">{t('search.submit')}</button>
        </form>
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
          <a href={`https://www.openstreetmap.org/search?query=${encoded}`} {...OUTBOUND}>
            {t('search.tabs.maps')}
          </a>
          <a href="/settings">{t('search.tabs.settings')}</a>
          <details className="tabs__more">
            <summary>{t('search.tabs.more')}</summary>
            <ul>
              <li>
                <a href={`https://www.google.com/search?q=${encoded}`} {...OUTBOUND}>
                  {t('search.tabs.google')}
                </a>
              </li>
            </ul>
          </details>
        </nav>
      )}
    </header>
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
      <div id="modals-slot">{modals}</div>
      <div id="companion-slot">{companion}</div>
      <SearchHeader hideTabs={hideTabs} />
      <main id="main">{children}</main>
      <SmallFooter />
      <div id="cookie-consent-slot">{consent}</div>
    </>
  );
}
