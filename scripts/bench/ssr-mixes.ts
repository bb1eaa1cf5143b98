/**
 * `npm run bench:ssr -- --mixes` ("multi-word queries as fast as single words"):
 * results pages per second of the real app (lib.ts startApp, SEARCH_CACHE_TTL=0 so every
 * request searches) at 50 connections, for each named mix of query-mixes.ts: single words,
 * titles, sentence words, frequent pairs, typos, drawn from the corpus with a fixed seed.
 *
 * One server serves every mix. After a warm-up on all of them together, the measured time is
 * taken in ROUNDS rounds, each mix a turn per round (the order turning by one each round), so
 * that the machine's drift is shared by all mixes; a mix's rate is its total over its turns.
 * Budget: every mix at least 0.8× the single-word mix, no error, and the pages after a turn
 * still show results (the typos mix excepted: a correction may find none).
 * On a machine whose cores other work shares, a 2 s turn's rate swings by half with that work
 * (whichever mix had the busy turns looks slow): the server's CPU time per page (all threads,
 * thread-cpu.ts) is printed with each mix's ratio of it to the single words' (the rate the
 * mix would reach were the server alone on its cores), which varies by a few per cent only;
 * the budget asks both ratios to be at least 0.8.
 * The app runs with offline-dns.mjs: this machine has no internet, and failing lookups of
 * Wikipedia's host held a third of the single-word pages up (see there).
 * Without ../shared/corpus the mixes do not exist: it says so and exits 0.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarizeLargestProfile } from './cpu-profile.ts';
import { benchIndex, buildApp, CORPUS, startApp } from './lib.ts';
import { OFFLINE_DNS_ARGS } from './offline-check.ts';
import { CONNECTIONS, load, resultsShown, Side } from './page-load.ts';
import { BASELINE_MIX, type MixName, queryMixes, ratioToBaseline } from './query-mixes.ts';

const MIX_BUDGET_RATIO = 0.8;
const WARMUP_S = 10;
const ROUNDS = 5;

export interface MixOptions {
  /** Measured seconds per mix (split into ROUNDS turns). */
  duration: number;
  profile: boolean;
  /** Only these mixes (the single words are always run: the others are read against them). */
  only?: readonly string[];
}

export async function runMixes(options: MixOptions): Promise<number> {
  const all = await queryMixes();
  if (!all) {
    console.log(`corpus not found at ${CORPUS}: the named mixes are drawn from it, skipping them`);
    return 0;
  }
  const mixes = all.filter((m) => !options.only?.length || m.name === BASELINE_MIX || options.only.includes(m.name));
  buildApp();
  const index = await benchIndex();
  const slice = Math.max(1, Math.round(options.duration / ROUNDS));
  const profileDir = options.profile ? mkdtempSync(join(tmpdir(), 'karma-bench-prof-')) : undefined;
  // Names other than loopback fail at once, as without a resolver (offline-dns.mjs says why).
  const app = await startApp(index, { SEARCH_CACHE_TTL: '0' }, [
    ...OFFLINE_DNS_ARGS,
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ]);
  try {
    console.log(
      `index: ${index.description}; mixes ${mixes.map((m) => `${m.name} (${m.queries.length})`).join(', ')}; ` +
        `${CONNECTIONS} connections, SEARCH_CACHE_TTL=0; ${WARMUP_S} s warm-up, then ${ROUNDS} rounds of ` +
        `${slice} s per mix`,
    );
    const paths = new Map(mixes.map((m) => [m.name, m.queries.map((q) => `/search?q=${encodeURIComponent(q)}`)]));
    await load(app.url, [...paths.values()].flat(), WARMUP_S);
    const sides = new Map(mixes.map((m) => [m.name, new Side(app.child.pid)]));
    const empty: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let turn = 0; turn < mixes.length; turn++) {
        const mix = mixes[(round + turn) % mixes.length]!;
        const own = paths.get(mix.name)!;
        await sides.get(mix.name)!.measure(() => load(app.url, own, slice));
        const shown = await resultsShown(app.url, own[round]!);
        if (shown !== 'results' && mix.name !== 'typos') empty.push(`${mix.name}: ${shown}`);
      }
    }
    await app.stop();
    const rates = new Map<MixName, number>([...sides].map(([name, side]) => [name, side.rps]));
    // Pages per CPU second: the rate each mix reaches when the server has its cores to itself.
    const cpuRates = new Map<MixName, number>(
      [...sides].map(([name, side]) => [name, 1000 / (side.cpuPerRequest() ?? Number.POSITIVE_INFINITY)]),
    );
    let ok = empty.length === 0;
    for (const [name, side] of sides) {
      const total = side.total();
      const ratio = ratioToBaseline(rates, name);
      const cpuMs = side.cpuPerRequest();
      const cpuRatio = cpuMs === undefined ? undefined : ratioToBaseline(cpuRates, name);
      const met = ratio >= MIX_BUDGET_RATIO && (cpuRatio === undefined || cpuRatio >= MIX_BUDGET_RATIO);
      ok &&= met && total.bad === 0;
      console.log(
        `  ${name.padEnd(15)} ${total.rps.toFixed(0).padStart(5)} pages/s  ${ratio.toFixed(2)}× ${BASELINE_MIX}` +
          `${name === BASELINE_MIX ? '' : ` (budget ≥ ${MIX_BUDGET_RATIO}: ${met ? 'met' : 'MISSED'})`}  ` +
          `p50 ${total.p50} ms  p99 ${total.p99} ms  ${total.requests} requests, ${total.bad} errors or non-2xx` +
          `  per turn: ${side.slices.map((l) => l.rps.toFixed(0)).join(' ')}`,
      );
      if (cpuMs !== undefined && cpuRatio !== undefined) {
        console.log(
          `                  CPU per page ${cpuMs.toFixed(2)} ms: ${cpuRatio.toFixed(2)}× ` +
            `${BASELINE_MIX} by CPU (${side.cpu()})`,
        );
      }
    }
    if (empty.length > 0) console.log(`MISSED: pages without results after a turn (${empty.join('; ')})`);
    if (profileDir) summarizeLargestProfile(profileDir);
    return ok ? 0 : 1;
  } finally {
    await app.stop();
    if (profileDir) console.log(`(profile kept in ${profileDir})`);
    index.cleanup();
  }
}
