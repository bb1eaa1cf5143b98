/**
 * Brave provider: queries the Brave Search API ({BRAVE_API_URL}/web/search, /images/search,
 * /news/search, /videos/search and /suggest/search). Configured by SEARCH_PROVIDER=brave,
 * BRAVE_API_KEY (sent as the X-Subscription-Token header) and BRAVE_API_URL (by default
 * https://api.search.brave.com/res/v1).
 *
 * Upstream gets the query, page, language, country, safe search and freshness, with headers built
 * here: never the visitor's IP, cookies, user agent or referer. Brave has no image filters, so size
 * and aspect are applied to its answer (brave-image-filters.ts). The search runner owns timeouts,
 * retries and timings, so nothing here sets a timer; the caller's signal aborts fetches.
 */
import { REGION } from '../../shared/locale-choice.ts';
import { remoteQueryText } from '../../shared/query-operators.ts';
import type { Capabilities, SearchQuery, SearchResponse, Vertical } from '../../shared/search-types.ts';
import { ProviderError, type SearchProvider } from '../provider.ts';
import { matchesImageFilters } from './brave-image-filters.ts';
import { type BraveAnswer, braveInfobox, braveRelated, braveResults, readBraveAnswer } from './brave-map.ts';
import { typedFoundPlenty, usableCorrection, withSuggestion } from './remote-spelling.ts';

const NAME = 'brave';

export const BRAVE_CAPABILITIES: Capabilities = {
  verticals: ['web', 'images', 'news', 'videos'],
  paging: true,
  // Brave's offset counts pages and stops at 9.
  maxPage: 10,
  freshness: true,
  safeSearch: ['off', 'moderate', 'strict'],
  // The image endpoint knows only off and strict.
  imageSafeSearch: ['off', 'strict'],
  // Applied to the answer from each image's width and height (brave-image-filters.ts).
  imageFilters: ['size', 'aspect'],
  videoFilters: [],
  suggestions: true,
  spelling: true,
  // Every request spends the plan's paid quota.
  cheapLookups: false,
};

const ENDPOINT: Record<Vertical, string> = {
  web: 'web/search',
  images: 'images/search',
  news: 'news/search',
  videos: 'videos/search',
};
// Results per request: a request costs the same quota whatever the count, so each takes a full page.
const COUNT: Record<Vertical, number> = { web: 20, images: 50, news: 20, videos: 20 };
const FRESHNESS = { day: 'pd', week: 'pw', month: 'pm' } as const;

export function createBraveProvider(options: { apiKey: string; apiUrl: string }): SearchProvider {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const fail = (message: string, status?: number) => new ProviderError(NAME, message, status);

  async function get(endpoint: string, params: URLSearchParams, signal: AbortSignal): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/${endpoint}?${params}`, {
        headers: { Accept: 'application/json', 'X-Subscription-Token': options.apiKey },
        // Never replay the key to wherever a redirect points.
        redirect: 'error',
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw fail(`could not reach ${apiUrl}: ${describe(error)}`);
    }
    if (!response.ok) throw fail(await statusMessage(endpoint, response), response.status);
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      if (signal.aborted) throw error;
      throw fail(`${endpoint} broke off its answer: ${describe(error)}`);
    }
    try {
      return JSON.parse(body);
    } catch {
      throw fail(`${endpoint} answered malformed JSON (is BRAVE_API_URL the Brave Search API?)`);
    }
  }

  function read(vertical: Vertical, body: unknown): BraveAnswer {
    const outcome = readBraveAnswer(vertical, body);
    if ('problem' in outcome) {
      throw fail(`${ENDPOINT[vertical]} answered JSON of an unexpected shape (${outcome.problem})`);
    }
    return outcome.answer;
  }

  return {
    name: NAME,
    capabilities: BRAVE_CAPABILITIES,

    async search(query, signal) {
      if (query.page > BRAVE_CAPABILITIES.maxPage) return emptyResponse();
      const answer = read(query.vertical, await get(ENDPOINT[query.vertical], searchParams(query), signal));
      const response = toResponse(answer, query);
      if (!response.spelling) return response;
      // Brave searched its `altered` form, not the text as typed: that is asked for once more
      // (spellcheck=false). Finding plenty, it is shown with the correction offered; finding
      // little, Brave's results stand ('Showing results for'; remote-spelling.ts).
      const typedQuery = { ...query, spellcheck: false };
      const typedAnswer = read(query.vertical, await get(ENDPOINT[query.vertical], searchParams(typedQuery), signal));
      const typed = toResponse(typedAnswer, typedQuery);
      return typedFoundPlenty(typed) ? withSuggestion(typed, response.spelling.corrected) : response;
    },

    // Brave's suggest endpoint takes the market as `country` (two letters) and `lang`.
    async suggest(text, language, signal, country = REGION[language].split('-')[1]) {
      const params = new URLSearchParams({ q: text, lang: language, ...(country ? { country } : {}) });
      const body = await get('suggest/search', params, signal);
      const results = (body as { results?: unknown } | null)?.results;
      if (!Array.isArray(results)) throw fail('suggest/search answered JSON of an unexpected shape (results)');
      return results
        .map((entry) => (entry as { query?: unknown } | null)?.query)
        .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
    },

    // Validates the key with the smallest real search; it spends one request of the plan's quota.
    async check(signal) {
      read('web', await get(ENDPOINT.web, new URLSearchParams({ q: 'karma', count: '1' }), signal));
    },
  };
}

function searchParams(query: SearchQuery): URLSearchParams {
  const images = query.vertical === 'images';
  const params = new URLSearchParams({
    // Operators in the syntax it passes on (quotes, -, site:, OR, intitle:); unknown ones as words.
    q: remoteQueryText(query.text),
    count: String(COUNT[query.vertical]),
    offset: String(query.page - 1),
    // The image endpoint has no moderate level: the nearest stricter one stands in.
    safesearch: images && query.safeSearch === 'moderate' ? 'strict' : query.safeSearch,
    search_lang: query.language,
  });
  const region = /^([a-z]{2,3})-([a-z]{2})$/i.exec(query.region);
  if (region) {
    params.set('country', region[2]!.toUpperCase());
    params.set('ui_lang', `${region[1]!.toLowerCase()}-${region[2]!.toUpperCase()}`);
  }
  if (query.freshness !== 'any') params.set('freshness', FRESHNESS[query.freshness]);
  if (!query.spellcheck) params.set('spellcheck', 'false');
  return params;
}

function toResponse(answer: BraveAnswer, query: SearchQuery): SearchResponse {
  const { vertical } = query;
  let results = braveResults(vertical, answer.results);
  if (vertical === 'images') {
    results = results.filter((r) => r.vertical === 'images' && matchesImageFilters(r.image, query.image));
  }
  // Brave searched for `altered` instead of the query it was sent; with spellcheck=false it does not.
  const corrected = query.spellcheck ? usableCorrection(answer.query?.altered, remoteQueryText(query.text)) : undefined;
  // Without more_results_available (not in every answer), a full page suggests another one.
  const more = answer.query?.more_results_available ?? answer.results.length >= COUNT[vertical];
  const infobox = braveInfobox(answer.infoboxes);
  return {
    results,
    hasMore: more && query.page < BRAVE_CAPABILITIES.maxPage,
    ...(corrected ? { spelling: { corrected } } : {}),
    related: braveRelated(answer.query),
    ...(infobox ? { infobox } : {}),
    unresponsive: [],
  };
}

function emptyResponse(): SearchResponse {
  return { results: [], hasMore: false, related: [], unresponsive: [] };
}

/** An operator-readable reason; Brave's error code (SUBSCRIPTION_TOKEN_INVALID, RATE_LIMITED…) helps. */
async function statusMessage(endpoint: string, response: Response): Promise<string> {
  const code = await errorCode(response);
  const status = `HTTP ${response.status}${code ? `, ${code}` : ''}`;
  if (response.status === 401) return `the API key was refused (${status}): check BRAVE_API_KEY`;
  if (response.status === 403) return `the API key may not use ${endpoint} (${status}): check its subscription plan`;
  if (response.status === 429) return `rate-limited (${status}): the plan's per-second or monthly quota is used up`;
  if (response.status >= 500) return `${endpoint} failed (${status})`;
  return `${endpoint} answered ${status}`;
}

/** Brave's {"error": {"code": "…"}}; only a code-like word is kept, never free text that could echo input. */
async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const code = (JSON.parse(await response.text()) as { error?: { code?: unknown } })?.error?.code;
    return typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** A network error's cause (ECONNREFUSED, ENOTFOUND…), which names neither the query nor the key. */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : error);
  return String(detail);
}
