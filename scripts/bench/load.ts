/**
 * Load: the real server (scripts/bench/lib.ts: dist/main.js as `npm start` runs it,
 * NODE_ENV=production, the local index, its default settings but load shedding off, result cache included) under
 * autocannon for 60 s at 50 connections, then 60 s at 200, three times over on the same server
 * process, with the mix of scripts/bench/load-mix.ts: results pages of every tab and some second
 * pages, the home page, the settings, an information page, autosuggest, static files, a 404.
 *
 * Queries: the query sets of scripts/bench/query-sets.ts drawn from ../shared/corpus with a fixed
 * seed (titles as typed and lowercased, typos, words from a first sentence, frequent pairs,
 * single words), taken in turn; without the corpus, scripts/bench/queries.txt on the starter
 * index (then the results are few and short, and the bench says so).
 *
 * Visitors: the server sees the load generator as a load balancer on loopback (TRUST_PROXY's
 * default) carrying 1,000 visitors' requests, each with its visitor's address in
 * X-Forwarded-For (198.18.0.0/15, the range set aside for benchmarks), as the replicas of
 * docs/deploy.md run. From one address the per-address limits (autosuggest's 30 per 10 s, the
 * connection cap) would rightly refuse most of the load: that is a scraper, not traffic.
 *
 * Budgets (exit 1 on a miss): no connection error or timeout; every answer as a visitor should
 * get it (load-mix.ts answerIsRight: 2xx/3xx, 404 for the missing page); no failed search
 * lookup (the server's own count, METRICS=true on a port of its own: the bodies arrive
 * compressed, and a lookup that fails after a page's first byte shows the error panel under a
 * 200), and a sample of results pages, fetched before and after the runs, without the error
 * panel; the server's peak memory (its process's /proc status, sampled every 250 ms:
 * scripts/bench/rss-sampler.ts) flat across the three runs (load-mix.ts memoryIsFlat: the third
 * run's peak within 10 % of the first's). The rule reads the anonymous part (RssAnon: heap,
 * stacks, buffers), where a leak grows; the whole VmRSS is printed beside it, but it also counts
 * the index file's pages that SQLite's mmap has touched (up to 256 MB, the kernel's to drop),
 * which grow with the queries seen so far, not with a leak. Requests/s and latency p50/p99 are
 * printed for each connection level.
 *
 *   npx tsx scripts/bench/load.ts [--duration S] [--runs N]   (npm run bench:load; 60 s, 3 runs)
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadAssets } from '../../server/assets.ts';
import { type BenchIndex, benchIndex, buildApp, CHROME_DESKTOP, freePort, ROOT, run, startApp } from './lib.ts';
import { answerIsRight, buildLoadMix, type LoadTarget, memoryIsFlat, type TargetKind } from './load-mix.ts';
import { LoadTally } from './load-tally.ts';
import { loadQuerySets, QUERY_SET_NAMES } from './query-sets.ts';
import { type MemoryPeaks, mb, peaksLine, procStatus, rssSampler } from './rss-sampler.ts';
import { type ThreadCpu, threadCpu } from './thread-cpu.ts';

const LEVELS = [50, 200];
/** The relevance bench's size: the two share query-sets.ts's cached file. */
const PER_SET = 1000;
const MIX_SEED = 20;
const MIX_LENGTH = 6000;
const VISITORS = 1000;
const MEMORY_TOLERANCE = 0.1;

const here = dirname(fileURLToPath(import.meta.url));

/** The query mix: every query set in turn (one of each, then the next of each), or queries.txt. */
async function benchQueries(index: BenchIndex): Promise<{ queries: string[]; source: string }> {
  const sets = index.kind === 'wiki' ? await loadQuerySets({ perSet: PER_SET }) : null;
  if (sets) {
    const queries: string[] = [];
    for (let i = 0; i < PER_SET; i++)
      for (const name of QUERY_SET_NAMES) if (sets[name][i]) queries.push(sets[name][i]!.query);
    return {
      queries,
      source: `query sets ${QUERY_SET_NAMES.join(', ')} (${PER_SET} each, scripts/bench/query-sets.ts)`,
    };
  }
  const queries = readFileSync(join(here, 'queries.txt'), 'utf8').split('\n').filter(Boolean);
  return { queries, source: `scripts/bench/queries.txt (${queries.length}; no corpus query sets on this index)` };
}

/** Static files a cold visit loads: the boot script, the stylesheets, a shared chunk, the icon. */
function staticAssets(): string[] {
  const assets = loadAssets(ROOT);
  return [assets.boot, assets.stylesheet, assets.styles.search, ...assets.shared.slice(0, 1), '/favicon.svg'].filter(
    (url): url is string => Boolean(url),
  );
}

const ACCEPT: Partial<Record<TargetKind, string>> = {
  autosuggest: 'application/x-suggestions+json, application/json',
  asset: '*/*',
};

async function level(origin: string, mix: readonly LoadTarget[], connections: number, duration: number) {
  const tally = new LoadTally();
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          const n = next++;
          const target = mix[n % mix.length]!;
          context.target = target;
          request.path = target.path;
          request.headers = {
            'User-Agent': CHROME_DESKTOP,
            'Accept-Encoding': 'gzip, deflate, br',
            Accept: ACCEPT[target.kind] ?? 'text/html',
            'X-Forwarded-For': `198.18.${(n % VISITORS) >> 8}.${(n % VISITORS) & 255}`,
          };
          return request;
        },
        onResponse: (status, _body, context) => {
          const target = context.target as LoadTarget | undefined;
          if (target) tally.record(target, status, answerIsRight(target, status));
        },
      },
    ],
  });
  return { tally, result };
}

/** The sum of a counter's series in a Prometheus text exposition. */
async function metricSum(metricsUrl: string, name: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  let sum = 0;
  for (const line of text.split('\n'))
    if (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) sum += Number(line.split(' ').at(-1));
  return sum;
}

/**
 * Fetches a sample of the mix's results pages one by one (decompressed) and sorts them: results,
 * none (a query may match nothing), error panel (a failed lookup), or another status.
 */
async function sampleResultsPages(
  origin: string,
  mix: readonly LoadTarget[],
  count = 60,
): Promise<Record<string, number>> {
  const kinds = new Set<TargetKind>(['search', 'search-web', 'images', 'news', 'videos', 'search-page-2']);
  const seen: Record<string, number> = { results: 0, none: 0, 'error panel': 0, 'other status': 0 };
  for (const target of mix.filter((t) => kinds.has(t.kind)).slice(0, count)) {
    const res = await fetch(origin + target.path, { headers: { 'User-Agent': CHROME_DESKTOP, Accept: 'text/html' } });
    const html = await res.text();
    const verdict =
      res.status !== 200
        ? 'other status'
        : html.includes('class="error-panel"')
          ? 'error panel'
          : html.includes('class="no-results"')
            ? 'none'
            : 'results';
    seen[verdict] = (seen[verdict] ?? 0) + 1;
  }
  return seen;
}

const startPeaks = (pid: number): MemoryPeaks => {
  const now = procStatus(pid);
  return { rss: now?.VmRSS ?? 0, anon: now?.RssAnon ?? 0, file: now?.RssFile ?? 0 };
};

/**
 * The server's CPU per request, and how much of the machine it got: on shared cores a server
 * held to a fraction of one is slow for reasons that are not its own.
 */
function cpuLine(before: ThreadCpu, after: ThreadCpu, requests: number, seconds: number): string {
  const main = after.mainMs - before.mainMs;
  const other = after.otherMs - before.otherMs;
  const perRequest = (ms: number) => (requests > 0 ? (ms / requests).toFixed(2) : '?');
  return (
    `server CPU per request: main thread ${perRequest(main)} ms, other threads ${perRequest(other)} ms; ` +
    `the server used ${((main + other) / 1000 / seconds).toFixed(2)} cores of ${availableParallelism()}`
  );
}

const sampleLine = (seen: Record<string, number>) =>
  Object.entries(seen)
    .map(([verdict, n]) => `${verdict} ${n}`)
    .join(', ');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { duration: { type: 'string', default: '60' }, runs: { type: 'string', default: '3' } },
  });
  const duration = Number(values.duration);
  const runs = Number(values.runs);
  buildApp();
  const index = await benchIndex();
  const { queries, source } = await benchQueries(index);
  const mix = buildLoadMix({ queries, assets: staticAssets(), seed: MIX_SEED, length: MIX_LENGTH });
  console.log(
    `index: ${index.description}; queries: ${source}; ${runs} runs of ${LEVELS.map((c) => `${duration} s at ${c}`).join(' then ')} ` +
      'connections on one server process; server in a child process, autocannon here',
  );
  const metricsPort = await freePort();
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  // Every request served, to check each answer and the memory: the tail with shedding on is
  // `bench:ssr -- --overload`'s (ADR 034).
  const app = await startApp(index, { METRICS: 'true', METRICS_PORT: String(metricsPort), SHED_MAX_IN_FLIGHT: '0' });
  const pid = app.child.pid;
  const rss = rssSampler(pid);
  const peaks: MemoryPeaks[] = [];
  let clean = true;
  try {
    const before = await sampleResultsPages(app.url, mix);
    console.log(`a sample of the mix's results pages before the runs: ${sampleLine(before)}`);
    if (before['error panel'] || before['other status']) clean = false;
    console.log(`server RSS at start: ${pid && rss.available ? peaksLine(startPeaks(pid)) : 'unavailable'}`);
    for (let r = 1; r <= runs; r++) {
      let runPeak: MemoryPeaks = { rss: 0, anon: 0, file: 0 };
      for (const connections of LEVELS) {
        const failedBefore = await metricSum(metricsUrl, 'karma_search_errors_total');
        const cpuBefore = threadCpu(pid);
        rss.start();
        const { tally, result } = await level(app.url, mix, connections, duration);
        const peak = rss.stop();
        const cpuAfter = threadCpu(pid);
        runPeak = {
          rss: Math.max(runPeak.rss, peak.rss),
          anon: Math.max(runPeak.anon, peak.anon),
          file: Math.max(runPeak.file, peak.file),
        };
        const lookupFailures = (await metricSum(metricsUrl, 'karma_search_errors_total')) - failedBefore;
        const failures = result.errors + result.timeouts + tally.wrong + lookupFailures;
        if (failures > 0) clean = false;
        console.log(
          `run ${r}, ${String(connections).padStart(3)} connections: ${(result.requests.total / result.duration).toFixed(0)} req/s, ` +
            `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.total} requests; ` +
            `errors ${result.errors}, timeouts ${result.timeouts}, wrong answers ${tally.wrong}, failed lookups ${lookupFailures}; ` +
            `peak RSS ${peaksLine(peak)}`,
        );
        console.log(`    statuses: ${tally.statuses()}`);
        if (cpuBefore && cpuAfter)
          console.log(`    ${cpuLine(cpuBefore, cpuAfter, result.requests.total, result.duration)}`);
        if (tally.wrong > 0) console.log(`    WRONG: ${tally.wrongByKind()}`);
      }
      peaks.push(runPeak);
      console.log(`run ${r}: peak RSS ${peaksLine(runPeak)}`);
    }
    const after = await sampleResultsPages(app.url, mix);
    console.log(`the same sample after the runs: ${sampleLine(after)}`);
    if (after['error panel'] || after['other status']) clean = false;
    const hwm = pid ? procStatus(pid)?.VmHWM : undefined;
    await app.stop();
    if (!clean) console.log('MISSED: some requests failed or were answered wrongly (above)');
    if (!rss.available) {
      console.log('peak memory: unavailable here (no /proc); not checked');
      return clean ? 0 : 1;
    }
    const flat = memoryIsFlat(
      peaks.map((p) => p.anon),
      MEMORY_TOLERANCE,
    );
    console.log(
      `peak RSS per run: ${peaks.map(peaksLine).join('; ')}; VmHWM over the process's life ${hwm ? mb(hwm) : '?'}`,
    );
    console.log(
      `peak anonymous memory, last run within ${MEMORY_TOLERANCE * 100} % of the first: ` +
        `${peaks.map((p) => mb(p.anon)).join(' → ')} (${flat ? 'met' : 'MISSED'})`,
    );
    return clean && flat ? 0 : 1;
  } finally {
    await app.stop();
    index.cleanup();
  }
}

run(main);
