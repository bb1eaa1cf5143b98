/**
 * The stored final statements checked against the events, for `npm run ledger -- verify`: each
 * one's signature under the key it names, its `previous` (the hash of the stored month before),
 * and what the events alone prove of it: the number of events, the chain head, and each line's
 * clicks, gross and payouts with redistributed = floor(gross × share). Searches are counters,
 * not events: the statement is their only signed record.
 */

import { canonicalJson } from './canonical-json.ts';
import type { EventRow, Verdict } from './chain-verify.ts';
import { GENESIS_HASH, type LedgerEvent } from './ledger-event.ts';
import { REMAINDER } from './ledger-row.ts';
import { redistributedOf } from './ledger-split.ts';
import type { StoredStatement } from './ledger-store.ts';
import { type PublicJwk, verifyText } from './signing-key.ts';
import { type Statement, statementHash } from './statement.ts';

interface LineFigures {
  clicks: number;
  gross: number;
  paid: number;
}

/** Per line id, what the month's events say (clicks in the statement's currency; opening rows included). */
function linesOf(events: readonly LedgerEvent[], month: string, currency: string): Map<string, LineFigures> {
  const lines = new Map<string, LineFigures>();
  const line = (id: string) => lines.get(id) ?? lines.set(id, { clicks: 0, gross: 0, paid: 0 }).get(id)!;
  for (const event of events) {
    if (event.kind === 'click' && event.hour.startsWith(month) && event.currency === currency) {
      for (const [id, amount] of Object.entries(event.amounts)) {
        line(id).clicks += id === REMAINDER ? 0 : 1;
        line(id).gross += amount;
      }
    } else if (event.kind === 'payout' && event.date.startsWith(month) && event.currency === currency) {
      line(event.association).paid += event.amount;
    } else if (event.kind === 'opening') {
      for (const row of event.ledger.filter((r) => r.day.startsWith(month) && r.currency === currency)) {
        line(row.association).clicks += row.clicks;
        line(row.association).gross += row.gross;
      }
    }
  }
  return lines;
}

export function verifyStatements(
  stored: readonly StoredStatement[],
  keys: readonly PublicJwk[],
  rows: readonly EventRow[],
  events: readonly LedgerEvent[],
): Verdict {
  const byMonth = new Map(stored.map((s) => [s.month, s]));
  const months = [...byMonth.keys()].sort();
  for (const [index, month] of months.entries()) {
    const name = `ledger_statements ${month}`;
    const body = byMonth.get(month)?.body ?? '';
    const statement = JSON.parse(body) as Statement;
    const { signature, ...unsigned } = statement;
    const key = keys.find((k) => k.kid === statement.kid);
    if (canonicalJson(statement) !== body) return fail(`${name}: not in canonical form`);
    if (!key || !verifyText(key, canonicalJson(unsigned), signature))
      return fail(`${name}: the signature does not verify`);
    const before = index > 0 ? byMonth.get(months[index - 1] as string) : undefined;
    const previous = before ? statementHash(before.body) : null;
    if (before && statement.previous !== previous)
      return fail(`${name}: previous ${statement.previous}, expected ${previous}`);
    const inMonth = rows.filter((r) => r.hour.startsWith(month));
    const last = rows.filter((r) => r.hour.slice(0, 7) <= month).at(-1);
    if (statement.events !== inMonth.length)
      return fail(`${name}: ${statement.events} events, the chain has ${inMonth.length}`);
    if (statement.chainHead !== (last?.hash ?? GENESIS_HASH))
      return fail(`${name}: chainHead is not the month's last event`);
    const lines = linesOf(events, month, statement.currency);
    for (const line of statement.associations) {
      const want = lines.get(line.id) ?? { clicks: 0, gross: 0, paid: 0 };
      const owed = redistributedOf(line.gross, statement.revenueShare.ppm);
      for (const [field, value] of [...Object.entries(want), ['redistributed', owed] as const]) {
        const has = line[field as keyof typeof line];
        if (has !== value) return fail(`${name} ${line.id}: ${field} ${has}, the events give ${value}`);
      }
    }
  }
  return { ok: true };
}

function fail(mismatch: string): Verdict {
  return { ok: false, mismatch };
}
