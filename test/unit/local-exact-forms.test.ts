import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../server/search/local/query/result-mapping.ts';
import {
  exactFormsFirst,
  exactShare,
  RERANK_STEP,
  rerankWindow,
} from '../../server/search/local/ranking/exact-forms.ts';

const row = (id: number, title: string, text: string, score: number) =>
  ({
    id,
    url: `https://x.test/${id}`,
    type: 'web',
    site: null,
    published: null,
    media: null,
    title,
    text,
    score,
  }) as ResultRow & {
    score: number;
  };

describe('exactShare', () => {
  it.each([
    ['Constructing models', 'of heated aircraft', ['constructing', 'aircraft'], 1],
    ['Construction of models', 'of heated aircraft', ['constructing', 'aircraft'], 0.5],
    ['Construction', 'airplanes', ['constructing', 'aircraft'], 0],
    ['Éléphants', '', ['elephants'], 1],
    ['Anything', 'at all', [], 0],
  ])('%s / %s holds %j: %d', (title, text, terms, share) => {
    expect(exactShare({ title, text }, terms)).toBe(share);
  });
});

describe('exactFormsFirst', () => {
  it('moves a record holding the words as written above one scoring alike by stems', () => {
    const rows = [
      row(1, 'Bridge construction', 'construction of models', -10),
      row(2, 'Constructing models', 'constructing scale models', -9.5),
    ];
    expect(exactFormsFirst(rows, ['constructing', 'models']).map((r) => r.id)).toEqual([2, 1]);
  });

  it('does not lift a record far below, and keeps ties in their order', () => {
    const rows = [row(1, 'Construction', '', -10), row(2, 'Constructing', '', -5), row(3, 'Construction', '', -10)];
    expect(exactFormsFirst(rows, ['constructing']).map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('returns rows without their score', () => {
    expect(exactFormsFirst([row(1, 'a', 'b', -1)], ['a'])[0]).not.toHaveProperty('score');
  });
});

describe('rerankWindow', () => {
  it.each([
    [11, RERANK_STEP],
    [41, RERANK_STEP],
    [51, 2 * RERANK_STEP],
  ])('%d rows wanted → a window of %d', (wanted, window) => {
    expect(rerankWindow(wanted)).toBe(window);
  });
});
