/**
 * A search provider's own health check, cached: provider checks may cost quota (Brave), so one
 * result serves for a while. Used by readiness (/readyz, ./search-readiness.ts) and by the
 * start-up check (server/main.ts).
 */
import type { SearchProvider } from './provider.ts';

/**
 * One result serves for `ttlMs` (a minute by default); not past `staleBefore` (a time in ms:
 * the search circuit changed since, ./search-readiness.ts).
 */
export function cachedProviderCheck(
  provider: SearchProvider,
  ttlMs = 60_000,
  staleBefore: () => number = () => 0,
): () => Promise<string | undefined> {
  let last: { at: number; problem: string | undefined } | undefined;
  return async () => {
    if (!provider.check) return undefined;
    if (last && Date.now() - last.at < ttlMs && last.at >= staleBefore()) return last.problem;
    let problem: string | undefined;
    try {
      await provider.check(AbortSignal.timeout(5000));
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
    last = { at: Date.now(), problem };
    return problem;
  };
}
