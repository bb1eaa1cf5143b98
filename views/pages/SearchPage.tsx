/**
 * A results page (All, Web, Images, News, Videos), rendered from what its loader started
 * (server/routes/search-loader.ts): the shell (header, filters, 'Searching…') streams at once;
 * then, in document order, the main results, each group as its lookup answers, and the
 * encyclopedia panel last, so neither groups nor the panel ever delay the results. CSS `order`
 * puts groups between web results (o1…o9 in critical.css).
 */
import type { ReactNode } from 'react';
import type {
  Capabilities,
  ImageResult,
  Infobox,
  NewsResult,
  Outcome,
  SearchQuery,
  VideoResult,
  WebResult,
} from '../../server/shared/search-types.ts';
import type { ShownSponsoredLink } from '../../server/shared/sponsored-link.ts';
import { Deferred, type DeferredPart, type StreamedBody } from '../page-content.tsx';
import { EncyclopediaPanel } from '../search/EncyclopediaPanel.tsx';
import { FiltersBar } from '../search/FiltersBar.tsx';
import { type GROUP_ORDER, Group, RelatedSearches } from '../search/Groups.tsx';
import { MoreImages } from '../search/MoreImages.tsx';
import { ErrorPanel, NoResults, ResultsPending, SpellingLine } from '../search/Notices.tsx';
import { OperatorsLine } from '../search/OperatorsLine.tsx';
import { Pager } from '../search/Pager.tsx';
import { PastLastPage } from '../search/PastLastPage.tsx';
import { ImageItem, NewsItem, VideoItem, WebItem } from '../search/ResultItems.tsx';
import { HiddenBySiteRules, SiteRulesMenu } from '../search/SiteRules.tsx';
import { SkippedSources } from '../search/SourceCredit.tsx';
import { SponsoredLinks } from '../search/SponsoredLinks.tsx';
import { useRequest } from '../use-request.tsx';

export type Tab = 'all' | 'web' | 'images' | 'news' | 'videos';
type GroupKind = keyof typeof GROUP_ORDER;

/** What the loader hands over: the parsed query and the lookups it started. */
export type SearchPageProps =
  | { unavailable: true }
  | {
      unavailable?: false;
      tab: Tab;
      query: SearchQuery;
      capabilities: Capabilities;
      main: Promise<Outcome>;
      sponsored: Promise<readonly ShownSponsoredLink[]>;
      groups: [GroupKind, Promise<Outcome>][];
      /** All and Web tabs: the encyclopedia summary, once the main results name an article. */
      infobox?: Promise<Infobox | undefined>;
      /**
       * A page past the last one with results: that last page (undefined: none has results;
       * 'unknown': not probed, the provider's lookups cost).
       */
      lastPage?: Promise<number | 'unknown' | undefined>;
    };

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
          {/* Parsed last: the grid shows once whole (critical.css, .image-grid__end). */}
          <li className="image-grid__end" hidden />
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
  lastPage,
}: {
  outcome: Outcome;
  query: SearchQuery;
  withGroups: boolean;
  maxPage: number;
  sponsored: readonly ShownSponsoredLink[];
  lastPage: number | 'unknown' | undefined;
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
  const empty = response.results.length === 0;
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
      <SkippedSources skipped={response.skipped} />
      <HiddenBySiteRules count={response.hiddenBySiteRules} />
      <SponsoredLinks links={sponsored} />
      {empty && lastPage ? (
        <PastLastPage lastPage={lastPage} />
      ) : empty ? (
        <NoResults text={query.text} />
      ) : (
        <VerticalResults query={query} outcome={outcome} withGroups={withGroups} />
      )}
      {empty ? null : <SiteRulesMenu />}
      {query.vertical === 'web' ? <RelatedSearches related={response.related} path={path} /> : null}
      <div className="o8">
        {query.vertical === 'images' ? (
          <MoreImages page={query.page} hasMore={response.hasMore} maxPage={maxPage} />
        ) : null}
        {empty ? null : (
          <Pager
            page={query.page}
            hasMore={response.hasMore}
            maxPage={maxPage}
            withNext={query.vertical !== 'images'}
          />
        )}
      </div>
    </>
  );
}

function Shell({ query, tab, capabilities }: { query: SearchQuery; tab: Tab; capabilities: Capabilities }) {
  const { t } = useRequest();
  return (
    <div className={`serp serp--${tab}`}>
      <h1 className="visually-hidden">{t('search.resultsFor', { query: query.text })}</h1>
      <FiltersBar query={query} capabilities={capabilities} tab={tab === 'web' ? 'web' : undefined} />
      <ResultsPending />
      <Deferred />
    </div>
  );
}

function Unavailable() {
  const { t } = useRequest();
  return <p className="notice">{t('search.unavailable')}</p>;
}

export function searchView(props: SearchPageProps): StreamedBody | ReactNode {
  if (props.unavailable) return <Unavailable />;
  const { tab, query, capabilities, main, sponsored, groups, infobox, lastPage } = props;
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
        lastPage={await lastPage}
      />
    ),
    ...groups.map(
      ([kind, pending]): DeferredPart =>
        async () => <Group kind={kind} outcome={await pending} q={shownText(await main)} />,
    ),
  ];
  if (infobox) deferred.push(async () => <EncyclopediaPanel box={await infobox} />);
  return { body: <Shell query={query} tab={tab} capabilities={capabilities} />, deferred };
}
