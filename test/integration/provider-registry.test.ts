import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { createEncyclopedia } from '../../server/search/encyclopedia.ts';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { createProvider, encyclopediaService } from '../../server/search/provider-registry.ts';
import { type FakeSearxng, startFakeSearxng } from '../fakes/searxng-server.ts';
import { buildTestApp } from '../helpers/app.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'karma-registry-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('provider registry', () => {
  it('SEARCH_PROVIDER picks the provider; unset, the open profile merges the local index with the open APIs', () => {
    const env = { DATA_DIR: dir };
    expect(createProvider(parseConfig(env).search).name).toBe('merged');
    expect(createProvider(parseConfig({ ...env, SEARCH_PROVIDER: 'local' }).search).name).toBe('local');
    expect(createProvider(parseConfig({ ...env, SEARCH_PROVIDERS: 'web=local' }).search).name).toBe('local');
    expect(
      createProvider(parseConfig({ ...env, SEARCH_PROVIDER: 'searxng', SEARXNG_URL: 'http://127.0.0.1:9' }).search, {
        logger: undefined as never,
      }).name,
    ).toBe('searxng');
    expect(
      createProvider(parseConfig({ ...env, SEARCH_PROVIDER: 'brave', BRAVE_API_KEY: 'k' }).search, {
        logger: undefined as never,
      }).name,
    ).toBe('brave');
  });
});

describe('encyclopedia service', () => {
  it('answers from the local index when it holds the article, without any request', async () => {
    const indexFile = join(dir, 'wiki.sqlite');
    await buildIndex({
      inputs: [join(import.meta.dirname, '../fixtures/local-index/wikiextractor.jsonl')],
      outFile: indexFile,
      format: 'wikiextractor',
    });
    const provider = createLocalProvider({ indexFile });
    const requests: string[] = [];
    const encyclopedia = createEncyclopedia({
      fetchImpl: async (input) => {
        requests.push(String(input));
        throw new Error('no network in this test');
      },
    });
    const summary = encyclopediaService(provider, encyclopedia);
    const box = await summary?.('https://en.wikipedia.org/wiki/Grey_heron_(test_article)', AbortSignal.timeout(2000));
    expect(box?.title).toBe('Grey heron (test article)');
    expect(box?.extract).toContain('grey heron');
    expect(requests).toEqual([]);
    // Not in the index: the wiki host is asked (here it fails, so no panel, and no error).
    expect(await summary?.('https://en.wikipedia.org/wiki/Red_fox', AbortSignal.timeout(2000))).toBeUndefined();
    expect(requests).toHaveLength(1);
    await provider.close?.();
  });
});

describe('readiness with a remote provider', () => {
  let fake: FakeSearxng;
  beforeAll(async () => {
    fake = await startFakeSearxng();
  });
  afterAll(() => fake.close());

  it('/readyz says search is unavailable when SearXNG refuses format=json, the log says why', async () => {
    const config = parseConfig({ SEARCH_PROVIDER: 'searxng', SEARXNG_URL: fake.url, DATA_DIR: dir });
    const t = buildTestApp(
      { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: fake.url },
      { searchProvider: createProvider(config.search) },
    );
    expect((await request(t.app).get('/readyz')).body).toMatchObject({ status: 'ready', search: 'ok' });
    await t.close();
    fake.setMode('http-error', { status: 403 });
    const broken = buildTestApp(
      { SEARCH_PROVIDER: 'searxng', SEARXNG_URL: fake.url },
      { searchProvider: createProvider(config.search) },
    );
    const res = await request(broken.app).get('/readyz');
    expect(res.status).toBe(503);
    // The answer names the dependency; the operator's explanation is in the log only.
    expect(res.body.search).toBe('unavailable');
    expect(broken.logs.join('')).toMatch(/format=json/);
    expect(broken.logs.join('')).toMatch(/settings\.yml/);
    await broken.close();
  });
});
