/**
 * Every search source, in one table. SEARCH_PROVIDERS (or SEARCH_PROVIDER for every tab) picks
 * the sources of each tab (search-sources.ts): one source everywhere is that provider itself, as
 * before; otherwise one merged provider asks each tab's sources and fuses their answers
 * (merged-provider.ts). Each file maps the normalized query to its backend; the runners
 * (runner.ts) own time and failure; the open APIs' published limits are kept by one limiter per
 * app (source-limiter.ts), in Redis when given one (REDIS_URL) so that replicas keep them together.
 */

import type { SearchConfig } from '../config.ts';
import { createLogger, type Logger } from '../logger.ts';
import { articleLanguage } from '../shared/wiki-article.ts';
import { lazyRedis, type SharedRedis } from '../shared-state/redis-client.ts';
import type { Encyclopedia, EncyclopediaLookup } from './encyclopedia.ts';
import { createLocalProvider, type LocalProvider } from './local/provider.ts';
import { createMergedProvider, type MergedProviderOptions } from './merged-provider.ts';
import type { SearchProvider } from './provider.ts';
import { createBraveProvider } from './providers/brave.ts';
import { createCommonsProvider } from './providers/commons.ts';
import { createGdeltProvider } from './providers/gdelt.ts';
import { createOpenverseProvider } from './providers/openverse.ts';
import { createSearxngProvider } from './providers/searxng.ts';
import { createSepiaProvider } from './providers/sepia.ts';
import { createWikipediaProvider } from './providers/wikipedia.ts';
import { type SourceName, sourcesUsed } from './search-sources.ts';
import { redisSourceLimitStore } from './source-limit-redis.ts';
import { memorySourceLimitStore } from './source-limit-store.ts';
import { createSourceLimiter } from './source-limiter.ts';

type Factory = (config: SearchConfig, deps: { logger?: Logger }) => SearchProvider;

export const providers: Record<SourceName, Factory> = {
  local: (config, { logger }) => createLocalProvider({ indexFile: config.indexFile, workers: config.workers, logger }),
  // config.ts refuses searxng without SEARXNG_URL, and brave without a key.
  searxng: (config) => createSearxngProvider({ baseUrl: config.searxngUrl ?? '' }),
  brave: (config) => createBraveProvider({ apiKey: config.braveApiKey ?? '', apiUrl: config.braveApiUrl }),
  wikipedia: (config) =>
    createWikipediaProvider({ contactEmail: config.contactEmail, baseUrl: config.openApiUrls.wikipedia }),
  commons: (config) =>
    createCommonsProvider({ contactEmail: config.contactEmail, baseUrl: config.openApiUrls.commons }),
  openverse: (config) =>
    createOpenverseProvider({ contactEmail: config.contactEmail, baseUrl: config.openApiUrls.openverse }),
  sepia: (config) => createSepiaProvider({ contactEmail: config.contactEmail, baseUrl: config.openApiUrls.sepia }),
  gdelt: (config) => createGdeltProvider({ contactEmail: config.contactEmail, baseUrl: config.openApiUrls.gdelt }),
};

/** Results per page of the open APIs, so that a merged page asks each deep enough. */
const SOURCE_PAGE_SIZES: Readonly<Record<string, number>> = {
  wikipedia: 20,
  commons: 20,
  openverse: 20,
  sepia: 20,
  gdelt: 25,
};

/**
 * How long a merged page waits for its sources: a fifth under the page's own timeout
 * (SEARCH_TIMEOUT_MS), so that a source out of time costs that source, never the page.
 */
export function sourceBudgetMs(timeoutMs: number): number {
  return Math.max(50, Math.floor(timeoutMs * 0.8));
}

export interface ProviderDeps {
  logger?: Logger;
  breakAfter?: number;
  halfOpenAfterMs?: number;
  /** The app's shared Redis, where the open APIs' limits are kept for all replicas. */
  redis?: SharedRedis;
  /** REDIS_URL, when no `redis` is given: a connection of the provider's own is opened. */
  redisUrl?: string;
  /** Prefix of the limits' Redis keys (default `karma:source-limit:`). */
  keyPrefix?: string;
  /** The metrics' observers, for each source of a merged tab (server/metrics). */
  onLookup?: MergedProviderOptions['onLookup'];
  onCircuitState?: MergedProviderOptions['onCircuitState'];
}

export function createProvider(config: SearchConfig, deps: ProviderDeps = {}): SearchProvider {
  const used = sourcesUsed(config.sources);
  const [only] = used;
  if (used.length === 1 && only) return providers[only](config, deps);
  const logger = deps.logger ?? createLogger('silent');
  const ownRedis = !deps.redis && deps.redisUrl ? lazyRedis(deps.redisUrl, { logger }) : undefined;
  const redis = deps.redis ?? ownRedis;
  const store = redis
    ? redisSourceLimitStore(redis, { prefix: deps.keyPrefix ?? 'karma:source-limit:', logger })
    : memorySourceLimitStore();
  const built = new Map(used.map((name) => [name, providers[name](config, deps)]));
  const tabs = Object.fromEntries(
    Object.entries(config.sources).map(([tab, names]) => [tab, names.map((name) => built.get(name) as SearchProvider)]),
  );
  const merged = createMergedProvider({
    tabs,
    pageSizes: SOURCE_PAGE_SIZES,
    budgetMs: sourceBudgetMs(config.timeoutMs),
    cacheTtlS: config.cacheTtlS,
    logger,
    breakAfter: deps.breakAfter,
    halfOpenAfterMs: deps.halfOpenAfterMs,
    limiter: createSourceLimiter({ store }),
    onLookup: deps.onLookup,
    onCircuitState: deps.onCircuitState,
  });
  if (!ownRedis) return merged;
  return {
    ...merged,
    async close() {
      await Promise.all([merged.close?.(), ownRedis.close()]);
    },
  };
}

function isLocalProvider(provider: SearchProvider): provider is LocalProvider {
  return typeof (provider as Partial<LocalProvider>).article === 'function';
}

/**
 * Encyclopedia summaries for result URLs: from the local index when it holds the article (no
 * request leaves the server), else from the article's wiki host.
 */
export function encyclopediaService(provider: SearchProvider, encyclopedia: Encyclopedia): EncyclopediaLookup {
  return async (url, signal) => {
    const article = encyclopedia.articleFrom(url);
    if (!article) return undefined;
    if (isLocalProvider(provider)) {
      const local = await provider.article(article.title, articleLanguage(article.origin)).catch(() => undefined);
      if (local) return local;
    }
    return encyclopedia.summary(url, signal);
  };
}
