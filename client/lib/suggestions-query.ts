/**
 * Fetches search suggestions for the SearchBox island with react-query. Loaded with a dynamic
 * import() only where suggestions are offered (Android; desktop browsers use /opensearch.xml),
 * so other pages never download react-query.
 *
 * SuggestionsFeed renders nothing: it waits until the visitor has stopped typing for 800 ms,
 * asks GET {apiBase}/search/autosuggest?q=…&lang=…&country=… (OpenSearch JSON `[q, [s1, s2, …]]`,
 * in the page's language and the visitor's search country first) and hands
 * the list to onSuggestions. When the term changes, react-query aborts the superseded request
 * through the signal the fetch was given. Failures are only logged: the box works without them.
 */
import { QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export const SUGGESTION_DEBOUNCE_MS = 800;
const MAX_SUGGESTIONS = 8;

export interface SuggestionsFeedProps {
  /** Trimmed text to suggest for; '' stops asking. */
  term: string;
  /** '' for the same origin, else the API origin or path (API_BASE). */
  apiBase: string;
  lang: string;
  /** Two letters, e.g. FR: the search region's country (server/shared/suggest-params.ts). */
  country: string;
  onSuggestions: (list: readonly string[]) => void;
}

/** The suggestion request: the typed text, the page language and the search country. */
export function suggestionsUrl(apiBase: string, params: { term: string; lang: string; country: string }): string {
  const { term, lang, country } = params;
  const encode = encodeURIComponent;
  return `${apiBase}/search/autosuggest?q=${encode(term)}&lang=${encode(lang)}&country=${encode(country)}`;
}

async function fetchSuggestions(url: string, signal: AbortSignal): Promise<string[]> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/x-suggestions+json' } });
  if (!response.ok) throw new Error(`suggestions answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  const list = Array.isArray(body) ? body[1] : undefined;
  if (!Array.isArray(list)) throw new Error('suggestions are not OpenSearch JSON');
  const texts = list.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return [...new Set(texts)].slice(0, MAX_SUGGESTIONS);
}

/** The term once it has stayed the same for the debounce delay; '' at once, to stop asking. */
function useSettledTerm(term: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (!term) {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(term), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term]);
  return settled;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A suggestion that comes late is worthless: no retries, no refetch behind the visitor's back.
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false },
    },
  });
}

export function SuggestionsFeed({ term, apiBase, lang, country, onSuggestions }: SuggestionsFeedProps): null {
  // One client per island instance, kept for its lifetime (the cache answers repeated terms).
  const [client] = useState(createQueryClient);
  const settled = useSettledTerm(term);
  const { data, error } = useQuery(
    {
      queryKey: ['suggestions', apiBase, lang, country, settled],
      queryFn: ({ signal }) => fetchSuggestions(suggestionsUrl(apiBase, { term: settled, lang, country }), signal),
      enabled: settled !== '',
    },
    client,
  );
  useEffect(() => {
    if (data) onSuggestions(data);
  }, [data, onSuggestions]);
  useEffect(() => {
    if (error) console.warn('search suggestions failed', error);
  }, [error]);
  return null;
}
