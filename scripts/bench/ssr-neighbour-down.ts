/**
 * `npm run bench:ssr -- --neighbour-down`: single-word results pages per second (the single-words
 * mix of query-mixes.ts; needs ../shared/corpus) while the encyclopedia's wiki host is in trouble,
 * beside the same pages with a wiki host that answers at once. Many single words' first result
 * is a Wikipedia page the local index cannot summarise (a disambiguation page), so the page asks
 * the wiki host (server/search/encyclopedia.ts).
 *
 * Each state is its own app process (lib.ts startApp: dist/main.js, production, SEARCH_CACHE_TTL=0)
 * loaded with neighbour-dns.mjs:
 *  - answering: the host's name fails at once (this machine has no internet: the quickest answer
 *    it can give, as offline-dns.mjs in the other benches);
 *  - resolver down: lookups of the host's name never answer;
 *  - host down: the name resolves to 127.0.0.2, where a server here accepts connections on 443
 *    and never answers (skipped where this bench may not listen on 443).
 * Compared in rounds (compare-states.ts). Budget: every down state ≥ 0.8× the answering one, no
 * error, and pages still showing their results after each turn.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Comparison, compareStates, describeComparison } from './compare-states.ts';
import { silentHost, singleWordsBench } from './down-states.ts';
import { type RunningServer, startApp } from './lib.ts';

const BUDGET_RATIO = 0.8;
const WARMUP_S = 10;
const ROUNDS = 5;
const SILENT_HOST = '127.0.0.2';
const SHIM = join(dirname(fileURLToPath(import.meta.url)), 'neighbour-dns.mjs');

interface State {
  name: string;
  /** BENCH_OUTSIDE_NAMES for neighbour-dns.mjs. */
  names: string;
}

const ANSWERING: State = { name: 'answering', names: 'fail' };
const DOWN: State[] = [
  { name: 'resolver down', names: 'hang' },
  { name: 'host down', names: SILENT_HOST },
];

export async function runNeighbourDown(options: { duration: number }): Promise<number> {
  const bench = await singleWordsBench(options.duration, ROUNDS);
  if (!bench) return 0;
  const { words, index, slice } = bench;
  const silent = await silentHost(SILENT_HOST, 443);
  const states = [ANSWERING, ...DOWN.filter((s) => s.names !== SILENT_HOST || silent)];
  if (!silent) console.log(`cannot listen on ${SILENT_HOST}:443: the host-down state is skipped`);
  const apps: RunningServer[] = [];
  try {
    for (const state of states) {
      apps.push(await startApp(index, { SEARCH_CACHE_TTL: '0', BENCH_OUTSIDE_NAMES: state.names }, ['--import', SHIM]));
    }
    const paths = words.map((q) => `/search?q=${encodeURIComponent(q)}`);
    const comparison: Comparison = {
      states: states.map((state, i) => ({ name: state.name, url: apps[i]!.url, pid: apps[i]!.child.pid })),
      paths,
      warmupS: WARMUP_S,
      rounds: ROUNDS,
      slice,
      budgetRatio: BUDGET_RATIO,
      baselineLabel: 'answering',
      checkPath: (round) => paths[round % paths.length]!,
    };
    console.log(`index: ${index.description}; ${words.length} single words; ${describeComparison(comparison)}`);
    const ok = await compareStates(comparison);
    if (silent) console.log(`the silent host accepted ${silent.accepted()} connections in all (warm-up included)`);
    return ok ? 0 : 1;
  } finally {
    for (const app of apps) await app.stop();
    silent?.close();
    index.cleanup();
  }
}
