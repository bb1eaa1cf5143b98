import { describe, expect, it } from 'vitest';
import { memoryRateLimitStore } from '../../server/middleware/rate-limit-store.ts';

describe('memoryRateLimitStore (a fixed window per key)', () => {
  it('counts hits in the window, per key, and starts again when it ends', async () => {
    let now = 1_000_000;
    const store = memoryRateLimitStore(() => now);
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 20_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetMs: 40_000 });
    expect(await store.hit('b', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    now += 40_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
  });
});
