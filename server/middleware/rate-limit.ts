/**
 * A small in-memory token bucket per client address, for cheap public endpoints. Addresses live
 * only in memory, for at most the refill window, and are never logged.
 *
 *   router.get('/x', rateLimit({ capacity: 20, refillPerSecond: 2 }), handler);
 *   // HTML forms answer with their own localized page:
 *   router.post('/y', rateLimit({ capacity: 5, refillPerSecond: 0.01, onLimit: (req, res) => … }), handler);
 */
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

export interface RateLimitOptions {
  capacity: number;
  refillPerSecond: number;
  message?: string;
  /** Answers a refused request (default: 429 JSON `{ error }`). */
  onLimit?: (req: Request, res: Response) => void;
}

export function rateLimit(options: RateLimitOptions): RequestHandler {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({
    max: 50_000,
    ttl: Math.ceil((options.capacity / options.refillPerSecond) * 1000),
  });
  return (req, res, next) => {
    const key = req.ip ?? 'unknown';
    const now = Date.now();
    const bucket = buckets.get(key) ?? { tokens: options.capacity, at: now };
    bucket.tokens = Math.min(options.capacity, bucket.tokens + ((now - bucket.at) / 1000) * options.refillPerSecond);
    bucket.at = now;
    buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      res.setHeader('Retry-After', String(Math.ceil((1 - bucket.tokens) / options.refillPerSecond)));
      if (options.onLimit) return options.onLimit(req, res);
      res.status(429).json({ error: options.message ?? 'Too many requests' });
      return;
    }
    bucket.tokens -= 1;
    next();
  };
}
