/**
 * The source limiter over its in-process store, with a clock the tests move: GDELT's one request
 * per 5 s, Openverse's anonymous quotas, Wikimedia's one request at a time per API host, a short
 * wait for a serial turn and never a long one, and sources without limits asked as they are.
 */
import { describe, expect, it } from 'vitest';
import { defaultQuery } from '../../server/search/query-params.ts';
import { memorySourceLimitStore } from '../../server/search/source-limit-store.ts';
import { createSourceLimiter, type SourcePermit } from '../../server/search/source-limiter.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';

function limiterAt(start = 0) {
  let clock = start;
  const slept: number[] = [];
  const limiter = createSourceLimiter({
    store: memorySourceLimitStore(() => clock),
    now: () => clock,
    // Sleeping moves the clock: no test waits for real.
    sleep: async (ms) => {
      slept.push(ms);
      clock += ms;
    },
  });
  return {
    limiter,
    slept,
    move: (ms: number) => {
      clock += ms;
    },
  };
}

const english = defaultQuery('otters');
const french: SearchQuery = { ...english, language: 'fr' };
const NO_WAIT = { waitMs: 0, holdMs: 2400 };

/** At each step, [ms since the previous step, source, query]: whether a permit was given. */
type Step = [number, string, SearchQuery, boolean];

describe('source limiter (in-process store)', () => {
  it.each<[string, Step[]]>([
    [
      'GDELT: one request per 5 s',
      [
        [0, 'gdelt', english, true],
        [0, 'gdelt', english, false],
        [4999, 'gdelt', french, false],
        [1, 'gdelt', english, true],
        [1000, 'gdelt', english, false],
        [4000, 'gdelt', english, true],
      ],
    ],
    [
      'a source without declared limits (local, Sepia): always',
      [
        [0, 'local', english, true],
        [0, 'local', english, true],
        [0, 'sepia', english, true],
        [0, 'sepia', english, true],
      ],
    ],
    [
      'sources are limited apart: GDELT spent does not stop Openverse',
      [
        [0, 'gdelt', english, true],
        [0, 'openverse', english, true],
        [0, 'gdelt', english, false],
      ],
    ],
  ])('%s', (_name, steps) => {
    const { limiter, move } = limiterAt();
    return steps.reduce(async (previous, [after, source, query, expected], i) => {
      await previous;
      move(after);
      const permit = await limiter.acquire(source, query, NO_WAIT);
      permit?.release();
      expect({ step: i, given: permit !== undefined }).toEqual({ step: i, given: expected });
    }, Promise.resolve());
  });

  it('Openverse: 20 a minute, then none until the next minute; 200 a day, then none until the next day', async () => {
    const { limiter, move } = limiterAt();
    const given = async (n: number) => {
      let count = 0;
      for (let i = 0; i < n; i += 1) if (await limiter.acquire('openverse', english, NO_WAIT)) count += 1;
      return count;
    };
    expect(await given(25)).toBe(20);
    move(60_000);
    expect(await given(20)).toBe(20);
    // 9 more minutes of 20: 200 in all (the refused ones counted towards the day too).
    for (let minute = 0; minute < 9; minute += 1) {
      move(60_000);
      await given(20);
    }
    move(60_000);
    expect(await given(5)).toBe(0);
    move(24 * 3600_000);
    expect(await given(5)).toBe(5);
  });

  it('Wikimedia: one request at a time per API host; the next goes once the first is released', async () => {
    const { limiter } = limiterAt();
    const first = (await limiter.acquire('wikipedia', english, NO_WAIT)) as SourcePermit;
    expect(first).toBeDefined();
    expect(await limiter.acquire('wikipedia', english, NO_WAIT)).toBeUndefined();
    // Another language is another wiki host, and Commons another API.
    expect(await limiter.acquire('wikipedia', french, NO_WAIT)).toBeDefined();
    expect(await limiter.acquire('commons', english, NO_WAIT)).toBeDefined();
    first.release();
    expect(await limiter.acquire('wikipedia', english, NO_WAIT)).toBeDefined();
  });

  it('a serial turn is waited for up to waitMs, and no longer', async () => {
    const { limiter, slept } = limiterAt();
    await limiter.acquire('commons', english, { waitMs: 0, holdMs: 1000 });
    // Held 1000 ms: a wait of 240 ms is not enough.
    expect(await limiter.acquire('commons', english, { waitMs: 240, holdMs: 1000 })).toBeUndefined();
    expect(slept.reduce((a, b) => a + b, 0)).toBe(240);
    // The holder's hold ends at 1000 ms (a request that never released): the wait gets the turn.
    expect(await limiter.acquire('commons', english, { waitMs: 800, holdMs: 1000 })).toBeDefined();
  });

  it('a serial turn taken by a request another limit refuses is given back at once', async () => {
    const table = { both: { rules: [{ kind: 'serial' as const }, { kind: 'spacing' as const, everyMs: 5000 }] } };
    let clock = 0;
    const both = createSourceLimiter({ store: memorySourceLimitStore(() => clock), now: () => clock, limits: table });
    const longHold = { waitMs: 0, holdMs: 60_000 };
    (await both.acquire('both', english, longHold))?.release();
    expect(await both.acquire('both', english, longHold)).toBeUndefined();
    clock = 5000;
    // Had the refused request kept its turn, it would be held until 60 s.
    expect(await both.acquire('both', english, longHold)).toBeDefined();
  });

  it('covers the sources with declared limits only', () => {
    const { limiter } = limiterAt();
    expect(['gdelt', 'openverse', 'wikipedia', 'commons'].every((s) => limiter.covers(s))).toBe(true);
    expect(['local', 'sepia', 'brave'].some((s) => limiter.covers(s))).toBe(false);
  });

  it('a store that fails denies the request instead of throwing', async () => {
    const failing = createSourceLimiter({
      store: {
        space: () => Promise.reject(new Error('down')),
        count: () => Promise.reject(new Error('down')),
        lock: () => Promise.reject(new Error('down')),
        unlock: () => Promise.reject(new Error('down')),
      },
    });
    expect(await failing.acquire('gdelt', english, NO_WAIT)).toBeUndefined();
    expect(await failing.acquire('commons', english, NO_WAIT)).toBeUndefined();
  });
});
