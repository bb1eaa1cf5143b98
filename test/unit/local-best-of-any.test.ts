/**
 * A query no record holds every word of is ranked by any of them (best-of-any.ts): the pruned
 * ranking must keep exactly the records a full merge of the words' lists keeps, with the same
 * sums bit for bit (added in the query's order), ties broken by id, whatever the lists' sizes,
 * outliers, ties or overlaps.
 */
import { describe, expect, it } from 'vitest';
import { bestOfAny } from '../../server/search/local/ranking/best-of-any.ts';
import type { ScoreList } from '../../server/search/local/ranking/score-lists.ts';

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** The plain merge by id the pruned ranking replaces: every record, shares added in list order. */
function fullMerge(lists: readonly ScoreList[], limit: number): { id: number; raw: number }[] {
  const sums = new Map<number, number>();
  for (const list of lists) {
    for (let i = 0; i < list.ids.length; i++) sums.set(list.ids[i]!, (sums.get(list.ids[i]!) ?? 0) + list.scores[i]!);
  }
  return [...sums]
    .map(([id, raw]) => ({ id, raw }))
    .sort((a, b) => a.raw - b.raw || a.id - b.id)
    .slice(0, limit);
}

type Shape = 'spread' | 'tied' | 'outliers';

/** A word's list: `count` distinct ids of `universe`, ascending, with bm25-like negative shares. */
function list(next: () => number, count: number, universe: number, weight: number, shape: Shape): ScoreList {
  const ids = new Set<number>();
  while (ids.size < Math.min(count, universe)) ids.add(1 + Math.floor(next() * universe));
  const sorted = Int32Array.from([...ids].sort((a, b) => a - b));
  const scores = Float64Array.from(sorted, () => {
    if (shape === 'tied') return -weight * (1 + Math.floor(next() * 2));
    // A few short records (a title of the word alone) score far better than the rest.
    if (shape === 'outliers' && next() < 0.01) return -weight * 6;
    return -weight * (0.2 + next());
  });
  return { ids: sorted, scores };
}

describe('bestOfAny', () => {
  it.each([
    ['a rare word beside frequent ones', 1, [23, 3879, 7776, 16_397], 'outliers'],
    ['words of similar frequency', 2, [900, 1100, 1000], 'spread'],
    ['thousands of tied shares', 3, [400, 5000, 5000], 'tied'],
    ['one word', 4, [2500], 'spread'],
    ['many short lists', 5, [10, 20, 30, 40, 50, 60], 'outliers'],
    ['five words, one of each size', 6, [61, 3877, 4083, 7285, 13_440], 'outliers'],
  ] as const)('keeps what the full merge keeps: %s', (_, seed, sizes, shape) => {
    const next = random(seed);
    for (const universe of [200, 20_000, 100_000]) {
      // The rarest word weighs most, as bm25's idf has it.
      const lists = sizes.map((size) => list(next, size, universe, 20_000 / (size + 200), shape));
      for (const limit of [1, 11, 64, 1000]) {
        expect(bestOfAny(lists, limit)).toEqual(fullMerge(lists, limit));
      }
    }
  });

  it('adds the shares in the lists’ order, as FTS5 does, not in the order it visits them', () => {
    // 0.1 + 0.2 + 0.3 and 0.3 + 0.2 + 0.1 round apart: the sum must be the first.
    const one = (id: number, score: number): ScoreList => ({
      ids: Int32Array.of(id),
      scores: Float64Array.of(score),
    });
    const lists = [
      one(7, -0.1),
      { ids: Int32Array.of(3, 5, 7), scores: Float64Array.of(-0.01, -0.02, -0.2) },
      one(7, -0.3),
    ];
    const [first] = bestOfAny(lists, 3);
    expect(first).toEqual({ id: 7, raw: -0.1 + -0.2 + -0.3 });
    expect(bestOfAny(lists, 3)).toEqual(fullMerge(lists, 3));
  });

  it('answers nothing for no lists or no room', () => {
    const lists = [{ ids: Int32Array.of(1, 2), scores: Float64Array.of(-1, -2) }];
    expect(bestOfAny([], 10)).toEqual([]);
    expect(bestOfAny(lists, 0)).toEqual([]);
  });
});
