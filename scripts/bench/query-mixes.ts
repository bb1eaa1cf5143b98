/**
 * Named query mixes for the speed benches ("multi-word queries as fast as single
 * words"): the same cases as the relevance bench (query-sets.ts, fixed seed, its cached file),
 * the first MIX_SIZE queries of five sets, so that a mix of real two- and three-word queries is
 * timed beside the single words and not hidden in an average.
 *
 *   const mixes = await queryMixes();   // null when ../shared/corpus is absent
 *   for (const { name, queries } of mixes) …
 */
import { loadQuerySets, type QuerySetName } from './query-sets.ts';

/** The sets timed, single words first: every other mix's speed is read as a ratio to it. */
export const MIX_NAMES = [
  'single-words',
  'titles',
  'sentence-words',
  'frequent-pairs',
  'typos',
] as const satisfies readonly QuerySetName[];
export type MixName = (typeof MIX_NAMES)[number];
export const BASELINE_MIX: MixName = 'single-words';
/** Queries per mix: enough that no handful of words decides a mix's speed. */
export const MIX_SIZE = 200;
/** The relevance bench's set size: the benches then share one cached file (query-sets.ts). */
const PER_SET = 1000;

export interface QueryMix {
  name: MixName;
  queries: string[];
}

/** The mixes, or null when the corpus is absent (the caller says so). */
export async function queryMixes(size = MIX_SIZE): Promise<QueryMix[] | null> {
  const sets = await loadQuerySets({ perSet: PER_SET });
  if (!sets) return null;
  return MIX_NAMES.map((name) => ({ name, queries: sets[name].slice(0, size).map((c) => c.query) }));
}

/** A mix's speed over the single words' (a ratio of rates, higher is faster). */
export function ratioToBaseline(rates: ReadonlyMap<MixName, number>, name: MixName): number {
  const baseline = rates.get(BASELINE_MIX) ?? 0;
  return baseline > 0 ? (rates.get(name) ?? 0) / baseline : 0;
}
