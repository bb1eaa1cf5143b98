import { isDatabaseUnavailable } from './db/database-unavailable.ts';

/** An error with an HTTP status; `expose` lets its message reach the error page. */
export class HttpError extends Error {
  readonly status: number;
  readonly expose: boolean;
  constructor(status: number, message: string, options: { expose?: boolean } = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.expose = options.expose ?? status < 500;
  }
}

/** The status an error should answer with: its own 4xx/5xx, 503 for a database outage, else 500. */
export function statusOf(error: unknown): number {
  if (isDatabaseUnavailable(error)) return 503;
  const candidate =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate <= 599 ? candidate : 500;
}
