/**
 * What a search provider is (one per file in server/search/providers/, the local index in
 * server/search/local/): its declared capabilities and a search that answers a SearchResponse or
 * throws. The search runner (runner.ts), not the providers, owns timeouts, errors and timings.
 */

import type { Locale } from '../shared/locale-choice.ts';
import type { Capabilities, SearchQuery, SearchResponse } from '../shared/search-types.ts';

export interface SearchProvider {
  readonly name: string;
  readonly capabilities: Capabilities;
  /**
   * The answer is computed within the call, without waiting on I/O (the local index): no timer
   * can fire before it returns, so the runner spends no timeout on it (the breaker still applies).
   * Must stay false for any provider whose search awaits a network, a worker or a timer.
   */
  readonly answersInProcess?: boolean;
  /**
   * The provider bounds its own waiting below the runner's timeout (the merged provider: each of
   * its sources is asked through a runner with a shorter budget), so the runner adds no timer.
   */
  readonly boundsOwnTime?: boolean;
  /** Maps the query to the provider's request and its answer to results; throws on failure. */
  search(query: SearchQuery, signal: AbortSignal): Promise<SearchResponse>;
  /**
   * Prefix completions, those in `language` first; only when capabilities.suggestions.
   * `country`: ISO 3166-1 alpha-2, upper case, for providers with country markets (Brave,
   * SearXNG); absent, the language's default region.
   */
  suggest?(text: string, language: Locale, signal: AbortSignal, country?: string): Promise<string[]>;
  /** Throws an operator-readable error when the provider cannot serve (used by /readyz). */
  check?(signal: AbortSignal): Promise<void>;
  close?(): Promise<void>;
}

/** A provider failure the runner can explain to the operator (never shown raw to visitors). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}
