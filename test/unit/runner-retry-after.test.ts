/**
 * A provider that answers 429 with a Retry-After (providers/open-api-request.ts RateLimitedError)
 * gets no request until then: the runner holds that tab's circuit open, even after one failure,
 * and lets requests through again once the time has passed. Other tabs are not affected.
 */
import { describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../server/search/providers/open-api-request.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { createSearchRunner } from '../../server/search/runner.ts';
import { capturedLogger } from '../helpers/logs.ts';
import { answer, scriptedProvider } from '../helpers/scripted-provider.ts';

describe('runner and Retry-After', () => {
  it('holds the circuit open for the time the provider asked, then tries again', async () => {
    let limited = true;
    const provider = scriptedProvider(() => {
      if (limited) throw new RateLimitedError('scripted', 'HTTP 429', 150);
      return answer([]);
    });
    const runner = createSearchRunner({ provider, timeoutMs: 1000, cacheTtlS: 0, logger: capturedLogger().logger });
    const signal = AbortSignal.timeout(5000);
    expect((await runner.run(defaultQuery('a'), signal)).status).toBe('error');
    limited = false;
    expect((await runner.run(defaultQuery('b'), signal)).status).toBe('unavailable');
    expect(runner.circuit('web').state).toBe('isolated');
    expect(provider.calls).toHaveLength(1);
    // Another tab has its own circuit.
    expect((await runner.run(defaultQuery('c', { vertical: 'news' }), signal)).status).toBe('ok');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await runner.run(defaultQuery('d'), signal)).status).toBe('ok');
  });

  it('does not hold the circuit open for a failure without a Retry-After', async () => {
    let failing = true;
    const provider = scriptedProvider(() => {
      if (failing) throw new RateLimitedError('scripted', 'HTTP 429');
      return answer([]);
    });
    const runner = createSearchRunner({ provider, timeoutMs: 1000, cacheTtlS: 0, logger: capturedLogger().logger });
    expect((await runner.run(defaultQuery('a'), AbortSignal.timeout(5000))).status).toBe('error');
    failing = false;
    expect((await runner.run(defaultQuery('b'), AbortSignal.timeout(5000))).status).toBe('ok');
  });
});
