/**
 * `npm run ledger -- report --month 2026-11 [--csv]` (./ledger-cli.ts), as plain functions of
 * the month's ledger rows and search counts: per currency, one line per partner (zeros
 * included, in the partners' order), the REMAINDER line (the undivided units of the equal splits,
 * no association's clicks) and the totals.
 *
 * clicks: billed clicks that credited that association. searches: searches that supported it
 * (counted per association, not per currency: each currency's section shows the same counts).
 * Amounts are integer minor units; the text shows them in major units too.
 */

import { type LedgerAssociation, type LedgerRow, REMAINDER } from '../ledger/ledger-row.ts';
import { redistributedOf } from '../ledger/ledger-split.ts';
import { formatMinor } from '../ledger/money.ts';
import { ASSOCIATIONS } from '../shared/account-settings.ts';
import type { SearchCountRow } from './sponsor-model.ts';

export interface ReportLine {
  currency: string;
  association: LedgerAssociation | 'TOTAL';
  clicks: number;
  searches: number;
  gross: number;
  redistributed: number;
}

/**
 * Lines per currency (alphabetical; '' when the month has searches but no billed click). With the
 * month's share, each line redistributes floor(its gross × share), as the signed statement says
 * (docs/decisions/027-tamper-evident-ledger.md); without, the sum of its rows'.
 */
export function reportLines(
  ledger: readonly LedgerRow[],
  searches: readonly SearchCountRow[],
  sharePpm?: number,
): ReportLine[] {
  const searchesOf = new Map<string, number>();
  for (const row of searches) searchesOf.set(row.association, (searchesOf.get(row.association) ?? 0) + row.searches);
  const currencies = [...new Set(ledger.map((row) => row.currency))].sort();
  const lines: ReportLine[] = [];
  for (const currency of currencies.length > 0 ? currencies : ['']) {
    const of = (association: LedgerAssociation): ReportLine => {
      const rows = ledger.filter((row) => row.currency === currency && row.association === association);
      return {
        currency,
        association,
        clicks: rows.reduce((sum, row) => sum + row.clicks, 0),
        searches: searchesOf.get(association) ?? 0,
        gross: rows.reduce((sum, row) => sum + row.gross, 0),
        redistributed:
          sharePpm === undefined
            ? rows.reduce((sum, row) => sum + row.redistributed, 0)
            : redistributedOf(
                rows.reduce((sum, row) => sum + row.gross, 0),
                sharePpm,
              ),
      };
    };
    const section = [...ASSOCIATIONS.map(of), of(REMAINDER)];
    const total = (key: 'searches' | 'gross' | 'redistributed') => section.reduce((sum, line) => sum + line[key], 0);
    lines.push(...section, {
      currency,
      association: 'TOTAL',
      // A click credits one line per association it supports: the sum would count it several times.
      clicks: Number.NaN,
      searches: total('searches'),
      gross: total('gross'),
      redistributed: total('redistributed'),
    });
  }
  return lines;
}

export function reportCsv(month: string, lines: readonly ReportLine[]): string[] {
  const rows = lines.filter((line) => line.association !== 'TOTAL');
  return [
    'month,currency,association,clicks,searches,gross,redistributed',
    ...rows.map((l) => [month, l.currency, l.association, l.clicks, l.searches, l.gross, l.redistributed].join(',')),
  ];
}

const columns = (cells: readonly string[]) =>
  `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(11) : cell.padStart(i < 3 ? 8 : 16))).join(' ')}`.trimEnd();

/** Amounts in major units of the currency (the CSV has the minor units). */
export function reportText(
  month: string,
  lines: readonly ReportLine[],
  facts: { revenueShare: number; billedClicks: number },
): string[] {
  const out = [`Ledger for ${month} (REVENUE_SHARE ${facts.revenueShare}): ${facts.billedClicks} billed click(s)`];
  for (const currency of new Set(lines.map((line) => line.currency))) {
    const money = (amount: number) => (currency ? formatMinor(amount, currency) : String(amount));
    out.push('', currency || 'no billed click', columns(['', 'clicks', 'searches', 'gross', 'redistributed']));
    for (const line of lines.filter((l) => l.currency === currency)) {
      out.push(
        columns([
          line.association === 'TOTAL' ? 'total' : line.association,
          Number.isNaN(line.clicks) ? '' : String(line.clicks),
          line.association === REMAINDER ? '' : String(line.searches),
          money(line.gross),
          money(line.redistributed),
        ]),
      );
    }
  }
  return out;
}
