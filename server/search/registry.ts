/**
 * Every search provider, in one table: SEARCH_PROVIDER picks one. Each file maps the normalized
 * query to its backend; the runner (runner.ts) owns time and failure.
 */

import type { SearchProvider } from '../../client/contract/search-types.ts';
import { articleLanguage } from '../../client/contract/wiki-article.ts';
import type { SearchConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { PageServices } from '../render/request-context.ts';
import type { Encyclopedia } from './encyclopedia.ts';
import { createLocalProvider, type LocalProvider } from './local/provider.ts';
import { createBraveProvider } from './providers/brave.ts';
import { createSearxngProvider } from './providers/searxng.ts';

type Factory = (config: SearchConfig, deps: { logger?: Logger }) => SearchProvider;

export const providers: Record<SearchConfig['provider'], Factory> = {
  local: (config, { logger }) => createLocalProvider({ indexFile: config.indexFile, workers: config.workers, logger }),
  // config.ts refuses SEARCH_PROVIDER=searxng without SEARXNG_URL, and brave without a key.
  searxng: (config) => createSearxngProvider({ baseUrl: config.searxngUrl ?? '' }),
  brave: (config) => createBraveProvider({ apiKey: config.braveApiKey ?? '', apiUrl: config.braveApiUrl }),
};

export function createProvider(config: SearchConfig, deps: { logger?: Logger } = {}): SearchProvider {
  return providers[config.provider](config, deps);
}

function isLocalProvider(provider: SearchProvider): provider is LocalProvider {
  return typeof (provider as Partial<LocalProvider>).article === 'function';
}

/**
 * Encyclopedia summaries for result URLs: from the local index when it holds the article (no
 * request leaves the server), else from the article's wiki host.
 */
export function encyclopediaService(
  provider: SearchProvider,
  encyclopedia: Encyclopedia,
): PageServices['encyclopedia'] {
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
