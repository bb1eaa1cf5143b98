/**
 * What each partner is owed to date and what was paid, for `npm run ledger -- report`: per
 * currency, owed is the sum over months of floor(the month's gross × the month's share), the
 * figure the signed statements carry; paid is the sum of the recorded payouts.
 */
import { ASSOCIATIONS } from '../shared/account-settings.ts';
import type { PayoutEvent } from './ledger-event.ts';
import type { LedgerRow } from './ledger-row.ts';
import { redistributedOf } from './ledger-split.ts';
import { formatMinor } from './money.ts';

export interface Balance {
  currency: string;
  association: string;
  owed: number;
  paid: number;
}

export function balances(input: {
  ledger: readonly LedgerRow[];
  payouts: readonly PayoutEvent[];
  sharePpmOf: (month: string) => number;
  /** Up to the end of this month, 'YYYY-MM'. */
  through: string;
}): Balance[] {
  const gross = new Map<string, number>();
  for (const row of input.ledger) {
    if (row.day.slice(0, 7) > input.through || row.association === 'REMAINDER') continue;
    const key = `${row.currency} ${row.day.slice(0, 7)} ${row.association}`;
    gross.set(key, (gross.get(key) ?? 0) + row.gross);
  }
  const owed = new Map<string, number>();
  for (const [key, amount] of gross) {
    const [currency, month, association] = key.split(' ') as [string, string, string];
    const owedKey = `${currency} ${association}`;
    owed.set(owedKey, (owed.get(owedKey) ?? 0) + redistributedOf(amount, input.sharePpmOf(month)));
  }
  const paid = new Map<string, number>();
  for (const payout of input.payouts) {
    if (payout.date.slice(0, 7) > input.through) continue;
    const key = `${payout.currency} ${payout.association}`;
    paid.set(key, (paid.get(key) ?? 0) + payout.amount);
  }
  const currencies = [...new Set([...owed.keys(), ...paid.keys()].map((key) => key.split(' ')[0] as string))].sort();
  return currencies.flatMap((currency) =>
    ASSOCIATIONS.map((association) => ({
      currency,
      association,
      owed: owed.get(`${currency} ${association}`) ?? 0,
      paid: paid.get(`${currency} ${association}`) ?? 0,
    })),
  );
}

export function balanceText(through: string, lines: readonly Balance[]): string[] {
  if (lines.length === 0) return [];
  const out = ['', `Balances to the end of ${through} (owed: the statements' redistributed; paid: recorded payouts)`];
  for (const line of lines) {
    const money = (amount: number) => formatMinor(amount, line.currency).padStart(16);
    out.push(
      `  ${line.association.padEnd(11)}owed${money(line.owed)}  paid${money(line.paid)}  balance${money(line.owed - line.paid)}`,
    );
  }
  return out;
}
