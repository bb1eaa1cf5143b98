/**
 * The results pages' tab row: Karma's own search types, then (after a divider) searches on other
 * sites, then the site's Settings and a 'More' menu. Links and <details> only, so every entry
 * works without JavaScript. On phones the row scrolls sideways under a fade at its right edge
 * (critical.css); menus open below the row, not inside it, so the scrolling never clips them.
 */
import { EXTENSION_PATH } from '../../server/shared/app-links.ts';
import { googleUrl, mapsUrl } from '../../server/shared/outbound-links.ts';
import { OtherSearchMenu, TryWithMenu } from '../components/SearchMenus.tsx';
import { useLocalHref } from '../pages/info/local-href.ts';
import { useRequest } from '../use-request.tsx';

export const TABS = [
  { id: 'all', path: '/search', labelKey: 'search.tabs.all', vertical: 'web' },
  { id: 'web', path: '/search', labelKey: 'search.tabs.web', vertical: 'web' },
  { id: 'images', path: '/images', labelKey: 'search.tabs.images', vertical: 'images' },
  { id: 'news', path: '/news', labelKey: 'search.tabs.news', vertical: 'news' },
  { id: 'videos', path: '/videos', labelKey: 'search.tabs.videos', vertical: 'videos' },
] as const;

const OUTBOUND = { target: '_blank', rel: 'noreferrer noopener' } as const;

/** The tab of the page being shown: `/search?t=web` is Web, plain `/search` is All. */
export function activeTab(path: string, t: string | undefined): string | undefined {
  if (path === '/search') return t === 'web' ? 'web' : 'all';
  return TABS.find((tab) => tab.path === path)?.id;
}

/** Pages of this site that go with searching but are not a search type. */
function MoreMenu() {
  const { t } = useRequest();
  const localHref = useLocalHref();
  const links = [
    { href: localHref('/bangs'), label: t('footer.links.bangs') },
    { href: EXTENSION_PATH, label: t('layout.addToBrowser') },
    { href: localHref('/learn-act'), label: t('footer.links.learnAct') },
  ];
  return (
    <details className="tabs__more">
      <summary>{t('search.tabs.more')}</summary>
      <ul className="tabs__more-list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ResultsTabs() {
  const { t, path, query, services } = useRequest();
  const q = query.q ?? '';
  const active = activeTab(path, query.t);
  const verticals: readonly string[] = services.search?.provider.capabilities.verticals ?? ['web'];
  const encoded = encodeURIComponent(q);
  const vertical = TABS.find((tab) => tab.id === active)?.vertical ?? 'web';
  return (
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
      {/* Searches on other sites, set apart from Karma's own (search.css). */}
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
      {/* The site's own pages, after a second divider: Settings is unprefixed (local-href.ts). */}
      <div className="tabs__site">
        <a href="/settings">{t('search.tabs.settings')}</a>
        <MoreMenu />
      </div>
    </nav>
  );
}
