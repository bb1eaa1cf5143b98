/**
 * `npm run ledger -- report --month 2026-11 [--csv] | verify`: the donation ledger's report and
 * its check (server/sponsors/ledger-cli.ts). Bundled by scripts/build.ts into dist/ledger.js,
 * so the Docker image runs it as `node dist/ledger.js …`.
 */

import { runLedgerCli } from '../server/sponsors/ledger-cli.ts';
import { runAsProcess } from './cli-entry.ts';

runAsProcess(runLedgerCli);
