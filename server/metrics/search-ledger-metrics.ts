/**
 * Search provider and sponsored-click (ledger) metrics. The search runner and the click route
 * know nothing of Prometheus: they call these observers (server/search/runner.ts `onLookup`,
 * `onCircuitState`; server/routes/sponsored-click.ts `onClick`). Labels are the provider's name,
 * the vertical and outcome enums: never the query or who searched.
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export type CircuitState = 'closed' | 'open' | 'half-open' | 'isolated';

export interface LookupObserver {
  /** One provider lookup ended (cache hits included, with cached: true). */
  onLookup(lookup: { provider: string; vertical: string; outcome: string; ms: number; cached?: boolean }): void;
  /** A vertical's circuit breaker changed state. */
  onCircuitState(change: { provider: string; vertical: string; state: CircuitState }): void;
  /** A sponsored click was answered; the outcome says whether and why (not) billed. */
  onClick(outcome: string): void;
}

/** 0 closed (serving), 1 open (refusing), 0.5 half-open (trying one lookup). */
export const CIRCUIT_VALUE: Record<CircuitState, number> = { closed: 0, open: 1, 'half-open': 0.5, isolated: 1 };

const OUTCOMES = new Set(['ok', 'timeout', 'unavailable', 'error', 'cancelled']);
const CLICK_OUTCOMES = new Set([
  'billed',
  'over-budget',
  'inactive',
  'unknown',
  'prefetch',
  'crawler',
  'repeat',
  'client-cap',
  'not-checked',
]);
const NAME = /^[a-z0-9_-]{1,32}$/i;
const safe = (value: string) => (NAME.test(value) ? value : 'other');

export function searchAndLedgerMetrics(registry: Registry): LookupObserver {
  const lookups = new Histogram({
    name: 'karma_search_lookup_duration_seconds',
    help: 'Search provider lookups, by provider, vertical and outcome (cache hits apart)',
    labelNames: ['provider', 'vertical', 'outcome', 'cached'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 10],
    registers: [registry],
  });
  const failures = new Counter({
    name: 'karma_search_errors_total',
    help: 'Search lookups that failed (timeout, unavailable: circuit open, error), by provider',
    labelNames: ['provider', 'vertical', 'outcome'] as const,
    registers: [registry],
  });
  const circuit = new Gauge({
    name: 'karma_search_circuit_state',
    help: 'Circuit breaker per provider and vertical: 0 closed, 0.5 half-open, 1 open',
    labelNames: ['provider', 'vertical'] as const,
    registers: [registry],
  });
  const clicks = new Counter({
    name: 'karma_sponsored_clicks_total',
    help: 'Sponsored clicks, by outcome (billed, over-budget, repeat, crawler, prefetch, …)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  return {
    onLookup({ provider, vertical, outcome, ms, cached }) {
      const labels = {
        provider: safe(provider),
        vertical: safe(vertical),
        outcome: OUTCOMES.has(outcome) ? outcome : 'other',
      };
      lookups.observe({ ...labels, cached: cached ? 'true' : 'false' }, ms / 1000);
      if (outcome === 'timeout' || outcome === 'unavailable' || outcome === 'error') failures.inc(labels);
    },
    onCircuitState({ provider, vertical, state }) {
      circuit.set({ provider: safe(provider), vertical: safe(vertical) }, CIRCUIT_VALUE[state] ?? 1);
    },
    onClick(outcome) {
      clicks.inc({ outcome: CLICK_OUTCOMES.has(outcome) ? outcome : 'other' });
    },
  };
}
