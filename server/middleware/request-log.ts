/**
 * One structured log line per request: method, route pattern, status, duration. The URL, its
 * query string and the search terms are never logged; a route that matched nothing is 'unmatched'.
 *
 *   app.use(requestLog(logger), …)   // the first of server/app.ts's setup
 *   // the table (server/routes/route-mount.ts) sets res.locals.routePattern from each route
 */
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let logged = false;
    const log = () => {
      if (logged) return;
      logged = true;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          route: res.locals.routePattern ?? 'unmatched',
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
          aborted: !res.writableFinished || undefined,
        },
        'request',
      );
    };
    res.on('finish', log);
    res.on('close', log);
    next();
  };
}
