/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the stores answer and
 * the search provider can serve). The public answer names what is down in plain words
 * (`{"database":"unavailable"}`); the operator-readable problem, which may hold an internal
 * address or file path, goes to the log, once each time it appears or changes.
 *
 * The shared Redis (REDIS_URL) is reported but does not take the replica out: 200 with
 * `"status":"degraded"` and `"redis":"unavailable"`. Every replica shares one Redis, so a 503
 * would take the whole site out for what the site survives (limits count per process, clicks go
 * unbilled); monitoring reads the body or the `karma_redis_up` gauge (ADR 028).
 */
import { Router } from 'express';
import type { SearchProvider } from '../../client/contract/search-types.ts';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import type { Logger } from '../logger.ts';
import type { SharedRedis } from '../shared-state/redis-client.ts';
import type { Stores } from '../stores.ts';

type DependencyState = 'ok' | 'unavailable';

/**
 * Provider checks may cost quota (Brave), so one result serves for a minute; not past `staleBefore`
 * (a time in ms: the search circuit changed since, server/search/search-readiness.ts).
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

/** Logs a dependency's problem when it appears or changes, and its recovery: not every probe. */
function problemLog(logger: Logger, dependency: string) {
  let logged: string | undefined;
  return (problem: string | undefined) => {
    if (problem === logged) return;
    if (problem) logger.error({ dependency, problem }, `${dependency} unavailable`);
    else logger.info({ dependency }, `${dependency} available again`);
    logged = problem;
  };
}

export function healthRouter(
  stores: Stores,
  options: {
    logger: Logger;
    searchProblem?: () => Promise<string | undefined>;
    /** True once SIGTERM arrived (server/main.ts): not ready, whatever the dependencies say. */
    isStopping?: () => boolean;
    /** The shared Redis when REDIS_URL is set (its client logs its own outages, once each). */
    redis?: Pick<SharedRedis, 'ping'>;
  },
): Router {
  const { searchProblem } = options;
  const logDatabase = problemLog(options.logger, 'database');
  const logSearch = problemLog(options.logger, 'search');
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    // At once, before any probe: the load balancer stops sending while in-flight requests finish.
    if (options.isStopping?.()) return void res.status(503).json({ status: 'stopping' });
    // An outage in plain words (node's message would name the host and port); any other
    // failure (a migration's, say) as it is, for the log.
    const databaseProblem = await stores.ping().then(
      () => undefined,
      (error: unknown) => databaseUnavailableReason(error) ?? (error instanceof Error ? error.message : String(error)),
    );
    logDatabase(databaseProblem);
    const [search, redisUp] = await Promise.all([
      searchProblem?.(),
      options.redis?.ping().then(
        () => true,
        () => false,
      ),
    ]);
    if (searchProblem) logSearch(search);
    const state = (problem: string | undefined): DependencyState => (problem ? 'unavailable' : 'ok');
    const ready = !databaseProblem && !search;
    res.status(ready ? 200 : 503).json({
      status: ready ? (redisUp === false ? 'degraded' : 'ready') : 'unavailable',
      stores: stores.kind,
      database: state(databaseProblem),
      ...(searchProblem ? { search: state(search) } : {}),
      ...(options.redis ? { redis: redisUp ? 'ok' : 'unavailable' } : {}),
    });
  });
  return router;
}
