/**
 * What the encyclopedia panel remembers per wiki host and title: the answers (a summary, or a
 * definite "no article here") for `answerTtlMs`, and the failures (a timeout, an HTTP error, odd
 * JSON) for `failureTtlMs`, so that a title its host cannot answer costs one page its budget and
 * not every page that names it. A host whose breaker closes again is answering: its failures are
 * forgotten at once rather than hiding its panels until they expire.
 *
 * Plain data and an injected clock, so the rules are tested without a network or a wait.
 *
 *   const memory = encyclopediaMemory({ answerTtlMs: 3_600_000, failureTtlMs: 60_000 });
 *   memory.recall(origin, title); // a summary, false, 'failed' or undefined (ask the host)
 */
import { LRUCache } from 'lru-cache';
import type { Infobox } from '../shared/search-types.ts';

export type Recalled = Infobox | false | 'failed' | undefined;

export interface EncyclopediaMemory {
  recall(origin: string, title: string): Recalled;
  remember(origin: string, title: string, found: Infobox | false): void;
  rememberFailure(origin: string, title: string): void;
  /** The host answers again: its remembered failures no longer hold. */
  forgetFailures(origin: string): void;
}

export interface EncyclopediaMemoryOptions {
  /** 0 keeps no answers. */
  answerTtlMs: number;
  /** 0 keeps no failures. */
  failureTtlMs: number;
  /** Entries of each kind kept at most (the least recently used go first). */
  max?: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  at: number;
}

export function encyclopediaMemory(options: EncyclopediaMemoryOptions): EncyclopediaMemory {
  const { answerTtlMs, failureTtlMs, max = 500, now = Date.now } = options;
  // Ages are checked against `now` here rather than lru-cache's own TTL, whose clock tests cannot move.
  const answers = new LRUCache<string, Entry<Infobox | false>>({ max });
  const failures = new LRUCache<string, Entry<true>>({ max });
  const keyOf = (origin: string, title: string) => `${origin} ${title}`;
  const fresh = <T>(cache: LRUCache<string, Entry<T>>, key: string, ttlMs: number): Entry<T> | undefined => {
    const entry = cache.get(key);
    if (entry && now() - entry.at < ttlMs) return entry;
    if (entry) cache.delete(key);
    return undefined;
  };

  return {
    recall(origin, title) {
      const key = keyOf(origin, title);
      const answer = fresh(answers, key, answerTtlMs);
      if (answer) return answer.value;
      return fresh(failures, key, failureTtlMs) ? 'failed' : undefined;
    },
    remember(origin, title, found) {
      const key = keyOf(origin, title);
      failures.delete(key);
      if (answerTtlMs > 0) answers.set(key, { value: found, at: now() });
    },
    rememberFailure(origin, title) {
      if (failureTtlMs > 0) failures.set(keyOf(origin, title), { value: true, at: now() });
    },
    forgetFailures(origin) {
      const prefix = `${origin} `;
      for (const key of [...failures.keys()]) if (key.startsWith(prefix)) failures.delete(key);
    },
  };
}
