/**
 * The route pattern each request is logged and counted under (the request log's `route`, the
 * metrics' label), set by the registry from the entries of server/app.ts: never the URL, and the
 * method too where a form's POST shares its page's path or an API answers several methods.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const COUNTRY = 'X-Country';
const ORIGIN = 'http://karma.test';

let t: TestApp;
beforeAll(() => {
  t = buildTestApp(
    { METRICS: 'true', COUNTRY_HEADER: COUNTRY, SUPPORTED_COUNTRIES: 'fr' },
    { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
  );
});
afterAll(() => t.close());

async function loggedRoute(method: string, path: string, headers: Record<string, string> = {}) {
  t.logs.length = 0;
  const call = request(t.app)[method.toLowerCase() as 'get'](path).set('Origin', ORIGIN);
  for (const [name, value] of Object.entries(headers)) call.set(name, value);
  await call;
  const lines = t.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
  return lines.map((l) => l.route);
}

describe('route patterns', () => {
  it.each([
    ['GET', '/contact', '/contact'],
    ['POST', '/contact', 'POST /contact'],
    ['GET', '/settings', '/settings'],
    ['POST', '/settings', 'POST /settings'],
    ['POST', '/mail-shortcuts', 'POST /mail-shortcuts'],
    ['GET', '/account', 'GET /account'],
    ['DELETE', '/account', 'DELETE /account'],
    ['OPTIONS', '/account', 'OPTIONS /account'],
    ['POST', '/account/update', 'POST /account'],
    ['GET', '/account/export', 'GET /account'],
    ['GET', '/auth/login', '/auth/login'],
    ['GET', '/fr/auth/login', '/:locale/auth/login'],
    ['POST', '/auth/login', '/auth/login'],
    ['POST', '/auth/email/verify', '/auth/email/verify'],
    ['POST', '/auth/email/code', '/auth/email/code'],
    ['POST', '/auth/logout', '/auth/logout'],
    ['GET', '/auth/nowhere', 'unmatched'],
    ['GET', '/partners/transparency', '/partners/transparency'],
    ['GET', '/ES/partners/transparency/', '/:locale/partners/transparency'],
    ['GET', '/partners/transparency.json', '/partners/transparency.json'],
    ['GET', '/img?url=x', '/img'],
    ['GET', '/extension', '/extension'],
    ['GET', '/offline/fr', '/offline/:locale'],
    ['GET', '/offline/xx', '/offline/:locale'],
    ['GET', '/es/search?q=wolf', '/:locale/search'],
    ['GET', '/fr/Images/?q=wolf', '/:locale/images'],
    ['GET', '/metrics', '/metrics'],
    ['GET', '/nowhere', 'unmatched'],
  ])('%s %s is logged as %j', async (method, path, pattern) => {
    expect(await loggedRoute(method, path)).toEqual([pattern]);
  });

  it('a search sent to another engine is logged under its result page, without the query', async () => {
    expect(await loggedRoute('GET', '/Search/?q=wolf', { [COUNTRY]: 'BW' })).toEqual(['/search']);
    expect(t.logs.join('\n')).not.toContain('wolf');
  });
});
