/**
 * Billing one sponsored click (SponsorStore.billClick, ./sponsor-model.ts), in one write transaction:
 *
 * 1. read the link: unknown, or paused or outside its dates (inactive): nothing is written;
 * 2. ONE conditional upsert adds the cpc to the day's spend only while `spent + cpc` fits the
 *    daily budget, and returns the row it wrote; no row back means over budget. The row is
 *    locked by the upsert (PostgreSQL) or the whole file is (SQLite), so concurrent clicks are
 *    counted one after the other and none bills past the budget;
 * 3. the click's parts (./ledger-split.ts) are added to the ledger rows of the day, incremented
 *    in place by one upsert, with redistributed recomputed as floor(gross × share) from the row's
 *    new gross;
 * 4. the click is appended to the hash-chained event log (server/ledger/chain-append.ts): its
 *    hour, link, currency, share and each association's amount, nothing about the visitor. In
 *    the same transaction, so the rows and the events never disagree after a crash.
 *
 * Arithmetic in SQL uses integer literals: better-sqlite3 binds JS numbers as REAL, which would
 * turn the integer division into a float one. Every inlined value is a checked safe integer.
 */
import { type Kysely, sql } from 'kysely';
import type { Database, StoreKind } from '../db/schema.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { appendEvent } from '../ledger/chain-append.ts';
import { clickEvent, eventHour } from '../ledger/ledger-event.ts';
import { PPM, redistributedOf, shareToPpm, splitClick } from '../ledger/ledger-split.ts';
import type { BillOutcome, SponsorStore } from './sponsor-model.ts';

type BillInput = Parameters<SponsorStore['billClick']>[0];

const literal = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe integer`);
  return sql.lit(value);
};

export async function billClick(
  db: Kysely<Database>,
  kind: StoreKind,
  input: BillInput,
  now: Date,
): Promise<BillOutcome> {
  const sharePpm = shareToPpm(input.revenueShare);
  // Validates the associations before any write (a wrong one is the caller's bug).
  splitClick(0, input.associations);
  return inWriteTransaction(db, kind, async (trx) => {
    const link = await trx
      .selectFrom('sponsored_links')
      .select(['cpc', 'currency', 'daily_budget', 'start_day', 'end_day', 'paused'])
      .where('id', '=', input.linkId)
      .executeTakeFirst();
    if (!link) return 'unknown';
    if (Number(link.paused) === 1 || input.day < link.start_day || input.day > link.end_day) return 'inactive';
    const cpc = Number(link.cpc);
    const budget = Number(link.daily_budget);
    if (cpc > budget) return 'over-budget';
    const spend = await trx
      .insertInto('sponsored_spend')
      .values({ link_id: input.linkId, day: input.day, clicks: 1, spent: cpc })
      .onConflict((oc) =>
        oc
          .columns(['link_id', 'day'])
          .doUpdateSet({
            clicks: sql<number>`sponsored_spend.clicks + 1`,
            spent: sql<number>`sponsored_spend.spent + ${literal(cpc)}`,
          })
          .where(sql<boolean>`sponsored_spend.spent + ${literal(cpc)} <= ${literal(budget)}`),
      )
      .returning('spent')
      .executeTakeFirst();
    if (!spend) return 'over-budget';
    const updatedAt = now.getTime();
    const parts = splitClick(cpc, input.associations);
    // One multi-row upsert (the parts are distinct rows, in a fixed order): one round trip,
    // whatever the number of associations, keeps the transaction, and the chain's lock, short.
    await trx
      .insertInto('ledger_entries')
      .values(
        parts.map((part) => ({
          day: input.day,
          sponsor_id: input.linkId,
          association: part.association,
          currency: link.currency,
          clicks: literal(part.clicks),
          gross: literal(part.gross),
          redistributed: literal(redistributedOf(part.gross, sharePpm)),
          updated_at: updatedAt,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['day', 'sponsor_id', 'association', 'currency']).doUpdateSet({
          clicks: sql<number>`ledger_entries.clicks + excluded.clicks`,
          gross: sql<number>`ledger_entries.gross + excluded.gross`,
          redistributed: sql<number>`(ledger_entries.gross + excluded.gross) * ${literal(sharePpm)} / ${literal(PPM)}`,
          updated_at: updatedAt,
        }),
      )
      .execute();
    await appendEvent(
      trx,
      kind,
      clickEvent({
        hour: eventHour(input.day, now),
        link: input.linkId,
        currency: link.currency,
        sharePpm,
        amounts: Object.fromEntries(parts.map((part) => [part.association, part.gross])),
      }),
    );
    return 'billed';
  });
}
