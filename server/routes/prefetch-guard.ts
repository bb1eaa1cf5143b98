/**
 * Hover prefetches of result pages (rules in server/shared/prefetch-rules.ts). A refused prefetch
 * gets 204 No Content with `Cache-Control: no-store`: nothing is searched or rendered, the browser
 * stores nothing (no-store), so the click that follows is a request of its own, which searches
 * and counts. 204 rather than an error status: a prefetch that fails is logged as an error in the
 * visitor's console, and a refusal is not one.
 */
import type { RequestHandler, Response } from 'express';
import { isSpeculativeLoad } from '../http/automated-request.ts';
import { mayPrefetchResults } from '../shared/prefetch-rules.ts';
import type { Capabilities } from '../shared/search-types.ts';

export function refusePrefetch(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(204).end();
}

/**
 * The `noCostlyPrefetch` middleware slot of the result pages: with a provider whose lookups are
 * paid or sent to a third party (Brave, SearXNG), a prefetch is refused before any search.
 */
export function costlyPrefetchGuard(capabilities: Pick<Capabilities, 'cheapLookups'> | undefined): RequestHandler {
  const allowed = mayPrefetchResults(capabilities);
  return (req, res, next) => {
    if (!allowed && isSpeculativeLoad(req)) return refusePrefetch(res);
    next();
  };
}
