/**
 * Mounts the app's route table (app-routes.ts), one stage at a time (server/app.ts mounts each stage
 * after the setup it needs: cookies, the locale, the visitor). Each route is entered under its
 * route pattern (`res.locals.routePattern`, read by the request log and the metrics), from its
 * declaration rather than from its handler; a form posted to a page's path, or an API answering
 * several methods on one path, logs the method too (`POST /contact`, `DELETE /account`).
 *
 * A stage's routes sit in one Express router behind a lookup of their paths (router-paths.ts):
 * a request none of them can answer skips the router without testing each route's expression.
 */
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { LOCALES } from '../shared/locale-choice.ts';
import { type PageRenderer, type PagesOptions, pageHandler } from './pages.tsx';
import { actionHandlers } from './route-action.tsx';
import { methodsOf, pathsOf, patternOf, type RouteDef, type RouteServices, type RouteStage } from './route-def.ts';
import { resolveMiddleware } from './route-middleware.ts';
import { pathMatcher } from './router-paths.ts';

/** What pages and actions are answered with; a table of handlers alone (a test's) needs none. */
export interface MountOptions {
  pages?: PagesOptions;
  render?: PageRenderer;
  app?: RouteServices;
}

/** The stage a route runs in: pages and their forms after everything a page needs. */
export const stageOf = (route: RouteDef): RouteStage => route.stage ?? 'page';

/**
 * The routes of one stage as one handler. Built when the app is: a guard slot nothing fills,
 * or a route with nothing to answer, throws an error naming the route.
 */
export function mountStage(routes: readonly RouteDef[], stage: RouteStage, options: MountOptions = {}): RequestHandler {
  const staged = routes.filter((route) => stageOf(route) === stage);
  const router = Router();
  for (const route of staged) {
    const guards = resolveMiddleware(route.id, route.guards, options.pages?.middleware);
    const [path, ...prefixedPaths] = pathsOf(route, LOCALES) as [string, ...string[]];
    for (const method of methodsOf(route)) {
      const isAction = method === 'POST' && route.action !== undefined;
      const answer = chained(isAction ? actionOf(route, options) : [...guards, answerOf(route, options)]);
      const add = (paths: string | string[], prefixed: boolean) => {
        const entered = underPattern((req) => patternFor(route, req.method, prefixed), answer, route.keepsPattern);
        if (method === 'ALL') router.all(paths, entered);
        else if (method === 'POST') router.post(paths, entered);
        else if (method === 'DELETE') router.delete(paths, entered);
        else router.get(paths, entered);
      };
      add(path, false);
      // A form posts to the page's path as written, never under a language prefix.
      if (prefixedPaths.length > 0 && !isAction) add(prefixedPaths, true);
    }
  }
  const match = pathMatcher(staged.flatMap((route) => pathsOf(route, LOCALES).flatMap(lookupEntries)));
  return (req, res, next) => (match(req.path) !== undefined ? router(req, res, next) : next());
}

function answerOf(route: RouteDef, { pages, app }: MountOptions): RequestHandler {
  if (route.handler) return route.handler;
  if ((route.view || route.load) && pages && app) return pageHandler(route, pages, app);
  throw new Error(`Route ${route.id}: nothing answers its ${methodsOf(route).join(', ')}`);
}

function actionOf(route: RouteDef, { app, render }: MountOptions): RequestHandler[] {
  if (!app || !render) throw new Error(`Route ${route.id}: its action needs the app's services`);
  return actionHandlers(route, app, render);
}

/**
 * The path lookup's entries for an Express path: itself when it is fixed; else the fixed part
 * before its first parameter and everything under it (`/r/:id`: `/r` and `/r/*`).
 */
export function lookupEntries(path: string): string[] {
  const variable = path.search(/[:*{]/);
  if (variable === -1) return [path];
  const fixed = path.slice(0, variable).replace(/\/+$/, '') || '/';
  return [fixed, `${fixed === '/' ? '' : fixed}/*`];
}

/** The pattern a request to the route is logged under. */
function patternFor(route: RouteDef, method: string, prefixed: boolean): string {
  const pattern = patternOf(route, prefixed);
  const withMethod = route.methodPatterns?.includes(method) || route.methodPatterns?.includes('*');
  return withMethod ? `${method} ${pattern}` : pattern;
}

/**
 * The setup of server/app.ts that answers some paths itself (the redirects, the build files):
 * run only for the given paths (router-paths.ts), under the pattern given for each.
 */
export function forPaths(patterns: Readonly<Record<string, string>>, handler: RequestHandler): RequestHandler {
  const match = pathMatcher(Object.keys(patterns));
  const entered = underPattern((req) => patterns[match(req.path) as string] as string, handler);
  return (req, res, next) => (match(req.path) !== undefined ? entered(req, res, next) : next());
}

/**
 * Sets the pattern, and puts the previous one back when the handler passes the request on
 * unanswered (unless `keeps`). An error keeps it: the error page logs the route that failed.
 */
export function underPattern(
  patternOf: (req: Request, res: Response) => string,
  handler: RequestHandler,
  keeps = false,
): RequestHandler {
  return (req, res, next) => {
    const before = res.locals.routePattern;
    const pattern = patternOf(req, res);
    res.locals.routePattern = pattern;
    // The handler's promise goes back to Express, which turns a rejection into next(error).
    return handler(req, res, (error?: unknown) => {
      const passedOn = error === undefined || error === 'route';
      if (passedOn && !keeps && res.locals.routePattern === pattern) res.locals.routePattern = before;
      next(error as Error | undefined);
    });
  };
}

/** Several handlers run as one, in order, as Express runs a route's list (rejections included). */
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
