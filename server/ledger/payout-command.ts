/**
 * `npm run ledger -- payout ASSOCIATION AMOUNT CURRENCY REFERENCE [--date YYYY-MM-DD]`: records
 * money actually sent to a partner (a bank transfer and its reference) as a payout event in the
 * chain. Its date's month shows it in that month's statement, so a month whose statement is
 * final takes no more payouts (the store refuses; date it later).
 */

import type { CliIo } from '../operator-cli.ts';
import { ASSOCIATIONS } from '../shared/account-settings.ts';
import type { LedgerStore } from './ledger-store.ts';
import { formatMinor } from './money.ts';

export interface PayoutInput {
  association: string;
  amount: number;
  currency: string;
  reference: string;
  date: string;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The payout, or what is wrong with the command line (every problem, one a line). */
export function parsePayout(args: readonly string[], date: string | undefined, today: string): PayoutInput | string[] {
  const [association = '', amount = '', currency = '', reference = ''] = args;
  const problems: string[] = [];
  if (!(ASSOCIATIONS as readonly string[]).includes(association)) {
    problems.push(`ASSOCIATION must be one of ${ASSOCIATIONS.join(', ')}`);
  }
  if (!/^[1-9]\d{0,14}$/.test(amount))
    problems.push('AMOUNT must be a whole number of minor units above 0, e.g. 4600 for 46.00');
  if (!/^[A-Z]{3}$/.test(currency)) problems.push('CURRENCY must be an ISO 4217 code in capitals, e.g. EUR');
  if (!/^[\x21-\x7e][\x20-\x7e]{0,79}$/.test(reference) || reference.endsWith(' ')) {
    problems.push('REFERENCE must be the transfer reference: 1 to 80 printable ASCII characters');
  }
  const day = date ?? today;
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    problems.push('--date must be a day written YYYY-MM-DD');
  else if (day > today) problems.push(`--date ${day} is in the future: record a payout once the money is sent`);
  if (problems.length > 0) return problems;
  return { association, amount: Number(amount), currency, reference, date: day };
}

export async function payoutCommand(
  ledger: LedgerStore,
  args: readonly string[],
  date: string | undefined,
  io: CliIo,
  now: Date,
): Promise<number> {
  const parsed = parsePayout(args, date, now.toISOString().slice(0, 10));
  if (Array.isArray(parsed)) {
    for (const problem of parsed) io.err(`payout: ${problem}`);
    return 1;
  }
  const outcome = await ledger.recordPayout(parsed, now);
  if (!outcome.recorded) {
    io.err(`payout refused: ${outcome.reason}`);
    return 1;
  }
  const amount = formatMinor(parsed.amount, parsed.currency);
  io.out(
    `payout recorded (event ${outcome.seq}): ${amount} to ${parsed.association} on ${parsed.date}, reference ${parsed.reference}`,
  );
  return 0;
}
