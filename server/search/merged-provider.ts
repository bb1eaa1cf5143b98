/**
 * One SearchProvider over several sources per results tab (SEARCH_PROVIDERS): each source is asked
 * through a search runner of its own (runner.ts: its own breaker per tab, budget and cache), the
 * answers are fused by reciprocal rank fusion (merge-results.ts) and paged over the fused list.
 *
 *   const provider = createMergedProvider({ tabs: { web: [local, wikipedia] }, budgetMs: 2400, … });
 *
 * Waiting is bounded: a source that has not answered within `budgetMs` is left out of that page
 * and named in `unresponsive`, so a slow or unreachable API never holds the local results back.
 * The budget must stay below the outer runner's timeout, or the whole page would time out.
 * Sources that cannot honour the visitor's safe-search level or filters are left out and named
 * in `skipped` (source-fit.ts). Every request to an open API passes its published limits
 * (limited-source.ts, source-limits.ts): a request over them leaves the source out of that page,
 * named in `unresponsive`. See docs/decisions/032-open-providers-merged.md.
 */
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.ts';
import type { Locale } from '../shared/locale-choice.ts';
import type { SearchQuery, SearchResponse, Vertical } from '../shared/search-types.ts';
import { canonicalUrl } from './canonical-url.ts';
import { limitedSource } from './limited-source.ts';
import { pageSize } from './local/query/find-rows.ts';
import { mergeResults, pageOfMerged } from './merge-results.ts';
import { ProviderError, type SearchProvider } from './provider.ts';
import { cacheKey } from './query-params.ts';
import { createSearchRunner, type RunnerOptions, type SearchRunner } from './runner.ts';
import { askSource, type SourceAnswer } from './source-answer.ts';
import { mergedCapabilities, queryForSource } from './source-fit.ts';
import { memorySourceLimitStore } from './source-limit-store.ts';
import { createSourceLimiter, type SourceLimiter } from './source-limiter.ts';

type Source = SearchProvider & { generation?: () => string; article?: unknown };

export interface MergedProviderOptions {
  /** The sources of each tab, in merge order (earlier wins ties); a tab absent is not offered. */
  tabs: Partial<Record<Vertical, readonly Source[]>>;
  /** Results a source answers per page, by source name (default: the merged page's size). */
  pageSizes?: Readonly<Record<string, number>>;
  /** How long any source may take for one page; below the outer runner's timeout. */
  budgetMs: number;
  /** Seconds each source's answers are cached (SEARCH_CACHE_TTL); 0: none. */
  cacheTtlS: number;
  logger: Logger;
  breakAfter?: number;
  halfOpenAfterMs?: number;
  /** Keeps each open API's published limits; this process's own when absent. */
  limiter?: SourceLimiter;
  /** Told of each source's lookups and circuit changes (server/metrics), by the source's name. */
  onLookup?: RunnerOptions['onLookup'];
  onCircuitState?: RunnerOptions['onCircuitState'];
}

/** The part of a source's budget a request may wait for its turn at a serial API. */
const TURN_WAIT_SHARE = 0.1;

/** How long a fused list is kept, so that later pages extend it instead of reshuffling it. */
const FUSED_TTL_MS = 5 * 60_000;

export function createMergedProvider(options: MergedProviderOptions): Source {
  const distinct = [...new Set(Object.values(options.tabs).flat())];
  const limiter = options.limiter ?? createSourceLimiter({ store: memorySourceLimitStore() });
  const limits = {
    limiter,
    waitMs: Math.floor(options.budgetMs * TURN_WAIT_SHARE),
    holdMs: options.budgetMs,
  };
  const runners = new Map<Source, SearchRunner>(
    distinct.map((source) => [
      source,
      createSearchRunner({
        provider: limitedSource(source, limits),
        timeoutMs: options.budgetMs,
        cacheTtlS: options.cacheTtlS,
        logger: options.logger,
        breakAfter: options.breakAfter,
        halfOpenAfterMs: options.halfOpenAfterMs,
        detachTrial: true,
        onLookup: options.onLookup,
        onCircuitState: options.onCircuitState,
      }),
    ]),
  );
  const fused = new LRUCache<string, { list: SearchResponse['results'] }>({ max: 500, ttl: FUSED_TTL_MS });
  const local = distinct.find((source) => typeof source.article === 'function');
  const generation = () => distinct.map((source) => source.generation?.() ?? '').join('|');
  const capabilities = mergedCapabilities(
    Object.fromEntries(Object.entries(options.tabs).map(([tab, sources]) => [tab, sources.map((s) => s.capabilities)])),
  );
  const suggester = distinct.find((source) => source.capabilities.suggestions && source.suggest);

  async function search(query: SearchQuery, signal: AbortSignal): Promise<SearchResponse> {
    const size = pageSize(query.vertical);
    const sources = options.tabs[query.vertical] ?? [];
    const fitting = sources.flatMap((source) => {
      const asked = queryForSource(source.capabilities, query);
      return asked ? [{ source, asked }] : [];
    });
    const skipped = sources.filter((source) => !fitting.some((f) => f.source === source)).map((s) => s.name);
    // Deep enough in every source for this page of the fused list to be settled.
    const answers: SourceAnswer[] = await Promise.all(
      fitting.map(({ source, asked }) => {
        const perPage = options.pageSizes?.[source.name] ?? size;
        const depth = fitting.length === 1 ? 0 : Math.ceil((query.page * size) / perPage);
        return askSource(runners.get(source) as SearchRunner, source, asked, depth, signal);
      }),
    );
    signal.throwIfAborted();
    const answered = answers.filter((a) => a.response);
    if (fitting.length > 0 && answered.length === 0) {
      throw new ProviderError(
        'merged',
        `no source answered (${answers.map((a) => `${a.name}: ${a.status}`).join(', ')})`,
      );
    }
    const unresponsive = [
      ...answers.filter((a) => !a.response).map((a) => a.name),
      ...answered.flatMap((a) => a.response?.unresponsive ?? []),
    ];
    const first = answered[0]?.response;
    const extras = { spelling: first?.spelling, related: first?.related ?? [], infobox: first?.infobox };
    if (fitting.length === 1 && first) {
      // One source: its own page, exactly as it paged it, credited.
      const results = first.results.map((r) => ({ ...r, provider: answered[0]?.name }));
      return { ...extras, results, hasMore: first.hasMore, unresponsive, skipped };
    }
    // A first page shows nothing kept, and a list missing a source is not kept: no key to make.
    const keeps = query.page > 1 || unresponsive.length === 0;
    const key = keeps ? `${generation()}\u0000${cacheKey('merged', { ...query, page: 1 })}` : '';
    const known = keeps ? fused.get(key) : undefined;
    const fresh = mergeResults(answered.map((a) => ({ source: a.name, results: a.results })));
    // Pages already shown keep their results: only what follows them comes from the new fusion.
    const shown = known ? known.list.slice(0, (query.page - 1) * size) : [];
    const shownUrls = new Set(shown.map((r) => canonicalUrl(r.url)));
    const list = [...shown, ...fresh.filter((r) => !shownUrls.has(canonicalUrl(r.url)))];
    // A list missing a source is not kept: the next visitor should get the source back.
    if (unresponsive.length === 0) fused.set(key, { list });
    const page = pageOfMerged(list, query.page, size);
    const hasMore = page.hasMore || answered.some((a) => a.hasMore);
    return { ...extras, results: page.results, hasMore, unresponsive, skipped };
  }

  return {
    name: 'merged',
    capabilities,
    // Every source is asked through a runner with the budget, shorter than the outer timeout.
    boundsOwnTime: true,
    generation,
    search,
    ...(local ? { article: (local as { article: unknown }).article } : {}),
    suggest: suggester?.suggest
      ? (text: string, language: Locale, signal: AbortSignal, country?: string) =>
          suggester.suggest?.(text, language, signal, country) ?? Promise.resolve([])
      : undefined,
    // Readiness is the local index's (or the web tab's first source): an open API being away
    // leaves its tab with fewer results, not the site unready.
    check: (local ?? options.tabs.web?.[0])?.check?.bind(local ?? options.tabs.web?.[0]),
    async close() {
      await Promise.all(distinct.map((source) => source.close?.()));
    },
  };
}
