/**
 * A month's signed statement, as plain functions (served by ./statement-service.ts; the fields
 * are documented in docs/sponsored-links.md):
 *
 *   {"version":1,"month","currency","revenueShare":{"ppm"},"final","associations":[{"id","clicks",
 *    "searches","gross","redistributed","paid"}],"totals":{"searches","gross","redistributed",
 *    "paid"},"events","chainHead","previous","issuedAt","kid","signature"}
 *
 * `associations` ends with the REMAINDER line (the units equal splits could not divide), so the
 * totals are the sums of the lines; totals.searches is distinct searches. Every amount is an
 * integer of minor units and redistributed = floor(gross × ppm / 10⁶) on every line. `signature`
 * is the Ed25519 signature (base64url) of the canonical form (RFC 8785) of everything else; the
 * served bytes are the canonical form of the whole, and `previous` is their SHA-256 for the
 * month before (null for the first month).
 */
import type { MonthFigures } from '../shared/transparency-report.ts';
import { canonicalJson, sha256Hex } from './canonical-json.ts';
import { REMAINDER } from './ledger-row.ts';
import type { MonthChain } from './ledger-store.ts';
import { type LedgerKey, signText } from './signing-key.ts';

export interface StatementLine {
  id: string;
  clicks: number;
  searches: number;
  gross: number;
  redistributed: number;
  paid: number;
}

export interface UnsignedStatement {
  version: 1;
  month: string;
  currency: string;
  revenueShare: { ppm: number };
  final: boolean;
  associations: StatementLine[];
  totals: { searches: number; gross: number; redistributed: number; paid: number };
  events: number;
  chainHead: string;
  previous: string | null;
  issuedAt: string;
  kid: string;
}

export interface Statement extends UnsignedStatement {
  signature: string;
}

/** The statement's figures from the month's published figures, its payouts and the chain. */
export function statementOf(input: {
  figures: MonthFigures;
  currency: string;
  chain: MonthChain;
  previous: string | null;
  final: boolean;
  issuedAt: Date;
  kid: string;
}): UnsignedStatement {
  const { figures } = input;
  const paid = new Map<string, number>();
  for (const payout of figures.payouts)
    paid.set(payout.association, (paid.get(payout.association) ?? 0) + payout.amount);
  const associations: StatementLine[] = [
    ...figures.associations.map(({ id, clicks, searches, gross, redistributed }) => ({
      id,
      clicks,
      searches,
      gross,
      redistributed,
      paid: paid.get(id) ?? 0,
    })),
    { id: REMAINDER, clicks: 0, searches: 0, ...figures.remainder, paid: paid.get(REMAINDER) ?? 0 },
  ];
  const sum = (field: 'gross' | 'redistributed' | 'paid') => associations.reduce((n, line) => n + line[field], 0);
  return {
    version: 1,
    month: figures.month,
    currency: input.currency,
    revenueShare: { ppm: figures.sharePpm },
    final: input.final,
    associations,
    totals: {
      searches: figures.totals.searches,
      gross: sum('gross'),
      redistributed: sum('redistributed'),
      paid: sum('paid'),
    },
    events: input.chain.events,
    chainHead: input.chain.chainHead,
    previous: input.previous,
    // To the second: the statement is ASCII and integers apart from this plain string.
    issuedAt: `${input.issuedAt.toISOString().slice(0, 19)}Z`,
    kid: input.kid,
  };
}

/** The served bytes: the canonical form of the statement with its signature. */
export function signStatement(unsigned: UnsignedStatement, key: LedgerKey): string {
  const signature = signText(key, canonicalJson(unsigned));
  return canonicalJson({ ...unsigned, signature });
}

/** What `previous` of the next month holds. */
export function statementHash(text: string): string {
  return sha256Hex(text);
}

/** The figures without the time they were signed: equal when nothing changed. */
export function sameFigures(a: UnsignedStatement, b: UnsignedStatement): boolean {
  return canonicalJson({ ...a, issuedAt: '' }) === canonicalJson({ ...b, issuedAt: '' });
}
