/**
 * `npm run bench:ssr -- --open-sources-down`: results pages per second of every tab (the single
 * words of query-mixes.ts, taken in turn on /search, /images, /news and /videos; needs
 * ../shared/corpus) with the open APIs of the default SEARCH_PROVIDERS unreachable, beside the
 * same pages from the local index alone (ADR 032: no page waits on an open source past its budget,
 * and a source that keeps failing is left alone behind its breaker).
 *
 * Each state is its own app process (lib.ts startApp: dist/main.js, production, the result cache
 * off), with safe search off so that every open source is asked:
 *  - local alone: SEARCH_PROVIDERS unset, SEARCH_PROVIDER=local (the benches' default);
 *  - refused: the open profile, every API's base URL a loopback port where nothing listens;
 *  - silent: the open profile, every API's base URL a loopback server that accepts connections
 *    and never answers.
 * Compared in rounds (compare-states.ts). Budget: every down state ≥ 0.8× local alone, no error,
 * and pages still showing their local results after each turn.
 */
import { type Comparison, compareStates, describeComparison } from './compare-states.ts';
import { silentHost, singleWordsBench } from './down-states.ts';
import { freePort, type RunningServer, startApp } from './lib.ts';

const BUDGET_RATIO = 0.8;
const WARMUP_S = 10;
const ROUNDS = 5;
const TABS = ['/search', '/images', '/news', '/videos'];
const OPEN_PROFILE = 'web=local+wikipedia,images=local+openverse+commons,news=local+gdelt,videos=local+sepia';

/** The open profile with every API at `base` (Wikipedia's URL keeps its language). */
function openSourcesAt(base: string): Record<string, string> {
  return {
    SEARCH_PROVIDERS: OPEN_PROFILE,
    WIKIPEDIA_API_URL: `${base}/{lang}/w/api.php`,
    COMMONS_API_URL: `${base}/commons/w/api.php`,
    OPENVERSE_API_URL: base,
    SEPIA_API_URL: base,
    GDELT_API_URL: base,
  };
}

export async function runOpenSourcesDown(options: { duration: number }): Promise<number> {
  const bench = await singleWordsBench(options.duration, ROUNDS);
  if (!bench) return 0;
  const { words, index, slice } = bench;
  const silent = await silentHost();
  if (!silent) throw new Error('cannot listen on a loopback port');
  const refused = `http://127.0.0.1:${await freePort()}`;
  const states: [string, Record<string, string>][] = [
    ['local alone', {}],
    ['refused', openSourcesAt(refused)],
    ['silent', openSourcesAt(silent.url)],
  ];
  const apps: RunningServer[] = [];
  try {
    for (const [, env] of states) apps.push(await startApp(index, { SEARCH_CACHE_TTL: '0', ...env }));
    const paths = words.map((q, i) => `${TABS[i % TABS.length]}?q=${encodeURIComponent(q)}&safe=off`);
    const comparison: Comparison = {
      states: states.map(([name], i) => ({ name, url: apps[i]!.url, pid: apps[i]!.child.pid })),
      paths,
      warmupS: WARMUP_S,
      rounds: ROUNDS,
      slice,
      budgetRatio: BUDGET_RATIO,
      baselineLabel: 'local alone',
      // A web page: the local results still come whatever the open sources do.
      checkPath: (round) => `/search?q=${encodeURIComponent(words[round % words.length]!)}`,
    };
    console.log(
      `index: ${index.description}; ${words.length} single words on ${TABS.join(', ')} in turn, safe ` +
        `search off, one app per state; ${describeComparison(comparison)}`,
    );
    const ok = await compareStates(comparison);
    console.log(`the silent server accepted ${silent.accepted()} connections in all (warm-up included)`);
    return ok ? 0 : 1;
  } finally {
    for (const app of apps) await app.stop();
    silent.close();
    index.cleanup();
  }
}
