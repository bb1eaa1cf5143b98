/**
 * The records holding every word of a query (rare-word-lists.ts): the ids all the lists hold,
 * ascending, whatever the lists' lengths and order, with empty lists and lists that end early.
 */
import { describe, expect, it } from 'vitest';
import { intersectIds } from '../../server/search/local/ranking/rare-word-lists.ts';

const lists = (...arrays: number[][]) => arrays.map((ids) => Int32Array.from(ids));

describe('intersectIds', () => {
  it.each([
    ['one list', [[1, 5, 9]], [1, 5, 9]],
    [
      'two lists',
      [
        [1, 5, 9],
        [2, 5, 8, 9, 40],
      ],
      [5, 9],
    ],
    [
      'the short list last',
      [
        [1, 2, 3, 4, 5, 6, 7, 8],
        [4, 8],
      ],
      [4, 8],
    ],
    [
      'three lists',
      [
        [3, 6, 9, 12, 15],
        [5, 6, 10, 12, 15],
        [6, 7, 15, 20],
      ],
      [6, 15],
    ],
    [
      'nothing in common',
      [
        [1, 3],
        [2, 4],
      ],
      [],
    ],
    ['an empty list', [[1, 2, 3], []], []],
    [
      'a list that ends before the others',
      [
        [1, 2, 3, 50, 60],
        [2, 3],
        [2, 3, 60],
      ],
      [2, 3],
    ],
    ['no list', [], []],
  ])('%s', (_, input, expected) => {
    expect([...intersectIds(lists(...(input as number[][])))]).toEqual(expected);
  });

  it('agrees with a plain filter on random lists', () => {
    let state = 7;
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296;
    };
    for (let round = 0; round < 50; round++) {
      const arrays = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
        [...new Set(Array.from({ length: Math.floor(next() * 200) }, () => Math.floor(next() * 300)))].sort(
          (a, b) => a - b,
        ),
      );
      const expected = arrays[0]!.filter((id) => arrays.every((ids) => ids.includes(id)));
      expect([...intersectIds(lists(...arrays))]).toEqual(expected);
    }
  });
});
