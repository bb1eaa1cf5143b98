/**
 * The `local` provider, the embedded default (SEARCH_PROVIDER=local): full-text search over a
 * SQLite FTS5 index file (SEARCH_INDEX_FILE, default DATA_DIR/index.sqlite) built by
 * `npm run index` (importer.ts; docs/index-format.md). The file is opened read-only and reopened
 * when the importer swaps a new one in, without a restart. With `workers` (SEARCH_WORKERS) the
 * lookups run in worker threads (worker-pool.ts), else in the caller's thread. Nothing here logs
 * the query.
 *
 *   const provider = createLocalProvider({ indexFile: config.search.indexFile, logger });
 *   const page = await provider.search(query, signal);
 */

import type { Logger } from '../../logger.ts';
import type { Locale } from '../../shared/locale-choice.ts';
import type { Capabilities, Infobox, SearchQuery, SearchResponse } from '../../shared/search-types.ts';
import { ProviderError, type SearchProvider } from '../provider.ts';
import { MAX_PAGE } from './query/find-rows.ts';
import { answerCall, type IndexAnswers, type IndexCall } from './runtime/index-calls.ts';
import { generationClock } from './runtime/index-generation.ts';
import { createIndexHandle } from './runtime/index-handle.ts';
import { verticalPresence } from './runtime/vertical-presence.ts';
import { createWorkerPool } from './runtime/worker-pool.ts';

export interface LocalProviderOptions {
  indexFile: string;
  logger?: Logger;
  /** The clock freshness filters count back from (tests inject one). */
  now?: () => Date;
  /** Checks for a swapped-in index file at most this often, in ms (default 1000). */
  reloadCheckMs?: number;
  /** Worker threads answering the lookups; 0 or absent: the caller's thread. */
  workers?: number;
  /** The workers' entry (tests give a scripted one; worker-pool.ts). */
  workerUrl?: URL;
}

export type LocalProvider = SearchProvider & {
  /** The index file's generation (index-generation.ts): part of the runner's result-cache key. */
  generation(): string;
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
  // Answered from the index file on this server: nothing is paid or sent out per lookup.
  cheapLookups: true,
};

export function createLocalProvider(options: LocalProviderOptions): LocalProvider {
  const now = options.now ?? (() => new Date());
  const pool = options.workers ? createWorkerPool({ ...options, size: options.workers }) : undefined;
  const handle = pool ? undefined : createIndexHandle(options.indexFile, options);
  const generation = generationClock(options.indexFile, options.reloadCheckMs ?? 1000);
  // Async, so that an error thrown by a lookup in this thread rejects the promise as well.
  const ask = async <K extends IndexCall['op']>(
    call: Extract<IndexCall, { op: K }>,
    signal?: AbortSignal,
  ): Promise<IndexAnswers[K]> => {
    if (pool) return pool.call(call, signal);
    signal?.throwIfAborted();
    return answerCall(handle!, call) as IndexAnswers[K];
  };

  // An index of articles alone answers the All tab's news, images and videos with nothing:
  // known once per index file, those lookups cost no call.
  const presence = verticalPresence(() => ask({ op: 'verticals' }), generation);

  return {
    name: 'local',
    capabilities: LOCAL_CAPABILITIES,
    // In the caller's thread, better-sqlite3 reads the file synchronously: the answer is there
    // when search returns, and no timer could fire before. A worker's answer can be late.
    answersInProcess: !pool,
    generation,
    search: (query: SearchQuery, signal: AbortSignal): Promise<SearchResponse> =>
      presence.mayHold(query.vertical)
        ? ask({ op: 'search', query, nowMs: now().getTime(), generation: generation() }, signal)
        : Promise.resolve({ results: [], hasMore: false, related: [], unresponsive: [] }),
    // The index knows each record's language, not its country: the country is not used.
    suggest: (text: string, language: Locale, signal: AbortSignal): Promise<string[]> =>
      ask({ op: 'suggest', text, language }, signal),
    async article(title: string, language: Locale): Promise<Infobox | undefined> {
      // The panel is optional: with no index there is simply no panel.
      try {
        return await ask({ op: 'article', title, language });
      } catch (error) {
        if (error instanceof ProviderError) return undefined;
        throw error;
      }
    },
    async check(signal: AbortSignal): Promise<void> {
      await ask({ op: 'check' }, signal);
    },
    async close(): Promise<void> {
      handle?.close();
      await pool?.close();
    },
  };
}
