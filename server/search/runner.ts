/**
 * Runs searches against the active provider. It owns what providers must not: a timeout per
 * lookup (SEARCH_TIMEOUT_MS; none for a provider that answers within the call), a circuit breaker
 * per vertical (a failing news backend does not break web results; held open for as long as a
 * rate-limited provider asks), an in-memory result cache, and timings. Outcomes are values, never exceptions, so a page can show a localized error panel
 * (with a 503 when the failure is known before its first byte, docs/decisions/017).
 * Logs carry provider, vertical, outcome and duration: never the query.
 */
import {
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  isBrokenCircuitError,
  isTaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger.ts';
import type { Locale } from '../shared/locale-choice.ts';
import type { Outcome, SearchQuery, SearchResponse, Vertical } from '../shared/search-types.ts';
import type { SearchProvider } from './provider.ts';
import { cacheKey } from './query-params.ts';

export interface SearchRunner {
  readonly provider: Pick<SearchProvider, 'name' | 'capabilities'>;
  run(query: SearchQuery, signal: AbortSignal): Promise<Outcome>;
  suggest(text: string, language: Locale, signal: AbortSignal, country?: string): Promise<string[]>;
  /** A vertical's circuit (web unless named) and when it last changed (ms since the epoch; 0: never). */
  circuit(vertical?: Vertical): { state: CircuitStateName; since: number };
  /**
   * The provider's own check through a vertical's breaker (web unless named), for /readyz: while
   * the circuit is open it fails at once; once the half-open delay has passed it is the trial that
   * closes it, so a replica the load balancer took out of rotation still finds its way back.
   */
  probe(signal: AbortSignal, vertical?: Vertical): Promise<void>;
}

export interface RunnerOptions {
  /**
   * `generation`, when the provider has one (the local index file's): part of the result-cache
   * key, so answers cached from a replaced index are never served again.
   */
  provider: SearchProvider & { generation?: () => string };
  timeoutMs: number;
  /** Seconds; 0 disables the cache. */
  cacheTtlS: number;
  logger: Logger;
  /** Consecutive failures that open a vertical's circuit, and how long it stays open. */
  breakAfter?: number;
  halfOpenAfterMs?: number;
  /**
   * One source among others on a page (merged-provider.ts): the half-open trial goes on without
   * the page that started it, which is told at once that the source is away. A lone provider's
   * page has nothing else to show, so it waits for its trial (the default).
   */
  detachTrial?: boolean;
  /** Told of each lookup's outcome and duration (server/metrics): provider, vertical, outcome only. */
  onLookup?: (lookup: { provider: string; vertical: Vertical; outcome: string; ms: number; cached?: boolean }) => void;
  /** Told when a vertical's circuit opens, half-opens or closes (server/metrics). */
  onCircuitState?: (change: { provider: string; vertical: Vertical; state: CircuitStateName }) => void;
}

export type CircuitStateName = 'closed' | 'open' | 'half-open' | 'isolated';
const STATE_NAMES: Record<CircuitState, CircuitStateName> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'isolated',
};

/** A Retry-After longer than this is not believed: an hour without a source is long enough. */
const MAX_HOLD_OPEN_MS = 3600_000;

/** The visitor went away: not the provider's fault, so it must not trip the breaker. */
class VisitorGone extends Error {}
/** The timeout aborted the provider, which then rejected with its own abort error. */
class TimedOut extends Error {}

/** The open circuit refused the lookup (a property check: see the catch in run()). */
const isRefusal = (error: unknown) =>
  isBrokenCircuitError(error) || (error as { isBrokenCircuitError?: boolean })?.isBrokenCircuitError === true;

/** The provider declined the lookup for reasons of Karma's own (limited-source.ts): no failure. */
const isDeclined = (error: unknown) => (error as { declined?: unknown })?.declined === true;

function errorSummary(error: unknown, query: string): { name: string; status?: number; message: string } {
  const e = error as { name?: string; status?: number; message?: string };
  // Messages come from providers and libraries; strip the query should one have slipped in.
  const raw = String(e?.message ?? error);
  const message = (query ? raw.split(query).join('[query]') : raw).slice(0, 300);
  return { name: e?.name ?? 'Error', status: e?.status, message };
}

export function createSearchRunner(options: RunnerOptions): SearchRunner {
  const { provider, logger } = options;
  const cache =
    options.cacheTtlS > 0
      ? new LRUCache<string, SearchResponse>({ max: 2000, ttl: options.cacheTtlS * 1000 })
      : undefined;
  const policies = new Map<Vertical, ReturnType<typeof makePolicy>>();
  const breakers = new Map<Vertical, ReturnType<typeof circuitBreaker>>();
  const circuits = new Map<Vertical, { state: CircuitStateName; since: number }>();
  const halfOpenAfterMs = options.halfOpenAfterMs ?? 10_000;
  const timed = !(provider.answersInProcess || provider.boundsOwnTime);

  function makePolicy(vertical: Vertical) {
    const breaker = circuitBreaker(
      handleWhen((e) => !(e instanceof VisitorGone) && !isDeclined(e)),
      { halfOpenAfter: halfOpenAfterMs, breaker: new ConsecutiveBreaker(options.breakAfter ?? 5) },
    );
    breakers.set(vertical, breaker);
    const { onCircuitState } = options;
    onCircuitState?.({ provider: provider.name, vertical, state: 'closed' });
    breaker.onStateChange((state) => {
      circuits.set(vertical, { state: STATE_NAMES[state], since: Date.now() });
      onCircuitState?.({ provider: provider.name, vertical, state: STATE_NAMES[state] });
    });
    // A timer cannot interrupt work done within the call, and the answer wins any race with it:
    // for such a provider (or one that keeps its own shorter budgets) the timeout would only
    // cost (its timer and controller, per lookup).
    if (!timed) return breaker;
    // abortOnReturn: the answer is complete when the provider returns, so there is nothing to
    // cancel; aborting anyway built an AbortError (a stack trace) per lookup for nothing.
    return wrap(breaker, timeout(options.timeoutMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false }));
  }
  const policyFor = (vertical: Vertical) => {
    const existing = policies.get(vertical);
    if (existing) return existing;
    const created = makePolicy(vertical);
    policies.set(vertical, created);
    return created;
  };

  async function run(query: SearchQuery, signal: AbortSignal): Promise<Outcome> {
    const started = performance.now();
    const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
    const key = `${provider.generation?.() ?? ''}\u0000${cacheKey(provider.name, query)}`;
    const log = (outcome: string, extra: { cached?: boolean } = {}) => {
      const durationMs = elapsed();
      logger.info({ provider: provider.name, vertical: query.vertical, outcome, durationMs, ...extra }, 'search');
      options.onLookup?.({ provider: provider.name, vertical: query.vertical, outcome, ms: durationMs, ...extra });
    };
    const hit = cache?.get(key);
    if (hit) {
      log('ok', { cached: true });
      return { status: 'ok', response: hit, durationMs: elapsed(), cached: true };
    }
    const policy = policyFor(query.vertical);
    const state = breakers.get(query.vertical)?.state ?? CircuitState.Closed;
    if (state !== CircuitState.Closed) {
      // Refused here while the circuit is open or held open: cockatiel would build an error (a
      // stack trace) per refused lookup. And it makes every call during the half-open trial wait
      // for that trial's end: behind a silent backend, each page would wait a whole timeout once
      // per half-open period. One trial is enough; the others are told at once the source is away.
      const trialDue = state === CircuitState.Open && Date.now() - circuit(query.vertical).since >= halfOpenAfterMs;
      if (trialDue && options.detachTrial) tryInBackground(policy, query, key);
      if (!trialDue || options.detachTrial) {
        log('unavailable');
        return { status: 'unavailable', durationMs: elapsed() };
      }
    }
    try {
      // The policies get a signal of their own, not the visitor's: when a visitor leaves, the
      // timeout policy would end its race with a TaskCancelledError before the provider's own
      // rejection could say why, and the breaker would count the leaving as the provider's
      // failure (a few visitors closing their tabs opened the circuit for everyone). A fresh one
      // per lookup: cockatiel's default is one shared signal that every pending lookup listens
      // to. The provider hears both: the timeout (inner) and the visitor.
      // Without a timeout, the breaker's signal never aborts: the visitor's is the provider's.
      const response = await policy.execute(
        async ({ signal: inner }) => {
          try {
            return await provider.search(query, timed ? AbortSignal.any([inner, signal]) : signal);
          } catch (error) {
            if (signal.aborted) throw new VisitorGone();
            if (inner.aborted) throw new TimedOut();
            throw error;
          }
        },
        timed ? new AbortController().signal : undefined,
      );
      cache?.set(key, response);
      log('ok');
      return { status: 'ok', response, durationMs: elapsed(), cached: false };
    } catch (error) {
      if (signal.aborted || error instanceof VisitorGone || isDeclined(error)) {
        log('cancelled');
        return { status: 'cancelled', durationMs: elapsed(), ...(isDeclined(error) ? { limited: true } : {}) };
      }
      // Property checks, not instanceof: vitest and tsx may load cockatiel's ESM and CJS builds side by side.
      if (
        isTaskCancelledError(error) ||
        (error as { isTaskCancelledError?: boolean })?.isTaskCancelledError ||
        error instanceof TimedOut
      ) {
        log('timeout');
        return { status: 'timeout', durationMs: elapsed() };
      }
      if (isRefusal(error)) {
        log('unavailable');
        return { status: 'unavailable', durationMs: elapsed() };
      }
      logger.warn(
        { provider: provider.name, vertical: query.vertical, error: errorSummary(error, query.text) },
        'search failed',
      );
      holdOpenFor(query.vertical, error);
      log('error');
      return { status: 'error', durationMs: elapsed() };
    }
  }

  /**
   * While the circuit is open, the lookup is refused (cockatiel's BrokenCircuitError), or, once the
   * half-open delay has passed, it is the trial: it runs to its own budget with no visitor's signal
   * (the page has gone on; a visitor leaving must not end the trial), and a success closes the
   * circuit and fills the cache for the next page that asks the same.
   */
  function tryInBackground(policy: ReturnType<typeof policyFor>, query: SearchQuery, key: string): void {
    policy
      .execute(async ({ signal: inner }) => {
        try {
          return await provider.search(query, inner);
        } catch (error) {
          // cockatiel closes a circuit whose trial ends in an error it does not handle: a trial
          // the limits refused proves nothing, and counts as failed.
          throw isDeclined(error) ? new Error('trial declined') : error;
        }
      }, new AbortController().signal)
      .then(
        (response) => {
          cache?.set(key, response);
          logger.info({ provider: provider.name, vertical: query.vertical, outcome: 'ok' }, 'search trial');
        },
        (error) => {
          if (isRefusal(error)) return;
          logger.info({ provider: provider.name, vertical: query.vertical, outcome: 'failed' }, 'search trial');
          holdOpenFor(query.vertical, error);
        },
      );
  }

  const suggestions = new LRUCache<string, string[]>({ max: 5000, ttl: 5 * 60_000 });
  async function suggest(text: string, language: Locale, signal: AbortSignal, country?: string): Promise<string[]> {
    const prefix = text.replace(/\s+/g, ' ').trimStart().slice(0, 100);
    if (!prefix.trim() || !provider.suggest || !provider.capabilities.suggestions) return [];
    // The country is part of the key: Brave and SearXNG answer per market.
    const key = `${language}\u0000${country ?? ''}\u0000${prefix.toLowerCase()}`;
    const hit = suggestions.get(key);
    if (hit) return hit;
    try {
      const limit = AbortSignal.any([signal, AbortSignal.timeout(Math.min(options.timeoutMs, 1500))]);
      const list = (await provider.suggest(prefix, language, limit, country))
        .filter((s) => typeof s === 'string')
        .slice(0, 10);
      suggestions.set(key, list);
      return list;
    } catch (error) {
      if (!signal.aborted) {
        logger.warn({ provider: provider.name, error: errorSummary(error, prefix) }, 'suggest failed');
      }
      return [];
    }
  }

  /**
   * A provider that said how long to stay away (a 429's Retry-After, providers/open-api-request.ts)
   * gets no request before then: its circuit is held open that long, not just until the half-open
   * trial, which would only earn another 429.
   */
  function holdOpenFor(vertical: Vertical, error: unknown): void {
    const waitMs = (error as { retryAfterMs?: unknown })?.retryAfterMs;
    const breaker = breakers.get(vertical);
    if (typeof waitMs !== 'number' || !(waitMs > 0) || !breaker) return;
    const handle = breaker.isolate();
    setTimeout(() => handle.dispose(), Math.min(waitMs, MAX_HOLD_OPEN_MS)).unref();
  }

  function circuit(vertical: Vertical = 'web') {
    return circuits.get(vertical) ?? { state: 'closed' as const, since: 0 };
  }

  async function probe(signal: AbortSignal, vertical: Vertical = 'web'): Promise<void> {
    const check = provider.check?.bind(provider);
    if (!check) {
      // Nothing to try with: the next search is the trial.
      if (circuit(vertical).state !== 'closed') throw new Error(`${vertical} circuit ${circuit(vertical).state}`);
      return;
    }
    await policyFor(vertical).execute(({ signal: inner }) => check(AbortSignal.any([inner, signal])));
  }

  return { provider, run, suggest, circuit, probe };
}
