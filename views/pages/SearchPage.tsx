/**
 * A results page (All, Web, Images, News, Videos). The shell streams at once; the main lookup
 * and, on the All tab, the news/images/videos lookups start together before the first byte;
 * each result block is revealed when its own lookup answers.
 */
import { Suspense, use, useMemo } from 'react';
import { parseSearchParams } from '../../server/search/query-params.ts';
import type { Outcome, SearchRunner } from '../../server/search/runner.ts';
import { parseSafeSearchCookie, SAFE_SEARCH_COOKIE } from '../../server/search/settings-cookie.ts';
import type { ImageResult, NewsResult, SearchQuery, SearchResult, VideoResult } from '../../server/search/types.ts';
import { SmallFooter } from '../components/SmallFooter.tsx';
import { useRequest } from '../request-context.tsx';
import { EncyclopediaPanel } from '../search/EncyclopediaPanel.tsx';
import { FiltersBar } from '../search/FiltersBar.tsx';
import { Group, RelatedSearches } from '../search/Groups.tsx';
import { ErrorPanel, NoResults, ResultsPending, SpellingLine } from '../search/Notices.tsx';
import { Pager } from '../search/Pager.tsx';
import { ImageItem, NewsItem, VideoItem, WebItem } from '../search/ResultItems.tsx';

export type Tab = 'all' | 'web' | 'images' | 'news' | 'videos';
type Groups = Partial<Record<'news' | 'images' | 'videos', Promise<Outcome>>>;

/** Where the All tab's groups sit among the web results. */
const GROUP_AFTER = { news: 3, images: 5, videos: 7 } as const;

function ResultList({ results, groups, q }: { results: SearchResult[]; groups: Groups; q: string }) {
  const items = [];
  const placed = new Set<string>();
  results.forEach((result, index) => {
    if (result.vertical === 'web') items.push(<WebItem key={result.url} result={result} />);
    for (const [kind, after] of Object.entries(GROUP_AFTER) as [keyof Groups, number][]) {
      const pending = groups[kind];
      if (pending && index + 1 === after) {
        placed.add(kind);
        items.push(<Group key={`group-${kind}`} kind={kind} pending={pending} q={q} />);
      }
    }
  });
  // Few web results: the groups follow them.
  for (const kind of ['news', 'images', 'videos'] as const) {
    const pending = groups[kind];
    if (pending && !placed.has(kind)) items.push(<Group key={`group-${kind}`} kind={kind} pending={pending} q={q} />);
  }
  return <ol className="results">{items}</ol>;
}

function VerticalResults({ query, results }: { query: SearchQuery; results: SearchResult[] }) {
  switch (query.vertical) {
    case 'images':
      return (
        <ul className="image-grid">
          {results
            .filter((r): r is ImageResult => r.vertical === 'images')
            .map((r) => (
              <ImageItem key={r.url + r.image.src} result={r} />
            ))}
        </ul>
      );
    case 'news':
      return (
        <ul className="news-list">
          {results
            .filter((r): r is NewsResult => r.vertical === 'news')
            .map((r) => (
              <NewsItem key={r.url} result={r} />
            ))}
        </ul>
      );
    case 'videos':
      return (
        <ul className="video-grid">
          {results
            .filter((r): r is VideoResult => r.vertical === 'videos')
            .map((r) => (
              <VideoItem key={r.url} result={r} />
            ))}
        </ul>
      );
    default:
      return <ResultList results={results} groups={{}} q={query.text} />;
  }
}

function Results({
  main,
  groups,
  query,
  runner,
}: {
  main: Promise<Outcome>;
  groups: Groups;
  query: SearchQuery;
  runner: SearchRunner;
}) {
  const { t, path } = useRequest();
  const outcome = use(main);
  if (outcome.status === 'cancelled') return null;
  if (outcome.status !== 'ok') return <ErrorPanel reason={outcome.status} />;
  const { response } = outcome;
  const shownText = response.spelling?.corrected ?? query.text;
  return (
    <>
      {response.spelling && query.spellcheck ? (
        <SpellingLine corrected={response.spelling.corrected} original={query.text} />
      ) : null}
      {response.unresponsive.length > 0 ? (
        <p className="notice notice--small">
          {t('search.unresponsive', { engines: response.unresponsive.join(', ') })}
        </p>
      ) : null}
      {response.results.length === 0 && query.page === 1 ? (
        <NoResults text={query.text} />
      ) : query.vertical === 'web' && Object.keys(groups).length > 0 ? (
        <ResultList results={response.results} groups={groups} q={shownText} />
      ) : (
        <VerticalResults query={query} results={response.results} />
      )}
      {query.vertical === 'web' ? <RelatedSearches related={response.related} path={path} /> : null}
      <Pager page={query.page} hasMore={response.hasMore} maxPage={runner.provider.capabilities.maxPage} />
    </>
  );
}

export function SearchPage({ tab: routeTab }: { tab: Exclude<Tab, 'web'> }) {
  const { t, query: params, locale, services, signal, cookies } = useRequest();
  // The Web tab is the All page without groups: /search?q=…&t=web.
  const tab: Tab = routeTab === 'all' && params.t === 'web' ? 'web' : routeTab;
  const runner = services.search;
  const vertical = tab === 'all' || tab === 'web' ? 'web' : tab;
  const capabilities = runner?.provider.capabilities;
  const query = useMemo(
    () =>
      capabilities
        ? parseSearchParams(params, {
            vertical,
            locale,
            capabilities,
            safeDefaults: parseSafeSearchCookie(cookies[SAFE_SEARCH_COOKIE]),
          })
        : undefined,
    [params, vertical, locale, capabilities, cookies],
  );
  const lookups = useMemo(() => {
    if (!runner || !query) return undefined;
    const main = runner.run(query, signal);
    const groups: Groups = {};
    if (tab === 'all' && query.page === 1) {
      for (const kind of ['news', 'images', 'videos'] as const) {
        if (!runner.provider.capabilities.verticals.includes(kind)) continue;
        const groupQuery = {
          ...query,
          vertical: kind,
          image: {},
          video: {},
          safeSearch: kind === 'images' ? ('strict' as const) : query.safeSearch,
        };
        groups[kind] = runner.run(groupQuery, signal);
      }
    }
    return { main, groups };
  }, [runner, query, tab, signal]);

  if (!runner || !query || !lookups || !capabilities) {
    return (
      <>
        <p className="notice">{t('search.unavailable')}</p>
        <SmallFooter />
      </>
    );
  }
  return (
    <div className="serp">
      <h1 className="visually-hidden">{t('search.resultsFor', { query: query.text })}</h1>
      <FiltersBar query={query} capabilities={capabilities} tab={tab === 'web' ? 'web' : undefined} />
      <div className="serp__main">
        <Suspense fallback={<ResultsPending />}>
          <Results main={lookups.main} groups={lookups.groups} query={query} runner={runner} />
          <SmallFooter />
        </Suspense>
      </div>
      {tab === 'all' || tab === 'web' ? (
        <div className="serp__side">
          <Suspense fallback={null}>
            <EncyclopediaPanel main={lookups.main} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
