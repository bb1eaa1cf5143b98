/**
 * The tamper-evident side of the donation ledger (server/ledger/, docs/decisions/027-tamper-evident-ledger.md):
 *
 * - `ledger_events`: append-only, one row per billed click or payout, each hashed over the
 *   previous one's hash (a chain from a fixed genesis value). `body` is the event's canonical
 *   JSON (RFC 8785), the exact text hashed; the other columns repeat parts of it for queries and
 *   `npm run ledger -- verify` checks they agree. No visitor data: an hour, a link, amounts.
 * - `ledger_chain_head`: one row, the last event's sequence number and hash. Appending locks it
 *   (PostgreSQL), which gives concurrent clicks on several replicas one order; it also names the
 *   chain's end, so a deleted last event shows.
 * - `ledger_statements`: the signed monthly statements, stored once issued, as served (same bytes
 *   for ever); `ledger_keys`: the public half of every key that signed one.
 * - `search_totals`: searches counted per day, once each, whatever the number of associations
 *   they supported (search_counts counts them once per association).
 *
 * A ledger written before this migration becomes the first event, an opening snapshot of
 * ledger_entries and sponsored_spend, so that every later check starts from a hashed state.
 */

import type { Migration } from 'kysely';
import { type Kysely, sql } from 'kysely';
import { GENESIS_HASH, hashEvent, openingEvent } from '../ledger/ledger-event.ts';

export const ledgerEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('ledger_events')
      .addColumn('seq', 'bigint', (col) => col.primaryKey())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('hour', 'text', (col) => col.notNull())
      .addColumn('link_id', 'text')
      .addColumn('share_ppm', 'bigint')
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('hash', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ledger_chain_head')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('seq', 'bigint', (col) => col.notNull())
      .addColumn('hash', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ledger_statements')
      .addColumn('month', 'text', (col) => col.primaryKey())
      .addColumn('kid', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('issued_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('ledger_keys')
      .addColumn('kid', 'text', (col) => col.primaryKey())
      .addColumn('x', 'text', (col) => col.notNull())
      .addColumn('first_used_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('search_totals')
      .addColumn('day', 'text', (col) => col.primaryKey())
      .addColumn('searches', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();

    await openExistingLedger(db);
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['search_totals', 'ledger_keys', 'ledger_statements', 'ledger_chain_head', 'ledger_events']) {
      await db.schema.dropTable(table).execute();
    }
  },
};

interface Existing {
  ledger: {
    day: string;
    sponsor_id: string;
    association: string;
    currency: string;
    clicks: unknown;
    gross: unknown;
    redistributed: unknown;
  }[];
  spend: { day: string; link_id: string; clicks: unknown; spent: unknown }[];
}

/** The chain's head at genesis, or after one opening event holding the ledger written so far. */
async function openExistingLedger(db: Kysely<unknown>): Promise<void> {
  const ledger = (
    await sql<Existing['ledger'][number]>`select day, sponsor_id, association, currency, clicks, gross, redistributed
      from ledger_entries order by day, sponsor_id, association, currency`.execute(db)
  ).rows;
  const spend = (
    await sql<
      Existing['spend'][number]
    >`select day, link_id, clicks, spent from sponsored_spend order by day, link_id`.execute(db)
  ).rows;
  if (ledger.length === 0 && spend.length === 0) {
    await sql`insert into ledger_chain_head (id, seq, hash) values (1, 0, ${GENESIS_HASH})`.execute(db);
    return;
  }
  const event = {
    seq: 1,
    ...openingEvent({
      hour: new Date().toISOString().slice(0, 13),
      ledger: ledger.map((r) => ({
        day: r.day,
        link: r.sponsor_id,
        association: r.association,
        currency: r.currency,
        clicks: Number(r.clicks),
        gross: Number(r.gross),
        redistributed: Number(r.redistributed),
      })),
      spend: spend.map((r) => ({ day: r.day, link: r.link_id, clicks: Number(r.clicks), spent: Number(r.spent) })),
    }),
  };
  const { body, hash } = hashEvent(GENESIS_HASH, event);
  await sql`insert into ledger_events (seq, kind, hour, link_id, share_ppm, body, hash)
    values (1, ${event.kind}, ${event.hour}, null, null, ${body}, ${hash})`.execute(db);
  await sql`insert into ledger_chain_head (id, seq, hash) values (1, 1, ${hash})`.execute(db);
}
