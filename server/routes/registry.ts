/**
 * The one registry the app mounts everything from (server/app.ts lists the entries, in order).
 * An entry names the paths it answers, once: requests for other paths skip it without walking its
 * routes (router-paths.ts), and requests it answers are logged under its route pattern
 * (`res.locals.routePattern`, read by the request log and the metrics) without the handler
 * writing it. A form posted to a page's path, or an API answering several methods on one path,
 * logs the method too (`POST /contact`, `DELETE /account`): `methodPatterns`.
 */
import type { ErrorRequestHandler, Express, RequestHandler } from 'express';
import { pathMatcher } from './router-paths.ts';

export interface Mount {
  /** What it is, for a reader of the list. */
  name: string;
  /** Paths it answers (`/x/*`: everything under /x/); absent: every request reaches it. */
  paths?: readonly string[];
  /**
   * The pattern logged for a path entry it answers: an exact path logs itself unless given here,
   * a subtree (`/r/*`) logs only what is given here (`/r/:id`); `*` gives one for every entry.
   * False: the handlers set their own (a page with its locale prefix) or none (guards that pass
   * every request they let through on to the pages).
   */
  patterns?: Readonly<Record<string, string>> | false;
  /**
   * Requests with these methods (`*`: any) log `${method} ${pattern}`: the POST of a form whose
   * GET is the page (`POST /contact` beside `/contact`), an API with one pattern per method.
   */
  methodPatterns?: readonly string[];
  /** Mounted under this prefix, which Express strips from req.path (static files). */
  at?: string;
  /** Run in order. */
  handlers?: RequestHandler | readonly RequestHandler[];
  /** An error handler (the end of the list): Express calls it with the error. */
  onError?: ErrorRequestHandler;
}

/** Mounts the entries in order; `false` and `undefined` entries (features turned off) are skipped. */
export function mountAll(app: Express, mounts: readonly (Mount | false | undefined)[]): void {
  for (const mount of mounts) {
    if (!mount) continue;
    if (mount.onError) app.use(mount.onError);
    if (!mount.handlers) continue;
    const handlers = [mount.handlers].flat() as RequestHandler[];
    const { patterns, methodPatterns } = mount;
    const patternOf = (entry: string, method: string) => {
      const pattern = patterns === false ? undefined : (patterns?.[entry] ?? patterns?.['*'] ?? exactPattern(entry));
      const withMethod = methodPatterns?.includes(method) || methodPatterns?.includes('*');
      return pattern !== undefined && withMethod ? `${method} ${pattern}` : pattern;
    };
    const guarded = mount.paths
      ? guard(mount.paths, patternOf, handlers)
      : withPattern(patterns ? patterns['*'] : undefined, handlers);
    if (mount.at) app.use(mount.at, ...guarded);
    else app.use(...guarded);
  }
}

/** Runs the handlers only for the entry's paths, each under its pattern. */
function guard(
  paths: readonly string[],
  patternOf: (entry: string, method: string) => string | undefined,
  handlers: RequestHandler[],
): RequestHandler[] {
  const match = pathMatcher(paths);
  const chain = chained(handlers);
  return [
    (req, res, next) => {
      const entry = match(req.path);
      if (entry === undefined) return next();
      const pattern = patternOf(entry, req.method);
      if (pattern === undefined) return chain(req, res, next);
      return enterWithPattern(pattern, chain, req, res, next);
    },
  ];
}

function exactPattern(entry: string): string | undefined {
  return entry.endsWith('/*') ? undefined : entry;
}

function withPattern(pattern: string | undefined, handlers: RequestHandler[]): RequestHandler[] {
  if (pattern === undefined) return handlers;
  const chain = chained(handlers);
  return [(req, res, next) => enterWithPattern(pattern, chain, req, res, next)];
}

/**
 * Sets the pattern, and puts the previous one back when the handlers pass the request on
 * unanswered (a GET on a POST-only path goes on to the pages, or to the 404 as 'unmatched').
 * An error keeps it: the error page logs the route that failed.
 */
function enterWithPattern(
  pattern: string,
  chain: RequestHandler,
  req: Parameters<RequestHandler>[0],
  res: Parameters<RequestHandler>[1],
  next: Parameters<RequestHandler>[2],
): unknown {
  const before = res.locals.routePattern;
  res.locals.routePattern = pattern;
  // The handler's promise goes back to Express, which turns a rejection into next(error).
  return chain(req, res, (error?: unknown) => {
    if (error === undefined && res.locals.routePattern === pattern) res.locals.routePattern = before;
    next(error as Error | undefined);
  });
}

/** Several handlers run as one, in order, as Express runs a mount's list (rejections included). */
function chained(handlers: readonly RequestHandler[]): RequestHandler {
  if (handlers.length === 1) return handlers[0] as RequestHandler;
  return (req, res, next) => {
    let i = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) {
        next(error as Error);
        return;
      }
      const handler = handlers[i++];
      if (!handler) {
        next();
        return;
      }
      const result: unknown = handler(req, res, step as Parameters<RequestHandler>[2]);
      if (result instanceof Promise) result.catch((rejected: unknown) => next(rejected ?? new Error('rejected')));
    };
    step();
  };
}
