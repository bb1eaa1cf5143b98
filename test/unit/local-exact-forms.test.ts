import { describe, expect, it } from 'vitest';
import type { ResultRow } from '../../server/search/local/query/result-mapping.ts';
import {
  exactFormsFirst,
  exactFormsFirstRead,
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

/** Random rows, best first, whose words are a random part of the terms (a seeded generator). */
function randomRows(seed: number, count: number, terms: readonly string[]) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const forms = terms.map((term) => `${term}ing`);
  const scores = Array.from({ length: count }, () => -Math.round(1 + random() * 20) / 2).sort((a, b) => a - b);
  return scores.map((score, i) => {
    const words = terms.map((term, k) => (random() < 0.5 ? term : forms[k]));
    return row(i + 1, words.slice(0, 2).join(' '), words.slice(2).join(' '), score);
  });
}

const SEEDS = Array.from({ length: 40 }, (_, seed) => [seed + 1]);
const terms = ['heated', 'aircraft', 'models', 'laws'];

describe('exactFormsFirst with a number of rows kept', () => {
  it.each(SEEDS)('seed %d: the first rows of the full reordering, in the same order', (seed) => {
    const rows = randomRows(seed, 50, terms);
    for (const keep of [1, 11, 21, 50, 60]) {
      const full = exactFormsFirst(rows, terms).slice(0, keep);
      expect(exactFormsFirst(rows, terms, keep)).toEqual(full);
    }
  });
});

/** exactFormsFirstRead over `rows` (best first), and the ids it read, in the order read. */
function readingRows(rows: ReturnType<typeof row>[], terms: readonly string[], keep: number) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const read: number[] = [];
  const scored = rows.map(({ id, score }) => ({ id, score }));
  const page = exactFormsFirstRead(scored, terms, keep, (ids) => {
    read.push(...ids);
    return ids.map((id) => {
      const { score: _, ...rest } = byId.get(id)!;
      return rest;
    });
  });
  return { page, read };
}

describe('exactFormsFirstRead', () => {
  it.each(SEEDS)("seed %d: the full reordering's first rows, reading fewer rows", (seed) => {
    const rows = randomRows(seed, 50, terms);
    const { page, read } = readingRows(rows, terms, 11);
    expect(page).toEqual(exactFormsFirst(rows, terms).slice(0, 11));
    expect(new Set(read).size).toBe(read.length);
    expect(read.length).toBeGreaterThanOrEqual(11);
  });

  it('does not read the rows that cannot reach the page', () => {
    // The first rows hold every word as written (×1.5): a later row scoring a third less cannot pass them.
    const rows = [
      ...Array.from({ length: 11 }, (_, i) => row(i + 1, 'Heated aircraft', 'models laws', -10)),
      ...Array.from({ length: 39 }, (_, i) => row(i + 12, 'Heated aircraft', 'models laws', -9)),
    ];
    expect(readingRows(rows, terms, 11).read).toEqual(rows.slice(0, 11).map((r) => r.id));
  });

  it('reads a later row that can still pass the first ones', () => {
    const rows = [
      ...Array.from({ length: 11 }, (_, i) => row(i + 1, 'Heating', 'modelling', -10)),
      row(12, 'Heated aircraft', 'models laws', -9),
      row(13, 'Heating', 'modelling', -6),
    ];
    const { page, read } = readingRows(rows, terms, 11);
    expect(page[0]!.id).toBe(12);
    expect(read).toEqual(rows.slice(0, 12).map((r) => r.id));
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
