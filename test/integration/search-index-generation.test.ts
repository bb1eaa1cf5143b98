/**
 * A newly imported index is served at once, through the result cache: the index file's
 * generation is part of the cache key, on every replica (here two runners, one with a search
 * worker, one without) that reads the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { fileGeneration } from '../../server/search/local/runtime/index-generation.ts';
import { createIndexHandle } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { createSearchRunner } from '../../server/search/runner.ts';
import type { Outcome } from '../../server/shared/search-types.ts';
import { capturedLogger } from '../helpers/logs.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/local-index');
const signal = new AbortController().signal;
const urls = (outcome: Outcome) => (outcome.status === 'ok' ? outcome.response.results.map((r) => r.url).sort() : []);

let dir: string;
let indexFile: string;
const providers: LocalProvider[] = [];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-generation-'));
  indexFile = join(dir, 'index.sqlite');
  await buildIndex({ inputs: [join(FIXTURES, 'records.jsonl')], outFile: indexFile });
});
afterAll(async () => {
  for (const provider of providers) await provider.close?.();
  rmSync(dir, { recursive: true, force: true });
});

function replica(workers: number) {
  const provider = createLocalProvider({ indexFile, workers, reloadCheckMs: 0 });
  providers.push(provider);
  return createSearchRunner({ provider, logger: capturedLogger().logger, timeoutMs: 5000, cacheTtlS: 600 });
}

describe('the result cache and a swapped index', () => {
  it('serves the new index at once on every replica, though the old answer was cached', async () => {
    const replicas = [replica(0), replica(1)];
    const kingfisher = defaultQuery('kingfisher');
    for (const runner of replicas) expect(urls(await runner.run(kingfisher, signal))).toEqual([]);
    // Cached: the same lookup again is not asked of the index.
    for (const runner of replicas)
      expect((await runner.run(kingfisher, signal)) as { cached: boolean }).toMatchObject({ cached: true });

    await buildIndex({ inputs: [join(FIXTURES, 'bad-records.jsonl')], outFile: indexFile });
    for (const runner of replicas) {
      const outcome = await runner.run(kingfisher, signal);
      expect(urls(outcome)).toEqual(['https://ok.test/1', 'https://ok.test/2']);
      expect(outcome).toMatchObject({ cached: false });
      expect(await runner.run(kingfisher, signal)).toMatchObject({ cached: true });
    }
  });
});

describe('an index handle told of a newer generation', () => {
  it('reopens the file at once, though its own check is not due', async () => {
    await buildIndex({ inputs: [join(FIXTURES, 'records.jsonl')], outFile: indexFile, replace: true });
    const handle = createIndexHandle(indexFile, { reloadCheckMs: 60_000 });
    const before = handle.current().documents;
    await buildIndex({ inputs: [join(FIXTURES, 'bad-records.jsonl')], outFile: indexFile, replace: true });
    expect(handle.current().documents).toBe(before);
    expect(handle.current(fileGeneration(indexFile)).documents).not.toBe(before);
    handle.close();
  });
});
