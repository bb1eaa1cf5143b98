/**
 * The events of the tamper-evident ledger and their hash chain, as plain functions (the tables:
 * server/migrations/0005_ledger_events.ts; why: docs/decisions/027-tamper-evident-ledger.md).
 *
 * An event is hashed as SHA-256(previous hash ‖ canonical JSON of the event), in lowercase hex,
 * the first one over GENESIS_HASH. Its sequence number is part of it, so neither a reordering nor
 * a deletion can be hidden by recomputing one hash: every later one would change.
 *
 * Three kinds, none holding anything about a visitor:
 * - `click`: one billed click: the hour, the link, the currency, the revenue share in ppm and
 *   each credited association's amount (the `REMAINDER` too, when the split leaves units over);
 * - `payout`: money actually sent to an association, with the transfer's reference and date;
 * - `opening`: the ledger as it stood before events existed (written once, by the migration).
 */
import { canonicalJson, sha256Hex } from './canonical-json.ts';

export const GENESIS_HASH = '0'.repeat(64);
export const EVENT_VERSION = 1;

export interface ClickEvent {
  v: 1;
  seq: number;
  kind: 'click';
  /** UTC hour, 'YYYY-MM-DDTHH'. */
  hour: string;
  link: string;
  currency: string;
  sharePpm: number;
  /** Minor units per association (and 'REMAINDER'); a key other than REMAINDER is one click. */
  amounts: Record<string, number>;
}

export interface PayoutEvent {
  v: 1;
  seq: number;
  kind: 'payout';
  hour: string;
  /** The transfer's value date, 'YYYY-MM-DD': its month is the statement that shows it. */
  date: string;
  association: string;
  amount: number;
  currency: string;
  reference: string;
}

export interface OpeningLedgerRow {
  day: string;
  link: string;
  association: string;
  currency: string;
  clicks: number;
  gross: number;
  redistributed: number;
}

export interface OpeningEvent {
  v: 1;
  seq: number;
  kind: 'opening';
  hour: string;
  ledger: OpeningLedgerRow[];
  spend: { day: string; link: string; clicks: number; spent: number }[];
}

export type LedgerEvent = ClickEvent | PayoutEvent | OpeningEvent;

/** An event before the chain gives it its sequence number (server/ledger/chain-append.ts). */
export type Unsequenced<E> = E extends LedgerEvent ? Omit<E, 'seq'> : never;

export function clickEvent(fields: Omit<ClickEvent, 'v' | 'kind' | 'seq'>): Unsequenced<ClickEvent> {
  return { v: EVENT_VERSION, kind: 'click', ...fields };
}

export function payoutEvent(fields: Omit<PayoutEvent, 'v' | 'kind' | 'seq'>): Unsequenced<PayoutEvent> {
  return { v: EVENT_VERSION, kind: 'payout', ...fields };
}

export function openingEvent(fields: Omit<OpeningEvent, 'v' | 'kind' | 'seq'>): Unsequenced<OpeningEvent> {
  return { v: EVENT_VERSION, kind: 'opening', ...fields };
}

/** The event's stored text and its hash, chained to `previousHash`. */
export function hashEvent(previousHash: string, event: LedgerEvent): { body: string; hash: string } {
  const body = canonicalJson(event);
  return { body, hash: chainHash(previousHash, body) };
}

export function chainHash(previousHash: string, body: string): string {
  return sha256Hex(`${previousHash}${body}`);
}

/** 'YYYY-MM-DDTHH' of a billing day and the hour of `now` (the day is the click's, as billed). */
export function eventHour(day: string, now: Date): string {
  return `${day}T${String(now.getUTCHours()).padStart(2, '0')}`;
}
