/**
 * `npm run ledger -- report [--month 2026-11] [--csv] | verify [--month 2026-11]`
 * (scripts/ledger.ts; `node dist/ledger.js` in the Docker image): the donation ledger read from
 * the server's own database (DATA_DIR, DATABASE_URL) with REVENUE_SHARE parsed as the server
 * parses it. Read-only: neither command writes anything. The argument handling, stores and exit
 * codes are the operators' commands' frame (server/operator-cli.ts); verify exits 1 on a mismatch.
 */
import { type CliIo, type OperatorCli, runOperatorCli } from '../operator-cli.ts';
import { reportCsv, reportLines, reportText } from './ledger-report.ts';
import { shareToPpm } from './ledger-split.ts';
import { verifyLedger } from './ledger-verify.ts';

export const USAGE = `Usage: npm run ledger -- COMMAND

Commands:
  report [--month YYYY-MM] [--csv]  per association and currency: clicks, searches supported,
                                    gross and redistributed, the remainder and the totals
                                    (default: this month, UTC; --csv: minor units, one line each)
  verify [--month YYYY-MM]          check every ledger row (redistributed is the floor of gross ×
                                    REVENUE_SHARE) and that each link's ledger adds up to its
                                    spend, day by day (default: all months)
  help                              this text

The database is the server's (DATA_DIR or DATABASE_URL); REVENUE_SHARE defaults to 0.5.`;

const OPTIONS = {
  month: { type: 'string' },
  csv: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const LEDGER_CLI: OperatorCli<typeof OPTIONS> = {
  usage: USAGE,
  options: OPTIONS,
  arity: new Map([
    ['report', 0],
    ['verify', 0],
  ]),
  check: ({ command, values }) => {
    if (values.month !== undefined && !MONTH.test(values.month)) {
      return '--month must be a month written YYYY-MM, e.g. 2026-11';
    }
    return command === 'verify' && values.csv ? 'verify: --csv is for report' : undefined;
  },
  async run({ command, values }, { config, stores, io }) {
    if (!stores) return 1;
    const share = config.sponsored.revenueShare;
    if (command === 'verify') {
      const verdict = await verifyLedger(stores.db, shareToPpm(share), values.month ?? '');
      if (verdict.ok) {
        io.out(`ledger verified: ${verdict.rows} rows`);
        return 0;
      }
      io.err(`ledger mismatch (REVENUE_SHARE ${share}): ${verdict.mismatch}`);
      return 1;
    }
    const month = values.month ?? (io.now?.() ?? new Date()).toISOString().slice(0, 7);
    const [ledger, searches, spend] = await Promise.all([
      stores.sponsors.ledgerRows(month),
      stores.sponsors.searchCounts(month),
      stores.db.selectFrom('sponsored_spend').select('clicks').where('day', 'like', `${month}%`).execute(),
    ]);
    const lines = reportLines(ledger, searches);
    const billedClicks = spend.reduce((sum, row) => sum + Number(row.clicks), 0);
    for (const line of values.csv
      ? reportCsv(month, lines)
      : reportText(month, lines, { revenueShare: share, billedClicks })) {
      io.out(line);
    }
    return 0;
  },
};

export async function runLedgerCli(argv: string[], io: CliIo): Promise<number> {
  return await runOperatorCli(LEDGER_CLI, argv, io);
}
