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
import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Comparison, compareStates, describeComparison } from './compare-states.ts';
import { benchIndex, buildApp, CORPUS, type RunningServer, startApp } from './lib.ts';
import { BASELINE_MIX, queryMixes } from './query-mixes.ts';

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

/** A TLS port that accepts connections and never says a word; undefined where 443 is not ours. */
async function silentHttpsHost(): Promise<{ server: Server; sockets: Set<Socket>; accepted(): number } | undefined> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  server.listen(443, SILENT_HOST);
  const outcome = await Promise.race([
    once(server, 'listening').then(() => true),
    once(server, 'error').then(() => false),
  ]);
  return outcome ? { server, sockets, accepted: () => accepted } : undefined;
}

export async function runNeighbourDown(options: { duration: number }): Promise<number> {
  const mixes = await queryMixes();
  const words = mixes?.find((m) => m.name === BASELINE_MIX);
  if (!words) {
    console.log(`corpus not found at ${CORPUS}: the single words are drawn from it, skipping`);
    return 0;
  }
  buildApp();
  const index = await benchIndex();
  const slice = Math.max(1, Math.round(options.duration / ROUNDS));
  const silent = await silentHttpsHost();
  const states = [ANSWERING, ...DOWN.filter((s) => s.names !== SILENT_HOST || silent)];
  if (!silent) console.log(`cannot listen on ${SILENT_HOST}:443: the host-down state is skipped`);
  const apps: RunningServer[] = [];
  try {
    for (const state of states) {
      apps.push(await startApp(index, { SEARCH_CACHE_TTL: '0', BENCH_OUTSIDE_NAMES: state.names }, ['--import', SHIM]));
    }
    const paths = words.queries.map((q) => `/search?q=${encodeURIComponent(q)}`);
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
    console.log(`index: ${index.description}; ${words.queries.length} single words; ${describeComparison(comparison)}`);
    const ok = await compareStates(comparison);
    if (silent) console.log(`the silent host accepted ${silent.accepted()} connections in all (warm-up included)`);
    return ok ? 0 : 1;
  } finally {
    for (const app of apps) await app.stop();
    if (silent) {
      for (const socket of silent.sockets) socket.destroy();
      silent.server.close();
    }
    index.cleanup();
  }
}
