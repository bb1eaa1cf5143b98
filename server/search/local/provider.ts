/**
 * The `local` provider, the embedded default (SEARCH_PROVIDER=local): full-text search over a
 * SQLite FTS5 index file (SEARCH_INDEX_FILE, default DATA_DIR/index.sqlite) built by
 * `npm run index` (importer.ts; docs/index-format.md). The file is opened read-only and reopened
 * when the importer swaps a new one in, without a restart. Nothing here logs the query.
 *
 *   const provider = createLocalProvider({ indexFile: config.search.indexFile, logger });
 *   const page = await provider.search(query, signal);
 */
import type { Locale } from '../../i18n/locale-choice.ts';
import type { Logger } from '../../logger.ts';
import {
  type Capabilities,
  type Infobox,
  ProviderError,
  type SearchProvider,
  type SearchQuery,
  type SearchResponse,
} from '../types.ts';
import { findArticle } from './article.ts';
import { createIndexHandle } from './index-handle.ts';
import { MAX_PAGE, runSearch } from './run-search.ts';
import { suggestPhrases } from './suggestions.ts';

export interface LocalProviderOptions {
  indexFile: string;
  logger?: Logger;
  /** The clock freshness filters count back from (tests inject one). */
  now?: () => Date;
  /** Checks for a swapped-in index file at most this often, in ms (default 1000). */
  reloadCheckMs?: number;
}

export type LocalProvider = SearchProvider & {
  /** The encyclopedia panel for a Wikipedia article held in the index, if any. */
  article(title: string, language: Locale): Promise<Infobox | undefined>;
};

export const LOCAL_CAPABILITIES: Capabilities = {
  verticals: ['web', 'images', 'news', 'videos'],
  paging: true,
  maxPage: MAX_PAGE,
  freshness: true,
  safeSearch: ['off', 'moderate', 'strict'],
  // Images have only the adult flag: moderate would behave exactly as strict.
  imageSafeSearch: ['off', 'strict'],
  imageFilters: ['size', 'aspect', 'type', 'colour', 'licence'],
  videoFilters: ['resolution', 'length'],
  suggestions: true,
  spelling: true,
};

export function createLocalProvider(options: LocalProviderOptions): LocalProvider {
  const handle = createIndexHandle(options.indexFile, options);
  const now = options.now ?? (() => new Date());

  return {
    name: 'local',
    capabilities: LOCAL_CAPABILITIES,
    // better-sqlite3 reads the file synchronously: the answer is there when search returns.
    answersInProcess: true,
    async search(query: SearchQuery, signal: AbortSignal): Promise<SearchResponse> {
      signal.throwIfAborted();
      return runSearch(handle.current(), query, now().getTime());
    },
    async suggest(text: string, _language: Locale, signal: AbortSignal): Promise<string[]> {
      signal.throwIfAborted();
      return suggestPhrases(handle.current(), text);
    },
    async article(title: string, language: Locale): Promise<Infobox | undefined> {
      // The panel is optional: with no index there is simply no panel.
      try {
        return findArticle(handle.current(), title, language);
      } catch (error) {
        if (error instanceof ProviderError) return undefined;
        throw error;
      }
    },
    async check(signal: AbortSignal): Promise<void> {
      signal.throwIfAborted();
      handle.current();
    },
    async close(): Promise<void> {
      handle.close();
    },
  };
}
