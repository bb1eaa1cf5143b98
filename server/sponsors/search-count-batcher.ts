/**
 * Searches supported, per UTC day and association, added up in memory and written in bulk: a
 * counted search costs a Map update, not a database write. Every `intervalMs` (10 s) the
 * pending increments go out in one upsert that adds them to the stored counters
 * (server/sponsors/search-counts.ts), so several replicas each add their own share and agree.
 * `stop()` writes what is pending, for the shutdown path (server/main.ts), so a SIGTERM loses
 * nothing. A failed write keeps its increments for the next try.
 *
 * Aggregates only: a key is a day and an association, never a query nor a visitor.
 *
 *   const counts = createSearchCountBatcher({ write: (rows) => addSearchCounts(db, rows), logger });
 *   counts.add('2026-11-03', ['L214']);   // in memory
 *   await counts.stop();                   // written
 */
import type { Association } from '../../client/contract/account-settings.ts';
import type { Logger } from '../logger.ts';
import type { Stores } from '../stores.ts';
import { addSearchCounts } from './search-counts.ts';
import type { SearchCountRow } from './types.ts';

export interface SearchCountBatcher {
  /** One more search supported for each association on `day` ('YYYY-MM-DD', UTC). */
  add(day: string, associations: readonly Association[]): void;
  /** Writes the pending increments now (one write at a time). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  stop(): Promise<void>;
  /** Increments not yet written, as rows (for tests and diagnostics). */
  pending(): SearchCountRow[];
}

export interface SearchCountBatcherOptions {
  /** Adds each row's searches to the stored counter of its day and association. */
  write: (rows: SearchCountRow[]) => Promise<void>;
  logger: Pick<Logger, 'warn'>;
  intervalMs?: number;
}

const SEPARATOR = '|';

export function createSearchCountBatcher(options: SearchCountBatcherOptions): SearchCountBatcher {
  const intervalMs = options.intervalMs ?? 10_000;
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  const rowsOf = (counts: Map<string, number>): SearchCountRow[] =>
    [...counts].map(([key, searches]) => {
      const [day, association] = key.split(SEPARATOR) as [string, Association];
      return { day, association, searches };
    });

  const merge = (into: Map<string, number>, rows: SearchCountRow[]) => {
    for (const row of rows) {
      const key = `${row.day}${SEPARATOR}${row.association}`;
      into.set(key, (into.get(key) ?? 0) + row.searches);
    }
  };

  // A timer only while something waits: an idle server (or a test app) holds none.
  const schedule = () => {
    if (stopped || timer || pending.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, intervalMs);
    timer.unref();
  };

  const writeOnce = async () => {
    if (pending.size === 0) return;
    const rows = rowsOf(pending);
    pending = new Map();
    try {
      await options.write(rows);
    } catch (error) {
      // Kept, with whatever arrived meanwhile, for the next try; no row is lost or doubled.
      merge(pending, rows);
      options.logger.warn({ reason: (error as Error)?.message ?? String(error) }, 'search counts not written yet');
    }
  };

  function flush(): Promise<void> {
    writing = writing.then(writeOnce).finally(schedule);
    return writing;
  }

  return {
    add(day, associations) {
      for (const association of associations) {
        const key = `${day}${SEPARATOR}${association}`;
        pending.set(key, (pending.get(key) ?? 0) + 1);
      }
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
  };
}

/**
 * The batcher of the app's stores: writes wait for the migrations (ping), then add in bulk.
 * Once the stores are closed nothing can be written: the increments are dropped, said once, and
 * no timer is kept going (server/main.ts stops the batcher before closing the stores).
 */
export function storesSearchCountBatcher(
  stores: Pick<Stores, 'db' | 'ping' | 'isOpen'>,
  options: { logger: Pick<Logger, 'warn'>; now?: () => Date; intervalMs?: number },
): SearchCountBatcher {
  const now = options.now ?? (() => new Date());
  return createSearchCountBatcher({
    write: async (rows) => {
      if (!stores.isOpen()) {
        const searches = rows.reduce((n, r) => n + r.searches, 0);
        return void options.logger.warn({ searches }, 'search counts dropped: the stores are closed');
      }
      await stores.ping();
      await addSearchCounts(stores.db, rows, now());
    },
    logger: options.logger,
    intervalMs: options.intervalMs,
  });
}
