import type { RequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, createApp } from '../../server/app.ts';
import { parseConfig } from '../../server/config.ts';
import { HttpError } from '../../server/http-error.ts';
import { type RouteDef, pageRoutes as routes } from '../../server/routes/route-table.tsx';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { capturedLogger } from '../helpers/logs.ts';

function Boom(): never {
  throw new Error('render exploded');
}

const extraRoutes: RouteDef[] = [
  ...routes,
  {
    id: 'needs-digits',
    path: '/digits/:n',
    prefixable: true,
    layout: 'default',
    titleKey: 'site.name',
    validate: (req) => /^\d+$/.test(String(req.params.n)),
    view: () => <p>digits ok</p>,
  },
  {
    id: 'teapot',
    path: '/teapot',
    prefixable: false,
    layout: 'default',
    titleKey: 'site.name',
    guards: [(_req, _res, next) => next(new HttpError(418, "I'm a teapot"))],
    view: () => null,
  },
  { id: 'boom', path: '/boom', prefixable: true, layout: 'default', titleKey: 'site.name', view: () => <Boom /> },
];

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({}, { routes: extraRoutes });
});
afterAll(() => t.close());

describe('route validation and middleware', () => {
  it('a route whose validation passes renders', async () => {
    const res = await request(t.app).get('/fr/digits/42');
    expect(res.status).toBe(200);
    expect(res.text).toContain('digits ok');
  });

  it('a route whose validation fails shows the localized 404', async () => {
    const res = await request(t.app).get('/fr/digits/abc');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Cette page est introuvable');
  });

  it('the app refuses to be built with a route whose middleware nothing fills, naming it', async () => {
    const typo: RouteDef = {
      id: 'typo',
      path: '/typo',
      prefixable: false,
      layout: 'default',
      titleKey: 'site.name',
      // A misspelt guard no longer compiles: this is what a cast or a JavaScript caller could still give.
      guards: ['requier-query' as unknown as RequestHandler],
      view: () => null,
    };
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, BASE_URL: 'http://karma.test' });
    const build = (deps: Partial<AppDeps>) => () =>
      createApp(config, { logger: capturedLogger().logger, stores: t.stores, ...deps });
    expect(build({ routes: [...routes, typo] })).toThrow(
      'Route typo: middleware requier-query is neither a handler nor a slot',
    );
    // The verify page's slot, left empty by the app's dependencies.
    expect(build({ middleware: { loginLink: undefined } })).toThrow(
      'Route verify: no handler fills the middleware slot loginLink',
    );
  });

  it('an error with its own status keeps it', async () => {
    const res = await request(t.app).get('/teapot').set('Accept-Language', 'es');
    expect(res.status).toBe(418);
    expect(res.text).toContain('Error 418');
    expect(res.text).toContain('Volver a la página de inicio');
  });

  it('a page that throws before the shell gives the localized error page with status 500', async () => {
    const res = await request(t.app).get('/fr/boom');
    expect(res.status).toBe(500);
    expect(res.text).toContain("Une erreur s'est produite".replace("'", '&#x27;'));
    expect(res.text).not.toContain('render exploded');
    const logged = t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'page shell failed');
    expect(logged?.err?.message).toBe('render exploded');
  });

  it('a malformed form body answers 400 with the localized message', async () => {
    const res = await request(t.app).post('/color-mode').type('form').send('mode=purple').set('Accept-Language', 'fr');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Choisissez système, clair ou sombre.');
  });

  it('an oversized form body is refused with a 4xx page, not a 500', async () => {
    const res = await request(t.app)
      .post('/color-mode')
      .type('form')
      .send(`mode=dark&next=${'x'.repeat(10_000)}`);
    expect(res.status).toBe(413);
    expect(res.text).toContain('<html');
  });
});

describe('colour mode', () => {
  it('is applied server-side from the cookie, so there is no flash', async () => {
    const dark = await request(t.app).get('/').set('Cookie', 'karma_color_mode=dark');
    expect(dark.text).toMatch(/<html[^>]*data-color-mode="dark"/);
    const system = await request(t.app).get('/').set('Cookie', 'karma_color_mode=neon');
    expect(system.text).not.toMatch(/<html[^>]*data-color-mode/);
  });

  it('the no-JavaScript form stores the choice and returns to the page', async () => {
    const res = await request(t.app).post('/color-mode').type('form').send({ mode: 'light', next: '/fr/cookies' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/fr/cookies');
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('karma_color_mode='));
    expect(cookie).toMatch(/^karma_color_mode=light;.*Max-Age=31536000/);
  });
});
