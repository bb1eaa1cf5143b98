/**
 * The local provider with its lookups in worker threads (SEARCH_WORKERS, worker-pool.ts): the
 * same answers as in the server's thread, errors that cross intact, the hot swap and logs from
 * the worker; and, with a scripted worker (test/fixtures/workers), what the pool does when a
 * worker dies, hangs, fails or is no longer awaited.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { ProviderError } from '../../server/search/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { createSearchRunner } from '../../server/search/runner.ts';
import type { SearchQuery, Vertical } from '../../server/shared/search-types.ts';
import { capturedLogger } from '../helpers/logs.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/local-index');
const SCRIPTED = new URL('../fixtures/workers/scripted-worker.mjs', import.meta.url);
const NOW = new Date('2025-06-15T12:00:00Z');
const signal = new AbortController().signal;
const query = (text: string, options: Partial<SearchQuery> = {}): SearchQuery => defaultQuery(text, options);

let dir: string;
let indexFile: string;
const open: LocalProvider[] = [];
const provider = (options: Partial<Parameters<typeof createLocalProvider>[0]> = {}) => {
  const created = createLocalProvider({ indexFile, now: () => NOW, ...options });
  open.push(created);
  return created;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-workers-'));
  indexFile = join(dir, 'index.sqlite');
  await buildIndex({ inputs: [join(FIXTURES, 'records.jsonl')], outFile: indexFile });
});

afterAll(async () => {
  await Promise.all(open.map((p) => p.close?.()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the search worker', () => {
  it('answers exactly as the server’s own thread: every vertical, pages, spelling, suggestions, panel', async () => {
    const here = provider();
    const workers = provider({ workers: 2 });
    expect(here.answersInProcess).toBe(true);
    expect(workers.answersInProcess).toBe(false);
    const texts = ['meadow butterflies', 'ÉLÉPHANT', 'meadow', 'buterflies', 'fox', 'nothing here at all', 'a OR b'];
    const verticals: Vertical[] = ['web', 'images', 'news', 'videos'];
    let results = 0;
    for (const text of texts) {
      for (const vertical of verticals) {
        for (const page of [1, 2]) {
          const q = query(text, { vertical, page });
          const [mine, theirs] = await Promise.all([here.search(q, signal), workers.search(q, signal)]);
          expect(theirs).toEqual(mine);
          results += mine.results.length;
        }
      }
      expect(await workers.suggest!(text.slice(0, 4), 'en', signal)).toEqual(
        await here.suggest!(text.slice(0, 4), 'en', signal),
      );
    }
    expect(results).toBeGreaterThan(20);
    const panel = await workers.article('Red fox', 'en');
    expect(panel).toEqual(await here.article('Red fox', 'en'));
  });

  it('fails as the in-thread provider does when there is no index', async () => {
    const missing = provider({ indexFile: join(dir, 'none.sqlite'), workers: 1 });
    const error = await missing.search(query('fox'), signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toMatch(/^local: the search index .*none\.sqlite does not exist/);
    await expect(missing.check!(signal)).rejects.toThrow(/does not exist/);
    // The panel is optional: no index, no panel, no error.
    expect(await missing.article('Red fox', 'en')).toBeUndefined();
  });

  it('sees a newly imported index without a restart, and logs from the worker without the query', async () => {
    const { logger, lines: logs } = capturedLogger();
    const swapFile = join(dir, 'swap.sqlite');
    await buildIndex({ inputs: [join(FIXTURES, 'records.jsonl')], outFile: swapFile });
    const swapping = provider({ indexFile: swapFile, workers: 1, reloadCheckMs: 0, logger });
    expect((await swapping.search(query('kingfisher'), signal)).results).toEqual([]);
    await buildIndex({ inputs: [join(FIXTURES, 'bad-records.jsonl')], outFile: swapFile });
    const found = await swapping.search(query('kingfisher'), signal);
    expect(found.results.map((r) => r.url).sort()).toEqual(['https://ok.test/1', 'https://ok.test/2']);
    const opened = logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'search index opened');
    expect(opened).toHaveLength(2);
    expect(opened[0].documents).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain('kingfisher');
  });
});

describe('the worker pool', () => {
  const threadOf = async (p: LocalProvider, text: string, s = signal) => (await p.search(query(text), s)).related[0];

  it('replaces a worker that dies, failing the calls it held', async () => {
    const scripted = provider({ workers: 1, workerUrl: SCRIPTED });
    const before = await threadOf(scripted, 'first');
    const held = [scripted.search(query('exit'), signal), scripted.search(query('queued behind it'), signal)];
    for (const call of held) {
      const error = await call.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as Error).message).toBe('local: search worker stopped (exit code 3)');
    }
    const after = await threadOf(scripted, 'again');
    expect(after).toMatch(/^thread \d+$/);
    expect(after).not.toBe(before);
  });

  it('passes a worker’s error on as a ProviderError and keeps the worker', async () => {
    const scripted = provider({ workers: 1, workerUrl: SCRIPTED });
    const before = await threadOf(scripted, 'first');
    const error = await scripted.search(query('throw'), signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as Error).message).toBe('local: scripted failure');
    expect(await threadOf(scripted, 'next')).toBe(before);
  });

  it('spreads calls in flight over its workers', async () => {
    const scripted = provider({ workers: 2, workerUrl: SCRIPTED });
    const threads = await Promise.all([threadOf(scripted, 'slow 150'), threadOf(scripted, 'slow 150')]);
    expect(new Set(threads).size).toBe(2);
  });

  it('gives up on a call when its signal aborts, without waiting for the worker', async () => {
    const scripted = provider({ workers: 1, workerUrl: SCRIPTED });
    await threadOf(scripted, 'warm up');
    const controller = new AbortController();
    const started = performance.now();
    const call = scripted.search(query('slow 1500'), controller.signal);
    setTimeout(() => controller.abort(new Error('visitor left')), 20);
    await expect(call).rejects.toThrow('visitor left');
    expect(performance.now() - started).toBeLessThan(1000);
    // The late answer is dropped; the worker serves the next call.
    expect(await threadOf(scripted, 'after')).toMatch(/^thread \d+$/);
    const aborted = AbortSignal.abort(new Error('already gone'));
    await expect(scripted.search(query('fox'), aborted)).rejects.toThrow('already gone');
  });

  it('lets the runner time out a lookup that takes too long, and sends the next to a free worker', async () => {
    const scripted = provider({ workers: 2, workerUrl: SCRIPTED });
    const runner = createSearchRunner({
      provider: scripted,
      timeoutMs: 100,
      cacheTtlS: 0,
      logger: createLogger('silent'),
    });
    await Promise.all([threadOf(scripted, 'warm up'), threadOf(scripted, 'both')]);
    const outcome = await runner.run(query('slow 1200'), signal);
    expect(outcome.status).toBe('timeout');
    expect(outcome.durationMs).toBeLessThan(1000);
    // The first worker is still busy with the abandoned lookup: the other one answers.
    const next = await runner.run(query('then this'), signal);
    expect(next).toMatchObject({ status: 'ok' });
    expect(next.durationMs).toBeLessThan(500);
  });

  it('refuses a call that cannot be copied to a worker, and goes on serving', async () => {
    const scripted = provider({ workers: 1, workerUrl: SCRIPTED });
    const before = await threadOf(scripted, 'first');
    const unclonable = { ...query('fox'), onDone: () => {} } as unknown as SearchQuery;
    await expect(scripted.search(unclonable, signal)).rejects.toThrow(/could not be cloned/);
    expect(await threadOf(scripted, 'next')).toBe(before);
    // Asked in the same turn as a good call, it fails alone.
    const [bad, good] = await Promise.allSettled([scripted.search(unclonable, signal), threadOf(scripted, 'beside')]);
    expect(bad).toMatchObject({
      status: 'rejected',
      reason: { message: expect.stringMatching(/could not be cloned/) },
    });
    expect(good).toEqual({ status: 'fulfilled', value: before });
  });

  it('sends the lookups of one turn in one message, as a results page asks them', async () => {
    const scripted = provider({ workers: 1, workerUrl: SCRIPTED });
    await threadOf(scripted, 'warm up');
    const page = await Promise.all(
      (['web', 'news', 'web', 'news'] as const).map((vertical) =>
        scripted.search(query('otter', { vertical }), signal),
      ),
    );
    expect(page.map((answer) => answer.related[1])).toEqual(['batch 4', 'batch 4', 'batch 4', 'batch 4']);
    expect((await scripted.search(query('otter'), signal)).related[1]).toBe('batch 1');
  });

  it('answers a vertical the index holds no record of without asking the index', async () => {
    const scripted = provider({ workers: 1, workerUrl: SCRIPTED });
    await threadOf(scripted, 'warm up');
    // The question follows the first lookups; once answered, the scripted index (web and news
    // records) leaves images and videos to find nothing at once.
    await expect
      .poll(async () => (await scripted.search(query('otter', { vertical: 'images' }), signal)).related)
      .toEqual([]);
    for (const vertical of ['images', 'videos'] as const) {
      expect(await scripted.search(query('otter', { vertical }), signal)).toEqual({
        results: [],
        hasMore: false,
        related: [],
        unresponsive: [],
      });
    }
    expect((await scripted.search(query('otter', { vertical: 'news' }), signal)).related[0]).toMatch(/^thread \d+$/);
  });

  it('refuses calls once closed', async () => {
    const scripted = provider({ workers: 1, workerUrl: SCRIPTED });
    await threadOf(scripted, 'warm up');
    await scripted.close!();
    await expect(scripted.search(query('fox'), signal)).rejects.toThrow('local: the search workers are closed');
  });
});
