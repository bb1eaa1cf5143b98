/**
 * Middleware a route may ask for by name in the route table. An unknown name is a programming
 * error and answers 500 'Unknown middleware {name}'.
 */
import type { RequestHandler } from 'express';
import { HttpError } from '../http-error.ts';
import { flatQuery } from '../render/request-context.ts';
import { bangRedirect } from './bang-redirect.ts';

export const namedMiddleware: Record<string, RequestHandler> = {
  /** Result pages need a query; without one the visitor goes home. */
  'require-query': (req, res, next) => {
    const q = flatQuery(req.query).q;
    if (q === undefined || q.trim() === '') {
      res.redirect(302, '/');
      return;
    }
    next();
  },
  /** A query with a known !bang goes to that site (server/search/bangs.ts). */
  'bang-redirect': bangRedirect,
};

export function resolveMiddleware(names: string[] = [], registry = namedMiddleware): RequestHandler[] {
  return names.map((name) => {
    const handler = registry[name];
    if (!handler) {
      return (_req, _res, next) => next(new HttpError(500, `Unknown middleware ${name}`, { expose: true }));
    }
    return handler;
  });
}
