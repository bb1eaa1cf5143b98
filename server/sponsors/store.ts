/**
 * The sponsor store: SponsorStore (./sponsor-model.ts) over the tables of
 * server/migrations/0004_sponsored_links.ts, on SQLite or PostgreSQL alike. It runs no
 * migration of its own: server/stores.ts gates it behind the boot migrations.
 *
 * The ledger and the search counts are only ever inserted or incremented here (see the
 * migration and docs/decisions/016-sponsored-links-ledger.md); nothing receives a query, an
 * address, a user agent or an account id.
 */
import type { Kysely } from 'kysely';
import type { Database, StoreKind } from '../db/schema.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import type { LedgerAssociation } from '../ledger/ledger-row.ts';
import { uniqueAssociations } from '../ledger/ledger-split.ts';
import type { Association } from '../shared/account-settings.ts';
import { billClick } from './bill-click.ts';
import { fromLinkRow, toLinkRow } from './link-rows.ts';
import { addSearchCounts, addSearchTotals } from './search-counts.ts';
import type { SponsoredLink, SponsorStore } from './sponsor-model.ts';

/** A day prefix ('', '2026', '2026-11', '2026-11-21') as a LIKE pattern with no wildcard of its own. */
function dayPattern(prefix: string): string {
  if (!/^[0-9-]{0,10}$/.test(prefix)) throw new RangeError(`day prefix ${JSON.stringify(prefix)} is not like 2026-11`);
  return `${prefix}%`;
}

/**
 * A link's daily spend is one sum in one currency: its currency cannot change on a day it has
 * spent (the import fails, naming the link, and writes nothing); the next day it can.
 */
async function refuseCurrencyChangeWithSpend(
  trx: Kysely<Database>,
  existing: readonly { id: string; currency: string }[],
  links: readonly SponsoredLink[],
  now: Date,
): Promise<void> {
  const before = new Map(existing.map((row) => [row.id, row.currency]));
  const changed = links.filter((link) => before.has(link.id) && before.get(link.id) !== link.currency);
  if (changed.length === 0) return;
  const day = now.toISOString().slice(0, 10);
  const spent = await trx
    .selectFrom('sponsored_spend')
    .select('link_id')
    .where('day', '=', day)
    .where('spent', '>', 0)
    .where(
      'link_id',
      'in',
      changed.map((link) => link.id),
    )
    .execute();
  const blocked = changed.filter((link) => spent.some((row) => row.link_id === link.id));
  if (blocked.length === 0) return;
  throw new Error(
    blocked
      .map(
        (link) =>
          `id "${link.id}": currency: Cannot change from ${before.get(link.id)} to ${link.currency} on a day the link has spent (${day}); import it again tomorrow`,
      )
      .join('; '),
  );
}

export function createSponsorStore(
  db: Kysely<Database>,
  kind: StoreKind,
  options: { clock?: () => Date } = {},
): SponsorStore {
  const clock = options.clock ?? (() => new Date());
  return {
    async upsertLinks(links, now) {
      if (links.length === 0) return { added: 0, updated: 0 };
      return inWriteTransaction(db, kind, async (trx) => {
        const ids = links.map((link) => link.id);
        const existing = await trx
          .selectFrom('sponsored_links')
          .select(['id', 'currency'])
          .where('id', 'in', ids)
          .execute();
        const known = new Set(existing.map((row) => row.id));
        await refuseCurrencyChangeWithSpend(trx, existing, links, now);
        for (const link of links) {
          const row = toLinkRow(link, now.getTime());
          const { id: _id, ...changes } = row;
          await trx
            .insertInto('sponsored_links')
            .values(row)
            .onConflict((oc) => oc.column('id').doUpdateSet(changes))
            .execute();
        }
        const updated = new Set(ids.filter((id) => known.has(id))).size;
        return { added: new Set(ids).size - updated, updated };
      });
    },

    async listLinks() {
      const rows = await db.selectFrom('sponsored_links').selectAll().orderBy('id').execute();
      return rows.map(fromLinkRow);
    },

    async setPaused(id, paused, now) {
      const result = await db
        .updateTable('sponsored_links')
        .set({ paused: paused ? 1 : 0, updated_at: now.getTime() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    // The link's spend and ledger rows stay: they are the history `ledger verify` balances.
    async deleteLink(id) {
      const result = await db.deleteFrom('sponsored_links').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    // One query: the results page calls it through a short cache.
    async activeLinks(day) {
      const rows = await db
        .selectFrom('sponsored_links')
        .leftJoin('sponsored_spend', (join) =>
          join.onRef('sponsored_spend.link_id', '=', 'sponsored_links.id').on('sponsored_spend.day', '=', day),
        )
        .selectAll('sponsored_links')
        .select('sponsored_spend.spent')
        .where('sponsored_links.paused', '=', 0)
        .where('sponsored_links.start_day', '<=', day)
        .where('sponsored_links.end_day', '>=', day)
        .orderBy('sponsored_links.id')
        .execute();
      return rows.map((row) => ({ ...fromLinkRow(row), spentToday: Number(row.spent ?? 0) }));
    },

    billClick: (input) => billClick(db, kind, input, clock()),

    // Every chosen association's counter goes up by one, and the day's total once, together.
    async countSearches(day, associations) {
      const chosen = uniqueAssociations(associations);
      if (chosen.length === 0) return;
      const now = clock();
      await inWriteTransaction(db, kind, async (trx) => {
        await addSearchCounts(
          trx,
          chosen.map((association) => ({ day, association, searches: 1 })),
          now,
        );
        await addSearchTotals(trx, [{ day, searches: 1 }], now);
      });
    },

    async ledgerRows(prefix) {
      const rows = await db
        .selectFrom('ledger_entries')
        .selectAll()
        .where('day', 'like', dayPattern(prefix))
        .orderBy('day')
        .orderBy('sponsor_id')
        .orderBy('association')
        .orderBy('currency')
        .execute();
      return rows.map((row) => ({
        day: row.day,
        sponsorId: row.sponsor_id,
        association: row.association as LedgerAssociation,
        currency: row.currency,
        clicks: Number(row.clicks),
        gross: Number(row.gross),
        redistributed: Number(row.redistributed),
      }));
    },

    async searchCounts(prefix) {
      const rows = await db
        .selectFrom('search_counts')
        .select(['day', 'association', 'searches'])
        .where('day', 'like', dayPattern(prefix))
        .orderBy('day')
        .orderBy('association')
        .execute();
      return rows.map((row) => ({
        day: row.day,
        association: row.association as Association,
        searches: Number(row.searches),
      }));
    },

    async searchTotals(prefix) {
      const rows = await db
        .selectFrom('search_totals')
        .select(['day', 'searches'])
        .where('day', 'like', dayPattern(prefix))
        .orderBy('day')
        .execute();
      return rows.map((row) => ({ day: row.day, searches: Number(row.searches) }));
    },

    async lastUpdated() {
      const [ledger, searches] = await Promise.all([
        db
          .selectFrom('ledger_entries')
          .select((eb) => eb.fn.max('updated_at').as('at'))
          .executeTakeFirst(),
        db
          .selectFrom('search_counts')
          .select((eb) => eb.fn.max('updated_at').as('at'))
          .executeTakeFirst(),
      ]);
      const times = [ledger?.at, searches?.at].filter((at) => at !== null && at !== undefined).map(Number);
      return times.length === 0 ? undefined : new Date(Math.max(...times));
    },
  };
}
