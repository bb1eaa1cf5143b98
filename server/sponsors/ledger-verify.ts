/**
 * `npm run ledger -- verify` (./ledger-cli.ts): the ledger checked against its own arithmetic and
 * against the spend table, which billClick writes in the same transaction:
 * - every row: redistributed == floor(gross × REVENUE_SHARE) to the unit (./ledger-split.ts),
 *   clicks, gross and redistributed whole and not negative;
 * - every (day, link): the gross of its ledger rows, remainder included, adds up to what the
 *   spend table says the link spent that day. A click lost or counted twice breaks this.
 * The first mismatch is reported, in the order of day, link, association and currency.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { redistributedOf } from '../ledger/ledger-split.ts';

export type LedgerVerdict = { ok: true; rows: number } | { ok: false; rows: number; mismatch: string };

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

export async function verifyLedger(db: Kysely<Database>, sharePpm: number, dayPrefix = ''): Promise<LedgerVerdict> {
  const pattern = `${dayPrefix}%`;
  const [ledger, spend] = await Promise.all([
    db
      .selectFrom('ledger_entries')
      .select(['day', 'sponsor_id', 'association', 'currency', 'clicks', 'gross', 'redistributed'])
      .where('day', 'like', pattern)
      .orderBy('day')
      .orderBy('sponsor_id')
      .orderBy('association')
      .orderBy('currency')
      .execute(),
    db
      .selectFrom('sponsored_spend')
      .select(['day', 'link_id', 'spent'])
      .where('day', 'like', pattern)
      .orderBy('day')
      .orderBy('link_id')
      .execute(),
  ]);
  const grossByDayLink = new Map<string, number>();
  for (const row of ledger) {
    const [clicks, gross, redistributed] = [Number(row.clicks), Number(row.gross), Number(row.redistributed)];
    const name = `${row.day} ${row.sponsor_id} ${row.association} ${row.currency}`;
    if (![clicks, gross, redistributed].every(isCount)) {
      return fail(
        ledger.length,
        `${name}: clicks ${row.clicks}, gross ${row.gross}, redistributed ${row.redistributed} must be whole and not negative`,
      );
    }
    const expected = redistributedOf(gross, sharePpm);
    if (redistributed !== expected) {
      return fail(
        ledger.length,
        `${name}: redistributed ${redistributed}, expected ${expected} (floor of gross ${gross} × ${sharePpm / 1e6})`,
      );
    }
    const key = `${row.day} ${row.sponsor_id}`;
    grossByDayLink.set(key, (grossByDayLink.get(key) ?? 0) + gross);
  }
  const spentByDayLink = new Map(spend.map((row) => [`${row.day} ${row.link_id}`, Number(row.spent)]));
  const keys = [...new Set([...grossByDayLink.keys(), ...spentByDayLink.keys()])].sort();
  for (const key of keys) {
    const gross = grossByDayLink.get(key) ?? 0;
    const spent = spentByDayLink.get(key) ?? 0;
    if (gross !== spent)
      return fail(ledger.length, `${key}: the ledger's gross adds up to ${gross}, the link spent ${spent}`);
  }
  return { ok: true, rows: ledger.length };
}

function fail(rows: number, mismatch: string): LedgerVerdict {
  return { ok: false, rows, mismatch };
}
