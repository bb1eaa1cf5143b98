/**
 * The search form of the home page and the result header: the SearchBox island, which renders a
 * plain GET form on the server (works without JavaScript) and adds suggestions and keyboard
 * behaviour once hydrated.
 */
import { suggestionCountry } from '../../server/shared/suggest-params.ts';
import { Island } from '../components/Island.tsx';
import { useRequest } from '../use-request.tsx';

export interface SearchBoxFieldProps {
  /** Prefix of the element ids (two boxes may share a page). */
  id: string;
  action: string;
  value?: string;
  /** Extra GET fields kept by a new search (e.g. t=web). */
  hidden?: Record<string, string>;
  /** The request's User-Agent; by default the one in the request context. */
  userAgent?: string;
}

/**
 * Android browsers get suggestions from the page; desktop browsers already get them in the
 * address bar through /opensearch.xml, so the page does not repeat them there.
 */
export const offersSuggestions = (userAgent: string): boolean => /Android/i.test(userAgent);

export function SearchBoxField({ id, action, value = '', hidden = {}, userAgent }: SearchBoxFieldProps) {
  const request = useRequest();
  const { t, locale } = request;
  // A page may pass a User-Agent (tests, previews); otherwise the request's decides.
  return (
    <Island
      name="SearchBox"
      props={{
        id,
        action,
        value,
        hiddenFields: hidden,
        labels: {
          label: t('search.label'),
          placeholder: t('search.placeholder'),
          submit: t('search.submit'),
          suggestions: t('searchBox.suggestions'),
          available: t('searchBox.available'),
        },
        suggest: offersSuggestions(userAgent ?? request.userAgent),
        // Suggestions come from this site (/search/autosuggest), whatever API_BASE says.
        apiBase: '',
        lang: locale,
        country: suggestionCountry(request.visitor?.settings.searchRegion, locale),
      }}
    />
  );
}
