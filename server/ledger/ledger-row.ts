/**
 * A row of the donation ledger: what one sponsored link's clicks on one day credited to one
 * association (or left undivided, the REMAINDER) in one currency. The sponsors bill into it
 * (server/sponsors/bill-click.ts); the ledger's checks, balances and statements read it.
 * Money: integer minor units with their ISO 4217 currency. Days: 'YYYY-MM-DD' (UTC).
 */
import type { Association } from '../shared/account-settings.ts';

/** The part of a click credited to one association on one day; or the undivided remainder. */
export const REMAINDER = 'REMAINDER' as const;
export type LedgerAssociation = Association | typeof REMAINDER;

/** One ledger row: a day, a sponsored link, an association (or the remainder), a currency. */
export interface LedgerRow {
  day: string;
  sponsorId: string;
  association: LedgerAssociation;
  currency: string;
  clicks: number;
  /** Minor units of the clicks' value credited to this row. */
  gross: number;
  /** floor(gross × REVENUE_SHARE), kept so for every row at every write. */
  redistributed: number;
}
