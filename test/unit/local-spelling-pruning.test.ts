/**
 * The spelling decision skips counting a candidate that cannot win (spelling-decision.ts
 * cannotWin): whatever its count turns out to be, `better` must then prefer the best so far, or
 * the choice (and the relevance bench's typos) would change.
 */
import { describe, expect, it } from 'vitest';
import { better, cannotWin, type Scored } from '../../server/search/local/spelling/spelling-decision.ts';

const scored = (title: boolean, distance: number, matches: number, df: number): Scored => ({
  candidate: { word: `w${distance}${df}`, distance, df },
  title,
  matches,
});

describe('cannotWin', () => {
  it.each([
    // candidate (title, distance), best (title, distance, matches), skipped
    [false, 2, true, 1, 5, true],
    [false, 1, true, 2, 0, true],
    [false, 2, false, 1, 5, true],
    [false, 1, false, 1, 5, false],
    [false, 2, false, 1, 0, false],
    [true, 2, true, 1, 5, false],
    [true, 2, false, 1, 5, false],
  ])(
    'candidate title %s at %i edits against a best title %s at %i edits with %i matches: skipped %s',
    (title, distance, bestTitle, bestDistance, bestMatches, skipped) => {
      const best = scored(bestTitle, bestDistance, bestMatches, 10);
      expect(cannotWin(title, { word: 'x', distance, df: 10 }, best)).toBe(skipped);
    },
  );

  it('skips only candidates that no count lets win', () => {
    let skipped = 0;
    for (const bestTitle of [false, true])
      for (const bestDistance of [1, 2])
        for (const bestMatches of [0, 1, 100])
          for (const title of [false, true])
            for (const distance of [bestDistance, 2]) {
              const best = scored(bestTitle, bestDistance, bestMatches, 10);
              if (!cannotWin(title, { word: 'x', distance, df: 10 }, best)) continue;
              skipped++;
              for (const matches of [0, 1, 50, 100])
                for (const df of [1, 10, 1000]) expect(better(scored(title, distance, matches, df), best)).toBe(false);
            }
    expect(skipped).toBeGreaterThan(0);
  });
});
