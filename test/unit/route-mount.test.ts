/**
 * Mounting the route table (server/routes/route-mount.ts): a stage's router is entered only for
 * its routes' paths, each request is logged under its route's pattern (with the method where the
 * route says so), and a request a route passes on gets back the pattern it had before.
 */
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../server/routes/route-def.ts';
import { forPaths, lookupEntries, mountStage } from '../../server/routes/route-mount.ts';

const echo: RequestHandler = (_req, res) => void res.send(res.locals.routePattern ?? '');
const fallback: RequestHandler = (_req, res) => void res.status(404).send(res.locals.routePattern ?? 'unmatched');

function app(routes: RouteDef[]) {
  const server = express();
  server.use(mountStage(routes, 'page'));
  server.use(fallback);
  return server;
}

describe('mountStage', () => {
  const server = app([
    { id: 'health', path: '/healthz', handler: echo },
    { id: 'clicks', path: '/r/:id', handler: echo },
    { id: 'statement', path: '/statements/:file', pattern: '/statements/:month.json', handler: echo },
    { id: 'form', path: '/form', methods: ['POST'], handler: echo },
    { id: 'passes', path: '/passes', handler: (_req, _res, next) => next() },
    { id: 'keeps', path: '/keeps/:x', keepsPattern: true, handler: (_req, _res, next) => next() },
  ]);

  it.each([
    ['/healthz', 200, '/healthz'],
    ['/HEALTHZ/', 200, '/healthz'],
    ['/r/abc', 200, '/r/:id'],
    ['/statements/2026-01.json', 200, '/statements/:month.json'],
    ['/form', 404, 'unmatched'],
    ['/passes', 404, 'unmatched'],
    ['/keeps/1', 404, '/keeps/:x'],
    ['/elsewhere', 404, 'unmatched'],
  ])('GET %s answers %i logged as %j', async (path, status, pattern) => {
    const res = await request(server).get(path);
    expect(res.status).toBe(status);
    expect(res.text).toBe(pattern);
  });

  it('an error keeps the pattern of the route that failed', async () => {
    const failing = express();
    failing.use(
      mountStage([{ id: 'boom', path: '/boom', handler: (_req, _res, next) => next(new Error('boom')) }], 'page'),
    );
    failing.use(
      ((_error, _req, res, _next) => void res.status(500).send(res.locals.routePattern)) as express.ErrorRequestHandler,
    );
    const res = await request(failing).get('/boom');
    expect(res.status).toBe(500);
    expect(res.text).toBe('/boom');
  });

  it('puts the method in front for the methods a route names', async () => {
    const forms = app([
      { id: 'contact', path: '/contact', methods: ['POST'], methodPatterns: ['POST'], handler: echo },
      { id: 'api', path: '/api', methods: ['ALL'], pattern: '/api', methodPatterns: ['*'], handler: echo },
      { id: 'api-export', path: '/api/export', pattern: '/api', methodPatterns: ['*'], handler: echo },
    ]);
    expect((await request(forms).post('/contact')).text).toBe('POST /contact');
    expect((await request(forms).get('/contact')).text).toBe('unmatched');
    expect((await request(forms).delete('/api')).text).toBe('DELETE /api');
    expect((await request(forms).get('/api/export')).text).toBe('GET /api');
  });

  it('mounts only the routes of the stage asked for', async () => {
    const routes: RouteDef[] = [
      { id: 'early', path: '/early', stage: 'headers', handler: echo },
      { id: 'late', path: '/late', handler: echo },
    ];
    const early = express().use(mountStage(routes, 'headers'), fallback);
    expect((await request(early).get('/early')).status).toBe(200);
    expect((await request(early).get('/late')).status).toBe(404);
  });

  it('refuses a page or an action without the app to answer them, naming the route', () => {
    expect(() => mountStage([{ id: 'page', path: '/page', layout: 'default', view: () => null }], 'page')).toThrow(
      'Route page: nothing answers its GET',
    );
  });
});

describe('lookupEntries', () => {
  it.each([
    ['/contact', ['/contact']],
    ['/r/:id', ['/r', '/r/*']],
    ['/account{/*rest}', ['/account', '/account/*']],
    ['/strings/:locale/:file', ['/strings', '/strings/*']],
  ])('%s is looked up as %j', (path, entries) => {
    expect(lookupEntries(path)).toEqual(entries);
  });
});

describe('forPaths', () => {
  it('runs the handler for its paths only, under the pattern given for each', async () => {
    const server = express();
    server.use(forPaths({ '/es/search': '/:locale/search' }, echo));
    server.use(fallback);
    expect((await request(server).get('/ES/Search/')).text).toBe('/:locale/search');
    expect((await request(server).get('/search')).text).toBe('unmatched');
  });
});
