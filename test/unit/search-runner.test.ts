import { describe, expect, it } from 'vitest';
import { OverLimits } from '../../server/search/limited-source.ts';
import type { SearchProvider } from '../../server/search/provider.ts';
import { parseSearchParams } from '../../server/search/query-params.ts';
import { createSearchRunner, type RunnerOptions } from '../../server/search/runner.ts';
import type { Capabilities, SearchQuery, SearchResponse } from '../../server/shared/search-types.ts';
import { capturedLogger } from '../helpers/logs.ts';

const capabilities: Capabilities = {
  verticals: ['web', 'news'],
  paging: true,
  maxPage: 10,
  freshness: true,
  safeSearch: ['off', 'moderate', 'strict'],
  imageSafeSearch: ['off', 'strict'],
  imageFilters: [],
  videoFilters: [],
  suggestions: true,
  spelling: true,
};

/** A scriptable provider: the runner's behaviour is what is under test here. */
function scripted(behaviour: (query: SearchQuery, signal: AbortSignal) => Promise<SearchResponse>) {
  const calls: SearchQuery[] = [];
  const provider: SearchProvider = {
    name: 'scripted',
    capabilities,
    search: (query, signal) => {
      calls.push(query);
      return behaviour(query, signal);
    },
    suggest: async (text) => [`${text} one`, `${text} two`],
  };
  return { provider, calls };
}

const answer = (title: string): SearchResponse => ({
  results: [{ vertical: 'web', url: 'https://example.org/', title, snippet: [{ text: 'x' }] }],
  hasMore: false,
  related: [],
  unresponsive: [],
});

function setup(
  provider: SearchProvider,
  extra: Partial<
    Pick<RunnerOptions, 'timeoutMs' | 'cacheTtlS' | 'breakAfter' | 'halfOpenAfterMs' | 'detachTrial'>
  > = {},
) {
  const { logger, lines: logs } = capturedLogger();
  const runner = createSearchRunner({
    provider,
    logger,
    timeoutMs: 200,
    cacheTtlS: 60,
    breakAfter: 3,
    halfOpenAfterMs: 60_000,
    ...extra,
  });
  return { runner, logs };
}

/** A circuit that opens at the first failure and tries again after `halfOpenAfterMs`. */
const oneFailure = (halfOpenAfterMs: number, extra: { cacheTtlS?: number; detachTrial?: boolean } = {}) => ({
  timeoutMs: 5000,
  cacheTtlS: 0,
  breakAfter: 1,
  halfOpenAfterMs,
  ...extra,
});

const query = (text: string, vertical: 'web' | 'news' = 'web') =>
  parseSearchParams({ q: text }, { vertical, locale: 'en', capabilities });
const never = new AbortController().signal;

describe('search runner', () => {
  it('returns the answer, then serves it from the cache', async () => {
    const { provider, calls } = scripted(async (q) => answer(q.text));
    const { runner } = setup(provider);
    const first = await runner.run(query('otter'), never);
    expect(first).toMatchObject({ status: 'ok', cached: false });
    const second = await runner.run(query('Otter'), never);
    expect(second).toMatchObject({ status: 'ok', cached: true });
    expect(calls).toHaveLength(1);
  });

  it('a TTL of 0 disables the cache', async () => {
    const { provider, calls } = scripted(async (q) => answer(q.text));
    const { runner } = setup(provider, { cacheTtlS: 0 });
    await runner.run(query('otter'), never);
    await runner.run(query('otter'), never);
    expect(calls).toHaveLength(2);
  });

  it('times out a slow provider and aborts its work', async () => {
    let aborted = false;
    const { provider } = scripted(
      (_q, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    );
    const { runner } = setup(provider, { timeoutMs: 100 });
    const started = Date.now();
    const outcome = await runner.run(query('slow'), never);
    expect(outcome.status).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(aborted).toBe(true);
  });

  it('turns failures into an error outcome and opens the circuit of that vertical only', async () => {
    const { provider, calls } = scripted(async (q) => {
      if (q.vertical === 'news') throw new Error(`backend down for ${q.text}`);
      return answer(q.text);
    });
    const { runner, logs } = setup(provider, { cacheTtlS: 0 });
    for (let i = 0; i < 3; i++) expect((await runner.run(query(`n${i}`, 'news'), never)).status).toBe('error');
    const callsBefore = calls.length;
    expect((await runner.run(query('n4', 'news'), never)).status).toBe('unavailable');
    expect(calls.length).toBe(callsBefore);
    expect((await runner.run(query('w', 'web'), never)).status).toBe('ok');
    const output = logs.join('');
    expect(output).toContain('[query]');
    expect(output).not.toMatch(/backend down for n\d/);
  });

  it.each([
    ['a provider with a timeout', {}],
    ['a provider answering within the call', { answersInProcess: true }],
  ])('visitors leaving cancel their lookups without tripping the breaker (%s)', async (_name, extra) => {
    const { provider, calls } = scripted((q, signal) =>
      q.text.startsWith('gone')
        ? new Promise((_r, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))))
        : Promise.resolve(answer(q.text)),
    );
    const { runner } = setup({ ...provider, ...extra }, { timeoutMs: 5000 });
    // More visitors leave than the breaker's threshold (3 failures in a row).
    for (let i = 0; i < 5; i++) {
      const controller = new AbortController();
      const pending = runner.run(query(`gone${i}`), controller.signal);
      await Promise.resolve();
      controller.abort();
      expect((await pending).status).toBe('cancelled');
    }
    // The next visitor still gets results: the provider was never at fault.
    expect(await runner.run(query('staying'), never)).toMatchObject({ status: 'ok' });
    expect(calls.at(-1)?.text).toBe('staying');
  });

  it('tells its circuit state, and a probe is the trial that closes it once the half-open delay passed', async () => {
    let down = true;
    const { provider, calls } = scripted(async (q) => {
      if (down) throw new Error('backend down');
      return answer(q.text);
    });
    let checks = 0;
    const checked: SearchProvider = {
      ...provider,
      check: async () => {
        checks++;
        if (down) throw new Error('backend down');
      },
    };
    const { logger } = capturedLogger();
    const runner = createSearchRunner({
      provider: checked,
      logger,
      timeoutMs: 200,
      cacheTtlS: 0,
      breakAfter: 2,
      halfOpenAfterMs: 100,
    });
    expect(runner.circuit()).toEqual({ state: 'closed', since: 0 });
    for (let i = 0; i < 2; i++) await runner.run(query(`w${i}`), never);
    expect(runner.circuit().state).toBe('open');
    expect(runner.circuit('news').state).toBe('closed');
    // Open: the probe fails at once, without asking the provider.
    await expect(runner.probe(never)).rejects.toMatchObject({ isBrokenCircuitError: true });
    expect(checks).toBe(0);
    down = false;
    await new Promise((resolve) => setTimeout(resolve, 120));
    await runner.probe(never);
    expect(checks).toBe(1);
    expect(runner.circuit().state).toBe('closed');
    expect((await runner.run(query('back'), never)).status).toBe('ok');
    expect(calls.at(-1)?.text).toBe('back');
  });

  it('during the half-open trial other lookups are refused at once instead of waiting for it', async () => {
    let release: () => void = () => {};
    let failing = true;
    const { provider, calls } = scripted(async (q) => {
      if (failing) throw new Error('down');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return answer(q.text);
    });
    const { runner } = setup(provider, oneFailure(50));
    expect((await runner.run(query('a'), never)).status).toBe('error');
    await new Promise((resolve) => setTimeout(resolve, 80));
    failing = false;
    const trial = runner.run(query('trial'), never);
    const started = performance.now();
    const during = await runner.run(query('other'), never);
    expect(during.status).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(50);
    expect(calls.map((q) => q.text)).toEqual(['a', 'trial']);
    release();
    expect((await trial).status).toBe('ok');
    expect(runner.circuit().state).toBe('closed');
  });

  it('a source among others (detachTrial) makes its trial without the page that started it', async () => {
    let release: () => void = () => {};
    let failing = true;
    const { provider, calls } = scripted(async (q, signal) => {
      if (failing) throw new Error('down');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      signal.throwIfAborted();
      return answer(q.text);
    });
    const { runner, logs: lines } = setup(provider, oneFailure(50, { cacheTtlS: 60, detachTrial: true }));
    expect((await runner.run(query('a'), never)).status).toBe('error');
    // Open, before the delay: refused without asking.
    expect((await runner.run(query('early'), never)).status).toBe('unavailable');
    expect(calls.map((q) => q.text)).toEqual(['a']);
    await new Promise((resolve) => setTimeout(resolve, 80));
    failing = false;
    // The page that starts the trial leaves at once, and its visitor leaving does not end the trial.
    const leaving = new AbortController();
    const started = performance.now();
    const first = await runner.run(query('secret-canary'), leaving.signal);
    leaving.abort();
    expect(first.status).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(50);
    expect(calls.map((q) => q.text)).toEqual(['a', 'secret-canary']);
    expect((await runner.run(query('during'), never)).status).toBe('unavailable');
    release();
    await expect.poll(() => runner.circuit().state).toBe('closed');
    // The trial's answer is kept for the next visitor asking the same.
    expect(await runner.run(query('secret-canary'), never)).toMatchObject({ status: 'ok', cached: true });
    expect(lines.join('')).toContain('"outcome":"ok","msg":"search trial"');
    expect(lines.join('')).not.toContain('secret-canary');
  });

  it('a trial that fails keeps the source away for another delay', async () => {
    const { provider, calls } = scripted(async () => {
      throw new Error('still down');
    });
    const { runner } = setup(provider, oneFailure(300, { detachTrial: true }));
    await runner.run(query('a'), never);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await runner.run(query('b'), never)).status).toBe('unavailable');
    await expect.poll(() => runner.circuit().state, { interval: 5 }).toBe('open');
    expect((await runner.run(query('c'), never)).status).toBe('unavailable');
    expect(calls.map((q) => q.text)).toEqual(['a', 'b']);
  });

  it('a lookup the source’s limits decline is no failure: cancelled, limited, the circuit kept closed', async () => {
    const { provider, calls } = scripted(async () => {
      throw new OverLimits('scripted');
    });
    const { runner } = setup(provider, { cacheTtlS: 0 });
    for (let i = 0; i < 5; i++) {
      expect(await runner.run(query(`w${i}`), never)).toMatchObject({ status: 'cancelled', limited: true });
    }
    expect(runner.circuit().state).toBe('closed');
    expect(calls).toHaveLength(5);
  });

  it('a detached trial the limits decline proves nothing: the circuit opens again', async () => {
    let declining = false;
    const { provider } = scripted(async () => {
      throw declining ? new OverLimits('scripted') : new Error('down');
    });
    const { runner } = setup(provider, oneFailure(300, { detachTrial: true }));
    await runner.run(query('a'), never);
    declining = true;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await runner.run(query('b'), never)).status).toBe('unavailable');
    await expect.poll(() => runner.circuit().state, { interval: 5 }).toBe('open');
  });

  it('spends no timeout on a provider that bounds its own time, and passes it the visitor’s signal', async () => {
    let heard: AbortSignal | undefined;
    const { provider } = scripted(async (q, signal) => {
      heard = signal;
      await new Promise((resolve) => setTimeout(resolve, 80));
      return answer(q.text);
    });
    const visitor = new AbortController();
    const { runner } = setup({ ...provider, boundsOwnTime: true }, { timeoutMs: 20 });
    expect((await runner.run(query('slow'), visitor.signal)).status).toBe('ok');
    expect(heard).toBe(visitor.signal);
    const { runner: timed } = setup(provider, { timeoutMs: 20 });
    expect((await timed.run(query('slow'), visitor.signal)).status).toBe('timeout');
  });

  it('logs provider, vertical, outcome and duration, never the query', async () => {
    const { provider } = scripted(async (q) => answer(q.text));
    const { runner, logs } = setup(provider);
    await runner.run(query('secret-canary-term'), never);
    const line = JSON.parse(logs.find((l) => l.includes('"msg":"search"')) ?? '{}');
    expect(line).toMatchObject({ provider: 'scripted', vertical: 'web', outcome: 'ok' });
    expect(typeof line.durationMs).toBe('number');
    expect(logs.join('')).not.toContain('secret-canary-term');
  });

  it('suggests for a non-empty prefix only', async () => {
    const { provider } = scripted(async (q) => answer(q.text));
    const { runner } = setup(provider);
    expect(await runner.suggest('   ', 'en', never)).toEqual([]);
    expect(await runner.suggest('lyn', 'en', never)).toEqual(['lyn one', 'lyn two']);
  });

  it('a provider answering within the call keeps its breaker and the visitor signal', async () => {
    const { provider, calls } = scripted(async (q, signal) => {
      signal.throwIfAborted();
      if (q.vertical === 'news') throw new Error('index file unreadable');
      return answer(q.text);
    });
    const { runner } = setup({ ...provider, answersInProcess: true }, { cacheTtlS: 0 });
    for (let i = 0; i < 3; i++) expect((await runner.run(query(`n${i}`, 'news'), never)).status).toBe('error');
    const callsBefore = calls.length;
    expect((await runner.run(query('n4', 'news'), never)).status).toBe('unavailable');
    expect(calls.length).toBe(callsBefore);
    expect((await runner.run(query('w', 'web'), never)).status).toBe('ok');
    const gone = new AbortController();
    gone.abort();
    expect((await runner.run(query('w2', 'web'), gone.signal)).status).toBe('cancelled');
    expect((await runner.run(query('w3', 'web'), never)).status).toBe('ok');
  });
});
