/**
 * A results page (All, Web, Images, News, Videos). All lookups start before the first byte:
 * the main one and, on the All tab, news, images and videos in parallel. The shell (header,
 * filters, 'Searching…') streams at once; then, in document order, the main results, each group
 * as its lookup answers, and the encyclopedia panel last, so neither groups nor the panel ever
 * delay the results. CSS `order` puts groups between web results (o1…o9 in critical.css).
 */
import type { ReactNode } from 'react';
import { Deferred, type DeferredPart } from '../../server/render/render-page.tsx';
import type { PageContent } from '../../server/routes/route-table.tsx';
import { parseSearchParams } from '../../server/search/query-params.ts';
import type { Outcome } from '../../server/search/runner.ts';
import { parseSafeSearchCookie, SAFE_SEARCH_COOKIE } from '../../server/search/settings-cookie.ts';
import type { ImageResult, NewsResult, SearchQuery, VideoResult, WebResult } from '../../server/search/types.ts';
import type { ShownSponsoredLink } from '../../server/sponsors/page-sponsored.ts';
import { visitorAssociations } from '../../server/sponsors/visitor-associations.ts';
import { type RequestContextValue, useRequest } from '../request-context.tsx';
import { EncyclopediaPanel, infoboxFor } from '../search/EncyclopediaPanel.tsx';
import { FiltersBar } from '../search/FiltersBar.tsx';
import { type GROUP_ORDER, Group, RelatedSearches } from '../search/Groups.tsx';
import { MoreImages } from '../search/MoreImages.tsx';
import { ErrorPanel, NoResults, ResultsPending, SpellingLine } from '../search/Notices.tsx';
import { OperatorsLine } from '../search/OperatorsLine.tsx';
import { Pager } from '../search/Pager.tsx';
import { ImageItem, NewsItem, VideoItem, WebItem } from '../search/ResultItems.tsx';
import { SponsoredLinks } from '../search/SponsoredLinks.tsx';

export type Tab = 'all' | 'web' | 'images' | 'news' | 'videos';
type GroupKind = keyof typeof GROUP_ORDER;

/** Web result i sits after the groups that come before it: orders 1, 3, 5, 7. */
export function webResultOrder(index: number, withGroups: boolean): number {
  if (!withGroups) return 1;
  return index < 3 ? 1 : index < 5 ? 3 : index < 7 ? 5 : 7;
}

function VerticalResults({
  query,
  outcome,
  withGroups,
}: {
  query: SearchQuery;
  outcome: Extract<Outcome, { status: 'ok' }>;
  withGroups: boolean;
}) {
  const results = outcome.response.results;
  switch (query.vertical) {
    case 'images':
      return (
        <ul className="image-grid o1">
          {results
            .filter((r): r is ImageResult => r.vertical === 'images')
            .map((r) => (
              <ImageItem key={r.url + r.image.src} result={r} />
            ))}
        </ul>
      );
    case 'news':
      return (
        <ul className="news-list o1">
          {results
            .filter((r): r is NewsResult => r.vertical === 'news')
            .map((r) => (
              <NewsItem key={r.url} result={r} />
            ))}
        </ul>
      );
    case 'videos':
      return (
        <ul className="video-grid o1">
          {results
            .filter((r): r is VideoResult => r.vertical === 'videos')
            .map((r) => (
              <VideoItem key={r.url} result={r} />
            ))}
        </ul>
      );
    default:
      return results
        .filter((r): r is WebResult => r.vertical === 'web')
        .map((r, i) => <WebItem key={r.url} result={r} order={webResultOrder(i, withGroups)} />);
  }
}

/**
 * The main results, preceded by the style that hides the 'Searching…' placeholder and by the
 * sponsored links (All and Web tabs; CSS order 0 keeps them above the first result).
 */
function MainResults({
  outcome,
  query,
  withGroups,
  maxPage,
  sponsored,
}: {
  outcome: Outcome;
  query: SearchQuery;
  withGroups: boolean;
  maxPage: number;
  sponsored: readonly ShownSponsoredLink[];
}) {
  const { t, path, nonce } = useRequest();
  const hidePending = <style nonce={nonce}>{'.results-pending{display:none}'}</style>;
  if (outcome.status === 'cancelled') return null;
  if (outcome.status !== 'ok') {
    return (
      <>
        {hidePending}
        <ErrorPanel reason={outcome.status} />
      </>
    );
  }
  const { response } = outcome;
  return (
    <>
      {hidePending}
      {response.spelling && query.spellcheck ? (
        <SpellingLine
          corrected={response.spelling.corrected}
          original={query.text}
          suggestion={response.spelling.suggestion}
        />
      ) : null}
      <OperatorsLine text={query.text} />
      {response.unresponsive.length > 0 ? (
        <p className="notice notice--small">
          {t('search.unresponsive', { engines: response.unresponsive.join(', ') })}
        </p>
      ) : null}
      <SponsoredLinks links={sponsored} />
      {response.results.length === 0 && query.page === 1 ? (
        <NoResults text={query.text} />
      ) : (
        <VerticalResults query={query} outcome={outcome} withGroups={withGroups} />
      )}
      {query.vertical === 'web' ? <RelatedSearches related={response.related} path={path} /> : null}
      <div className="o8">
        {query.vertical === 'images' ? (
          <MoreImages page={query.page} hasMore={response.hasMore} maxPage={maxPage} />
        ) : null}
        <Pager page={query.page} hasMore={response.hasMore} maxPage={maxPage} withNext={query.vertical !== 'images'} />
      </div>
    </>
  );
}

function Shell({ query, tab }: { query: SearchQuery; tab: Tab }) {
  const { t, services } = useRequest();
  const capabilities = services.search?.provider.capabilities;
  return (
    <div className={`serp serp--${tab}`}>
      <h1 className="visually-hidden">{t('search.resultsFor', { query: query.text })}</h1>
      {capabilities ? (
        <FiltersBar query={query} capabilities={capabilities} tab={tab === 'web' ? 'web' : undefined} />
      ) : null}
      <ResultsPending />
      <Deferred />
    </div>
  );
}

export function searchPage(ctx: RequestContextValue, routeTab: Exclude<Tab, 'web'>): PageContent | ReactNode {
  const { query: params, locale, services, signal, cookies, t } = ctx;
  const runner = services.search;
  if (!runner) return <p className="notice">{t('search.unavailable')}</p>;
  // The Web tab is the All page without groups: /search?q=…&t=web.
  const tab: Tab = routeTab === 'all' && params.t === 'web' ? 'web' : routeTab;
  const { capabilities } = runner.provider;
  const vertical = tab === 'all' || tab === 'web' ? 'web' : tab;
  // Web safe search from the settings in force (the account's when logged in); images keep theirs.
  const cookieSafe = parseSafeSearchCookie(cookies[SAFE_SEARCH_COOKIE]);
  const safeDefaults = { web: ctx.visitor?.settings.safeSearch ?? cookieSafe.web, images: cookieSafe.images };
  const parsed = parseSearchParams(params, { vertical, locale, capabilities, safeDefaults });
  // The search region chosen in the settings ('en' is International: the page language's region).
  const searchRegion = ctx.visitor?.settings.searchRegion;
  const query = searchRegion && searchRegion !== 'en' ? { ...parsed, region: searchRegion } : parsed;
  // 'Personalized results' favour the chosen region's records (International: no region to favour).
  if (ctx.visitor?.settings.personalized && searchRegion && searchRegion !== 'en') query.personalized = true;

  const main = runner.run(query, signal);
  // A lookup that failed before the first byte makes the page a 503 that monitoring sees: the
  // first byte waits for it a short while (RESULTS_STATUS_WAIT_MS), so a provider that fails fast
  // (refused, 5xx, garbage, open circuit) counts. One that fails later finds the 200 already sent,
  // and the page only shows the panel (ADR 017: a slow provider's page still streams).
  let failed = false;
  void main.then((outcome) => {
    failed = outcome.status !== 'ok' && outcome.status !== 'cancelled';
  });
  // Sponsored links on web results only, started beside the lookup (a cached list: no wait).
  const settings = ctx.visitor?.settings;
  const sponsored: Promise<readonly ShownSponsoredLink[]> =
    vertical === 'web' && services.sponsored
      ? services.sponsored.forResults({
          text: query.text,
          language: locale,
          region: settings?.searchRegion ?? 'en',
          associations: visitorAssociations(settings ?? { associations: 'default', searchRegion: 'en' }),
        })
      : Promise.resolve([]);
  const groups: [GroupKind, Promise<Outcome>][] = [];
  if (tab === 'all' && query.page === 1) {
    for (const kind of ['news', 'images', 'videos'] as const) {
      if (!capabilities.verticals.includes(kind)) continue;
      // Groups use each vertical's defaults (images: the stricter safe search), same text and spelling.
      const groupQuery = parseSearchParams({ q: query.text }, { vertical: kind, locale, capabilities, safeDefaults });
      const grouped = { ...groupQuery, region: query.region, spellcheck: query.spellcheck };
      groups.push([kind, runner.run({ ...grouped, personalized: query.personalized }, signal)]);
    }
  }
  const shownText = (outcome: Outcome) =>
    // A correction only offered ('Did you mean') leaves the results those of the text as typed.
    (outcome.status === 'ok' && !outcome.response.spelling?.suggestion && outcome.response.spelling?.corrected) ||
    query.text;

  const deferred: DeferredPart[] = [
    async () => (
      <MainResults
        outcome={await main}
        query={query}
        withGroups={groups.length > 0}
        maxPage={capabilities.maxPage}
        sponsored={await sponsored}
      />
    ),
    ...groups.map(
      ([kind, pending]): DeferredPart =>
        async () => <Group kind={kind} outcome={await pending} q={shownText(await main)} />,
    ),
  ];
  if (tab === 'all' || tab === 'web') {
    deferred.push(async () => <EncyclopediaPanel box={await infoboxFor(await main, services, signal)} />);
  }
  return {
    body: <Shell query={query} tab={tab} />,
    deferred,
    statusNow: () => (failed ? 503 : undefined),
    statusSettles: main,
  };
}
