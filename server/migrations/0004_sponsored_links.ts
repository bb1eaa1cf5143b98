/**
 * Sponsored links, their daily spend, the donation ledger and the searches supported
 * (server/sponsors/). Portable across SQLite and PostgreSQL: days are 'YYYY-MM-DD' text (UTC),
 * money is integer minor units in `bigint`, timestamps are epoch-millisecond `bigint` like every
 * other table (server/db/schema.ts); lists are JSON text; the paused flag is an integer 0/1.
 *
 * The ledger is append-only in this sense: the app only inserts its rows or increments them (an
 * upsert adding clicks and gross and recomputing redistributed = floor(gross × REVENUE_SHARE));
 * it never decrements nor deletes one (docs/decisions/016-sponsored-links-ledger.md). Neither
 * ledger_entries, sponsored_spend nor search_counts references sponsored_links: deleting a link
 * keeps its history, so `npm run ledger -- verify` still balances the spend against the ledger.
 *
 * No column holds a query, an address, a user agent, an account id or a visited URL; the only
 * URLs are the sponsored link's own, written by operators.
 */
import type { Kysely, Migration } from 'kysely';

export const sponsoredLinksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sponsored_links')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('advertiser', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('display_url', 'text', (col) => col.notNull())
      .addColumn('target_url', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('keywords_json', 'text', (col) => col.notNull())
      .addColumn('phrases_json', 'text', (col) => col.notNull())
      .addColumn('languages_json', 'text', (col) => col.notNull())
      .addColumn('regions_json', 'text', (col) => col.notNull())
      .addColumn('cpc', 'bigint', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('daily_budget', 'bigint', (col) => col.notNull())
      // 'start' and 'end' are SQL keywords.
      .addColumn('start_day', 'text', (col) => col.notNull())
      .addColumn('end_day', 'text', (col) => col.notNull())
      .addColumn('paused', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('sponsored_spend')
      .addColumn('link_id', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('clicks', 'bigint', (col) => col.notNull())
      .addColumn('spent', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('sponsored_spend_pkey', ['link_id', 'day'])
      .execute();
    // Serves activeLinks(day) (one day's spend of every link) and the ledger's verify.
    await db.schema.createIndex('sponsored_spend_day').on('sponsored_spend').column('day').execute();

    await db.schema
      .createTable('ledger_entries')
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('sponsor_id', 'text', (col) => col.notNull())
      .addColumn('association', 'text', (col) => col.notNull())
      .addColumn('currency', 'text', (col) => col.notNull())
      .addColumn('clicks', 'bigint', (col) => col.notNull())
      .addColumn('gross', 'bigint', (col) => col.notNull())
      .addColumn('redistributed', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('ledger_entries_pkey', ['day', 'sponsor_id', 'association', 'currency'])
      .execute();
    await db.schema.createIndex('ledger_entries_updated_at').on('ledger_entries').column('updated_at').execute();

    await db.schema
      .createTable('search_counts')
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('association', 'text', (col) => col.notNull())
      .addColumn('searches', 'bigint', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('search_counts_pkey', ['day', 'association'])
      .execute();
    await db.schema.createIndex('search_counts_updated_at').on('search_counts').column('updated_at').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['search_counts', 'ledger_entries', 'sponsored_spend', 'sponsored_links']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
