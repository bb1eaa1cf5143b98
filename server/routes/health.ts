/** Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the stores answer). */
import { Router } from 'express';
import type { Stores } from '../stores.ts';

export function healthRouter(stores: Stores): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.locals.routePattern = '/healthz';
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.locals.routePattern = '/readyz';
    res.set('Cache-Control', 'no-store');
    try {
      await stores.ping();
      res.json({ status: 'ready', stores: stores.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', stores: stores.kind });
    }
  });
  return router;
}
