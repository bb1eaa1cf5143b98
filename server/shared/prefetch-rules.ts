/**
 * Which hover prefetches of result pages the site answers. A prefetch is a page the visitor has
 * not opened (and may never open): it must not count a search, nor spend a remote provider's
 * paid lookups. Pure rules; server/routes/prefetch-guard.ts and the counter apply them, and the
 * hover prefetch (client/islands/NavigationProgressIsland.tsx) is told which pages to leave alone.
 */
import type { LastCount } from './counter.ts';
import type { Capabilities } from './search-types.ts';

/** The result pages (route-table.tsx's results()); a unit test keeps the two in step. */
export const RESULT_PATHS: readonly string[] = ['/search', '/images', '/news', '/videos'];
/** The result page whose visit counts a search (the All tab, middleware slot `countSearch`). */
export const COUNTED_RESULT_PATH = '/search';

export interface PurposeHeaders {
  /** Current browsers: 'prefetch', 'prefetch;prerender', 'prefetch;anonymous-client-ip'. */
  secPurpose?: string;
  /** Older Chromium. */
  purpose?: string;
  /** Safari's link previews: 'preview'. */
  xPurpose?: string;
  /** Older Firefox. */
  xMoz?: string;
}

const SPECULATIVE = /^\s*(prefetch|preview)\b/i;

/** Whether the browser fetches the page ahead of a visit (prefetch, prerender, link preview). */
export function isPrefetch(headers: PurposeHeaders): boolean {
  return [headers.secPurpose, headers.purpose, headers.xPurpose, headers.xMoz].some(
    (value) => value !== undefined && SPECULATIVE.test(value),
  );
}

/** Whether a result page may be fetched for nobody yet: only when a lookup costs nothing outside. */
export const mayPrefetchResults = (capabilities: Pick<Capabilities, 'cheapLookups'> | undefined): boolean =>
  capabilities?.cheapLookups === true;

/**
 * Result paths the hover prefetch leaves alone: every one with a costly provider; with a cheap
 * one, the counted page, whose prefetch is refused anyway (see visitWouldCount).
 */
export function unprefetchableResultPaths(capabilities: Pick<Capabilities, 'cheapLookups'> | undefined): string[] {
  return mayPrefetchResults(capabilities) ? [COUNTED_RESULT_PATH] : [...RESULT_PATHS];
}

/**
 * Whether visiting the counted page could count, whenever the click comes: page 1 of a query
 * other than the last one counted. The 3-second rule is left out on purpose: a click 5 s after
 * the hover counts. A prefetch of such a page is refused, because the browser reuses a served
 * prefetch for the click (ADR 003) and the click would then never reach the counter.
 */
export function visitWouldCount(input: { page: number; fingerprint: string; last: LastCount | undefined }): boolean {
  return input.page === 1 && input.last?.hash !== input.fingerprint;
}
