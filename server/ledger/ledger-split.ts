/**
 * The ledger's arithmetic, in integer minor units (docs/decisions/016-sponsored-links-ledger.md):
 * - a click's cost is split equally among the visitor's associations, each getting
 *   floor(cpc / n); the cpc mod n units left go to one REMAINDER row, so the parts always add
 *   up to the cpc (never lost, never counted twice);
 * - each ledger row redistributes floor(gross × share) of its gross, computed from the share in
 *   parts per million with BigInt, so no float rounding ever moves a unit.
 */
import { ASSOCIATIONS, type Association } from '../shared/account-settings.ts';
import { type LedgerAssociation, REMAINDER } from './ledger-row.ts';

export const PPM = 1_000_000;

/** One ledger row's part of a click. */
export interface ClickPart {
  association: LedgerAssociation;
  gross: number;
  /** 1 for an association the click credited; 0 for the remainder, which is no association's click. */
  clicks: number;
}

/** REVENUE_SHARE (0…1) in parts per million; rounded, so 0.29 is 290000 and not 289999. */
export function shareToPpm(share: number): number {
  if (!Number.isFinite(share) || share < 0 || share > 1) throw new RangeError(`revenue share ${share} is not in 0…1`);
  return Math.round(share * PPM);
}

/** floor(gross × ppm / 1e6), exactly, for any gross a safe integer can hold. */
export function redistributedOf(gross: number, sharePpm: number): number {
  return Number((BigInt(gross) * BigInt(sharePpm)) / BigInt(PPM));
}

/** The associations once each, in the fixed order of ASSOCIATIONS (so concurrent bills lock rows alike). */
export function uniqueAssociations(associations: readonly Association[]): Association[] {
  const chosen = new Set<string>(associations);
  for (const association of chosen) {
    if (!(ASSOCIATIONS as readonly string[]).includes(association))
      throw new RangeError(`unknown association ${association}`);
  }
  return ASSOCIATIONS.filter((association) => chosen.has(association));
}

/** The rows one click of `cpc` minor units adds to the ledger. */
export function splitClick(cpc: number, associations: readonly Association[]): ClickPart[] {
  if (!Number.isSafeInteger(cpc) || cpc < 0) throw new RangeError(`cpc ${cpc} is not a whole number of minor units`);
  const credited = uniqueAssociations(associations);
  if (credited.length === 0) throw new RangeError('a click credits at least one association');
  const each = Math.floor(cpc / credited.length);
  const parts: ClickPart[] = credited.map((association) => ({ association, gross: each, clicks: 1 }));
  const remainder = cpc - each * credited.length;
  if (remainder > 0) parts.push({ association: REMAINDER, gross: remainder, clicks: 0 });
  return parts;
}
