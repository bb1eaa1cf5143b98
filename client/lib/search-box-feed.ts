/**
 * Loads the SearchBox island's suggestion fetcher (lib/suggestions-query.ts, with react-query)
 * through a dynamic import(), which esbuild splits into its own chunk: only a box that offers
 * suggestions and has been focused downloads it. A failed load only costs the suggestions.
 */
import { type ComponentType, useEffect, useState } from 'react';
import type { SuggestionsFeedProps } from './suggestions-query.ts';

export type Feed = ComponentType<SuggestionsFeedProps>;

/** The suggestion fetcher, imported on demand so pages without suggestions never download it. */
export function useSuggestionsFeed(wanted: boolean): Feed | null {
  // Boxed: useState would call a bare component as an updater function.
  const [feed, setFeed] = useState<{ Component: Feed } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    import('./suggestions-query.ts').then(
      (module) => mounted && setFeed({ Component: module.SuggestionsFeed }),
      (error) => console.warn('search suggestions unavailable', error),
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return feed?.Component ?? null;
}
