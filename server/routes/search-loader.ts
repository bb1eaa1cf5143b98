/**
 * The results pages' loader (All, Web, Images, News, Videos). It parses the query with the
 * settings in force (the account's, else the untrusted safe-search cookie), and starts every
 * lookup before the first byte: the main one, the sponsored links beside it and, on the All tab,
 * news, images and videos in parallel; the encyclopedia summary as soon as the main results
 * name an article. views/pages/SearchPage.tsx renders the promises as they settle.
 */

import type { SearchPageProps, Tab } from '../../views/pages/SearchPage.tsx';
import { parseSafeSearchCookie } from '../accounts/safe-search-cookie.ts';
import type { PageRequest } from '../render/page-request.ts';
import { findLastPage } from '../search/last-page.ts';
import { namedArticle, searchedText } from '../search/local/language/named-article.ts';
import { parseSearchParams } from '../search/query-params.ts';
import { runWithSiteRules } from '../search/ruled-lookup.ts';
import { SAFE_SEARCH_COOKIE } from '../shared/cookie-names.ts';
import type { Infobox, Outcome } from '../shared/search-types.ts';
import { hostOfUrl } from '../shared/site-host.ts';
import type { SiteRule } from '../shared/site-rule.ts';
import type { ShownSponsoredLink } from '../shared/sponsored-link.ts';
import { isBlocked } from '../site-rules/site-rules.ts';
import type { Loaded } from './route-def.ts';

type GroupKind = 'news' | 'images' | 'videos';

/**
 * The infobox for a results outcome: the provider's own, else the summary of an article the
 * query names (named-article.ts); none from a site the visitor blocked (the results it would come
 * from are already gone).
 */
export async function infoboxFor(
  outcome: Outcome,
  text: string,
  encyclopedia: PageRequest['services']['encyclopedia'],
  signal: AbortSignal,
  rules: readonly SiteRule[] = [],
): Promise<Infobox | undefined> {
  if (outcome.status !== 'ok') return undefined;
  const own = outcome.response.infobox;
  if (own) return isBlocked(rules, hostOfUrl(own.url)) ? undefined : own;
  const { results, spelling } = outcome.response;
  const article = namedArticle(results, searchedText(text, spelling));
  if (!article || !encyclopedia) return undefined;
  return encyclopedia(article.url, signal).catch(() => undefined);
}

export function loadSearch(ctx: PageRequest, routeTab: Exclude<Tab, 'web'>): Loaded<SearchPageProps> {
  const { query: params, locale, services, signal, cookies } = ctx;
  const runner = services.search;
  if (!runner) return { props: { unavailable: true } };
  // The Web tab is the All page without groups: /search?q=…&t=web.
  const tab: Tab = routeTab === 'all' && params.t === 'web' ? 'web' : routeTab;
  const { capabilities } = runner.provider;
  const vertical = tab === 'all' || tab === 'web' ? 'web' : tab;
  // Web safe search from the settings in force (the account's when logged in); images keep theirs.
  const cookieSafe = parseSafeSearchCookie(cookies[SAFE_SEARCH_COOKIE]);
  const safeDefaults = { web: ctx.visitor?.settings.safeSearch ?? cookieSafe.web, images: cookieSafe.images };
  const parsed = parseSearchParams(params, { vertical, locale, capabilities, safeDefaults });
  // The search region chosen in the settings ('en' is International: the page language's region).
  const searchRegion = ctx.visitor?.settings.searchRegion;
  const query = searchRegion && searchRegion !== 'en' ? { ...parsed, region: searchRegion } : parsed;
  // 'Personalized results' favour the chosen region's records (International: no region to favour).
  if (ctx.visitor?.settings.personalized && searchRegion && searchRegion !== 'en') query.personalized = true;

  // The visitor's blocked, lowered, raised and pinned sites (the account's, else the cookie's).
  const rules = ctx.visitor?.settings.siteRules ?? [];
  const main = runWithSiteRules(runner, query, signal, rules);
  // A lookup that failed before the first byte makes the page a 503 that monitoring sees: the
  // first byte waits for it a short while (RESULTS_STATUS_WAIT_MS), so a provider that fails fast
  // (refused, 5xx, garbage, open circuit) counts. One that fails later finds the 200 already sent,
  // and the page only shows the panel (ADR 017: a slow provider's page still streams).
  let failed = false;
  void main.then((outcome) => {
    failed = outcome.status !== 'ok' && outcome.status !== 'cancelled';
  });
  // Sponsored links on web results only, started beside the lookup (a cached list: no wait).
  const settings = ctx.visitor?.settings;
  const sponsored: Promise<readonly ShownSponsoredLink[]> =
    vertical === 'web' && services.sponsored
      ? services.sponsored.forResults({
          text: query.text,
          language: locale,
          region: settings?.searchRegion ?? 'en',
          hidden: rules.length > 0 ? (url) => isBlocked(rules, hostOfUrl(url)) : undefined,
        })
      : Promise.resolve([]);
  const groups: [GroupKind, Promise<Outcome>][] = [];
  if (tab === 'all' && query.page === 1) {
    for (const kind of ['news', 'images', 'videos'] as const) {
      if (!capabilities.verticals.includes(kind)) continue;
      // Groups use each vertical's defaults (images: the stricter safe search), same text and spelling.
      const groupQuery = parseSearchParams({ q: query.text }, { vertical: kind, locale, capabilities, safeDefaults });
      const grouped = { ...groupQuery, region: query.region, spellcheck: query.spellcheck };
      groups.push([kind, runWithSiteRules(runner, { ...grouped, personalized: query.personalized }, signal, rules)]);
    }
  }
  // The encyclopedia panel (All and Web tabs), asked for once the main results name an article.
  const infobox =
    tab === 'all' || tab === 'web'
      ? main.then((outcome) => infoboxFor(outcome, query.text, services.encyclopedia, signal, rules))
      : undefined;
  // A page past the last one with results links to that last page instead of showing nothing.
  // Finding it takes a few lookups: not made of a provider whose lookups are paid for.
  const lastPage = main.then((outcome): Promise<number | undefined> | number | 'unknown' | undefined => {
    if (outcome.status !== 'ok' || outcome.response.results.length > 0 || query.page === 1) return undefined;
    if (!capabilities.cheapLookups) return 'unknown' as const;
    return findLastPage(query.page, async (page) => {
      const probed = await runner.run({ ...query, page }, signal);
      if (probed.status !== 'ok') return undefined;
      return { results: probed.response.results.length, hasMore: probed.response.hasMore };
    });
  });
  return {
    props: { tab, query, capabilities, main, sponsored, groups, infobox, lastPage },
    statusNow: () => (failed ? 503 : undefined),
    statusSettles: main,
  };
}
