import express, { type RequestHandler, Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { onlyFor } from '../../server/routes/router-paths.ts';

/** An app whose guarded router answers 'router' for its routes; anything else falls through to 'after'. */
function app(paths: string[]) {
  const router = Router();
  router.get('/healthz', (_req, res) => res.send('router'));
  router.get('/locale/:lang', (_req, res) => res.send('router'));
  const entered: string[] = [];
  const spy: RequestHandler = (req, res, next) => {
    entered.push(req.path);
    router(req, res, next);
  };
  const server = express();
  server.use(onlyFor(paths, spy));
  server.use((_req, res) => res.send('after'));
  return { server, entered };
}

describe('onlyFor', () => {
  it.each([
    ['/healthz', true, 'router'],
    ['/HealthZ', true, 'router'],
    ['/healthz/', true, 'router'],
    ['/healthz?x=1', true, 'router'],
    ['/locale/fr', true, 'router'],
    ['/LOCALE/fr', true, 'router'],
    ['/locale', false, 'after'],
    ['/healthzz', false, 'after'],
    ['/search?q=healthz', false, 'after'],
    ['/', false, 'after'],
  ])('%s: enters the router %s, answered by %s', async (path, enters, answer) => {
    const { server, entered } = app(['/healthz', '/locale/*']);
    const res = await request(server).get(path);
    expect(res.text).toBe(answer);
    expect(entered.length > 0).toBe(enters);
  });
});
