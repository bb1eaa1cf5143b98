/** The slow-connection flag of the Learn & Act island (client/lib/learn-act-slow.ts), on an injected clock. */
import { describe, expect, it } from 'vitest';
import { isSlowBatch, msUntilSlow, SLOW_BATCH_MS } from '../../client/lib/learn-act-slow.ts';

describe('slow batch', () => {
  it('the threshold is one second', () => {
    expect(SLOW_BATCH_MS).toBe(1000);
  });

  it.each([
    ['no batch', undefined, 99_999, 1000, false],
    ['waiting 0 ms', { startedAt: 5000 }, 5000, 1000, false],
    ['waiting 999 ms', { startedAt: 5000 }, 5999, 1000, false],
    ['waiting exactly 1000 ms', { startedAt: 5000 }, 6000, 1000, false],
    ['waiting 1001 ms', { startedAt: 5000 }, 6001, 1000, true],
    ['waiting 30 s', { startedAt: 5000 }, 35_000, 1000, true],
    ['arrived in 400 ms, read much later', { startedAt: 5000, endedAt: 5400 }, 60_000, 1000, false],
    ['arrived in 1500 ms', { startedAt: 5000, endedAt: 6500 }, 6500, 1000, true],
    ['arrived in 1500 ms, read later', { startedAt: 5000, endedAt: 6500 }, 90_000, 1000, true],
    ['another threshold: 250 ms', { startedAt: 0 }, 300, 250, true],
    ['another threshold: 3000 ms', { startedAt: 0 }, 2000, 3000, false],
  ])('%s', (_name, timing, now, threshold, slow) => {
    expect(isSlowBatch(timing, now, threshold)).toBe(slow);
  });

  it.each([
    ['no batch: nothing to wait for', undefined, 0, undefined],
    ['just started: just past the threshold', { startedAt: 1000 }, 1000, 1001],
    ['600 ms in', { startedAt: 1000 }, 1600, 401],
    ['at the threshold', { startedAt: 1000 }, 2000, 1],
    ['already slow', { startedAt: 1000 }, 2500, undefined],
    ['arrived', { startedAt: 1000, endedAt: 1200 }, 1300, undefined],
  ])('%s', (_name, timing, now, wait) => {
    expect(msUntilSlow(timing, now, 1000)).toBe(wait);
  });

  it('checking again after the wait finds the batch slow', () => {
    const timing = { startedAt: 42 };
    const wait = msUntilSlow(timing, 500) ?? 0;
    expect(isSlowBatch(timing, 500 + wait)).toBe(true);
    expect(isSlowBatch(timing, 500 + wait - 1)).toBe(false);
  });
});
