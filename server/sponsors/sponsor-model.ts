/**
 * The sponsored-links loop, as the rest of the app sees it:
 *
 *   operators ── npm run sponsors ──▶ SponsorStore.upsertLinks …      (server/sponsors/cli.ts)
 *   results page ── matchSponsoredLinks(activeLinks, query) ──▶ ≤ 2 links above the results
 *   visitor clicks ── GET /r/{id}?s=… (HMAC) ──▶ SponsorStore.billClick ──▶ ledger rows
 *   a counted search ── SponsorStore.countSearches(day, associations)
 *   /partners/transparency(.json), npm run ledger -- report | verify ◀── ledger + search counts
 *
 * Privacy: nothing here holds a query, an address, a user agent, an account id or a visited URL.
 * Money: integer minor units (cents) with their ISO 4217 currency; never floats.
 * Days: UTC calendar days as 'YYYY-MM-DD' text; months as 'YYYY-MM'.
 */
import type { LedgerRow } from '../ledger/ledger-row.ts';
import type { Association } from '../shared/account-settings.ts';

/** A sponsored link as operators import it (docs/sponsored-links.md documents the file). */
export interface SponsoredLink {
  /** Letters, digits, `-`, `_`, `.`; importing an existing id updates that link. */
  id: string;
  advertiser: string;
  title: string;
  /** Shown under the title, e.g. `otter.example`. */
  displayUrl: string;
  /** https only. */
  url: string;
  description: string;
  /** Single words matched against the folded query's words. */
  keywords: string[];
  /** Phrases matched as consecutive words of the folded query. */
  phrases: string[];
  /** Site languages the link is shown in (en, fr, es). */
  languages: string[];
  /** Search-region codes (settings' SEARCH_REGIONS, e.g. 'fr-FR') or 'all'. */
  regions: string[];
  /** Cost per click, minor units. */
  cpc: number;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string;
  /** Minor units a day; a click past it is not billed (the visitor is still redirected). */
  dailyBudget: number;
  /** First and last day shown, inclusive, 'YYYY-MM-DD'. */
  start: string;
  end: string;
  paused: boolean;
}

/** A link that may be shown today, with what it has spent today. */
export interface ActiveSponsoredLink extends SponsoredLink {
  spentToday: number;
}

export type BillOutcome = 'billed' | 'over-budget' | 'inactive' | 'unknown';

export interface SearchCountRow {
  day: string;
  association: Association;
  searches: number;
}

/** Searches counted on a day, each once whatever the number of associations it supported. */
export interface SearchTotalRow {
  day: string;
  searches: number;
}

export interface SponsorStore {
  /** Adds or replaces links by id, all in one transaction. */
  upsertLinks(links: readonly SponsoredLink[], now: Date): Promise<{ added: number; updated: number }>;
  listLinks(): Promise<SponsoredLink[]>;
  /** false when no link has that id. */
  setPaused(id: string, paused: boolean, now: Date): Promise<boolean>;
  deleteLink(id: string): Promise<boolean>;
  /** Links not paused whose dates hold `day`, with today's spend (cached briefly by callers). */
  activeLinks(day: string): Promise<ActiveSponsoredLink[]>;
  /**
   * Bills one click atomically: when the link is active on `day` and its spend plus its cpc fits
   * its daily budget, adds the cpc to the day's spend and to the ledger, split equally among
   * `associations` (each gets floor(cpc / n); cpc mod n goes to the REMAINDER row). Concurrent
   * calls never bill past the budget nor lose a click.
   */
  billClick(input: {
    linkId: string;
    associations: readonly Association[];
    day: string;
    revenueShare: number;
  }): Promise<BillOutcome>;
  /** One more search supported for each association on `day`, and one more that day (aggregate counters only). */
  countSearches(day: string, associations: readonly Association[]): Promise<void>;
  /** Ledger rows of days starting with `prefix` ('2026-11' for a month, '' for all). */
  ledgerRows(prefix: string): Promise<LedgerRow[]>;
  searchCounts(prefix: string): Promise<SearchCountRow[]>;
  /** Distinct searches per day (one per search, however many associations it supported). */
  searchTotals(prefix: string): Promise<SearchTotalRow[]>;
  /** When a ledger row or a search count last changed; undefined before the first. */
  lastUpdated(): Promise<Date | undefined>;
}
