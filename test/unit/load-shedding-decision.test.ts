/** When a saturated server turns a request away, and which paths it never turns away. */
import { describe, expect, it } from 'vitest';
import { neverShed, shedReason } from '../../server/middleware/load-shedding-decision.ts';

describe('shedReason', () => {
  const both = { eventLoopDelayMs: 500, maxInFlight: 100 };
  it.each([
    ['an idle server', { eventLoopDelayMs: 0, inFlight: 0 }, both, undefined],
    ['a busy but timely loop', { eventLoopDelayMs: 499, inFlight: 99 }, both, undefined],
    ['a loop late by the limit', { eventLoopDelayMs: 500, inFlight: 0 }, both, 'event-loop-delay'],
    ['a loop late by far', { eventLoopDelayMs: 4000, inFlight: 3 }, both, 'event-loop-delay'],
    ['the in-flight limit reached', { eventLoopDelayMs: 10, inFlight: 100 }, both, 'in-flight'],
    ['both reached: the delay is named', { eventLoopDelayMs: 900, inFlight: 300 }, both, 'event-loop-delay'],
    ['delay limit off', { eventLoopDelayMs: 9000, inFlight: 1 }, { eventLoopDelayMs: 0, maxInFlight: 100 }, undefined],
    [
      'in-flight limit off',
      { eventLoopDelayMs: 1, inFlight: 9000 },
      { eventLoopDelayMs: 500, maxInFlight: 0 },
      undefined,
    ],
    ['both off', { eventLoopDelayMs: 9000, inFlight: 9000 }, { eventLoopDelayMs: 0, maxInFlight: 0 }, undefined],
  ] as const)('%s', (_name, signals, limits, expected) => {
    expect(shedReason(signals, limits)).toBe(expected);
  });
});

describe('neverShed', () => {
  it.each([
    ['/healthz', true],
    ['/readyz', true],
    ['/metrics', true],
    ['/build/app.abc123.js', true],
    ['/favicon.ico', true],
    ['/backgrounds/forest.webp', true],
    ['/search', false],
    ['/', false],
    ['/es/news', false],
    ['/healthz/extra', false],
  ] as const)('%s: %s', (path, expected) => {
    expect(neverShed(path)).toBe(expected);
  });
});
