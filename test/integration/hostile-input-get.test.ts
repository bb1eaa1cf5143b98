/**
 * Bad input on every page and GET API: random and hostile query strings (invalid UTF-8
 * percent-encodings, control characters, RTL, emoji, repeated keys, huge and negative numbers),
 * unknown locales and sections, every `karma_` cookie malformed, and wrong methods. Whatever
 * arrives, the answer is never a 5xx, and a refusal carries a message.
 * fast-check runs with a fixed seed (FC_SEED replays another; FC_SHRINK=1 shrinks a failure).
 * Served like server/main.ts serves, so requests Node's parser refuses get the real answer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_SHAPES } from '../../server/middleware/cookie-shapes.ts';
import { pageRoutes as routes } from '../../server/routes/route-table.tsx';
import { LOCALES } from '../../server/shared/locale-choice.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cookieValue, otherHeaders, queryString, wireValue } from '../helpers/hostile-inputs.ts';
import { fcOptions, listenLikeMain, type RawResponse, rawRequest } from '../helpers/raw-request.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const segment = fc.oneof(wireValue, fc.constantFrom('xx', 'EN', 'fr-FR', 'zz', '..', '%2F', 'index'));

/** Every GET path: the route table (prefixed forms too) and the routers app.ts mounts. */
const getPath = fc.oneof(
  fc.constantFrom(
    ...routes.flatMap((r) => [r.path, `/fr${r.path === '/' ? '' : r.path}`]).filter((p) => !p.includes(':')),
    '/partners/transparency.json',
    '/search/autosuggest',
    '/notifications',
    '/learn-act/items',
    '/img',
    '/out',
    '/extension',
    '/account',
    '/account/export',
    '/opensearch.xml',
    '/healthz',
    '/readyz',
  ),
  segment.map((s) => `/partners/${s}`),
  segment.map((s) => `/r/${s}`),
  segment.map((s) => `/locale/${s}`),
  segment.map((s) => `/mail-shortcuts/${s}`),
  fc.tuple(fc.oneof(fc.constantFrom(...LOCALES), segment), segment).map(([l, s]) => `/strings/${l}/${s}.json`),
  segment.map((s) => `/${s}/search`),
);

const cookies = fc
  .array(fc.tuple(fc.constantFrom(...COOKIE_SHAPES.keys()), cookieValue), { maxLength: 6 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '));

let t: TestApp;
let port: number;
let server: Awaited<ReturnType<typeof listenLikeMain>>;
beforeAll(async () => {
  t = buildTestApp(
    { SEARCH_RATE_LIMIT_PER_MINUTE: '1000000' },
    { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
  );
  server = await listenLikeMain(t.app);
  port = server.port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

/** What a visitor or an operator would call broken: a 5xx, or a refusal with nothing to read. */
/** Answers by status: the fuzzing must reach the routes, not only the rate limits. */
const statuses: number[] = [];
const shareOf = (status: number) => statuses.filter((s) => s === status).length / statuses.length;

function expectClearAnswer(res: RawResponse, what: string) {
  statuses.push(res.status);
  expect(res.status, `${what} answered ${res.status}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) expect(res.body.trim(), `${what} answered ${res.status} without a message`).not.toBe('');
}

describe('hostile GET requests', () => {
  it('every route answers a hostile query string, malformed cookies and odd headers without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(getPath, queryString, cookies, otherHeaders, async (path, query, cookie, headers) => {
        const res = await rawRequest(port, 'GET', path + query, cookie ? { ...headers, cookie } : headers);
        expectClearAnswer(res, `GET ${path}${query.slice(0, 200)} cookie ${cookie.slice(0, 200)}`);
      }),
      fcOptions(800),
    );
    expect(shareOf(429), 'most requests stopped at a rate limit').toBeLessThan(0.05);
  }, 60_000);

  it('every route answers PUT, DELETE, PATCH and OPTIONS without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(getPath, fc.constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS'), async (path, method) => {
        const res = await rawRequest(port, method, path, { 'content-type': 'application/json' }, '{');
        expectClearAnswer(res, `${method} ${path}`);
      }),
      fcOptions(150),
    );
  }, 30_000);
});
