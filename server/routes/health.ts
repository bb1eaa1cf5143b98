/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the stores answer and
 * the search provider can serve). A provider problem (e.g. a SearXNG instance that refuses
 * format=json) is reported in operator-readable words.
 */
import { Router } from 'express';
import type { SearchProvider } from '../search/types.ts';
import type { Stores } from '../stores.ts';

/** Provider checks may cost quota (Brave), so one result serves for a minute. */
export function cachedProviderCheck(provider: SearchProvider, ttlMs = 60_000): () => Promise<string | undefined> {
  let last: { at: number; problem: string | undefined } | undefined;
  return async () => {
    if (!provider.check) return undefined;
    if (last && Date.now() - last.at < ttlMs) return last.problem;
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

export function healthRouter(stores: Stores, searchProblem?: () => Promise<string | undefined>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.locals.routePattern = '/healthz';
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.locals.routePattern = '/readyz';
    res.set('Cache-Control', 'no-store');
    const storesOk = await stores.ping().then(
      () => true,
      () => false,
    );
    const search = await searchProblem?.();
    const ready = storesOk && !search;
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ready' : 'unavailable',
      stores: stores.kind,
      ...(searchProblem ? { search: search ?? 'ok' } : {}),
    });
  });
  return router;
}
