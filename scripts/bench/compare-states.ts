/**
 * The comparison the state benches share (ssr-neighbour-down.ts, ssr-open-sources-down.ts,
 * ssr-site-rules.ts): the same pages under a few states, the first one the baseline. After a
 * warm-up of each state, the measured time is taken in `rounds` rounds, a turn per state each
 * round in a rotating order, so the machine's drift is shared; after each turn a page must still
 * show its results. Budget: every other state ≥ `budgetRatio` × the baseline's pages/s, with no
 * error and no page without its results.
 */
import { CONNECTIONS, load, resultsShown, Side } from './page-load.ts';

export interface BenchState {
  name: string;
  /** The app serving this state. */
  url: string;
  pid: number | undefined;
  /** Headers sent with every request of this state (a cookie, say). */
  headers?: Record<string, string>;
}

export interface Comparison {
  states: readonly BenchState[];
  paths: readonly string[];
  warmupS: number;
  rounds: number;
  /** Seconds per turn. */
  slice: number;
  budgetRatio: number;
  /** How the baseline is named in the report ("× local alone"). */
  baselineLabel: string;
  /** A page that must show results after each turn of `round`. */
  checkPath: (round: number) => string;
}

export function describeComparison(c: Comparison): string {
  return (
    `${CONNECTIONS} connections; states ${c.states.map((s) => s.name).join(', ')}; ${c.warmupS} s warm-up ` +
    `each, then ${c.rounds} rounds of ${c.slice} s per state`
  );
}

/** Runs the comparison, prints one line per state, and says whether every budget was met. */
export async function compareStates(c: Comparison): Promise<boolean> {
  const { states } = c;
  for (const state of states) await load(state.url, c.paths, c.warmupS, state.headers);
  const sides = states.map((state) => new Side(state.pid));
  const missed: string[] = [];
  for (let round = 0; round < c.rounds; round++) {
    for (let turn = 0; turn < states.length; turn++) {
      const at = (round + turn) % states.length;
      const state = states[at] as BenchState;
      await (sides[at] as Side).measure(() => load(state.url, c.paths, c.slice, state.headers));
      const shown = await resultsShown(state.url, c.checkPath(round), state.headers);
      if (shown !== 'results') missed.push(`${state.name}: ${shown}`);
    }
  }
  const baseline = (sides[0] as Side).rps;
  const width = Math.max(...states.map((s) => s.name.length)) + 1;
  let ok = missed.length === 0;
  for (const [i, side] of sides.entries()) {
    const total = side.total();
    const ratio = baseline > 0 ? total.rps / baseline : 0;
    const met = i === 0 || ratio >= c.budgetRatio;
    ok &&= met && total.bad === 0;
    console.log(
      `  ${(states[i] as BenchState).name.padEnd(width)} ${total.rps.toFixed(0).padStart(5)} pages/s  ` +
        `${ratio.toFixed(2)}× ${c.baselineLabel}` +
        `${i === 0 ? '' : ` (budget ≥ ${c.budgetRatio}: ${met ? 'met' : 'MISSED'})`}  p50 ${total.p50} ms  ` +
        `p99 ${total.p99} ms  ${total.requests} requests, ${total.bad} errors or non-2xx  ` +
        `per turn: ${side.slices.map((l) => l.rps.toFixed(0)).join(' ')}`,
    );
    if (side.cpu()) console.log(`  ${' '.repeat(width)} ${side.cpu()}`);
  }
  if (missed.length > 0) console.log(`MISSED: pages without results after a turn (${missed.join('; ')})`);
  return ok;
}
