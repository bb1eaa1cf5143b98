/**
 * The chain checked and the aggregates recomputed from it, as plain functions of rows (read by
 * server/sponsors/ledger-verify.ts for `npm run ledger -- verify`):
 * - each event's stored body is its canonical form, its columns say what its body says, its
 *   sequence number follows the previous one, and its hash is SHA-256(previous hash ‖ body) from
 *   GENESIS_HASH on; the chain head names the last event. An edited amount, a deleted or
 *   reordered event, breaks the first event from there on;
 * - ledger_entries and sponsored_spend are sums of the events: recomputed here and compared
 *   row by row, so an aggregate changed by hand is named.
 */

import type { LedgerEventsTable } from '../db/schema.ts';
import { canonicalJson } from './canonical-json.ts';
import { chainHash, GENESIS_HASH, type LedgerEvent } from './ledger-event.ts';
import { REMAINDER } from './ledger-row.ts';
import { redistributedOf } from './ledger-split.ts';

/** One stored event, as the table holds it (server/db/schema.ts). */
export type EventRow = LedgerEventsTable;

export type Verdict = { ok: true } | { ok: false; mismatch: string };

/** The first event that does not hold, or the head that does not name the last event. */
export function verifyChain(events: readonly EventRow[], head: { seq: number; hash: string } | undefined): Verdict {
  let previous = GENESIS_HASH;
  for (const [index, row] of events.entries()) {
    const name = `ledger_events seq ${row.seq}`;
    if (row.seq !== index + 1) return fail(`${name}: expected seq ${index + 1} (an event is missing or out of order)`);
    let event: LedgerEvent;
    try {
      event = JSON.parse(row.body) as LedgerEvent;
    } catch {
      return fail(`${name}: the body is not JSON`);
    }
    if (canonicalJson(event) !== row.body) return fail(`${name}: the body is not in canonical form`);
    const columns = {
      seq: event.seq === row.seq,
      kind: event.kind === row.kind,
      hour: event.hour === row.hour,
      link: (event.kind === 'click' ? event.link : null) === row.link_id,
      share: (event.kind === 'click' ? event.sharePpm : null) === row.share_ppm,
    };
    const wrong = Object.entries(columns).find(([, same]) => !same);
    if (wrong) return fail(`${name}: the ${wrong[0]} column differs from the event's body`);
    const expected = chainHash(previous, row.body);
    if (row.hash !== expected)
      return fail(`${name}: hash ${row.hash}, expected ${expected} (the event or one before it changed)`);
    previous = row.hash;
  }
  const last = events.at(-1);
  const expectedHead = { seq: last?.seq ?? 0, hash: last?.hash ?? GENESIS_HASH };
  if (!head || head.seq !== expectedHead.seq || head.hash !== expectedHead.hash) {
    return fail(
      `ledger_chain_head: seq ${head?.seq}, expected ${expectedHead.seq} with the last event's hash (events were deleted)`,
    );
  }
  return { ok: true };
}

export interface Aggregates {
  /** `day link association currency` → figures. */
  ledger: Map<string, { clicks: number; gross: number; redistributed: number }>;
  /** `day link` → figures. */
  spend: Map<string, { clicks: number; spent: number }>;
}

export const ledgerKey = (day: string, link: string, association: string, currency: string) =>
  `${day} ${link} ${association} ${currency}`;

/** ledger_entries and sponsored_spend as billClick must have written them, from the events alone. */
export function aggregatesOf(events: readonly LedgerEvent[]): Aggregates {
  const ledger: Aggregates['ledger'] = new Map();
  const spend: Aggregates['spend'] = new Map();
  const spendOf = (key: string) => spend.get(key) ?? spend.set(key, { clicks: 0, spent: 0 }).get(key)!;
  const rowOf = (key: string) =>
    ledger.get(key) ?? ledger.set(key, { clicks: 0, gross: 0, redistributed: 0 }).get(key)!;
  for (const event of events) {
    if (event.kind === 'opening') {
      for (const r of event.ledger) {
        const row = rowOf(ledgerKey(r.day, r.link, r.association, r.currency));
        row.clicks += r.clicks;
        row.gross += r.gross;
        row.redistributed = r.redistributed;
      }
      for (const s of event.spend) {
        const row = spendOf(`${s.day} ${s.link}`);
        row.clicks += s.clicks;
        row.spent += s.spent;
      }
    } else if (event.kind === 'click') {
      const day = event.hour.slice(0, 10);
      const billed = spendOf(`${day} ${event.link}`);
      billed.clicks += 1;
      for (const [association, amount] of Object.entries(event.amounts)) {
        const row = rowOf(ledgerKey(day, event.link, association, event.currency));
        row.clicks += association === REMAINDER ? 0 : 1;
        row.gross += amount;
        // billClick recomputes the row's share from its whole gross at each click.
        row.redistributed = redistributedOf(row.gross, event.sharePpm);
        billed.spent += amount;
      }
    }
  }
  return { ledger, spend };
}

/** The first key (sorted) where the stored aggregate and the recomputed one differ. */
export function compareAggregates<T extends Record<string, number>>(
  table: string,
  stored: ReadonlyMap<string, T>,
  recomputed: ReadonlyMap<string, T>,
): Verdict {
  for (const key of [...new Set([...stored.keys(), ...recomputed.keys()])].sort()) {
    const has = stored.get(key);
    const want = recomputed.get(key);
    if (!has) return fail(`${table} ${key}: missing, the events give ${describe(want)}`);
    if (!want) return fail(`${table} ${key}: ${describe(has)}, but no event gives it`);
    const field = Object.keys(want).find((name) => has[name] !== want[name]);
    if (field) return fail(`${table} ${key}: ${field} ${has[field]}, the events give ${want[field]}`);
  }
  return { ok: true };
}

const describe = (figures: Record<string, number> | undefined) =>
  Object.entries(figures ?? {})
    .map(([name, value]) => `${name} ${value}`)
    .join(', ');

function fail(mismatch: string): Verdict {
  return { ok: false, mismatch };
}
