/**
 * Search suggestions in the visitor's language and country:
 * GET /search/autosuggest?q=…&lang=…&country=… over the local index (fixture records in en, fr
 * and es), Brave and SearXNG (their fakes), and the values the search box sends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { createBraveProvider } from '../../server/search/providers/brave.ts';
import { createSearxngProvider } from '../../server/search/providers/searxng.ts';
import { type FakeBrave, startFakeBrave } from '../fakes/brave-server.ts';
import { type FakeSearxng, startFakeSearxng } from '../fakes/searxng-server.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { islandProps } from '../helpers/island-props.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/local-index/records.jsonl');
const ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let dir: string;
let local: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-suggest-'));
  await buildIndex({ inputs: [FIXTURE], outFile: join(dir, 'index.sqlite') });
  local = buildTestApp({}, { searchProvider: createLocalProvider({ indexFile: join(dir, 'index.sqlite') }) });
});
afterAll(async () => {
  await local.close();
  rmSync(dir, { recursive: true, force: true });
});

const suggest = async (app: TestApp, query: string) => {
  const res = await request(app.app).get(`/search/autosuggest?${query}`).expect(200);
  return JSON.parse(res.text)[1] as string[];
};

describe('the local index prefers the page language', () => {
  it.each([
    ['q=re&lang=en', ['red', 'red fox', 'red fox field guide', 'report on bee decline'], 'renard roux'],
    ['q=re&lang=fr', ['renard roux'], 'red'],
    ['q=ele&lang=fr', ["éléphant d'afrique"], 'elefante africano'],
    ['q=ele&lang=es&country=MX', ['elefante africano'], "éléphant d'afrique"],
    ['q=el&lang=es', ['el zorro rojo', 'elefante africano'], "éléphant d'afrique"],
  ])('%s: its entries first, then the others', async (query, first, after) => {
    const list = await suggest(local, query);
    expect(list.slice(0, first.length).sort()).toEqual([...first].sort());
    expect(list).toContain(after);
  });

  it('keeps one entry per phrase, at most 8', async () => {
    const list = await suggest(local, 'q=m&lang=en');
    expect(new Set(list).size).toBe(list.length);
    expect(list.length).toBeLessThanOrEqual(8);
  });
});

describe('bad values', () => {
  it.each([
    ['q=re&lang=de', /lang must be one of en, fr, es/],
    ['q=re&lang=en&country=FRA', /country must be a two-letter country code/],
    ['q=re&lang=en&country=1', /country must be a two-letter country code/],
    ['q=re&lang=en-GB', /lang must be one of en, fr, es/],
    ['q=re&lang=fr&country=%C3%A9s', /country must be a two-letter country code/],
  ])('%s → 400 with a message', async (query, message) => {
    const res = await request(local.app).get(`/search/autosuggest?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  it('missing lang and country default to English and the language country', async () => {
    expect((await suggest(local, 'q=re'))[0]).toBe('red');
  });
});

describe('remote providers receive the language and country', () => {
  let brave: FakeBrave;
  let searxng: FakeSearxng;
  let viaBrave: TestApp;
  let viaSearxng: TestApp;
  beforeAll(async () => {
    brave = await startFakeBrave();
    searxng = await startFakeSearxng();
    viaBrave = buildTestApp({}, { searchProvider: createBraveProvider({ apiKey: brave.apiKey, apiUrl: brave.url }) });
    viaSearxng = buildTestApp({}, { searchProvider: createSearxngProvider({ baseUrl: searxng.url }) });
  });
  afterAll(async () => {
    await Promise.all([viaBrave.close(), viaSearxng.close()]);
    await Promise.all([brave.close(), searxng.close()]);
  });
  beforeEach(() => {
    brave.reset();
    searxng.reset();
  });

  it.each([
    ['q=bio&lang=fr&country=CA', { q: 'bio', lang: 'fr', country: 'CA' }],
    ['q=bio&lang=es&country=mx', { q: 'bio', lang: 'es', country: 'MX' }],
    ['q=bio&lang=fr', { q: 'bio', lang: 'fr', country: 'FR' }],
  ])('Brave, %s', async (query, sent) => {
    await suggest(viaBrave, query);
    expect(brave.requests).toHaveLength(1);
    expect(brave.requests[0]).toMatchObject({ path: '/res/v1/suggest/search', query: sent });
  });

  it.each([
    ['q=bio&lang=fr&country=CA', 'fr-CA'],
    ['q=bio&lang=en', 'en-US'],
  ])('SearXNG, %s', async (query, language) => {
    await suggest(viaSearxng, query);
    expect(searxng.requests[0]).toMatchObject({ path: '/autocompleter', query: { q: 'bio', language } });
  });
});

describe('the search box', () => {
  it.each([
    ['/fr', [], 'fr', 'FR'],
    ['/es', [], 'es', 'ES'],
    ['/', ['karma_search_region=fr-CA'], 'en', 'CA'],
    ['/', ['karma_search_region=en'], 'en', 'US'],
  ])('%s %s sends lang %s and country %s', async (path, cookies, lang, country) => {
    const res = await request(local.app).get(path).set('User-Agent', ANDROID).set('Cookie', cookies.join('; '));
    expect(islandProps<{ lang: string; country: string }>(res.text, 'SearchBox')).toMatchObject({ lang, country });
  });
});
