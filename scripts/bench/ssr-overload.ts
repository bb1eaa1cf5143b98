/**
 * `npm run bench:ssr -- --overload`: the real app (lib.ts startApp, SEARCH_CACHE_TTL=0) at
 * OVERLOAD_CONNECTIONS connections on the realistic mix (realistic-mix.ts), as fast as they go,
 * once per load-shedding setting (server/middleware/load-shedding.ts): off, the defaults, and
 * the other signal alone, each on a fresh server after a warm-up at 50 connections.
 * Per setting: pages/s answered 200, 503s (shed) and their share, client timeouts (autocannon's
 * 10 s) and errors, and p50/p99 latency of every answer, 503s included. autocannon times a
 * request to its last byte: an upper bound of the wait for the first.
 *
 * Budget, for the defaults only (the others are there to compare): p99 ≤ 2 s and no timeout;
 * a miss exits 1. autocannon's connections send again as soon as they are answered and ignore
 * Retry-After, so the 503 count is of a client far more insistent than browsers are.
 * Without ../shared/corpus the mix does not exist: it says so and exits 0.
 */
import autocannon from 'autocannon';
import { benchIndex, buildApp, CORPUS, startApp } from './lib.ts';
import { offlineDnsArgs } from './offline-check.ts';
import { HEADERS, load } from './page-load.ts';
import { realisticPaths } from './realistic-mix.ts';

const OVERLOAD_CONNECTIONS = 200;
const WARMUP_S = 10;
const BUDGET = { p99Ms: 2000, timeouts: 0 };

/** Settings compared; the variables left unset keep the app's defaults (server/config.ts). */
const SETTINGS: { name: string; env: Record<string, string>; budget?: true }[] = [
  { name: 'no shedding', env: { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_MAX_IN_FLIGHT: '0' } },
  { name: 'defaults', env: {}, budget: true },
  { name: 'delay ≥ 250 ms', env: { SHED_EVENT_LOOP_DELAY_MS: '250', SHED_MAX_IN_FLIGHT: '0' } },
  { name: 'delay ≥ 100 ms', env: { SHED_EVENT_LOOP_DELAY_MS: '100', SHED_MAX_IN_FLIGHT: '0' } },
  { name: 'delay ≥ 250 ms or in flight ≥ 64', env: { SHED_EVENT_LOOP_DELAY_MS: '250', SHED_MAX_IN_FLIGHT: '64' } },
];
/** The shedding middleware's body: other 503s (a lookup failed, the circuit open) are not shed. */
const SHED_BODY = /very busy/;

export async function runOverload(options: { duration: number; only?: string }): Promise<number> {
  const paths = await realisticPaths();
  if (!paths) {
    console.log(`corpus not found at ${CORPUS}: the realistic mix is drawn from it, skipping it`);
    return 0;
  }
  buildApp();
  const index = await benchIndex();
  const offline = await offlineDnsArgs();
  console.log(
    `index: ${index.description}; realistic mix of ${paths.length} queries, SEARCH_CACHE_TTL=0; ` +
      `${OVERLOAD_CONNECTIONS} connections for ${options.duration} s per setting after ${WARMUP_S} s at 50`,
  );
  let ok = true;
  try {
    for (const setting of SETTINGS) {
      if (options.only && !setting.name.includes(options.only)) continue;
      const app = await startApp(index, { SEARCH_CACHE_TTL: '0', ...setting.env }, offline);
      try {
        // The warm-up is also the normal load: nothing there should be shed.
        const warm = await load(app.url, paths, WARMUP_S);
        let next = 0;
        let shed = 0;
        const r = await autocannon({
          url: app.url,
          connections: OVERLOAD_CONNECTIONS,
          duration: options.duration,
          timeout: 10,
          headers: HEADERS,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
              onResponse: (status, body) => {
                if (status === 503 && SHED_BODY.test(body)) shed++;
              },
            },
          ],
        });
        const count = (status: string) => r.statusCodeStats[status]?.count ?? 0;
        const failed = count('503') - shed;
        const answered = r.requests.total;
        const met = r.latency.p99 <= BUDGET.p99Ms && r.timeouts <= BUDGET.timeouts;
        if (setting.budget) ok &&= met;
        console.log(
          `  ${setting.name.padEnd(15)} ${(count('200') / r.duration).toFixed(0).padStart(4)} pages/s (200)  ` +
            `${shed} shed (${((100 * shed) / Math.max(1, answered)).toFixed(0)} %), ${failed} other 503  ` +
            `${r.timeouts} timeouts  ${r.errors} errors  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms` +
            (setting.budget ? `  (budget p99 ≤ ${BUDGET.p99Ms} ms, no timeout: ${met ? 'met' : 'MISSED'})` : '') +
            `; at 50 connections: ${warm.rps.toFixed(0)} req/s, ${warm.bad} non-2xx`,
        );
      } finally {
        await app.stop();
      }
    }
    return ok ? 0 : 1;
  } finally {
    index.cleanup();
  }
}
