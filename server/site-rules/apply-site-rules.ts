/**
 * A person's site rules applied to one list of results, whatever its provider or tab. Call it on
 * the whole merged list before paging, so that a blocked result never leaves a page short and a
 * raised one can reach the page before:
 *
 * 1. Each result is governed by the most specific rule covering its host (site-rules.ts
 *    `ruleFor`); a result whose host is unknown is governed by none.
 * 2. Blocked results are removed and counted (the page may say "3 results hidden").
 * 3. Pinned results come first, ordered by their rule's place in the list (the order the sites
 *    were pinned), then by their own order.
 * 4. The rest keep their order, except that a raised result moves up RAISE_PLACES places and a
 *    lowered one down LOWER_PLACES places, counted among the results after the pins and without
 *    the blocked ones: a raised result at place n goes just before the one that was at place
 *    n − 3, a lowered one just after the one that was at place n + 3 (clamped to the ends of the
 *    list). Two raised, or two lowered, results keep their order. Results carry no score that
 *    compares across providers, so the amount is a number of places: three lifts a result past
 *    the few above it on a page of ten without letting it outrank a page's best match from far
 *    down the list, and a raised site does not crowd a page as a pinned one does.
 *
 * Stable and pure: with no rules the list comes back in the same order.
 */
import { ruleFor, type SiteRule } from './site-rules.ts';

export const RAISE_PLACES = 3;
export const LOWER_PLACES = 3;

export interface AppliedSiteRules<T> {
  kept: T[];
  blockedCount: number;
}

export function applySiteRules<T>(
  results: readonly T[],
  rules: readonly SiteRule[],
  hostOf: (result: T) => string | undefined,
): AppliedSiteRules<T> {
  if (rules.length === 0) return { kept: [...results], blockedCount: 0 };
  const pinOrder = new Map(rules.filter((rule) => rule.action === 'pin').map((rule, index) => [rule.host, index]));

  const pinned: { result: T; rank: number; index: number }[] = [];
  const rest: { result: T; key: number; index: number }[] = [];
  let blockedCount = 0;
  for (const result of results) {
    const rule = ruleFor(rules, hostOf(result));
    if (rule?.action === 'block') {
      blockedCount++;
    } else if (rule?.action === 'pin') {
      pinned.push({ result, rank: pinOrder.get(rule.host) ?? 0, index: pinned.length });
    } else {
      const index = rest.length;
      // Half a place decides who goes first when a moved result lands on an unmoved one's place.
      const key =
        rule?.action === 'raise'
          ? index - RAISE_PLACES - 0.5
          : rule?.action === 'lower'
            ? index + LOWER_PLACES + 0.5
            : index;
      rest.push({ result, key, index });
    }
  }
  pinned.sort((a, b) => a.rank - b.rank || a.index - b.index);
  rest.sort((a, b) => a.key - b.key || a.index - b.index);
  return { kept: [...pinned.map((entry) => entry.result), ...rest.map((entry) => entry.result)], blockedCount };
}
