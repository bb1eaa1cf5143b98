/**
 * SearXNG provider: queries a SearXNG instance's JSON API (GET {SEARXNG_URL}/search?format=json)
 * and its /autocompleter. Configured by SEARCH_PROVIDER=searxng and SEARXNG_URL; the instance must
 * list "json" under search.formats in its settings.yml, which check() verifies at boot and /readyz.
 *
 * Upstream gets the query, category, page, language, safe search and time range (completions:
 * the prefix and the locale, e.g. fr-CA), with headers built here: never the visitor's IP,
 * cookies, user agent or referer. The search runner owns timeouts, retries and timings, so
 * nothing here sets a timer; the caller's signal aborts fetches.
 */
import { REGION } from '../../shared/locale-choice.ts';
import { remoteQueryText } from '../../shared/query-operators.ts';
import type { Capabilities, SafeSearch, SearchQuery, SearchResponse, Vertical } from '../../shared/search-types.ts';
import { ProviderError, type SearchProvider } from '../provider.ts';
import { typedFoundPlenty, usableCorrection, withSuggestion } from './remote-spelling.ts';
import {
  type SearxngAnswer,
  searxngAnswerSchema,
  searxngInfobox,
  searxngResults,
  strings,
  unresponsiveEngines,
} from './searxng-map.ts';

const NAME = 'searxng';

export const SEARXNG_CAPABILITIES: Capabilities = {
  verticals: ['web', 'images', 'news', 'videos'],
  paging: true,
  maxPage: 10,
  freshness: true,
  safeSearch: ['off', 'moderate', 'strict'],
  imageSafeSearch: ['off', 'moderate', 'strict'],
  // SearXNG has no standard image or video filters (each engine has its own, if any).
  imageFilters: [],
  videoFilters: [],
  suggestions: true,
  spelling: true,
  // Every request makes the instance query its upstream engines.
  cheapLookups: false,
};

const CATEGORY: Record<Vertical, string> = { web: 'general', images: 'images', news: 'news', videos: 'videos' };
const SAFESEARCH: Record<SafeSearch, string> = { off: '0', moderate: '1', strict: '2' };

export function createSearxngProvider(options: { baseUrl: string }): SearchProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const instance = `the instance at ${baseUrl}`;
  const fail = (message: string, status?: number) => new ProviderError(NAME, message, status);

  async function get(path: string, params: URLSearchParams, signal: AbortSignal): Promise<Response> {
    try {
      // Redirects are not followed: an external bang (!!g …) redirects to another search engine,
      // which the visitor's browser may visit but this server must not.
      return await fetch(`${baseUrl}${path}?${params}`, {
        headers: { Accept: 'application/json' },
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw fail(`could not reach ${instance}: ${describe(error)}`);
    }
  }

  async function readJson(response: Response, signal: AbortSignal): Promise<unknown> {
    let body: string;
    try {
      body = await response.text();
    } catch (error) {
      if (signal.aborted) throw error;
      throw fail(`${instance} broke off its answer: ${describe(error)}`);
    }
    try {
      return JSON.parse(body);
    } catch {
      throw fail(`${instance} answered malformed JSON (is SEARXNG_URL a SearXNG instance?)`);
    }
  }

  async function statusError(response: Response): Promise<ProviderError> {
    await response.body?.cancel().catch(() => {});
    const { status } = response;
    if (status === 403) {
      return fail(
        `${instance} refused format=json (HTTP 403): enable "json" in search.formats of its settings.yml`,
        403,
      );
    }
    if (status === 429) {
      return fail(`${instance} rate-limited Karma (HTTP 429): let Karma's address pass its limiter`, 429);
    }
    if (status >= 300 && status < 400) {
      // The location is not quoted: it carries the query.
      return fail(`${instance} redirects (HTTP ${status}): set SEARXNG_URL to the address it redirects to`, status);
    }
    return fail(`${instance} answered HTTP ${status}`, status);
  }

  function isExternalRedirect(response: Response): boolean {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location || !URL.canParse(location, baseUrl)) return false;
    return new URL(location, baseUrl).host !== new URL(baseUrl).host;
  }

  /** One request: the mapped answer (no spelling yet) and SearXNG's correction hints. */
  async function searchOnce(
    query: SearchQuery,
    signal: AbortSignal,
  ): Promise<{ answer: SearchResponse; corrections: string[] }> {
    if (query.page > SEARXNG_CAPABILITIES.maxPage) return { answer: emptyResponse(), corrections: [] };
    const response = await get('/search', searchParams(query), signal);
    if (isExternalRedirect(response)) {
      await response.body?.cancel().catch(() => {});
      return { answer: emptyResponse(), corrections: [] };
    }
    if (!response.ok) throw await statusError(response);
    const parsed = searxngAnswerSchema.safeParse(await readJson(response, signal));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fail(
        `${instance} answered JSON of an unexpected shape (${issue?.path.join('.') || 'answer'}: ${issue?.message})`,
      );
    }
    return { answer: toResponse(parsed.data, query), corrections: strings(parsed.data.corrections) };
  }

  return {
    name: NAME,
    capabilities: SEARXNG_CAPABILITIES,

    async search(query, signal) {
      const first = await searchOnce(query, signal);
      // SearXNG's corrections are 'did you mean' hints: it searched for the text as typed. When
      // that found plenty, the first correction is offered; when it found little, it is searched
      // instead, so 'Showing results for' is true (remote-spelling.ts).
      // A correction is compared with the query as sent (operators rebuilt), not as typed.
      const sent = remoteQueryText(query.text);
      const corrected = query.spellcheck
        ? first.corrections.map((hint) => usableCorrection(hint, sent)).find((hint) => hint !== undefined)
        : undefined;
      if (!corrected) return first.answer;
      if (typedFoundPlenty(first.answer)) return withSuggestion(first.answer, corrected);
      const retry = await searchOnce({ ...query, text: corrected, spellcheck: false }, signal);
      if (retry.answer.results.length > first.answer.results.length) {
        return { ...retry.answer, spelling: { corrected } };
      }
      return first.answer;
    },

    // SearXNG takes the completion language from the instance's preferences, not from a parameter.
    async suggest(text, language, signal, country) {
      // SearXNG reads preferences from the query string too: `language` (a locale such as fr-CA)
      // is the one its autocompleter passes to the completion backend.
      const locale = country ? `${language}-${country}` : REGION[language];
      const response = await get('/autocompleter', new URLSearchParams({ q: text, language: locale }), signal);
      if (!response.ok) throw await statusError(response);
      const body = await readJson(response, signal);
      // OpenSearch style [query, [suggestion…]] (recent versions, to clients other than its own
      // page) or a plain list (its own page, older versions).
      const opensearch =
        Array.isArray(body) && body.length === 2 && typeof body[0] === 'string' && Array.isArray(body[1]);
      const list = opensearch ? body[1] : body;
      if (!Array.isArray(list)) throw fail(`${instance} answered completions of an unexpected shape`);
      return strings(list);
    },

    async check(signal) {
      // format=json without q: SearXNG checks the format first (403 when disabled), then answers
      // 400 {"error": "No query"} without running a single engine.
      const response = await get('/search', new URLSearchParams({ format: 'json' }), signal);
      if (!response.ok && response.status !== 400) throw await statusError(response);
      const body = await readJson(response, signal);
      if (typeof body !== 'object' || body === null) throw fail(`${instance} does not answer like SearXNG`);
    },
  };
}

function searchParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams({
    // Operators in the syntax it passes on (quotes, -, site:, OR, intitle:); unknown ones as words.
    q: remoteQueryText(query.text),
    format: 'json',
    categories: CATEGORY[query.vertical],
    pageno: String(query.page),
    safesearch: SAFESEARCH[query.safeSearch],
    language: query.region || query.language,
  });
  if (query.freshness !== 'any') params.set('time_range', query.freshness);
  return params;
}

function toResponse(answer: SearxngAnswer, query: SearchQuery): SearchResponse {
  const infobox = searxngInfobox(answer.infoboxes);
  return {
    results: searxngResults(query.vertical, answer.results),
    // SearXNG reports no total: a non-empty page before the last one we allow may have a successor.
    hasMore: answer.results.length > 0 && query.page < SEARXNG_CAPABILITIES.maxPage,
    related: strings(answer.suggestions),
    ...(infobox ? { infobox } : {}),
    unresponsive: unresponsiveEngines(answer.unresponsive_engines),
  };
}

function emptyResponse(): SearchResponse {
  return { results: [], hasMore: false, related: [], unresponsive: [] };
}

/** A network error's cause (ECONNREFUSED, ENOTFOUND…), which names neither the query nor a URL. */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : error);
  return String(detail);
}
