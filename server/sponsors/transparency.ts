/**
 * The figures of /partners/transparency and its JSON twin, shaped from the ledger and the search
 * counters: per month (newest first, from the first month with figures to the current one, empty
 * months included) and per association (every partner, zeros included), in one currency.
 *
 * One currency: the ledger's. Should sponsors ever bill in several, the report keeps the one with
 * the most clicks (ties: alphabetical) and names the others (`otherCurrencies`), which the page
 * says are left out; adding amounts across currencies would be wrong. Before any click: EUR.
 *
 * The remainder of equal splits (10 units over 3 associations leaves 1) has its own ledger row
 * (REMAINDER): it is in the month's totals, not in any association's figures.
 *
 * What a month owes an association is floor(its gross that month × share), the same figure the
 * signed statement carries and anyone can recompute (docs/decisions/027-tamper-evident-ledger.md);
 * the share is the one the month's clicks were billed with (server/ledger/ledger-store.ts).
 * The month's searches are distinct searches (search_totals); a day from before they were
 * counted falls back to its largest association count, the most that can be proven.
 */

import type { PayoutEvent } from '../ledger/ledger-event.ts';
import { type LedgerRow, REMAINDER } from '../ledger/ledger-row.ts';
import { redistributedOf } from '../ledger/ledger-split.ts';
import type { LedgerStore } from '../ledger/ledger-store.ts';
import { ASSOCIATIONS } from '../shared/account-settings.ts';
import type { MonthFigures, TransparencyReport } from '../shared/transparency-report.ts';
import type { SearchCountRow, SearchTotalRow, SponsorStore } from './sponsor-model.ts';

export const FALLBACK_CURRENCY = 'EUR';
/** REVENUE_SHARE's default (server/config.ts), in ppm: for months no click fixed the share of. */
export const DEFAULT_SHARE_PPM = 500_000;

/** The ledger's main currency: the one with the most clicks. */
function mainCurrency(ledger: readonly LedgerRow[]): string {
  const clicks = new Map<string, number>();
  for (const row of ledger) clicks.set(row.currency, (clicks.get(row.currency) ?? 0) + row.clicks);
  const ranked = [...clicks].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  return ranked[0]?.[0] ?? FALLBACK_CURRENCY;
}

/** Every 'YYYY-MM' from `first` to `last` inclusive, newest first. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = last.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 1200; guard++) {
    const id = `${year}-${String(month).padStart(2, '0')}`;
    months.push(id);
    if (id <= first) break;
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}

/** Distinct searches per month: the day's total, else (a day counted before totals) its largest count. */
function monthSearches(searches: readonly SearchCountRow[], totals: readonly SearchTotalRow[]): Map<string, number> {
  const byDay = new Map(totals.map((row) => [row.day, row.searches]));
  const largest = new Map<string, number>();
  for (const row of searches) largest.set(row.day, Math.max(largest.get(row.day) ?? 0, row.searches));
  for (const [day, most] of largest) if (!byDay.has(day)) byDay.set(day, most);
  const byMonth = new Map<string, number>();
  for (const [day, count] of byDay) byMonth.set(day.slice(0, 7), (byMonth.get(day.slice(0, 7)) ?? 0) + count);
  return byMonth;
}

export function transparencyReport(input: {
  ledger: readonly LedgerRow[];
  searches: readonly SearchCountRow[];
  /** Distinct searches per day. */
  totals?: readonly SearchTotalRow[];
  /** The share in ppm each month's clicks were billed with; `defaultSharePpm` for the others. */
  shares?: ReadonlyMap<string, number>;
  /** REVENUE_SHARE in ppm (DEFAULT_SHARE_PPM when not given). */
  defaultSharePpm?: number;
  payouts?: readonly PayoutEvent[];
  updated: Date | undefined;
  now: Date;
}): TransparencyReport {
  const currency = mainCurrency(input.ledger);
  const current = input.now.toISOString().slice(0, 7);
  const payouts = input.payouts ?? [];
  const seen = [
    ...input.ledger.map((r) => r.day),
    ...input.searches.map((r) => r.day),
    ...payouts.map((p) => p.date),
  ].map((d) => d.slice(0, 7));
  const first = seen.reduce((a, b) => (b < a ? b : a), current);
  const last = seen.reduce((a, b) => (b > a ? b : a), current);
  const byMonth = new Map<string, MonthFigures>();
  for (const month of monthsBetween(first, last)) {
    byMonth.set(month, {
      month,
      sharePpm: input.shares?.get(month) ?? input.defaultSharePpm ?? DEFAULT_SHARE_PPM,
      associations: ASSOCIATIONS.map((id) => ({ id, clicks: 0, searches: 0, gross: 0, redistributed: 0 })),
      remainder: { gross: 0, redistributed: 0 },
      totals: { searches: 0, gross: 0, redistributed: 0 },
      payouts: [],
    });
  }
  const figuresOf = (month: MonthFigures, id: string) => month.associations.find((a) => a.id === id);
  for (const row of input.ledger) {
    const month = byMonth.get(row.day.slice(0, 7));
    if (!month || row.currency !== currency) continue;
    const figures = row.association === REMAINDER ? undefined : figuresOf(month, row.association);
    const target = row.association === REMAINDER ? month.remainder : figures;
    if (!target) continue;
    if (figures) figures.clicks += row.clicks;
    target.gross += row.gross;
  }
  for (const month of byMonth.values()) {
    for (const line of [...month.associations, month.remainder]) {
      line.redistributed = redistributedOf(line.gross, month.sharePpm);
      month.totals.gross += line.gross;
      month.totals.redistributed += line.redistributed;
    }
  }
  for (const row of input.searches) {
    const month = byMonth.get(row.day.slice(0, 7));
    const target = month && figuresOf(month, row.association);
    if (target) target.searches += row.searches;
  }
  for (const [id, searches] of monthSearches(input.searches, input.totals ?? [])) {
    const month = byMonth.get(id);
    if (month) month.totals.searches = searches;
  }
  for (const payout of payouts) {
    const month = byMonth.get(payout.date.slice(0, 7));
    if (!month || payout.currency !== currency) continue;
    const { association, amount, reference, date } = payout;
    month.payouts.push({ association, amount, reference, date });
  }
  const otherCurrencies = [...new Set(input.ledger.map((r) => r.currency))].filter((c) => c !== currency).sort();
  return { updated: input.updated ?? input.now, currency, otherCurrencies, months: [...byMonth.values()] };
}

/** /partners/transparency.json, exactly in the published shape (docs/sponsored-links.md). */
export function transparencyJson(report: TransparencyReport) {
  return {
    updated: report.updated.toISOString(),
    currency: report.currency,
    months: report.months.map((m) => ({
      month: m.month,
      // Distinct searches: a search supporting several associations counts once here.
      searches: m.totals.searches,
      associations: m.associations.map(({ id, clicks, searches, gross, redistributed }) => ({
        id,
        clicks,
        searches,
        gross,
        redistributed,
      })),
    })),
  };
}

/**
 * The report, read from the store at most once per `ttlMs` (30 s): with the pages' and the JSON's
 * max-age of 30 s, a billed click shows within a minute. Concurrent readers share one read; a
 * failed read is not kept.
 */
export function transparencySource(options: {
  sponsors: Pick<SponsorStore, 'ledgerRows' | 'searchCounts' | 'lastUpdated'> &
    Partial<Pick<SponsorStore, 'searchTotals'>>;
  /** The months' shares and the payouts (the event ledger); none before it exists. */
  ledger?: Pick<LedgerStore, 'monthShares' | 'payouts'>;
  /** REVENUE_SHARE in ppm, for months without a click. */
  sharePpm?: number;
  now: () => Date;
  ttlMs?: number;
}): { report(): Promise<TransparencyReport> } {
  const ttlMs = options.ttlMs ?? 30_000;
  let cached: { at: number; report: Promise<TransparencyReport> } | undefined;
  const read = async (): Promise<TransparencyReport> => {
    const [ledger, searches, totals, shares, payouts, updated] = await Promise.all([
      options.sponsors.ledgerRows(''),
      options.sponsors.searchCounts(''),
      options.sponsors.searchTotals?.('') ?? [],
      options.ledger?.monthShares(),
      options.ledger?.payouts(),
      options.sponsors.lastUpdated(),
    ]);
    return transparencyReport({
      ledger,
      searches,
      totals,
      shares,
      payouts,
      defaultSharePpm: options.sharePpm,
      updated,
      now: options.now(),
    });
  };
  return {
    report() {
      const at = Date.now();
      if (cached && at - cached.at < ttlMs) return cached.report;
      const report = read();
      cached = { at, report };
      report.catch(() => {
        if (cached?.report === report) cached = undefined;
      });
      return report;
    },
  };
}
