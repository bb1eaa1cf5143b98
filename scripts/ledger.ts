/**
 * `npm run ledger -- report --month 2026-11 [--csv] | verify`: the donation ledger's report and
 * its check (server/sponsors/ledger-cli.ts). Bundled by scripts/build.ts into dist/ledger.js,
 * so the Docker image runs it as `node dist/ledger.js …`.
 */
import { runLedgerCli } from '../server/sponsors/ledger-cli.ts';

runLedgerCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
}).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error?.stack ?? String(error));
    process.exit(1);
  },
);
