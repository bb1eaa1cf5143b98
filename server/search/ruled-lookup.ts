/**
 * A results page with a person's site rules applied (server/site-rules/apply-site-rules.ts), for
 * any provider and tab. The rules reorder and filter the provider's list before it is paged, so
 * the page is cut from the provider's pages 1 … n put end to end:
 *
 * - page p needs the provider's pages 1 … p, since what an earlier page showed (and which results
 *   the rules moved onto it) decides where page p starts; they are asked at once, and the runner
 *   caches each of them;
 * - a page the blocked results left short takes the results of the provider's next pages, up to
 *   EXTRA_PAGES of them, so a block does not leave a visitor with half a page;
 * - pinned and raised results can only come from those pages: a pinned site that the provider
 *   ranks on its page 3 is not fetched for page 1, and heads page 3 instead; what earlier pages
 *   showed stays where it was, so paging never repeats or skips a result.
 *
 * With no rule, the lookup is the runner's own, untouched.
 */

import type { Outcome, SearchQuery, SearchResponse, SearchResult } from '../shared/search-types.ts';
import { hostOfUrl } from '../shared/site-host.ts';
import type { SiteRule } from '../shared/site-rule.ts';
import { applySiteRules } from '../site-rules/apply-site-rules.ts';
import type { SearchRunner } from './runner.ts';

/** Provider pages asked beyond the one shown, to fill a page the blocks left short. */
export const EXTRA_PAGES = 3;

type Ok = Extract<Outcome, { status: 'ok' }>;

export async function runWithSiteRules(
  runner: Pick<SearchRunner, 'run' | 'provider'>,
  query: SearchQuery,
  signal: AbortSignal,
  rules: readonly SiteRule[],
): Promise<Outcome> {
  if (rules.length === 0) return runner.run(query, signal);
  const started = performance.now();
  const { maxPage, paging } = runner.provider.capabilities;
  const last = paging ? Math.min(maxPage, query.page + EXTRA_PAGES) : 1;
  const pages: Ok[] = [];
  let exhausted = false;
  const keep = (outcome: Outcome) => {
    if (outcome.status !== 'ok') exhausted = true;
    else if (!exhausted) pages.push(outcome);
    if (outcome.status === 'ok' && !outcome.response.hasMore) exhausted = true;
  };
  const asked = Math.min(query.page, last);
  const first = await Promise.all(
    Array.from({ length: asked }, (_, i) => runner.run({ ...query, page: i + 1 }, signal)),
  );
  if (first[0]?.status !== 'ok') return first[0] as Outcome;
  for (const outcome of first) keep(outcome);
  const fetchMore = async (): Promise<boolean> => {
    if (exhausted || pages.length >= last) return false;
    keep(await runner.run({ ...query, page: pages.length + 1 }, signal));
    return !exhausted || pages.length > 0;
  };
  // A full provider page sets the page size; a lone short page holds every result there is.
  const size = Math.max(1, pages[0]?.response.results.length ?? 1);
  // Each page is what the rules make of the provider's pages so far, less what earlier pages
  // showed: so later pages never repeat or skip a result, whatever the rules moved.
  const shown = new Set<string>();
  let page: SearchResult[] = [];
  let rest: SearchResult[] = [];
  let hidden = 0;
  let end = 0;
  for (let k = 1; k <= query.page; k++) {
    end = Math.max(end, Math.min(k, pages.length));
    for (;;) {
      const applied = applySiteRules(
        pages.slice(0, end).flatMap((p) => p.response.results),
        rules,
        (result) => hostOfUrl(result.url),
      );
      hidden = applied.blockedCount;
      rest = applied.kept.filter((result) => !shown.has(result.url));
      if (rest.length >= size || end >= Math.min(k + EXTRA_PAGES, last)) break;
      if (end === pages.length && !(await fetchMore())) break;
      if (end === pages.length) break;
      end++;
    }
    page = rest.slice(0, size);
    for (const result of page) shown.add(result.url);
  }
  const shownResponse = (pages[Math.min(query.page, pages.length) - 1] ?? first[0]) as Ok;
  const response: SearchResponse = {
    ...shownResponse.response,
    results: page,
    hasMore: rest.length > size || Boolean(pages[end - 1]?.response.hasMore && end <= pages.length),
    hiddenBySiteRules: hidden,
  };
  const cached = pages.every((p) => p.cached);
  return { status: 'ok', response, durationMs: Math.round((performance.now() - started) * 10) / 10, cached };
}
