/**
 * A provider whose answers a test scripts, for tests of the page machinery (streaming, logging,
 * layout) rather than of a real backend. Real providers are tested against their own fakes.
 */

import type { SearchProvider } from '../../server/search/provider.ts';
import type { Capabilities, SearchQuery, SearchResponse, SearchResult } from '../../server/shared/search-types.ts';

export const FULL_CAPABILITIES: Capabilities = {
  verticals: ['web', 'images', 'news', 'videos'],
  paging: true,
  maxPage: 10,
  freshness: true,
  safeSearch: ['off', 'moderate', 'strict'],
  imageSafeSearch: ['off', 'strict'],
  imageFilters: ['size', 'aspect', 'type', 'colour', 'licence'],
  videoFilters: ['resolution', 'length'],
  suggestions: true,
  spelling: true,
};

export function answer(results: SearchResult[], extra: Partial<SearchResponse> = {}): SearchResponse {
  return { results, hasMore: false, related: [], unresponsive: [], ...extra };
}

export function webResult(
  title: string,
  url = `https://example.org/${encodeURIComponent(title)}`,
  snippet = 'A snippet',
): SearchResult {
  return { vertical: 'web', url, title, snippet: [{ text: snippet }] };
}

export function scriptedProvider(
  respond: (query: SearchQuery, signal: AbortSignal) => Promise<SearchResponse> | SearchResponse,
  capabilities: Capabilities = FULL_CAPABILITIES,
): SearchProvider & { calls: SearchQuery[] } {
  const calls: SearchQuery[] = [];
  return {
    name: 'scripted',
    capabilities,
    calls,
    async search(query, signal) {
      calls.push(query);
      return respond(query, signal);
    },
    async suggest(text) {
      return [`${text} suggestion`];
    },
  };
}
