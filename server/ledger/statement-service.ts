/**
 * Issues the monthly statements (./statement.ts) from the published figures
 * (server/sponsors/transparency.ts), the chain and the ledger key:
 * - a closed month (its end plus `graceMs`, for the searches still held in the replicas' memory)
 *   is final: issued once, stored, and served as stored for ever, whichever replica issued it;
 * - the running month (and the last one during the grace) is provisional: signed again only
 *   when its figures change, which the 30 s report cache makes at most every 30 s.
 * Months run from the first with figures to the current one; `previous` chains each to the one
 * before, so a final month needs every month before it final, and issues them in order.
 */
import type { StatementSummary, TransparencyReport } from '../shared/transparency-report.ts';
import type { LedgerStore } from './ledger-store.ts';
import type { LedgerKey, PublicJwk } from './signing-key.ts';
import { sameFigures, signStatement, statementHash, statementOf, type UnsignedStatement } from './statement.ts';

export const STATEMENTS_PATH = '/partners/transparency/statements';

export type PublishedKeys = PublicJwk | { keys: (PublicJwk & { months: string[] })[] };

export interface StatementService {
  /** The statement's bytes; undefined for a month without one. */
  statement(month: string): Promise<string | undefined>;
  list(): Promise<StatementSummary[]>;
  /** The key as a JWK, or every key with the months it signed once keys were rotated. */
  keys(): Promise<PublishedKeys>;
}

/** The first instant after the month, in ms. */
function monthEnd(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, m, 1);
}

export function createStatementService(options: {
  ledger: LedgerStore;
  report: () => Promise<TransparencyReport>;
  key: () => LedgerKey;
  now: () => Date;
  graceMs?: number;
}): StatementService {
  const graceMs = options.graceMs ?? 10 * 60_000;
  const provisional = new Map<string, { unsigned: UnsignedStatement; text: string }>();
  let keyRemembered = false;

  const isFinal = (month: string, now: Date) => now.getTime() >= monthEnd(month) + graceMs;

  const monthsOf = (report: TransparencyReport, now: Date) => {
    const current = now.toISOString().slice(0, 7);
    return report.months
      .map((m) => m.month)
      .filter((m) => m <= current)
      .reverse();
  };

  async function signingKey(now: Date): Promise<LedgerKey> {
    const key = options.key();
    if (!keyRemembered) {
      await options.ledger.rememberKey(key.jwk, now);
      keyRemembered = true;
    }
    return key;
  }

  async function build(
    months: readonly string[],
    index: number,
    report: TransparencyReport,
    now: Date,
  ): Promise<string> {
    const month = months[index] as string;
    const final = isFinal(month, now);
    if (final) {
      const stored = await options.ledger.statement(month);
      if (stored) return stored.body;
    }
    const previous = index === 0 ? null : statementHash(await build(months, index - 1, report, now));
    const figures = report.months.find((m) => m.month === month);
    const chain = (await options.ledger.monthChains([month])).get(month);
    if (!figures || !chain) throw new Error(`no figures for ${month}`);
    const key = await signingKey(now);
    const unsigned = statementOf({
      figures,
      currency: report.currency,
      chain,
      previous,
      final,
      issuedAt: now,
      kid: key.jwk.kid,
    });
    if (final) {
      const body = signStatement(unsigned, key);
      return (await options.ledger.storeStatement({ month, kid: key.jwk.kid, body }, now)).body;
    }
    const cached = provisional.get(month);
    if (cached && sameFigures(cached.unsigned, unsigned)) return cached.text;
    const text = signStatement(unsigned, key);
    provisional.set(month, { unsigned, text });
    return text;
  }

  async function all(): Promise<{ month: string; text: string }[]> {
    const now = options.now();
    const report = await options.report();
    const months = monthsOf(report, now);
    const texts: { month: string; text: string }[] = [];
    for (const [index, month] of months.entries()) texts.push({ month, text: await build(months, index, report, now) });
    return texts;
  }

  return {
    async statement(month) {
      const now = options.now();
      const report = await options.report();
      const months = monthsOf(report, now);
      const index = months.indexOf(month);
      return index === -1 ? undefined : build(months, index, report, now);
    },

    async list() {
      return (await all()).map(({ month, text }) => ({
        month,
        final: (JSON.parse(text) as UnsignedStatement).final,
        sha256: statementHash(text),
        url: `${STATEMENTS_PATH}/${month}.json`,
      }));
    },

    async keys() {
      const signed = await all();
      const current = (await signingKey(options.now())).jwk;
      const known = await options.ledger.keys();
      const monthsBy = new Map<string, string[]>();
      for (const { month, text } of signed) {
        const { kid } = JSON.parse(text) as UnsignedStatement;
        monthsBy.set(kid, [...(monthsBy.get(kid) ?? []), month]);
      }
      if (known.length <= 1) return current;
      return { keys: known.map((jwk) => ({ ...jwk, months: monthsBy.get(jwk.kid) ?? [] })) };
    },
  };
}
