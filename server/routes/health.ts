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
import type { RequestHandler } from 'express';
import { databaseUnavailableReason } from '../db/database-unavailable.ts';
import type { Logger } from '../logger.ts';
import type { SharedRedis } from '../shared-state/redis-client.ts';
import type { Stores } from '../stores.ts';
import type { RouteDef } from './route-def.ts';

type DependencyState = 'ok' | 'unavailable';

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

/** The probes, first in the app's table: answered before any cookie is read. */
export function healthRoutes(
  stores: Stores,
  options: {
    logger: Logger;
    searchProblem?: () => Promise<string | undefined>;
    /** True once SIGTERM arrived (server/main.ts): not ready, whatever the dependencies say. */
    isStopping?: () => boolean;
    /** The shared Redis when REDIS_URL is set (its client logs its own outages, once each). */
    redis?: Pick<SharedRedis, 'ping'>;
  },
): RouteDef[] {
  const { searchProblem } = options;
  const logDatabase = problemLog(options.logger, 'database');
  const logSearch = problemLog(options.logger, 'search');
  const live: RequestHandler = (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  };
  const ready: RequestHandler = async (_req, res) => {
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
  };
  return [
    { id: 'liveness', path: '/healthz', stage: 'headers', handler: live },
    { id: 'readiness', path: '/readyz', stage: 'headers', handler: ready },
  ];
}
