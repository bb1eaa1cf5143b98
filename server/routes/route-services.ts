/**
 * What the app hands the routes' loaders and actions beside the request: its configuration and the
 * services behind the forms (accounts, mail) and the donation figures. Built once by the app (server/app.ts), so that the
 * page routes stay plain values (route-table.tsx) that tests can list and extend.
 */
import type { AccountStore } from '../accounts/account-model.ts';
import type { Config } from '../config.ts';
import type { StatementService } from '../ledger/statement-service.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TransparencyReport } from '../shared/transparency-report.ts';

/** The donation figures' source; `statements` absent, the statement paths answer 404. */
export interface TransparencySource {
  report(): Promise<TransparencyReport>;
  statements?: StatementService;
}

export interface RouteServices {
  config: Config;
  accounts: AccountStore;
  mailer: Pick<Mailer, 'sendLoginMail' | 'sendContactMessage'>;
  logger: Logger;
  /** The clock for login expiry (tests freeze it). */
  now: () => Date;
  /** The donation figures and their signed statements (the transparency page). */
  transparency: TransparencySource;
}
