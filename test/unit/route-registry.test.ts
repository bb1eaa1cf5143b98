/**
 * The registry (server/routes/registry.ts): an entry runs only for its paths, and the requests it
 * answers are logged under its pattern; a request it passes on keeps the pattern it had before.
 */
import express, { type RequestHandler, Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { type Mount, mountAll } from '../../server/routes/registry.ts';

function app(mounts: Mount[]) {
  const entered: string[] = [];
  const server = express();
  const spy =
    (name: string, handler: RequestHandler): RequestHandler =>
    (req, res, next) => {
      entered.push(name);
      return handler(req, res, next);
    };
  mountAll(server, [
    ...mounts.map((m) => ({ ...m, handlers: spy(m.name, m.handlers as RequestHandler) })),
    { name: 'fallback', handlers: (_req, res) => void res.status(404).send(res.locals.routePattern ?? 'unmatched') },
  ]);
  return { server, entered };
}

const answers = (routes: Record<string, string>) => {
  const router = Router();
  for (const [path, pattern] of Object.entries(routes)) {
    router.get(path, (_req, res) => void res.send(pattern === '-' ? (res.locals.routePattern ?? '') : pattern));
  }
  return router;
};

describe('mountAll', () => {
  const { server, entered } = app([
    { name: 'health', paths: ['/healthz', '/readyz'], handlers: answers({ '/healthz': '-', '/readyz': '-' }) },
    { name: 'clicks', paths: ['/r/*'], patterns: { '/r/*': '/r/:id' }, handlers: answers({ '/r/:id': '-' }) },
    { name: 'own', paths: ['/own'], patterns: false, handlers: answers({ '/own': '-' }) },
    { name: 'forms', paths: ['/form'], handlers: Router().post('/form', (_req, res) => void res.send('posted')) },
  ]);

  it.each([
    ['/healthz', 200, '/healthz', ['health']],
    ['/READYZ/', 200, '/readyz', ['health']],
    ['/r/abc', 200, '/r/:id', ['clicks']],
    ['/own', 200, '', ['own']],
    ['/form', 404, 'unmatched', ['forms']],
    ['/elsewhere', 404, 'unmatched', []],
  ])('GET %s answers %i logged as %j, through %j', async (path, status, pattern, through) => {
    entered.length = 0;
    const res = await request(server).get(path);
    expect(res.status).toBe(status);
    expect(res.text).toBe(pattern);
    expect(entered).toEqual(through);
  });

  it('an error keeps the pattern of the entry that failed', async () => {
    const failing = express();
    mountAll(failing, [
      { name: 'boom', paths: ['/boom'], handlers: (_req, _res, next) => next(new Error('boom')) },
      {
        name: 'errors',
        onError: (_error, _req, res, _next) => void res.status(500).send(res.locals.routePattern),
      },
    ]);
    const res = await request(failing).get('/boom');
    expect(res.status).toBe(500);
    expect(res.text).toBe('/boom');
  });

  it('puts the method in front for the methods an entry names', async () => {
    const forms = express();
    const echo: RequestHandler = (_req, res) => void res.send(res.locals.routePattern);
    mountAll(forms, [
      { name: 'contact', paths: ['/contact'], methodPatterns: ['POST'], handlers: Router().post('/contact', echo) },
      {
        name: 'api',
        paths: ['/api', '/api/*'],
        patterns: { '/api/*': '/api' },
        methodPatterns: ['*'],
        handlers: Router().all(['/api', '/api/export'], echo),
      },
      { name: 'pages', handlers: (_req, res) => void res.send(res.locals.routePattern ?? 'unmatched') },
    ]);
    expect((await request(forms).post('/contact')).text).toBe('POST /contact');
    expect((await request(forms).get('/contact')).text).toBe('unmatched');
    expect((await request(forms).delete('/api')).text).toBe('DELETE /api');
    expect((await request(forms).get('/api/export')).text).toBe('GET /api');
  });

  it('skips entries turned off', async () => {
    const off = express();
    mountAll(off, [false, undefined, { name: 'on', handlers: (_req, res) => void res.send('on') }]);
    expect((await request(off).get('/x')).text).toBe('on');
  });
});
