/**
 * Whether one source of a merged tab can answer a query as the visitor asked it, and the
 * capabilities a merged provider declares from its sources (merged-provider.ts).
 *
 * Safe search is never weakened: a source without the requested level is asked at the nearest
 * stricter level it has (the local index's images know only off and strict, so moderate is
 * strict there), and left out when it has none (Wikipedia knows only off). A filter the source
 * cannot apply leaves it out too: its results would not match the filter. The page then says
 * which sources were left out, rather than mixing unfiltered results in.
 */
import {
  type Capabilities,
  IMAGE_FILTER_VALUES,
  type ImageFilterName,
  SAFE_SEARCH,
  type SearchQuery,
  VERTICALS,
  VIDEO_FILTER_VALUES,
  type VideoFilterName,
} from '../shared/search-types.ts';

/** The query as this source should get it, or undefined when it cannot honour it. */
export function queryForSource(capabilities: Capabilities, query: SearchQuery): SearchQuery | undefined {
  if (!capabilities.verticals.includes(query.vertical)) return undefined;
  const levels = query.vertical === 'images' ? capabilities.imageSafeSearch : capabilities.safeSearch;
  const safeSearch = SAFE_SEARCH.slice(SAFE_SEARCH.indexOf(query.safeSearch)).find((level) => levels.includes(level));
  if (!safeSearch) return undefined;
  if (query.freshness !== 'any' && query.vertical !== 'images' && !capabilities.freshness) return undefined;
  if (query.vertical === 'images') {
    const asked = Object.keys(query.image) as ImageFilterName[];
    if (asked.some((name) => query.image[name] && !capabilities.imageFilters.includes(name))) return undefined;
  }
  if (query.vertical === 'videos') {
    const asked = Object.keys(query.video) as VideoFilterName[];
    if (asked.some((name) => query.video[name] && !capabilities.videoFilters.includes(name))) return undefined;
  }
  return safeSearch === query.safeSearch ? query : { ...query, safeSearch };
}

const union = <T extends string>(order: readonly T[], lists: readonly (readonly T[])[]): T[] =>
  order.filter((item) => lists.some((list) => list.includes(item)));

/**
 * What a merged provider offers: a tab, level or filter any of its sources can honour (the
 * others are left out when it is asked for). Each field from the tabs it applies to.
 */
export function mergedCapabilities(
  tabs: Partial<Record<SearchQuery['vertical'], readonly Capabilities[]>>,
): Capabilities {
  const of = (verticals: readonly SearchQuery['vertical'][]) => verticals.flatMap((v) => tabs[v] ?? []);
  const all = of(VERTICALS);
  const notImages = of(['web', 'news', 'videos']);
  const images = of(['images']);
  const videos = of(['videos']);
  return {
    verticals: VERTICALS.filter((v) => (tabs[v]?.length ?? 0) > 0),
    paging: all.some((c) => c.paging),
    maxPage: Math.max(1, ...all.map((c) => (c.paging ? c.maxPage : 1))),
    freshness: notImages.some((c) => c.freshness),
    safeSearch: union(
      SAFE_SEARCH,
      notImages.map((c) => c.safeSearch),
    ),
    imageSafeSearch: union(
      SAFE_SEARCH,
      images.map((c) => c.imageSafeSearch),
    ),
    imageFilters: union(
      Object.keys(IMAGE_FILTER_VALUES) as ImageFilterName[],
      images.map((c) => c.imageFilters),
    ),
    videoFilters: union(
      Object.keys(VIDEO_FILTER_VALUES) as VideoFilterName[],
      videos.map((c) => c.videoFilters),
    ),
    suggestions: all.some((c) => c.suggestions),
    spelling: all.some((c) => c.spelling),
    // Prefetching a page would ask every source of it: only when none is a third party.
    cheapLookups: all.every((c) => c.cheapLookups === true),
  };
}
