/**
 * /partners/transparency.csv: the published figures for spreadsheets, one line per month and
 * association (the REMAINDER and the month's TOTAL included), amounts in minor units of the
 * report's currency. The TOTAL line's searches are distinct searches, not the sum of the lines'.
 */
import type { TransparencyReport } from '../shared/transparency-report.ts';

const HEADER = 'month,currency,share_ppm,association,clicks,searches,gross,redistributed,paid';

export function transparencyCsv(report: TransparencyReport): string {
  const lines = [HEADER];
  for (const month of report.months) {
    const paid = new Map<string, number>();
    for (const p of month.payouts) paid.set(p.association, (paid.get(p.association) ?? 0) + p.amount);
    const row = (
      id: string,
      clicks: number | '',
      searches: number | '',
      gross: number,
      redistributed: number,
      paidTo: number,
    ) => [month.month, report.currency, month.sharePpm, id, clicks, searches, gross, redistributed, paidTo].join(',');
    for (const a of month.associations) {
      lines.push(row(a.id, a.clicks, a.searches, a.gross, a.redistributed, paid.get(a.id) ?? 0));
    }
    lines.push(row('REMAINDER', '', '', month.remainder.gross, month.remainder.redistributed, 0));
    const totalPaid = [...paid.values()].reduce((n, v) => n + v, 0);
    lines.push(row('TOTAL', '', month.totals.searches, month.totals.gross, month.totals.redistributed, totalPaid));
  }
  return `${lines.join('\n')}\n`;
}
