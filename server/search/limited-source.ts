/**
 * A source whose every request passes the source limiter (source-limiter.ts) first. It sits
 * inside the source's runner, so that answers the runner has cached cost no permit.
 *
 * A request the limits refuse throws OverLimits: Karma's own restraint, not the source failing,
 * so the runner's breaker does not count it and the lookup ends 'cancelled' with `limited`
 * (source-answer.ts reports the source as limited on that page).
 */
import type { SearchProvider } from './provider.ts';
import type { SourceLimiter } from './source-limiter.ts';

/** A request the published limits refused; `declined`: the runner neither counts nor logs it as a failure. */
export class OverLimits extends Error {
  readonly declined = true;
  constructor(source: string) {
    super(`${source}: over its published limits, left out of this page`);
    this.name = 'OverLimits';
  }
}

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
      if (!permit) throw new OverLimits(source.name);
      try {
        return await source.search(query, signal);
      } finally {
        permit.release();
      }
    },
  };
}
