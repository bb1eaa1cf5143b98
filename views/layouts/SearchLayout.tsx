import type { ReactNode } from 'react';
import { NavigationProgressIsland, SkipLink } from '../components/SiteChrome.tsx';
import { SmallFooter } from '../components/SmallFooter.tsx';
import { useRequest } from '../request-context.tsx';

export const VERTICALS = [
  { id: 'all', path: '/search', labelKey: 'search.tabs.all' },
  { id: 'images', path: '/images', labelKey: 'search.tabs.images' },
  { id: 'news', path: '/news', labelKey: 'search.tabs.news' },
  { id: 'videos', path: '/videos', labelKey: 'search.tabs.videos' },
] as const;

function SearchHeader({ hideTabs }: { hideTabs: boolean }) {
  const { t, path, query } = useRequest();
  const q = query.q ?? '';
  const active = VERTICALS.find((v) => v.path === path);
  return (
    <header>
      <div className="search-header">
        <a className="logo" href="/">
          {t('site.name')}
        </a>
        <form className="search-form" role="search" method="get" action={active?.path ?? '/search'}>
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
          <button type="submit">{t('search.submit')}</button>
        </form>
      </div>
      {hideTabs ? null : (
        <nav className="tabs" aria-label={t('search.tabs.label')}>
          {VERTICALS.map((v) => (
            <a
              key={v.id}
              href={`${v.path}?q=${encodeURIComponent(q)}`}
              aria-current={v === active ? 'page' : undefined}
            >
              {t(v.labelKey)}
            </a>
          ))}
        </nav>
      )}
    </header>
  );
}

/**
 * Search layout: modals and companion slots, the search header, the page, then the small footer
 * with the feedback button. Result pages pass `footerAfterResults` and render <SmallFooter/>
 * inside their results' Suspense boundary, so it appears once results have loaded.
 */
export function SearchLayout({
  children,
  hideTabs = false,
  footerAfterResults = false,
  modals,
  companion,
  consent,
}: {
  children: ReactNode;
  hideTabs?: boolean;
  footerAfterResults?: boolean;
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
      {footerAfterResults ? null : <SmallFooter />}
      <div id="cookie-consent-slot">{consent}</div>
    </>
  );
}
