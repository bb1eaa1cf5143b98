/**
 * !bangs through the whole app: a known bang answers 302 to the site's search for the rest of the
 * query, counted as a search by the usual rules, with nothing searched, stored or logged; an
 * unknown bang is an ordinary search; OpenSearch and autosuggest keep working; /bangs lists them
 * in English, French and Spanish.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_COOKIE } from '../../server/shared/counter.ts';
import { LOCALE_COOKIE } from '../../server/shared/locale-choice.ts';
import { createSearchCountBatcher } from '../../server/sponsors/search-count-batcher.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA } from '../helpers/sponsored.ts';

const CANARY = 'canary3b7e';
const provider = scriptedProvider((q) => answer([webResult(`About ${q.text}`)]));
const batcher = createSearchCountBatcher({ write: async () => {}, logger: { warn: () => {} }, intervalMs: 3_600_000 });
let t: TestApp;

beforeAll(() => {
  t = buildTestApp({}, { searchProvider: provider, searchCounts: batcher });
});
afterAll(async () => {
  await batcher.stop();
  await t.close();
});
afterEach(() => {
  provider.calls.length = 0;
});

const search = (q: string, path = '/search') =>
  request(t.app)
    .get(`${path}?${new URLSearchParams({ q })}`)
    .set('User-Agent', BROWSER_UA);
const counterOf = (response: request.Response) =>
  ([response.headers['set-cookie'] ?? []].flat() as string[])
    .find((cookie) => cookie.startsWith(`${COUNTER_COOKIE}=`))
    ?.split(';')[0]
    ?.split('=')[1];
const supported = () => batcher.pending().reduce((sum, row) => sum + row.searches, 0);

describe('a search with a known bang', () => {
  it('!w fox: 302 to Wikipedia, counted like the same search, nothing searched', async () => {
    const before = supported();
    const response = await search('!w fox').expect(302);
    expect(response.headers.location).toBe('https://en.wikipedia.org/w/index.php?search=fox');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(counterOf(response)).toBe('1');
    expect(supported()).toBeGreaterThan(before);
    expect(provider.calls).toEqual([]);
  });

  it('fox !osm: the bang at the end, the rest encoded properly', async () => {
    const response = await search('fox den & co/2 !osm').expect(302);
    expect(response.headers.location).toBe('https://www.openstreetmap.org/search?query=fox%20den%20%26%20co%2F2');
  });

  it('goes to the language’s own site, and a bang alone to the site’s home page', async () => {
    const french = await search('!W renard').set('Cookie', `${LOCALE_COOKIE}=fr`).expect(302);
    expect(french.headers.location).toBe('https://fr.wikipedia.org/w/index.php?search=renard');
    expect((await search('!w').expect(302)).headers.location).toBe('https://en.wikipedia.org/');
  });

  it('follows the counting rules: the same query again at once is not counted twice', async () => {
    const first = await search('!w otter').expect(302);
    const cookies = ([first.headers['set-cookie']].flat() as string[]).map((c) => c.split(';')[0]).join('; ');
    const again = await search('!w otter').set('Cookie', cookies).expect(302);
    expect(counterOf(again)).toBeUndefined();
  });

  it('on the images tab opens the site’s image search, and does not count (only the All tab does)', async () => {
    const response = await search('!g otter', '/images').expect(302);
    expect(response.headers.location).toBe('https://www.google.com/search?q=otter&tbm=isch');
    expect(counterOf(response)).toBeUndefined();
  });

  it('a hover prefetch of a bang search stays on the site', async () => {
    await search('!w fox').set('Sec-Purpose', 'prefetch').expect(204);
  });

  it('leaves no trace of the query in logs or files', async () => {
    await search(`!w ${CANARY}`).expect(302);
    await search(`${CANARY} !nope`).expect(200);
    expect(t.logs.join('\n')).not.toContain(CANARY);
    const files = readdirSync(t.dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    for (const file of files) {
      expect(readFileSync(join(file.parentPath, file.name)).includes(CANARY)).toBe(false);
    }
  });
});

describe('an unknown bang', () => {
  it('is an ordinary search, counted and searched as typed', async () => {
    const response = await search('!nope fox').expect(200);
    expect(counterOf(response)).toBe('1');
    expect(provider.calls.map((q) => q.text)).toContain('!nope fox');
    expect(response.text).toContain('About !nope fox');
  });
});

describe('OpenSearch and autosuggest with bangs', () => {
  it('the OpenSearch description’s search URL redirects a bang search', async () => {
    const xml = (await request(t.app).get('/opensearch.xml').expect(200)).text;
    const template = /<Url type="text\/html" method="get" template="([^"]+)"/.exec(xml)![1]!.replaceAll('&amp;', '&');
    const url = new URL(template.replace('{searchTerms}', encodeURIComponent('fox !w')));
    const response = await request(t.app).get(`${url.pathname}${url.search}`).expect(302);
    expect(response.headers.location).toBe('https://en.wikipedia.org/w/index.php?search=fox');
  });

  it('completes the words after the bang and keeps the bang where it was typed', async () => {
    const start = await request(t.app).get('/search/autosuggest?q=!w%20fo').expect(200);
    expect(JSON.parse(start.text)).toEqual(['!w fo', ['!w fo suggestion']]);
    const end = await request(t.app).get('/search/autosuggest?q=fo%20!W').expect(200);
    expect(JSON.parse(end.text)).toEqual(['fo !W', ['fo suggestion !w']]);
    const alone = await request(t.app).get('/search/autosuggest?q=!w').expect(200);
    expect(JSON.parse(alone.text)).toEqual(['!w', []]);
    await request(t.app).get('/search/autosuggest?q=!nope%20fo').expect(200);
  });
});

describe('the /bangs page', () => {
  it.each([
    ['/bangs', 'en', 'Bangs and search operators'],
    ['/fr/bangs', 'fr', 'Bangs et opérateurs de recherche'],
    ['/es/bangs', 'es', 'Bangs y operadores de búsqueda'],
  ])('%s lists every bang in %s', async (path, _locale, title) => {
    const html = (await request(t.app).get(path).expect(200)).text;
    expect(html).toContain(`<h1>${title}</h1>`);
    for (const bang of ['!w', '!osm', '!g', '!gh', '!deepl']) expect(html).toContain(`<code>${bang}</code>`);
    expect(html).toContain('fox site:wikipedia.org');
  });

  it('is linked from the footer', async () => {
    expect((await request(t.app).get('/').expect(200)).text).toMatch(/<a href="\/bangs">[^<]+<\/a>/);
  });
});
