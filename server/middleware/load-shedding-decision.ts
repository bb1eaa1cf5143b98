/**
 * Whether a request is turned away because the server is saturated, from two signals the
 * middleware (./load-shedding.ts) measures: how late the event loop ran its timers lately (a
 * loop busy rendering reads queued requests late, so this is the wait a new request has already
 * had before the app sees it) and how many admitted requests are still in flight (the queue
 * inside the app, which it works through one turn at a time). Either limit at 0 is off.
 *
 *   shedReason({ eventLoopDelayMs: 900, inFlight: 12 }, { eventLoopDelayMs: 500, maxInFlight: 0 })
 *   // → 'event-loop-delay'
 *
 * Pure: the tests drive it with tables (test/unit/load-shedding-decision.test.ts).
 */

export interface SaturationSignals {
  /** The longest timer delay of the event loop over the recent window, in ms. */
  eventLoopDelayMs: number;
  /** Requests admitted and not yet finished. */
  inFlight: number;
}

export interface ShedLimits {
  /** Shed when the recent event-loop delay reaches this many ms; 0: never on this signal. */
  eventLoopDelayMs: number;
  /** Shed when this many requests are already in flight; 0: never on this signal. */
  maxInFlight: number;
}

export type ShedReason = 'event-loop-delay' | 'in-flight';

export function shedReason(signals: SaturationSignals, limits: ShedLimits): ShedReason | undefined {
  if (limits.eventLoopDelayMs > 0 && signals.eventLoopDelayMs >= limits.eventLoopDelayMs) return 'event-loop-delay';
  if (limits.maxInFlight > 0 && signals.inFlight >= limits.maxInFlight) return 'in-flight';
  return undefined;
}

/** Paths never shed: probes (a balancer must see the server alive), /metrics, files. */
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics']);
/** A dot in the last segment names a file (the public files, served without rendering). */
const FILE_PATH = /\.[^/]*$/;

export function neverShed(path: string): boolean {
  return NEVER_SHED.has(path) || path.startsWith('/build/') || FILE_PATH.test(path);
}
