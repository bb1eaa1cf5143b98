/**
 * The Prometheus registry and the HTTP side of /metrics (METRICS=true; see server/config.ts).
 * Labels come only from fixed sets: the route pattern a handler declared
 * (res.locals.routePattern, as the request log uses it), the method and the status code. Never
 * a URL, query, address, user agent or account: those would leak and explode the series count.
 *
 *   const metrics = createMetrics(); // a registry of its own: tests never share global state
 *   app.use(metrics.httpMiddleware);
 *   app.get('/metrics', metrics.handler);
 */
import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from '../logger.ts';
import type { RedisState } from '../shared-state/redis-client.ts';
import { type LookupObserver, searchAndLedgerMetrics } from './search-ledger-metrics.ts';

export interface Metrics extends LookupObserver {
  registry: Registry;
  /** Exposes the shared Redis's state as `karma_redis_up` (1 up, 0 down or not yet reached). */
  trackRedis(state: () => RedisState): void;
  httpMiddleware: RequestHandler;
  /** Serves the text exposition format. */
  handler: RequestHandler;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** A pattern looks like `/:locale/search` or `GET /account`: no query, no free text. */
const PATTERN = /^[A-Za-z0-9 /:._*-]{1,80}$/;
/** More distinct patterns than the app has routes means something put free text in one. */
const MAX_ROUTES = 300;

/** The route label: the declared pattern, or 'other' for none or anything unexpected. */
export function routeLabel(pattern: unknown, seen: Set<string>): string {
  if (typeof pattern !== 'string' || !PATTERN.test(pattern)) return 'other';
  if (!seen.has(pattern)) {
    if (seen.size >= MAX_ROUTES) return 'other';
    seen.add(pattern);
  }
  return pattern;
}

export function createMetrics(options: { registry?: Registry; processMetrics?: boolean } = {}): Metrics {
  const registry = options.registry ?? new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'karma_' });
  const requests = new Counter({
    name: 'karma_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'karma_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const limited = new Counter({
    name: 'karma_rate_limited_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const seen = new Set<string>();

  const httpMiddleware: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = routeLabel(res.locals.routePattern, seen);
      const method = METHODS.has(req.method) ? req.method : 'other';
      const status = String(res.statusCode);
      requests.inc({ route, method, status });
      duration.observe(
        { route, method, status_class: `${status[0]}xx` },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
      if (res.statusCode === 429) limited.inc({ route });
    });
    next();
  };

  const handler: RequestHandler = async (_req, res, next) => {
    try {
      const body = await registry.metrics();
      res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store').send(body);
    } catch (error) {
      next(error);
    }
  };

  const trackRedis = (state: () => RedisState) => {
    registry.removeSingleMetric('karma_redis_up'); // the latest app's connection, when deps share a registry
    new Gauge({
      name: 'karma_redis_up',
      help: 'Whether the shared Redis (REDIS_URL) answers: 1 up, 0 down or not reached yet',
      registers: [registry],
      collect() {
        this.set(state() === 'up' ? 1 : 0);
      },
    });
  };

  return { registry, httpMiddleware, handler, trackRedis, ...searchAndLedgerMetrics(registry) };
}

/** METRICS_PORT: /metrics alone on its own port, for a scraper inside the private network. */
export function startMetricsServer(metrics: Metrics, port: number, logger: Logger): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (body) =>
        res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  server.on('error', (error) => logger.error({ err: error }, 'metrics server failed'));
  server.listen(port, () => {
    const address = server.address();
    logger.info({ port: typeof address === 'object' && address ? address.port : port }, 'metrics listening');
  });
  // It must not hold the process open at shutdown.
  server.unref();
  return server;
}
