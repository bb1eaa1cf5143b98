import { describe, expect, it } from 'vitest';
import { findLastPage } from '../../server/search/last-page.ts';

/** A provider's pages: `full` pages of results, each saying whether another follows (or, not knowing, always yes). */
const pages =
  (full: number, knows = true) =>
  async (page: number) => ({
    results: page <= full ? 10 : 0,
    hasMore: knows ? page < full : true,
  });

describe('findLastPage', () => {
  it.each([
    [3, 10, 3],
    [1, 10, 1],
    [9, 10, 9],
    [0, 10, undefined],
    [4, 5, 4],
    [2, 2, 1],
  ])('with %i pages of results, past page %i: %s', async (full, beyond, expected) => {
    expect(await findLastPage(beyond, pages(full))).toBe(expected);
    // A provider that cannot tell whether a page is the last: the search still ends on it.
    expect(await findLastPage(beyond, pages(full, false))).toBe(full === 0 ? undefined : Math.min(full, beyond - 1));
  });

  it('asks few pages', async () => {
    const asked: number[] = [];
    await findLastPage(10, async (page) => {
      asked.push(page);
      return { results: page <= 6 ? 10 : 0, hasMore: false };
    });
    expect(asked.length).toBeLessThanOrEqual(4);
  });

  it('gives up on a page that fails', async () => {
    expect(await findLastPage(10, async () => undefined)).toBeUndefined();
  });
});
