/**
 * `npm run ledger -- report [--month 2026-11] [--csv] | verify [--month 2026-11]`
 * (scripts/ledger.ts; `node dist/ledger.js` in the Docker image): the donation ledger read from
 * the server's own database (DATA_DIR, DATABASE_URL) with REVENUE_SHARE parsed as the server
 * parses it. Read-only: neither command writes anything.
 *
 * Exit codes: 0 done (verify: the ledger balances), 1 a mismatch or a failure, 2 bad usage,
 * 78 bad configuration (as the server's boot).
 */
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config.ts';
import type { CliIo } from '../notifications/cli.ts';
import { openStores } from '../stores.ts';
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

export async function runLedgerCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: { values: { month?: string; csv: boolean; help: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command = 'help', ...extra] = values.help ? ['help'] : positionals;
  if (command === 'help') {
    io.out(USAGE);
    return 0;
  }
  if ((command !== 'report' && command !== 'verify') || extra.length > 0) {
    io.err(
      `${command === 'report' || command === 'verify' ? `${command}: wrong arguments` : `unknown command ${command}`}\n\n${USAGE}`,
    );
    return 2;
  }
  if (values.month !== undefined && !MONTH.test(values.month)) {
    io.err(`--month must be a month written YYYY-MM, e.g. 2026-11\n\n${USAGE}`);
    return 2;
  }
  if (command === 'verify' && values.csv) {
    io.err(`verify: --csv is for report\n\n${USAGE}`);
    return 2;
  }
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 78;
  }
  const share = config.sponsored.revenueShare;
  const stores = openStores(config);
  try {
    await stores.ping();
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
  } catch (error) {
    io.err(`${command} failed: ${(error as Error)?.message ?? String(error)}`);
    return 1;
  } finally {
    await stores.close();
  }
}
