/**
 * When the island says the connection is slow: a batch that has not arrived `thresholdMs` after
 * it was asked for (or arrived later than that) raises 'Ouch! It looks like your connection is
 * slow' with a Refresh button. Pure: the island passes its clock readings and the threshold.
 */
export const SLOW_BATCH_MS = 1000;

export interface BatchTiming {
  startedAt: number;
  /** When the answer (or the failure) came; undefined while waiting. */
  endedAt?: number;
}

/** Whether the batch is, or was, slower than the threshold at `now`. */
export function isSlowBatch(timing: BatchTiming | undefined, now: number, thresholdMs = SLOW_BATCH_MS): boolean {
  if (!timing) return false;
  const elapsed = (timing.endedAt ?? now) - timing.startedAt;
  return elapsed > thresholdMs;
}

/**
 * How long the island should wait before checking again: just past the threshold while waiting,
 * undefined when there is nothing left to decide (no batch, already slow, or finished).
 */
export function msUntilSlow(
  timing: BatchTiming | undefined,
  now: number,
  thresholdMs = SLOW_BATCH_MS,
): number | undefined {
  if (!timing || timing.endedAt !== undefined || isSlowBatch(timing, now, thresholdMs)) return undefined;
  return timing.startedAt + thresholdMs + 1 - now;
}
