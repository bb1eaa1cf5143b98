/**
 * The merges of term-scores.ts keep the best records offered in a buffer cut back now and then
 * (Best): the kept page must be exactly the `limit` first by (score, id), as the full query
 * orders them, ties included (thousands of tied stubs), whatever the order of the offers.
 */
import { describe, expect, it } from 'vitest';
import { Best } from '../../server/search/local/ranking/best-pairs.ts';

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

function expected(offers: readonly [number, number][], limit: number) {
  return [...offers]
    .sort(([ia, ra], [ib, rb]) => ra - rb || ia - ib)
    .slice(0, limit)
    .map(([id, raw]) => ({ id, raw }));
}

describe('Best', () => {
  it.each([
    ['ids ascending, scores improving (each offer would lead)', 1, 'improving'],
    ['ids ascending, few distinct scores (ties)', 2, 'tied'],
    ['ids in any order, random scores', 3, 'random'],
  ])('keeps the first by (score, id): %s', (_, seed, shape) => {
    const next = random(seed as number);
    for (const limit of [1, 11, 64]) {
      for (const count of [0, 5, 64, 65, 300, 5000]) {
        const offers: [number, number][] = Array.from({ length: count }, (_, i) => {
          if (shape === 'improving') return [i, -i - next()];
          if (shape === 'tied') return [i, -Math.floor(next() * 3)];
          return [Math.floor(next() * 1e6), -next() * 10];
        });
        const best = new Best(limit);
        for (const [id, raw] of offers) best.offer(id, raw);
        expect(best.ranked()).toEqual(expected(offers, limit));
      }
    }
  });
});
