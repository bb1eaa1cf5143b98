/**
 * What the open providers (wikipedia.ts, commons.ts, openverse.ts, sepia.ts, gdelt.ts) share: one
 * GET of a keyless public JSON API, with the failures the search runner understands.
 *
 *   const body = await getJson('openverse', url, { userAgent: openApiUserAgent(email) }, signal);
 *   const answer = parseAnswer('openverse', answerSchema, body);
 *
 * Upstream gets the URL built by the provider (the query, the page language, paging) and headers
 * built here: Accept and a User-Agent naming Karma and its operator's contact address, as
 * Wikimedia's User-Agent policy and the other APIs' terms ask of clients. Never the visitor's IP,
 * cookies, user agent or referer. Nothing here sets a timer: the runner owns timeouts, and the
 * caller's signal aborts the fetch.
 */
import type { z } from 'zod';
import type { SearchResponse, SearchResult } from '../../shared/search-types.ts';
import { ProviderError } from '../provider.ts';

/** What every open provider is created with. */
export interface OpenProviderOptions {
  /** The operator's contact e-mail (CONTACT_EMAIL), put in the User-Agent so an API can reach them. */
  contactEmail: string;
  /** The API's base URL; each provider has the public one as its default. */
  baseUrl?: string;
}

/** An open API answers results only: no spelling, related searches or infobox. */
export function resultsResponse(results: SearchResult[], hasMore: boolean): SearchResponse {
  return { results, hasMore, related: [], unresponsive: [] };
}

/** A 429: the runner may keep the provider's breaker open for `retryAfterMs`, when the API said. */
export class RateLimitedError extends ProviderError {
  constructor(
    provider: string,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(provider, message, 429);
    this.name = 'RateLimitedError';
  }
}

/** A 2xx answer that is not JSON; GDELT reports query problems this way, so it may look at `body`. */
export class NotJsonError extends ProviderError {
  constructor(
    provider: string,
    message: string,
    readonly body: string,
  ) {
    super(provider, message);
  }
}

export function openApiUserAgent(contactEmail: string): string {
  // A header value cannot carry line breaks; a malformed address must not break every request.
  const contact = contactEmail.replace(/[^\x20-\x7e]/g, '').trim();
  return `KarmaSearch/1.0 (privacy-first search engine; ${contact})`;
}

export async function getJson(
  provider: string,
  url: URL,
  options: { userAgent: string },
  signal: AbortSignal,
): Promise<unknown> {
  const api = url.origin;
  let response: Response;
  try {
    // Redirects are not followed: the operator should point the base URL at the API itself.
    response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': options.userAgent },
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ProviderError(provider, `could not reach ${api}: ${describe(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw statusError(provider, api, response);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ProviderError(provider, `${api} broke off its answer: ${describe(error)}`);
  }
  try {
    return JSON.parse(body);
  } catch {
    throw new NotJsonError(provider, `${api} answered malformed JSON`, body);
  }
}

/** The answer validated by `schema`, or a ProviderError naming the path that is wrong (never values). */
export function parseAnswer<S extends z.ZodType>(provider: string, schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ProviderError(
    provider,
    `answered JSON of an unexpected shape (${issue?.path.join('.') || 'answer'}: ${issue?.message})`,
  );
}

function statusError(provider: string, api: string, response: Response): ProviderError {
  const { status } = response;
  if (status === 429) {
    const wait = retryAfterMs(response.headers.get('retry-after'));
    const after = wait === undefined ? '' : `, retry after ${Math.ceil(wait / 1000)} s`;
    return new RateLimitedError(provider, `${api} rate-limited Karma (HTTP 429${after})`, wait);
  }
  if (status >= 300 && status < 400) {
    // The location is not quoted: it may carry the query.
    return new ProviderError(provider, `${api} redirects (HTTP ${status}): set its base URL to the API itself`, status);
  }
  return new ProviderError(provider, `${api} answered HTTP ${status}`, status);
}

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds from `now`. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // An HTTP date starts with a day name ('Fri, 10 Jan 2025 …'); Date.parse would read '-5' as a year.
  if (!/^[a-z]{3}/i.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Only http(s) links reach a page (no javascript: or data:); protocol-relative ones get https. */
export function httpUrl(value: string | null | undefined, base?: string): string | undefined {
  if (!value) return undefined;
  const candidate = value.startsWith('//') ? `https:${value}` : value;
  if (!URL.canParse(candidate, base)) return undefined;
  const url = new URL(candidate, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/**
 * How long a `maxlag` refusal asks a client to stay away: MediaWiki's Retry-After for it (the
 * Maxlag parameter manual: "usually 5 seconds"). The body does not repeat the header.
 */
export const MAXLAG_WAIT_MS = 5000;

/**
 * MediaWiki answers a refused request with status 200 and { error: { code, info } }: the error,
 * named by its code only (badvalue, ratelimited…), never by its free text, which may echo the query.
 */
export function mediaWikiError(provider: string, api: string, code: string | null | undefined): ProviderError {
  const name = code && /^[a-z][a-z0-9_-]{0,63}$/i.test(code) ? code : 'error';
  // Its own rate limit comes this way, without a Retry-After.
  if (name === 'ratelimited') return new RateLimitedError(provider, `${api} rate-limited Karma (ratelimited)`);
  // The wiki's replicas lag behind: the etiquette is to wait before asking again, which the
  // runner does by holding the source's breaker open that long.
  if (name === 'maxlag') {
    return new RateLimitedError(provider, `${api} asked Karma to wait (maxlag)`, MAXLAG_WAIT_MS);
  }
  return new ProviderError(provider, `${api} refused the search (${name})`);
}

/** The host shown with a result, without `www.`. */
export function siteOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/** A network error's cause (ECONNREFUSED, ENOTFOUND…), which names neither the query nor a URL. */
function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  const detail = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : error);
  return String(detail);
}
