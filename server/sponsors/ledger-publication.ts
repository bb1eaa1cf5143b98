/**
 * What /partners/transparency publishes, built once per app (server/app-services.ts): the
 * figures (read at most every 30 s) and the signed statements issued from them, with the ledger
 * key resolved on first use (configured, or generated into DATA_DIR outside production).
 */

import type { Config } from '../config.ts';
import { shareToPpm } from '../ledger/ledger-split.ts';
import { type LedgerKey, resolveLedgerKey } from '../ledger/signing-key.ts';
import { createStatementService, type StatementService } from '../ledger/statement-service.ts';
import type { TransparencyReport } from '../shared/transparency-report.ts';
import type { Stores } from '../stores.ts';
import { transparencySource } from './transparency.ts';

export interface LedgerPublication {
  report(): Promise<TransparencyReport>;
  statements: StatementService;
}

export function ledgerPublication(options: {
  config: Pick<Config, 'dataDir' | 'ledgerSigningKey' | 'sponsored'>;
  stores: Pick<Stores, 'sponsors' | 'ledger'>;
  now: () => Date;
}): LedgerPublication {
  const { config, stores, now } = options;
  const source = transparencySource({
    sponsors: stores.sponsors,
    ledger: stores.ledger,
    sharePpm: shareToPpm(config.sponsored.revenueShare),
    now,
  });
  let key: LedgerKey | undefined;
  const statements = createStatementService({
    ledger: stores.ledger,
    report: () => source.report(),
    key: () => {
      key ??= resolveLedgerKey(config);
      return key;
    },
    now,
  });
  return { report: () => source.report(), statements };
}
