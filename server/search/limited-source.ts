/**
 * A source whose every request passes the source limiter (source-limiter.ts) first. It sits
 * inside the source's runner, so that answers the runner has cached cost no permit.
 *
 * A request the limits refuse is, for the runner, a lookup its caller called off: askLimited()
 * gives each lookup an abort controller of its own, which the refused request aborts before it
 * throws. So the runner answers 'cancelled' and its breaker does not count the refusal, which is
 * Karma's own restraint and not the source failing; askLimited() reports it as `limited`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SearchProvider } from './provider.ts';
import type { SourceLimiter } from './source-limiter.ts';

/** The abort controller of the lookup being run, for a refused request to call it off. */
const lookup = new AsyncLocalStorage<AbortController>();

export interface LimitedSourceOptions {
  limiter: SourceLimiter;
  /** How long a request may wait for its turn (the serial lock): a small part of the budget. */
  waitMs: number;
  /** How long a request may keep its turn: the budget, after which the runner aborts it anyway. */
  holdMs: number;
}

/** `source` with its requests limited; `source` itself when it declares no limit. */
export function limitedSource<S extends SearchProvider>(source: S, options: LimitedSourceOptions): S {
  if (!options.limiter.covers(source.name)) return source;
  return {
    ...source,
    async search(query, signal) {
      const permit = await options.limiter.acquire(source.name, query, {
        waitMs: options.waitMs,
        holdMs: options.holdMs,
        signal,
      });
      if (!permit) {
        lookup.getStore()?.abort();
        throw new Error(`${source.name}: over its published limits, left out of this page`);
      }
      try {
        return await source.search(query, signal);
      } finally {
        permit.release();
      }
    },
  };
}

/** Runs one lookup with a signal the limits can abort; `limited` when they did. */
export async function askLimited<T>(
  signal: AbortSignal,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<{ result: T; limited: boolean }> {
  const controller = new AbortController();
  const result = await lookup.run(controller, () => run(AbortSignal.any([signal, controller.signal])));
  return { result, limited: controller.signal.aborted && !signal.aborted };
}
