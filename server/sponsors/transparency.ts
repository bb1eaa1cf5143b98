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
 */
import { ASSOCIATIONS } from '../../client/contract/account-settings.ts';
import type { MonthFigures, TransparencyReport } from '../../client/contract/transparency-report.ts';
import { type LedgerRow, REMAINDER, type SearchCountRow, type SponsorStore } from './types.ts';

export const FALLBACK_CURRENCY = 'EUR';

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

export function transparencyReport(input: {
  ledger: readonly LedgerRow[];
  searches: readonly SearchCountRow[];
  updated: Date | undefined;
  now: Date;
}): TransparencyReport {
  const currency = mainCurrency(input.ledger);
  const current = input.now.toISOString().slice(0, 7);
  const seen = [...input.ledger.map((r) => r.day), ...input.searches.map((r) => r.day)].map((d) => d.slice(0, 7));
  const first = seen.reduce((a, b) => (b < a ? b : a), current);
  const last = seen.reduce((a, b) => (b > a ? b : a), current);
  const byMonth = new Map<string, MonthFigures>();
  for (const month of monthsBetween(first, last)) {
    byMonth.set(month, {
      month,
      associations: ASSOCIATIONS.map((id) => ({ id, clicks: 0, searches: 0, gross: 0, redistributed: 0 })),
      remainder: { gross: 0, redistributed: 0 },
      totals: { searches: 0, gross: 0, redistributed: 0 },
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
    target.redistributed += row.redistributed;
    month.totals.gross += row.gross;
    month.totals.redistributed += row.redistributed;
  }
  for (const row of input.searches) {
    const month = byMonth.get(row.day.slice(0, 7));
    const target = month && figuresOf(month, row.association);
    if (!month || !target) continue;
    target.searches += row.searches;
    month.totals.searches += row.searches;
  }
  const otherCurrencies = [...new Set(input.ledger.map((r) => r.currency))].filter((c) => c !== currency).sort();
  return { updated: input.updated ?? input.now, currency, otherCurrencies, months: [...byMonth.values()] };
}

/** /partners/transparency.json, exactly in the shape issue #19 publishes. */
export function transparencyJson(report: TransparencyReport) {
  return {
    updated: report.updated.toISOString(),
    currency: report.currency,
    months: report.months.map((m) => ({
      month: m.month,
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
  sponsors: Pick<SponsorStore, 'ledgerRows' | 'searchCounts' | 'lastUpdated'>;
  now: () => Date;
  ttlMs?: number;
}): { report(): Promise<TransparencyReport> } {
  const ttlMs = options.ttlMs ?? 30_000;
  let cached: { at: number; report: Promise<TransparencyReport> } | undefined;
  const read = async (): Promise<TransparencyReport> => {
    const [ledger, searches, updated] = await Promise.all([
      options.sponsors.ledgerRows(''),
      options.sponsors.searchCounts(''),
      options.sponsors.lastUpdated(),
    ]);
    return transparencyReport({ ledger, searches, updated, now: options.now() });
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
