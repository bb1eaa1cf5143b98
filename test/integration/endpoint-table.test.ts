/**
 * Every endpoint in one table (server/routes/app-routes.ts): each path of the table is answered
 * by the app under the pattern its route declares, a path answered outside the setup every
 * request gets is in the table, and a path the table does not hold is a 404. server/app.ts itself
 * mounts handlers on no path of its own: its stack holds only what applies to every request.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodsOf, patternOf, type RouteDef } from '../../server/routes/route-def.ts';
import { LOCALES } from '../../server/shared/locale-choice.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
let table: readonly RouteDef[];
beforeAll(() => {
  t = buildTestApp({ METRICS: 'true' }, { searchProvider: scriptedProvider(() => answer([webResult('About')])) });
  table = t.app.locals.routeTable as RouteDef[];
});
afterAll(() => t.close());

/** The patterns logged by what applies to every request rather than by a route. */
const GLOBAL_PATTERNS = ['static'];

/** A concrete path for an Express path: a sample value for each parameter. */
function concrete(path: string): string {
  return path
    .replace('{/*rest}', '/anything')
    .replace(/:(\w+)/g, (_match, name: string) => ({ lang: 'fr', locale: 'fr', file: 'en.json' })[name] ?? 'x1');
}

async function loggedRoute(method: string, path: string): Promise<string | undefined> {
  t.logs.length = 0;
  await request(t.app)[method.toLowerCase() as 'get'](path);
  const lines = t.logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
  return lines.at(-1)?.route;
}

function expectedPattern(route: RouteDef, method: string, prefixed: boolean): string {
  const pattern = patternOf(route, prefixed);
  const withMethod = route.methodPatterns?.includes(method) || route.methodPatterns?.includes('*');
  return withMethod ? `${method} ${pattern}` : pattern;
}

describe('the endpoint table', () => {
  it('names each endpoint once', () => {
    const ids = table.map((route) => route.id);
    expect(ids.length).toBeGreaterThan(60);
    expect(new Set(ids).size).toBe(ids.length);
    const declarations = table.flatMap((route) => methodsOf(route).map((method) => `${method} ${route.path}`));
    expect(new Set(declarations).size).toBe(declarations.length);
  });

  it('lists the feature endpoints the app answers', () => {
    const paths = new Set(table.map((route) => route.path));
    for (const path of [
      '/healthz',
      '/metrics',
      '/img',
      '/search/autosuggest',
      '/extension',
      '/manifest.webmanifest',
      '/locale/:lang',
      '/color-mode',
      '/consent',
      '/out',
      '/mail-shortcuts',
      '/search/increment',
      '/r/:id',
      '/auth/login',
      '/auth/logout',
      '/account',
      '/notifications',
      '/learn-act/items',
      '/strings/:locale/:file',
      '/settings',
      '/contact',
      '/partners/transparency',
      '/partners/transparency.json',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('declares /partners/transparency once, in a route that runs', async () => {
    expect(table.filter((route) => route.path === '/partners/transparency')).toHaveLength(1);
    const res = await request(t.app).get('/partners/transparency');
    expect([200, 503]).toContain(res.status);
    expect(res.text).toContain('<html');
  });

  it('answers every path of the table under the pattern its route declares', async () => {
    const missed: string[] = [];
    for (const route of table) {
      for (const declared of methodsOf(route)) {
        const method = declared === 'ALL' ? 'OPTIONS' : declared;
        const forms: [string, boolean][] = [[route.path, false]];
        if (route.prefixable && !(method === 'POST' && route.action)) {
          forms.push([route.path === '/' ? `/${LOCALES[1]}` : `/${LOCALES[1]}${route.path}`, true]);
        }
        for (const [path, prefixed] of forms) {
          const logged = await loggedRoute(method, concrete(path));
          const expected = expectedPattern(route, method, prefixed);
          if (logged !== expected) missed.push(`${method} ${path}: logged ${logged}, declared ${expected}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('finds each path the app answers in the table, and 404s the others', async () => {
    const patterns = new Set(
      table.flatMap((route) =>
        methodsOf(route).flatMap((method) =>
          [false, true].map((prefixed) => expectedPattern(route, method === 'ALL' ? 'GET' : method, prefixed)),
        ),
      ),
    );
    const candidates: [string, string][] = [
      ['GET', '/account/export'],
      ['POST', '/account/update'],
      ['GET', '/mail-shortcuts/fr.json'],
      ['GET', '/offline/es'],
      ['GET', '/partners/transparency/statements.json'],
      ['GET', '/partners/transparency/statements/2026-01.json'],
      ['GET', '/learn-and-act-fr.json'],
      ['GET', '/opensearch.xml'],
      ['GET', '/sw.js'],
      ['GET', '/readyz'],
      ['POST', '/auth/email/code'],
      ['POST', '/auth/email/verify'],
    ];
    for (const [method, path] of candidates) {
      const logged = await loggedRoute(method, path);
      expect(logged, `${method} ${path}`).not.toBe('unmatched');
      expect(patterns.has(logged as string) || GLOBAL_PATTERNS.includes(logged as string), `${method} ${path}`).toBe(
        true,
      );
    }
    for (const [method, path] of [
      ['GET', '/nowhere'],
      ['GET', '/auth/nowhere'],
      ['POST', '/fr/contact'],
      ['GET', '/auth/logout'],
      ['GET', '/fr/extension'],
      ['GET', '/accounting'],
    ] as const) {
      const res = await request(t.app)[method.toLowerCase() as 'get'](path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await loggedRoute(method, path), `${method} ${path}`).toBe('unmatched');
    }
  });

  it('leaves no path to server/app.ts: its stack holds only handlers for every request', () => {
    const stack = (t.app as unknown as { router: { stack: { route?: unknown; slash: boolean; name: string }[] } })
      .router.stack;
    expect(stack.filter((layer) => layer.route !== undefined || !layer.slash)).toEqual([]);
  });
});
