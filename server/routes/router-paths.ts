/**
 * Enters a router only for the paths it serves. Every request walks the app's routers in turn,
 * and each router tests the path against each of its routes (a regular expression apiece): for
 * a results page, a dozen small routers (health, consent, account, …) that can never answer it
 * cost about a twentieth of its main-thread time. A guard with the router's paths skips them.
 *
 * Paths are matched as Express matches route paths by default: case-insensitively, with or
 * without a trailing slash. An entry ending in `/*` stands for every path under it (a router
 * whose routes take parameters).
 *
 *   app.use(onlyFor(['/healthz', '/readyz'], healthRouter(…)));
 */
import type { RequestHandler } from 'express';

export function onlyFor(paths: readonly string[], router: RequestHandler): RequestHandler {
  const exact = new Set(paths.filter((path) => !path.endsWith('/*')).map((path) => path.toLowerCase()));
  const prefixes = paths.filter((path) => path.endsWith('/*')).map((path) => path.slice(0, -1).toLowerCase());
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    const served = exact.has(bare) || prefixes.some((prefix) => path.startsWith(prefix));
    return served ? router(req, res, next) : next();
  };
}
