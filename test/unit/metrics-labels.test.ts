import { describe, expect, it } from 'vitest';
import { routeLabel } from '../../server/metrics/http-metrics.ts';
import { CIRCUIT_VALUE } from '../../server/metrics/search-ledger-metrics.ts';

describe('routeLabel: only declared patterns, never free text', () => {
  it.each([
    ['/:locale/search', '/:locale/search'],
    ['GET /account', 'GET /account'],
    [undefined, 'other'],
    [42, 'other'],
    ['/search?q=secret', 'other'],
    ['/r/otter\nuser', 'other'],
    ['x'.repeat(81), 'other'],
  ])('%j → %s', (pattern, label) => {
    expect(routeLabel(pattern, new Set())).toBe(label);
  });

  it('stops adding new labels past 300 distinct patterns', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) routeLabel(`/p${i}`, seen);
    expect(routeLabel('/p0', seen)).toBe('/p0');
    expect(routeLabel('/one-too-many', seen)).toBe('other');
  });
});

describe('circuit gauge values', () => {
  it.each([
    ['closed', 0],
    ['half-open', 0.5],
    ['open', 1],
  ] as const)('%s → %d', (state, value) => {
    expect(CIRCUIT_VALUE[state]).toBe(value);
  });
});
