/**
 * The merged provider against real HTTP stand-ins of the open APIs (test/fakes/open-api-server.ts)
 * and a scripted local index: copies of one page fused into one result naming its source, sources
 * that cannot honour the safe-search level left out and named, an unreachable or silent source
 * left out within the budget while the local results still come, a 429 keeping its source away
 * for its Retry-After, and nothing but the query, the language, paging and Karma's User-Agent
 * reaching an API.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { createMergedProvider } from '../../server/search/merged-provider.ts';
import type { SearchProvider } from '../../server/search/provider.ts';
import { createOpenverseProvider } from '../../server/search/providers/openverse.ts';
import { createWikipediaProvider } from '../../server/search/providers/wikipedia.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery, SearchResult } from '../../server/shared/search-types.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { CONTACT_EMAIL, USER_AGENT } from '../helpers/open-provider-contract.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const WIKI_ANSWER = {
  batchcomplete: true,
  query: {
    search: [
      { ns: 0, title: 'Red panda', pageid: 1, snippet: 'The red panda is a small mammal.' },
      { ns: 0, title: 'Panda diplomacy', pageid: 2, snippet: 'Gifts of pandas.' },
    ],
  },
};

let wiki: FakeOpenApi;
let silent: FakeOpenApi;

function localIndex(results: (query: SearchQuery) => SearchResult[]): SearchProvider {
  const local = scriptedProvider((query) => answer(results(query)), FULL_CAPABILITIES);
  return { ...local, name: 'local', answersInProcess: true, search: local.search.bind(local) };
}

function merged(web: SearchProvider[], budgetMs = 1000) {
  return createMergedProvider({
    tabs: { web },
    pageSizes: { wikipedia: 20 },
    budgetMs,
    cacheTtlS: 0,
    logger: createLogger('silent'),
  });
}

const wikipediaAt = (baseUrl: string) => createWikipediaProvider({ contactEmail: CONTACT_EMAIL, baseUrl });
const query = (overrides: Partial<SearchQuery> = {}) => defaultQuery('red panda', { safeSearch: 'off', ...overrides });

beforeAll(async () => {
  wiki = await startFakeOpenApi({ json: WIKI_ANSWER });
  silent = await startFakeOpenApi({ silent: true });
});
afterAll(async () => {
  await wiki.close();
  await silent.close();
});
beforeEach(() => {
  wiki.reset();
  silent.reset();
});

describe('merged provider', () => {
  it('fuses the sources: one result per page, each naming its source', async () => {
    const local = localIndex(() => [
      webResult('Red panda (local copy)', `https://${new URL(wiki.url).host}/wiki/Red_panda/?utm_source=x`),
      webResult('Local only', 'https://example.org/local'),
    ]);
    const provider = merged([local, wikipediaAt(`${wiki.url}/{lang}/w/api.php`)]);
    const response = await provider.search(query(), AbortSignal.timeout(5000));
    expect(response.results.map((r) => [r.title, r.provider])).toEqual([
      // Listed by both: first, as the local index's copy.
      ['Red panda (local copy)', 'local'],
      ['Local only', 'local'],
      ['Panda diplomacy', 'wikipedia'],
    ]);
    expect(response.unresponsive).toEqual([]);
    expect(response.skipped).toEqual([]);
  });

  it('leaves out, and names, a source that cannot honour the safe-search level', async () => {
    const local = localIndex(() => [webResult('Local only', 'https://example.org/local')]);
    const provider = merged([local, wikipediaAt(`${wiki.url}/{lang}/w/api.php`)]);
    const response = await provider.search(query({ safeSearch: 'strict' }), AbortSignal.timeout(5000));
    expect(response.results.map((r) => r.title)).toEqual(['Local only']);
    expect(response.skipped).toEqual(['wikipedia']);
    expect(wiki.requests).toHaveLength(0);
    // What it offers is what any of its sources can honour.
    expect(provider.capabilities.safeSearch).toEqual(['off', 'moderate', 'strict']);
    expect(provider.capabilities.cheapLookups).toBe(false);
  });

  it('answers with the local results within the budget when every open source is away', async () => {
    const local = localIndex(() => [webResult('Local only', 'https://example.org/local')]);
    const refused = createWikipediaProvider({
      contactEmail: CONTACT_EMAIL,
      baseUrl: 'http://127.0.0.1:9/{lang}/w/api.php',
    });
    const openverse = createOpenverseProvider({ contactEmail: CONTACT_EMAIL, baseUrl: silent.url });
    const provider = createMergedProvider({
      tabs: { web: [local, refused], images: [local, openverse] },
      budgetMs: 300,
      cacheTtlS: 0,
      logger: createLogger('silent'),
    });
    for (const vertical of ['web', 'images'] as const) {
      const started = performance.now();
      const response = await provider.search(query({ vertical }), AbortSignal.timeout(5000));
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.results.map((r) => r.title)).toEqual(['Local only']);
      expect(response.unresponsive).toEqual([vertical === 'web' ? 'wikipedia' : 'openverse']);
    }
  });

  it('a silent source’s half-open trial holds no page, not even its own, and each source’s lookups are told by its name', async () => {
    const local = localIndex(() => [webResult('Local only', 'https://example.org/local')]);
    const openverse = createOpenverseProvider({ contactEmail: CONTACT_EMAIL, baseUrl: silent.url });
    const lookups: { provider: string; outcome: string }[] = [];
    const provider = createMergedProvider({
      tabs: { images: [local, openverse] },
      budgetMs: 300,
      cacheTtlS: 0,
      logger: createLogger('silent'),
      breakAfter: 1,
      halfOpenAfterMs: 200,
      onLookup: ({ provider, outcome }) => lookups.push({ provider, outcome }),
    });
    const images = (text: string) => provider.search(query({ vertical: 'images', text }), AbortSignal.timeout(5000));
    await images('first');
    await new Promise((resolve) => setTimeout(resolve, 250));
    // The page that makes the trial does not wait for it either.
    for (const text of ['the trial', 'during the trial']) {
      const started = performance.now();
      const page = await images(text);
      expect(performance.now() - started).toBeLessThan(150);
      expect(page.results.map((r) => r.title)).toEqual(['Local only']);
      expect(page.unresponsive).toEqual(['openverse']);
    }
    // The first lookup and the one trial: the page during the trial asked nothing.
    await expect.poll(() => silent.requests.length).toBe(2);
    expect(lookups).toContainEqual({ provider: 'openverse', outcome: 'timeout' });
    expect(lookups).toContainEqual({ provider: 'openverse', outcome: 'unavailable' });
    expect(lookups).toContainEqual({ provider: 'local', outcome: 'ok' });
    expect(JSON.stringify(lookups)).not.toContain('trial');
  });

  it('keeps a rate-limited source away for its Retry-After', async () => {
    wiki.answer({ status: 429, headers: { 'Retry-After': '120' } });
    const local = localIndex(() => [webResult('Local only', 'https://example.org/local')]);
    const provider = merged([local, wikipediaAt(`${wiki.url}/{lang}/w/api.php`)]);
    const first = await provider.search(query(), AbortSignal.timeout(5000));
    expect(first.unresponsive).toEqual(['wikipedia']);
    expect(wiki.requests).toHaveLength(1);
    wiki.answer({ json: WIKI_ANSWER });
    const second = await provider.search(query({ text: 'another query' }), AbortSignal.timeout(5000));
    expect(second.unresponsive).toEqual(['wikipedia']);
    expect(wiki.requests).toHaveLength(1);
  });

  it('pages over the fused list: a later page never repeats an earlier one', async () => {
    const pageOf = (prefix: string, size: number) => (q: SearchQuery) =>
      Array.from({ length: size }, (_, i) => webResult(`${prefix} ${(q.page - 1) * size + i}`));
    const local = localIndex(pageOf('local', 10));
    const other = scriptedProvider((q) => answer(pageOf('other', 20)(q), { hasMore: q.page < 5 }), FULL_CAPABILITIES);
    const provider = createMergedProvider({
      tabs: { web: [local, { ...other, name: 'other', search: other.search.bind(other) }] },
      pageSizes: { other: 20 },
      budgetMs: 1000,
      cacheTtlS: 60,
      logger: createLogger('silent'),
    });
    const titles: string[] = [];
    for (const page of [1, 2, 3]) {
      const response = await provider.search(query({ page }), AbortSignal.timeout(5000));
      expect(response.results).toHaveLength(10);
      expect(response.hasMore).toBe(true);
      titles.push(...response.results.map((r) => r.title));
    }
    expect(new Set(titles).size).toBe(30);
    // Interleaved by rank: each source's first results come first.
    expect(titles.slice(0, 4)).toEqual(['local 0', 'other 0', 'local 1', 'other 1']);
  });

  it('sends an API only the query, the language, paging and the User-Agent', async () => {
    const local = localIndex(() => []);
    const provider = merged([local, wikipediaAt(`${wiki.url}/{lang}/w/api.php`)]);
    await provider.search(query({ language: 'fr', page: 2 }), AbortSignal.timeout(5000));
    expect(wiki.requests.length).toBeGreaterThan(0);
    for (const request of wiki.requests) {
      expect(request.path).toBe('/fr/w/api.php');
      expect(request.query.srsearch).toBe('red panda');
      expect(request.headers['user-agent']).toBe(USER_AGENT);
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers['x-forwarded-for']).toBeUndefined();
      expect(request.headers.referer).toBeUndefined();
    }
  });
});
