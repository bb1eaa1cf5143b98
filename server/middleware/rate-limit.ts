/**
 * Rate limits per client: a fixed window of `points` hits per `windowMs`, counted in the app's
 * store (./rate-limit-store.ts: Redis shared by the replicas, or memory), which createApp puts in
 * `app.locals.rateLimitStore`; a router used without createApp counts in its own memory.
 * Clients are keyed by ./client-key.ts (req.ip from TRUST_PROXY, IPv6 by /64); keys are hashed
 * before they are stored and never logged.
 *
 *   router.get('/x', rateLimit({ name: 'x', points: 20, windowMs: 10_000 }), handler);
 *   // HTML forms answer with their own localized page:
 *   router.post('/y', rateLimit({ name: 'y', points: 5, windowMs: 60_000, onLimit: (req, res) => … }), handler);
 *   // Keys other than the address (a mailbox): `const wait = await limit.check(req, key)`.
 */
import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { HttpError } from '../http-error.ts';
import { clientKey } from './client-key.ts';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limit-store.ts';

export interface RateLimitOptions {
  /** Distinguishes the counters of different limits in the shared store. */
  name: string;
  points: number;
  windowMs: number;
  message?: string;
  /** Answers a refused request (default: 429 JSON `{ error }`). `Retry-After` is already set. */
  onLimit?: (req: Request, res: Response, next: NextFunction) => void;
}

export interface Limiter {
  /** Counts a hit on `key`; resolves with the seconds to wait when over the limit, else undefined. */
  check(req: Request, key: string): Promise<number | undefined>;
  /** The same, keyed on the client address, as middleware. */
  middleware: RequestHandler;
}

export function limiter(options: RateLimitOptions): Limiter {
  const ownStore = memoryRateLimitStore();
  const check = async (req: Request, key: string) => {
    const store: RateLimitStore = req.app?.locals?.rateLimitStore ?? ownStore;
    const hashed = createHash('sha256').update(`${options.name}\0${key}`).digest('base64url').slice(0, 22);
    const { count, resetMs } = await store.hit(`rl:${options.name}:${hashed}`, options.windowMs);
    return count > options.points ? Math.max(1, Math.ceil(resetMs / 1000)) : undefined;
  };
  const middleware: RequestHandler = async (req, res, next) => {
    const wait = await check(req, clientKey(req.ip));
    if (wait === undefined) return next();
    res.setHeader('Retry-After', String(wait));
    if (options.onLimit) return options.onLimit(req, res, next);
    res.status(429).json({ error: options.message ?? 'Too many requests' });
  };
  return { check, middleware };
}

export function rateLimit(options: RateLimitOptions): RequestHandler {
  return limiter(options).middleware;
}

/**
 * For HTML pages (the results tabs): the app's localized error page (errors.rateLimited), or the
 * same message as JSON for a client asking for JSON.
 */
export function pageRateLimit(name: string, perMinute: number): RequestHandler {
  return rateLimit({
    name,
    points: perMinute,
    windowMs: 60_000,
    onLimit: (req, _res, next) => next(new HttpError(429, req.t('errors.rateLimited'))),
  });
}
