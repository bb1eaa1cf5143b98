/**
 * Counting searches (rules in server/shared/counter.ts):
 *   - rendering /search counts page 1 of a new query (middleware slot `countSearch`),
 *   - POST /search/increment counts a search made elsewhere (extension, new tab).
 * Anonymous counts live in a cookie on the device; logged in, in the account, mirrored.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { AccountStore } from '../accounts/account-model.ts';
import { queryFingerprint } from '../accounts/query-fingerprint.ts';
import type { Config } from '../config.ts';
import { automatedRequest, isSpeculativeLoad } from '../http/automated-request.ts';
import { YEAR_MS } from '../http/cookie-options.ts';
import { flatQuery } from '../http/flat-query.ts';
import type { Logger } from '../logger.ts';
import { requiredLocal } from '../middleware/locals.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import type { Visitor } from '../middleware/visitor.ts';
import { parsePage } from '../search/query-params.ts';
import { COUNTER_COOKIE, formatLastCount, LAST_COUNT_COOKIE, parseLastCount, shouldCount } from '../shared/counter.ts';
import { visitWouldCount } from '../shared/prefetch-rules.ts';
import { refusePrefetch } from './prefetch-guard.ts';
import type { RouteDef } from './route-def.ts';

interface CounterOptions {
  config: Config;
  accounts: AccountStore;
  secret: string;
  now: () => Date;
  logger: Logger;
  /** Told of each search counted on the results page (the searches supported, server/sponsors/). */
  onSearchCounted?: (visitor: Visitor) => void;
}

export function searchCounter(options: CounterOptions) {
  const { config, accounts, logger } = options;

  /** Counts if the rules allow; returns the counter the visitor now has. */
  async function count(req: Request, res: Response, fingerprint: string, page: number): Promise<number> {
    const visitor = requiredLocal(res, 'visitor');
    const now = options.now().getTime();
    const last = parseLastCount(req.cookies?.[LAST_COUNT_COOKIE]);
    if (!shouldCount({ page, fingerprint, last, now })) return visitor.counter;
    let counter = visitor.counter + 1;
    if (visitor.account) {
      try {
        counter = await accounts.addToCounter(visitor.account.id, 1);
      } catch (error) {
        logger.error({ err: error }, 'counter update failed');
        return visitor.counter;
      }
    }
    const cookie = {
      path: '/',
      domain: config.cookieDomain,
      sameSite: 'lax' as const,
      secure: req.secure,
      maxAge: YEAR_MS,
    };
    res.cookie(COUNTER_COOKIE, String(counter), cookie);
    res.cookie(LAST_COUNT_COOKIE, formatLastCount({ hash: fingerprint, at: now }), { ...cookie, httpOnly: true });
    visitor.counter = counter;
    return counter;
  }

  /** For /search: page 1 of a query this device has not just counted. */
  const countSearch: RequestHandler = async (req, res, next) => {
    const query = flatQuery(req.query);
    const fingerprint = queryFingerprint(query.q ?? '', options.secret);
    const page = parsePage(query.p, 1000);
    // A hover prefetch is not a visit: it never counts, and is refused when the visit would
    // count, so that the click reaches the server (server/shared/prefetch-rules.ts).
    if (isSpeculativeLoad(req)) {
      const last = parseLastCount(req.cookies?.[LAST_COUNT_COOKIE]);
      if (visitWouldCount({ page, fingerprint, last })) return refusePrefetch(res);
      return next();
    }
    const before = requiredLocal(res, 'visitor').counter;
    const counter = await count(req, res, fingerprint, page);
    // Only a person's search Karma served counts as supported: not the extension's POST
    // /search/increment, and not a crawler's or a script's page load.
    if (counter !== before && automatedRequest(req) === undefined) {
      options.onSearchCounted?.(requiredLocal(res, 'visitor'));
    }
    next();
  };

  /** POST /search/increment: a search made elsewhere (the extension, the new tab page). */
  const route: RouteDef = {
    id: 'search-increment',
    path: '/search/increment',
    methods: ['POST'],
    stage: 'visitor',
    guards: [sameOrigin([config.baseUrl]), rateLimit({ name: 'counter', points: 20, windowMs: 20_000 })],
    handler: async (req, res) => {
      const counter = await count(req, res, '', 1);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ counter });
    },
  };
  return { countSearch, route };
}
