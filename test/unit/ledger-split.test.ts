/**
 * The ledger's arithmetic (server/ledger/ledger-split.ts): a click's cost split equally with
 * the remainder carried apart, and the redistributed share floored to the unit without float error.
 */
import { describe, expect, it } from 'vitest';
import { redistributedOf, shareToPpm, splitClick, uniqueAssociations } from '../../server/ledger/ledger-split.ts';
import { ASSOCIATIONS, type Association } from '../../server/shared/account-settings.ts';

const parts = (cpc: number, associations: readonly Association[]) =>
  splitClick(cpc, associations).map((p) => `${p.association}:${p.gross}/${p.clicks}`);

describe('splitClick', () => {
  it.each([
    { cpc: 40, associations: ['L214'], expected: ['L214:40/1'] },
    { cpc: 41, associations: ['L214', 'ASPAS'], expected: ['ASPAS:20/1', 'L214:20/1', 'REMAINDER:1/0'] },
    {
      cpc: 10,
      associations: ['NAAT', 'L214', 'INAT'],
      expected: ['NAAT:3/1', 'L214:3/1', 'INAT:3/1', 'REMAINDER:1/0'],
    },
    { cpc: 9, associations: ['NAAT', 'L214', 'INAT'], expected: ['NAAT:3/1', 'L214:3/1', 'INAT:3/1'] },
    { cpc: 40, associations: ASSOCIATIONS, expected: [...ASSOCIATIONS.map((a) => `${a}:6/1`), 'REMAINDER:4/0'] },
    { cpc: 5, associations: ASSOCIATIONS, expected: [...ASSOCIATIONS.map((a) => `${a}:0/1`), 'REMAINDER:5/0'] },
    { cpc: 0, associations: ['HSUK'], expected: ['HSUK:0/1'] },
  ] as const)('splits $cpc over $associations.length association(s)', ({ cpc, associations, expected }) => {
    expect(parts(cpc, associations)).toEqual(expected);
  });

  it('always adds up to the cpc, for every cpc and number of associations', () => {
    for (let n = 1; n <= ASSOCIATIONS.length; n++) {
      for (let cpc = 0; cpc <= 500; cpc++) {
        const split = splitClick(cpc, ASSOCIATIONS.slice(0, n));
        expect(split.reduce((sum, p) => sum + p.gross, 0)).toBe(cpc);
        expect(split.filter((p) => p.association === 'REMAINDER').length).toBe(cpc % n ? 1 : 0);
      }
    }
  });

  it('counts a repeated association once, in the fixed order of the partners', () => {
    expect(parts(10, ['L214', 'ASPAS', 'L214'])).toEqual(['ASPAS:5/1', 'L214:5/1']);
    expect(uniqueAssociations(['INAT', 'ASPAS'])).toEqual(['ASPAS', 'INAT']);
  });

  it('refuses no association, an unknown one, and a cpc that is not whole', () => {
    expect(() => splitClick(10, [])).toThrow(/at least one association/);
    expect(() => splitClick(10, ['WWF' as Association])).toThrow(/unknown association WWF/);
    expect(() => splitClick(1.5, ['L214'])).toThrow(/not a whole number/);
    expect(() => splitClick(-1, ['L214'])).toThrow(/not a whole number/);
  });
});

describe('the redistributed share', () => {
  it.each([
    { share: 0.5, ppm: 500_000 },
    { share: 0.29, ppm: 290_000 },
    { share: 1 / 3, ppm: 333_333 },
    { share: 0, ppm: 0 },
    { share: 1, ppm: 1_000_000 },
  ])('reads REVENUE_SHARE $share as $ppm parts per million', ({ share, ppm }) => {
    expect(shareToPpm(share)).toBe(ppm);
  });

  it('refuses a share outside 0…1', () => {
    expect(() => shareToPpm(1.01)).toThrow(RangeError);
    expect(() => shareToPpm(-0.1)).toThrow(RangeError);
    expect(() => shareToPpm(Number.NaN)).toThrow(RangeError);
  });

  it.each([
    { gross: 41, share: 0.5, expected: 20 },
    { gross: 100, share: 0.29, expected: 29 }, // 100 × 0.29 is 28.999999999999996 in floats
    { gross: 7, share: 1 / 3, expected: 2 },
    { gross: 1, share: 1, expected: 1 },
    { gross: 9_007_199_254_740, share: 0.5, expected: 4_503_599_627_370 },
  ])('floors $gross × $share to $expected', ({ gross, share, expected }) => {
    expect(redistributedOf(gross, shareToPpm(share))).toBe(expected);
  });
});
