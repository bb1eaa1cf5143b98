/**
 * The first-page shortcut's proof (top-candidates.ts provablyFirst): when no match outside the
 * candidates can rank before the page's last row, ties included.
 */
import { describe, expect, it } from 'vitest';
import { nextAbove, provablyFirst } from '../../server/search/local/ranking/top-candidates.ts';

describe('nextAbove', () => {
  it.each([-1, -2.5, -1e-6, -123.456, -Number.MIN_VALUE * 4])('%d: the next double towards zero', (x) => {
    const next = nextAbove(x);
    expect(next).toBeGreaterThan(x);
    expect((x + next) / 2 === x || (x + next) / 2 === next).toBe(true);
  });
});

describe('provablyFirst', () => {
  const plain = { language: 1.5, priorMax: 1 };
  const last = { id: 900, raw: -4 };
  it.each([
    // [page's last row, boosts, candidates in (bm25, id) order, expected, why]
    [{ id: 5, score: -6.5 }, plain, true, true, 'better than any outsider can be'],
    [{ id: 5, score: -5 }, plain, true, false, 'an outsider with the language boost scores -6'],
    [{ id: 5, score: -6 }, plain, true, true, 'ties only with outsiders of larger ids'],
    [{ id: 5, score: -6 }, plain, false, false, 'ties, but the candidates may not be the smallest ids'],
    [{ id: 901, score: -6 }, plain, true, false, 'a tied outsider may have a smaller id than the row'],
    [{ id: 900, score: -6 }, plain, true, true, 'the last candidate itself'],
    [{ id: 5, score: -7.5 }, { language: 1.5, priorMax: 1.2 }, true, true, 'better than the prior allows'],
    [{ id: 5, score: -7.2 }, { language: 1.5, priorMax: 1.2 }, true, true, 'a tie with the best prior'],
    [{ id: 5, score: -7 }, { language: 1.5, priorMax: 1.2 }, true, false, 'an outsider with the prior scores -7.2'],
  ])('%j %j id-ordered %s: %s (%s)', (row, boosts, idOrdered, expected) => {
    expect(provablyFirst(row, last, boosts, idOrdered)).toBe(expected);
  });

  it('never proves a tie from positive scores', () => {
    expect(provablyFirst({ id: 1, score: 6 }, { id: 9, raw: 4 }, plain, true)).toBe(false);
  });
});
