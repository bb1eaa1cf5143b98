/**
 * Searches supported, per UTC day and association, added up in memory and written in bulk: a
 * counted search costs a Map update, not a database write. Every `intervalMs` (10 s) the
 * pending increments go out in one upsert that adds them to the stored counters
 * (server/sponsors/search-counts.ts), so several replicas each add their own share and agree.
 * `stop()` writes what is pending, for the shutdown path (server/main.ts), so a SIGTERM loses
 * nothing. A failed write keeps its increments for the next try.
 *
 * Each search is also counted once in the day's total (search_totals): a search supporting six
 * associations is one search, not six, in the published 'searches supported'.
 *
 * Aggregates only: a key is a day and an association, never a query nor a visitor.
 *
 *   const counts = createSearchCountBatcher({ write: (rows) => addSearchCounts(db, rows), logger });
 *   counts.add('2026-11-03', ['L214']);   // in memory
 *   await counts.stop();                   // written
 */

import { inWriteTransaction } from '../db/write-transaction.ts';
import type { Logger } from '../logger.ts';
import type { Association } from '../shared/account-settings.ts';
import type { Stores } from '../stores.ts';
import { addSearchCounts, addSearchTotals } from './search-counts.ts';
import type { SearchCountRow, SearchTotalRow } from './sponsor-model.ts';

export interface SearchCountBatcher {
  /** One more search supported for each association on `day` ('YYYY-MM-DD', UTC). */
  add(day: string, associations: readonly Association[]): void;
  /** Writes the pending increments now (one write at a time). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  stop(): Promise<void>;
  /** Increments not yet written, as rows (for tests and diagnostics). */
  pending(): SearchCountRow[];
  /** The days' totals not yet written. */
  pendingTotals(): SearchTotalRow[];
}

export interface SearchCountBatcherOptions {
  /** Adds each row's searches to the stored counter of its day and association, and the totals to the days'. */
  write: (rows: SearchCountRow[], totals: SearchTotalRow[]) => Promise<void>;
  logger: Pick<Logger, 'warn'>;
  intervalMs?: number;
}

const SEPARATOR = '|';

export function createSearchCountBatcher(options: SearchCountBatcherOptions): SearchCountBatcher {
  const intervalMs = options.intervalMs ?? 10_000;
  let pending = new Map<string, number>();
  let pendingTotals = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const rowsOf = (counts: Map<string, number>): SearchCountRow[] =>
    [...counts].map(([key, searches]) => {
      const [day, association] = key.split(SEPARATOR) as [string, Association];
      return { day, association, searches };
    });

  const totalsOf = (counts: Map<string, number>): SearchTotalRow[] =>
    [...counts].map(([day, searches]) => ({ day, searches }));

  const increment = (into: Map<string, number>, key: string, by: number) => into.set(key, (into.get(key) ?? 0) + by);

  const merge = (rows: SearchCountRow[], totals: SearchTotalRow[]) => {
    for (const row of rows) increment(pending, `${row.day}${SEPARATOR}${row.association}`, row.searches);
    for (const total of totals) increment(pendingTotals, total.day, total.searches);
  };

  // A timer only while something waits: an idle server (or a test app) holds none.
  const schedule = () => {
    if (stopped || timer || (pending.size === 0 && pendingTotals.size === 0)) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, intervalMs);
    timer.unref();
  };

  const writeOnce = async () => {
    if (pending.size === 0 && pendingTotals.size === 0) return;
    const rows = rowsOf(pending);
    const totals = totalsOf(pendingTotals);
    pending = new Map();
    pendingTotals = new Map();
    try {
      await options.write(rows, totals);
    } catch (error) {
      // Kept, with whatever arrived meanwhile, for the next try; no row is lost or doubled.
      merge(rows, totals);
      options.logger.warn({ reason: (error as Error)?.message ?? String(error) }, 'search counts not written yet');
    }
  };

  function flush(): Promise<void> {
    writing = writing.then(writeOnce).finally(schedule);
    return writing;
  }

  return {
    add(day, associations) {
      for (const association of new Set(associations)) increment(pending, `${day}${SEPARATOR}${association}`, 1);
      // A search that supports no association is not a search supported.
      if (associations.length > 0) increment(pendingTotals, day, 1);
      schedule();
    },
    flush,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      writing = writing.then(writeOnce);
      await writing;
    },
    pending: () => rowsOf(pending),
    pendingTotals: () => totalsOf(pendingTotals),
  };
}

/**
 * The batcher of the app's stores: writes wait for the migrations (ping), then add in bulk.
 * Once the stores are closed nothing can be written: the increments are dropped, said once, and
 * no timer is kept going (server/main.ts stops the batcher before closing the stores).
 */
export function storesSearchCountBatcher(
  stores: Pick<Stores, 'db' | 'kind' | 'ping' | 'isOpen'>,
  options: { logger: Pick<Logger, 'warn'>; now?: () => Date; intervalMs?: number },
): SearchCountBatcher {
  const now = options.now ?? (() => new Date());
  return createSearchCountBatcher({
    write: async (rows, totals) => {
      if (!stores.isOpen()) {
        const searches = totals.reduce((n, r) => n + r.searches, 0);
        return void options.logger.warn({ searches }, 'search counts dropped: the stores are closed');
      }
      await stores.ping();
      // Both or neither: a failed write is tried again whole, so neither table counts twice.
      await inWriteTransaction(stores.db, stores.kind, async (trx) => {
        await addSearchCounts(trx, rows, now());
        await addSearchTotals(trx, totals, now());
      });
    },
    logger: options.logger,
    intervalMs: options.intervalMs,
  });
}
