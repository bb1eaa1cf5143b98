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
 * route-mount.ts guards each stage of the route table with its routes' paths; `onlyFor` does the
 * same for one handler mounted by hand (server/app.ts, the result pages' guards):
 *
 *   app.use(onlyFor(resultPaths, skipWhenClientGone()));
 */
import type { RequestHandler } from 'express';

/**
 * The entry of `paths` a request path falls under (`/x/*` for a subtree), or undefined. Matched as
 * Express matches route paths: case-insensitively, with or without a trailing slash.
 */
export function pathMatcher(paths: readonly string[]): (path: string) => string | undefined {
  const exact = new Map(paths.filter((p) => !p.endsWith('/*')).map((p) => [p.toLowerCase(), p]));
  const prefixes = paths.filter((p) => p.endsWith('/*')).map((p) => [p.slice(0, -1).toLowerCase(), p] as const);
  return (requested) => {
    const path = requested.toLowerCase();
    const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    return exact.get(bare) ?? prefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
  };
}

export function onlyFor(paths: readonly string[], router: RequestHandler): RequestHandler {
  const match = pathMatcher(paths);
  return (req, res, next) => (match(req.path) !== undefined ? router(req, res, next) : next());
}
