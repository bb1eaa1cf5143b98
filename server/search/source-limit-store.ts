/**
 * Where the source limiter (source-limiter.ts) keeps its counts: this interface, with one store
 * in this process's memory (tests, and a single replica without REDIS_URL) and one in Redis
 * (source-limit-redis.ts), shared by every replica so that together they keep one API's limit.
 * The memory store reads an injected clock, so tests move time instead of waiting.
 */

export interface SourceLimitStore {
  /** Takes the one slot of `key` for `everyMs`: false while an earlier request holds it. */
  space(key: string, everyMs: number): Promise<boolean>;
  /** Counts one request under `key` in a fixed window of `windowMs`: false once `max` are counted. */
  count(key: string, max: number, windowMs: number): Promise<boolean>;
  /** Takes the lock `key` for at most `holdMs`: a token to unlock with, or undefined while held. */
  lock(key: string, holdMs: number): Promise<string | undefined>;
  /** Gives the lock back, if `token` still holds it (it may have expired and passed on). */
  unlock(key: string, token: string): Promise<void>;
}

/** `now`: milliseconds, the app's clock. Keys are few (a source, or a source and a host). */
export function memorySourceLimitStore(now: () => number = Date.now): SourceLimitStore {
  const until = new Map<string, number>();
  const windows = new Map<string, { count: number; endsAt: number }>();
  const locks = new Map<string, { token: string; until: number }>();
  let tokens = 0;
  return {
    async space(key, everyMs) {
      const at = now();
      if ((until.get(key) ?? 0) > at) return false;
      until.set(key, at + everyMs);
      return true;
    },
    async count(key, max, windowMs) {
      const at = now();
      const current = windows.get(key);
      const window = current && current.endsAt > at ? current : { count: 0, endsAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      return window.count <= max;
    },
    async lock(key, holdMs) {
      const at = now();
      const held = locks.get(key);
      if (held && held.until > at) return undefined;
      tokens += 1;
      const token = String(tokens);
      locks.set(key, { token, until: at + holdMs });
      return token;
    },
    async unlock(key, token) {
      if (locks.get(key)?.token === token) locks.delete(key);
    },
  };
}
