/**
 * Sheds load early: when the server is saturated (./load-shedding-decision.ts), a request is
 * answered at once with 503, `Retry-After` and a short plain-text body, before any cookie, locale,
 * lookup or render. A saturated server that queued every request made each visitor wait seconds
 * for the first byte (and some gave up); a quick 503 tells a browser or a balancer to come back,
 * and keeps the wait of the requests that are admitted short (docs/decisions/034).
 *
 * Probes, /metrics and files are never shed (neverShed). The default signal is the number of
 * requests in flight: under overload the wait is the queue of admitted pages taking turns on the
 * event loop and the search workers, which the loop's own delay hardly shows (each turn stays
 * short), so a delay threshold either never fired or also fired under normal load (ADR 034).
 * The event-loop delay, read from perf_hooks' histogram over the last one or two windows, is
 * there for a server whose loop is held long (off by default).
 *
 *   app.use(loadShedding({ eventLoopDelayMs: 0, maxInFlight: 64, retryAfterS: 2 }));
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { neverShed, type ShedLimits, shedReason } from './load-shedding-decision.ts';

export interface LoadSheddingOptions extends ShedLimits {
  /** Seconds a shed client is asked to wait (`Retry-After`). */
  retryAfterS: number;
}

/** Long enough to hold one long block of the loop, short enough to stop shedding soon after. */
const WINDOW_MS = 250;
/** The histogram's sampling step: finer costs timer wake-ups for nothing at these thresholds. */
const RESOLUTION_MS = 10;

const BODY = 'Karma is very busy right now. Please try again in a few seconds.\n';

/** The longest event-loop delay, in ms, over the current and the previous window. */
function eventLoopDelaySampler(): () => number {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let previousMaxMs = 0;
  let lastRollMs = performance.now();
  const roll = setInterval(() => {
    const now = performance.now();
    // The histogram now and then records nothing of a long block (ADR 034, addendum): this
    // timer's own lateness shows any block longer than a window.
    const lateMs = now - lastRollMs - WINDOW_MS;
    lastRollMs = now;
    previousMaxMs = Math.max(histogram.max / 1e6, lateMs);
    histogram.reset();
  }, WINDOW_MS);
  // A server that stops must not be held open by its sampler.
  roll.unref();
  return () => Math.max(previousMaxMs, histogram.max / 1e6);
}

export function loadShedding(options: LoadSheddingOptions): RequestHandler | undefined {
  if (options.eventLoopDelayMs <= 0 && options.maxInFlight <= 0) return undefined;
  const delay = options.eventLoopDelayMs > 0 ? eventLoopDelaySampler() : () => 0;
  let inFlight = 0;
  return (req, res, next) => {
    if (neverShed(req.path)) return next();
    const reason = shedReason({ eventLoopDelayMs: delay(), inFlight }, options);
    if (reason) {
      // The request log and the metrics name it so: a shed request matched no route.
      res.locals.routePattern = `shed (${reason})`;
      res.writeHead(503, {
        'Retry-After': String(options.retryAfterS),
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
      });
      res.end(BODY);
      return;
    }
    inFlight++;
    // 'close' comes once per response, finished or cut off.
    res.once('close', () => inFlight--);
    next();
  };
}
