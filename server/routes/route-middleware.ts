/**
 * Guards a route lists in its `guards` (server/routes/route-def.ts), always as values:
 * a handler (`requireQuery`, `bangRedirect`), or one of the slots below for a handler the app
 * builds from its own dependencies (the search counter, the provider's capabilities, the accounts
 * store). A slot is a constant made here only, so a misspelt one is a compile error; the app fills
 * every slot (server/app-services.ts, tests replace handlers through AppDeps.middleware), and a
 * route whose slot nothing fills stops the app from being built, rather than failing per request.
 */
import type { RequestHandler } from 'express';
import { flatQuery } from '../http/flat-query.ts';
import { bangRedirect } from './bang-redirect.ts';

/** Result pages need a query; without one the visitor goes home. */
export const requireQuery: RequestHandler = (req, res, next) => {
  const q = flatQuery(req.query).q;
  if (q === undefined || q.trim() === '') {
    res.redirect(302, '/');
    return;
  }
  next();
};

/** A query with a known !bang goes to that site (server/shared/bangs.ts). */
export { bangRedirect };

/** The handlers the app builds, by slot name. */
export interface AppMiddleware {
  /** Counts page 1 of a new search (server/routes/counter.ts). */
  countSearch: RequestHandler;
  /** Refuses a hover prefetch when lookups are paid (server/routes/prefetch-guard.ts). */
  noCostlyPrefetch: RequestHandler;
  /** Finds the pending login of the link being followed (server/routes/login-link.ts). */
  loginLink: RequestHandler;
}

export type AppMiddlewareName = keyof AppMiddleware;

const SLOT: unique symbol = Symbol('app middleware slot');

/** A place in a route's guards that the app fills with one of its handlers. */
export interface MiddlewareSlot {
  readonly [SLOT]: AppMiddlewareName;
}

function slot(name: AppMiddlewareName): MiddlewareSlot {
  return Object.freeze({ [SLOT]: name, toString: () => name });
}

export const countSearch = slot('countSearch');
export const noCostlyPrefetch = slot('noCostlyPrefetch');
export const loginLink = slot('loginLink');

/** A guard run before the loader: a handler, or a slot the app fills. */
export type RouteMiddleware = RequestHandler | MiddlewareSlot;

/**
 * The handlers of a route's guards, slots filled from `handlers`. Run when the app is built:
 * a slot no handler fills, or anything else that is not a handler (a cast, a JavaScript caller),
 * throws an error naming the route and the entry.
 */
export function resolveMiddleware(
  route: string,
  entries: readonly RouteMiddleware[] = [],
  handlers: Partial<AppMiddleware> = {},
): RequestHandler[] {
  return entries.map((entry) => {
    if (typeof entry === 'function') return entry;
    const name = typeof entry === 'object' && entry !== null ? entry[SLOT] : undefined;
    const handler = name === undefined ? undefined : handlers[name];
    if (typeof handler === 'function') return handler;
    throw new Error(
      name === undefined
        ? `Route ${route}: middleware ${String(entry)} is neither a handler nor a slot`
        : `Route ${route}: no handler fills the middleware slot ${name}`,
    );
  });
}
