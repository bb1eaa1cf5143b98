/**
 * Where the footer's "results provider privacy" link goes, per SEARCH_PROVIDER: our own notice for
 * the local index, the SearXNG instance's about page (which states what it keeps), Brave's policy.
 */
import type { SearchProviderName } from '../../server/shared/search-types.ts';

/** The part of the search configuration (server/config.ts, SearchConfig) the link depends on. */
type ProviderSettings = { provider: SearchProviderName; searxngUrl?: string | undefined };

export const BRAVE_PRIVACY_URL = 'https://search.brave.com/help/privacy-policy';

const PROVIDER_PRIVACY: Record<SearchProviderName, (search: ProviderSettings) => string> = {
  local: () => '/privacy#search',
  // config.ts refuses SEARCH_PROVIDER=searxng without SEARXNG_URL; it is stored without a trailing slash.
  searxng: (search) => `${search.searxngUrl ?? ''}/info/en/about`,
  brave: () => BRAVE_PRIVACY_URL,
};

/** A site path (to localize) for the local index, else an absolute URL. */
export function providerPrivacyHref(search: ProviderSettings): string {
  return PROVIDER_PRIVACY[search.provider](search);
}
