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

export interface MonthFigures {
  /** 'YYYY-MM' */
  month: string;
  associations: AssociationFigures[];
  remainder: { gross: number; redistributed: number };
  /** The associations' figures plus the remainder's amounts. */
  totals: { searches: number; gross: number; redistributed: number };
}

export interface TransparencyReport {
  updated: Date;
  currency: string;
  /** Currencies of ledger rows left out of the figures (see above). */
  otherCurrencies: string[];
  months: MonthFigures[];
}
