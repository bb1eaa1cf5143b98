/**
 * The figures of /partners/transparency as the page renders them, computed by
 * server/sponsors/transparency.ts from the ledger and the search counters. Amounts in minor units.
 */
import type { Association } from './account-settings.ts';

export interface AssociationFigures {
  id: Association;
  clicks: number;
  searches: number;
  /** Minor units. */
  gross: number;
  redistributed: number;
}

/** Money actually sent to an association (a bank transfer), recorded with `npm run ledger -- payout`. */
export interface PayoutFigures {
  association: string;
  /** Minor units, in the report's currency. */
  amount: number;
  reference: string;
  /** The transfer's date, 'YYYY-MM-DD'. */
  date: string;
}

export interface MonthFigures {
  /** 'YYYY-MM' */
  month: string;
  /** The share redistributed, in parts per million: each amount redistributed is floor(gross × ppm / 10⁶). */
  sharePpm: number;
  associations: AssociationFigures[];
  remainder: { gross: number; redistributed: number };
  /**
   * Gross and redistributed: the associations' plus the remainder's. Searches: distinct searches,
   * each counted once however many associations it supported (not the sum of theirs).
   */
  totals: { searches: number; gross: number; redistributed: number };
  /** Transfers dated this month (in the report's currency). */
  payouts: PayoutFigures[];
}

/** A month's signed statement, as listed at /partners/transparency/statements.json. */
export interface StatementSummary {
  month: string;
  final: boolean;
  /** Lowercase hex SHA-256 of the statement's bytes, as served. */
  sha256: string;
  url: string;
}

export interface TransparencyReport {
  updated: Date;
  currency: string;
  /** Currencies of ledger rows left out of the figures (see above). */
  otherCurrencies: string[];
  months: MonthFigures[];
}
