/**
 * Adds batches of searches supported to the stored counters in one statement: an upsert whose
 * conflict branch adds the batch's number to the stored one (`searches + excluded.searches`), so
 * that replicas flushing the same day and association each add their own share. Same SQL on
 * SQLite and PostgreSQL. Called by the batcher (server/sponsors/search-count-batcher.ts) every
 * few seconds, never per search. The days' totals (distinct searches) go through addSearchTotals.
 *
 *   await addSearchCounts(stores.db, [{ day: '2026-11-03', association: 'L214', searches: 12 }]);
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SearchCountRow, SearchTotalRow } from './sponsor-model.ts';

export async function addSearchCounts(
  db: Kysely<Database>,
  rows: readonly SearchCountRow[],
  now: Date = new Date(),
): Promise<void> {
  // One row per key: PostgreSQL refuses an upsert that touches the same row twice.
  const merged = new Map<string, SearchCountRow>();
  for (const row of rows) {
    if (!Number.isSafeInteger(row.searches) || row.searches <= 0) continue;
    const key = `${row.day}|${row.association}`;
    const known = merged.get(key);
    merged.set(key, { ...row, searches: (known?.searches ?? 0) + row.searches });
  }
  if (merged.size === 0) return;
  const updatedAt = now.getTime();
  await db
    .insertInto('search_counts')
    .values([...merged.values()].map((r) => ({ ...r, updated_at: updatedAt })))
    .onConflict((oc) =>
      oc.columns(['day', 'association']).doUpdateSet((eb) => ({
        searches: eb('search_counts.searches', '+', eb.ref('excluded.searches')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Adds batches of distinct searches to the days' totals, the same way (one upsert adding). */
export async function addSearchTotals(
  db: Kysely<Database>,
  rows: readonly SearchTotalRow[],
  now: Date = new Date(),
): Promise<void> {
  const merged = new Map<string, number>();
  for (const row of rows) {
    if (!Number.isSafeInteger(row.searches) || row.searches <= 0) continue;
    merged.set(row.day, (merged.get(row.day) ?? 0) + row.searches);
  }
  if (merged.size === 0) return;
  const updatedAt = now.getTime();
  await db
    .insertInto('search_totals')
    .values([...merged].map(([day, searches]) => ({ day, searches, updated_at: updatedAt })))
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({
        searches: eb('search_totals.searches', '+', eb.ref('excluded.searches')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
