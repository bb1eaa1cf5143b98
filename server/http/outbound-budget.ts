/**
 * A budget and a circuit breaker for one outbound neighbour (the link resolver, one wiki host):
 * a call gets `timeoutMs` in all, whatever its socket or name lookup does (cockatiel's aggressive
 * timeout answers at the deadline and aborts the call's signal), and after `breakAfter` failures
 * in a row the neighbour is not asked at all for `halfOpenAfterMs`; then one trial call decides.
 *
 * While that trial runs, other calls are refused at once instead of waiting for it (cockatiel
 * makes them wait): a page must not pay for the trial another page is making.
 *
 *   const budget = outboundBudget({ timeoutMs: 300 });
 *   try { await budget.execute((signal) => fetch(url, { signal })); }
 *   catch (error) { failureKind(error); } // 'timeout' | 'circuit-open' | 'error'
 */
import {
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleAll,
  isBrokenCircuitError,
  isTaskCancelledError,
  TimeoutStrategy,
  timeout,
  wrap,
} from 'cockatiel';

export interface OutboundBudgetOptions {
  /** The whole call's budget: connection, name lookup, answer and body. */
  timeoutMs: number;
  /** Consecutive failures that open the circuit. Default 5. */
  breakAfter?: number;
  /** How long an open circuit refuses every call before one trial. Default 30 s. */
  halfOpenAfterMs?: number;
}

export interface OutboundBudget {
  /** Runs `call` within the budget; rejects on failure, timeout or an open circuit (failureKind). */
  execute<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T>;
  onBreak(listener: () => void): void;
  onReset(listener: () => void): void;
}

/** Thrown by execute while a half-open trial runs: the same kind as an open circuit. */
class TrialUnderWay extends Error {
  readonly isBrokenCircuitError = true;
  constructor() {
    super('circuit half-open: trial under way');
  }
}

export function outboundBudget(options: OutboundBudgetOptions): OutboundBudget {
  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: options.halfOpenAfterMs ?? 30_000,
    breaker: new ConsecutiveBreaker(options.breakAfter ?? 5),
  });
  // abortOnReturn: false, a call reads its answer inside the budget, so nothing is left to cancel.
  const policy = wrap(
    breaker,
    timeout(options.timeoutMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false }),
  );
  return {
    execute(call) {
      if (breaker.state === CircuitState.HalfOpen) return Promise.reject(new TrialUnderWay());
      return policy.execute(({ signal }) => call(signal));
    },
    onBreak: (listener) => void breaker.onBreak(listener),
    onReset: (listener) => void breaker.onReset(listener),
  };
}

/**
 * What stopped a call: its budget ran out, the circuit was open, or anything else.
 * Property checks too, not only cockatiel's helpers: vitest and tsx may load its ESM and CJS
 * builds side by side, and its isTaskCancelledError tests the wrong property.
 */
export function failureKind(error: unknown): 'timeout' | 'circuit-open' | 'error' {
  const flags = error as { isTaskCancelledError?: boolean; isBrokenCircuitError?: boolean } | null;
  if (isTaskCancelledError(error) || flags?.isTaskCancelledError) return 'timeout';
  if (isBrokenCircuitError(error) || flags?.isBrokenCircuitError) return 'circuit-open';
  return 'error';
}
