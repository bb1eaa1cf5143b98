/**
 * The last page that has results, for a visitor who asked for a page past it (an old link, a
 * hand-edited `p=`). Pages fill in order, so "has results" is true up to some page and false
 * after it: a binary search finds it in a few lookups, and a page that says it is the last one
 * (`hasMore: false`) ends the search at once. The lookups go through the runner, so they are
 * cached like any page.
 */

export interface PageProbe {
  results: number;
  hasMore: boolean;
}

/**
 * The last page before `beyond` that has results, or undefined when none does (or a lookup
 * failed: the caller then shows no link rather than a wrong one).
 */
export async function findLastPage(
  beyond: number,
  probe: (page: number) => Promise<PageProbe | undefined>,
): Promise<number | undefined> {
  let withResults = 0;
  let without = beyond;
  while (without - withResults > 1) {
    const page = Math.floor((withResults + without) / 2);
    const answer = await probe(page);
    if (!answer) return undefined;
    if (answer.results === 0) {
      without = page;
      continue;
    }
    if (!answer.hasMore) return page;
    withResults = page;
  }
  return withResults > 0 ? withResults : undefined;
}
