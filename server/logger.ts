/**
 * Structured JSON logs (pino). Callers never pass URLs, query strings or search terms: the
 * request log (middleware/request-log.ts) records only the route pattern.
 */
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'karma' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Defence in depth: should any caller attach a request or URL, drop it.
      redact: { paths: ['req', 'url', 'query', 'q', '*.url', '*.query', '*.q'], remove: true },
    },
    destination,
  );
}
