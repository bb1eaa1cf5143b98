import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchCountBatcher } from '../../server/sponsors/search-count-batcher.ts';
import type { SearchCountRow } from '../../server/sponsors/sponsor-model.ts';

const quiet = { warn: () => {} };
const sorted = (rows: SearchCountRow[]) =>
  [...rows].sort((a, b) => `${a.day}${a.association}`.localeCompare(`${b.day}${b.association}`));

afterEach(() => vi.useRealTimers());

describe('search count batcher', () => {
  it('adds up searches per day and association in memory and writes them in one batch', async () => {
    const writes: SearchCountRow[][] = [];
    const batcher = createSearchCountBatcher({ write: async (rows) => void writes.push(rows), logger: quiet });
    batcher.add('2026-11-03', ['L214']);
    batcher.add('2026-11-03', ['L214', 'ASPAS']);
    batcher.add('2026-11-04', ['L214']);
    expect(writes).toEqual([]);
    await batcher.flush();
    expect(writes).toHaveLength(1);
    expect(sorted(writes[0] ?? [])).toEqual([
      { day: '2026-11-03', association: 'ASPAS', searches: 1 },
      { day: '2026-11-03', association: 'L214', searches: 2 },
      { day: '2026-11-04', association: 'L214', searches: 1 },
    ]);
    await batcher.flush();
    expect(writes).toHaveLength(1);
    await batcher.stop();
  });

  it('writes on its own after the interval, and holds no timer while idle', async () => {
    vi.useFakeTimers();
    const writes: SearchCountRow[][] = [];
    const batcher = createSearchCountBatcher({
      write: async (rows) => void writes.push(rows),
      logger: quiet,
      intervalMs: 10_000,
    });
    expect(vi.getTimerCount()).toBe(0);
    batcher.add('2026-11-03', ['HSUK']);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(writes).toEqual([[{ day: '2026-11-03', association: 'HSUK', searches: 1 }]]);
    expect(vi.getTimerCount()).toBe(0);
    await batcher.stop();
  });

  it('keeps the increments of a failed write for the next one, with those that came meanwhile', async () => {
    let fail = true;
    const written: SearchCountRow[] = [];
    const warnings: string[] = [];
    const batcher = createSearchCountBatcher({
      write: async (rows) => {
        if (fail) throw new Error('connection refused');
        written.push(...rows);
      },
      logger: { warn: ((_o: object, message: string) => void warnings.push(message)) as never },
    });
    batcher.add('2026-11-03', ['RWLD', 'INAT']);
    await batcher.flush();
    expect(written).toEqual([]);
    expect(warnings).toEqual(['search counts not written yet']);
    batcher.add('2026-11-03', ['RWLD']);
    fail = false;
    await batcher.stop();
    expect(sorted(written)).toEqual([
      { day: '2026-11-03', association: 'INAT', searches: 1 },
      { day: '2026-11-03', association: 'RWLD', searches: 2 },
    ]);
    expect(batcher.pending()).toEqual([]);
  });

  it('stop() writes what is pending even while a write is under way', async () => {
    const written: SearchCountRow[] = [];
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const batcher = createSearchCountBatcher({
      write: async (rows) => {
        calls += 1;
        if (calls === 1) await slow;
        written.push(...rows);
      },
      logger: quiet,
    });
    batcher.add('2026-11-03', ['NAAT']);
    const first = batcher.flush();
    batcher.add('2026-11-03', ['NAAT']);
    const stopped = batcher.stop();
    release();
    await Promise.all([first, stopped]);
    expect(written.reduce((n, r) => n + r.searches, 0)).toBe(2);
  });
});
