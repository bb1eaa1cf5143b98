/**
 * `npm run ledger -- report [--month 2026-11] [--csv] | verify [--month 2026-11] | payout …`
 * (scripts/ledger.ts; `node dist/ledger.js` in the Docker image): the donation ledger read from
 * the server's own database (DATA_DIR, DATABASE_URL) with REVENUE_SHARE parsed as the server
 * parses it. report and verify write nothing; payout appends one event (server/ledger/).
 * The argument handling, stores and exit codes are the operators' commands' frame
 * (server/operator-cli.ts); verify exits 1 on a mismatch, naming the first row or event.
 */

import { balances, balanceText } from '../ledger/balances.ts';
import { shareToPpm } from '../ledger/ledger-split.ts';
import { payoutCommand } from '../ledger/payout-command.ts';
import { verifyEvents } from '../ledger/verify-events.ts';
import { type CliIo, type OperatorCli, runOperatorCli } from '../operator-cli.ts';
import { reportCsv, reportLines, reportText } from './ledger-report.ts';
import { verifyLedger } from './ledger-verify.ts';

export const USAGE = `Usage: npm run ledger -- COMMAND

Commands:
  report [--month YYYY-MM] [--csv]  per association and currency: clicks, searches supported,
                                    gross and redistributed, the remainder and the totals
                                    (default: this month, UTC; --csv: minor units, one line each)
  verify [--month YYYY-MM]          check every ledger row (redistributed is the floor of gross ×
                                    REVENUE_SHARE) and that each link's ledger adds up to its
                                    spend, day by day (default: all months); then the event
                                    chain's hashes, the rows recomputed from the events, and the
                                    stored statements' signatures and figures
  payout ASSOCIATION AMOUNT CURRENCY REFERENCE [--date YYYY-MM-DD]
                                    record money sent to a partner (AMOUNT in minor units,
                                    REFERENCE the bank transfer's; --date: the transfer's day,
                                    default today); shown in that month's statement
  help                              this text

The database is the server's (DATA_DIR or DATABASE_URL); REVENUE_SHARE defaults to 0.5.`;

const OPTIONS = {
  month: { type: 'string' },
  csv: { type: 'boolean', default: false },
  date: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const LEDGER_CLI: OperatorCli<typeof OPTIONS> = {
  usage: USAGE,
  options: OPTIONS,
  arity: new Map([
    ['report', 0],
    ['verify', 0],
    ['payout', 4],
  ]),
  check: ({ command, values }) => {
    if (values.month !== undefined && !MONTH.test(values.month)) {
      return '--month must be a month written YYYY-MM, e.g. 2026-11';
    }
    if (values.date !== undefined && command !== 'payout') return '--date is for payout';
    return command === 'verify' && values.csv ? 'verify: --csv is for report' : undefined;
  },
  async run({ command, args, values }, { config, stores, io }) {
    if (!stores) return 1;
    const share = config.sponsored.revenueShare;
    const now = (io.now ?? (() => new Date()))();
    if (command === 'payout') return await payoutCommand(stores.ledger, args, values.date, io, now);
    if (command === 'verify') {
      const verdict = await verifyLedger(stores.db, shareToPpm(share), values.month ?? '');
      if (!verdict.ok) {
        io.err(`ledger mismatch (REVENUE_SHARE ${share}): ${verdict.mismatch}`);
        return 1;
      }
      await stores.ping();
      const events = await verifyEvents(stores.db, values.month ?? '');
      if (!events.ok) {
        io.err(`ledger mismatch: ${events.mismatch}`);
        return 1;
      }
      io.out(`ledger verified: ${verdict.rows} rows, ${events.events} events, ${events.statements} statements`);
      return 0;
    }
    const month = values.month ?? now.toISOString().slice(0, 7);
    const [ledger, searches, spend, shares, payouts, allRows] = await Promise.all([
      stores.sponsors.ledgerRows(month),
      stores.sponsors.searchCounts(month),
      stores.db.selectFrom('sponsored_spend').select('clicks').where('day', 'like', `${month}%`).execute(),
      stores.ledger.monthShares(),
      stores.ledger.payouts(),
      stores.sponsors.ledgerRows(''),
    ]);
    const sharePpmOf = (m: string) => shares.get(m) ?? shareToPpm(share);
    const lines = reportLines(ledger, searches, sharePpmOf(month));
    const billedClicks = spend.reduce((sum, row) => sum + Number(row.clicks), 0);
    if (values.csv) {
      for (const line of reportCsv(month, lines)) io.out(line);
      return 0;
    }
    for (const line of reportText(month, lines, { revenueShare: share, billedClicks })) io.out(line);
    for (const line of balanceText(month, balances({ ledger: allRows, payouts, sharePpmOf, through: month })))
      io.out(line);
    return 0;
  },
};

export async function runLedgerCli(argv: string[], io: CliIo): Promise<number> {
  return await runOperatorCli(LEDGER_CLI, argv, io);
}
