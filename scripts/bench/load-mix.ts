/**
 * What scripts/bench/load.ts asks the server for, and how it judges the answers: pure functions.
 *
 * The mix is a search engine's traffic: mostly results pages (the All tab, some Web, Images,
 * News and Videos tabs, some second pages), then what a visitor meets around them: the home page,
 * the settings, an information page, address-bar suggestions while typing, the page's static
 * files (a cold visit fetches them), and a mistyped address (the 404 page). Weights are per
 * hundred requests; the order is shuffled with a fixed seed so every run sends the same sequence.
 *
 *   const mix = buildLoadMix({ queries, assets, seed: 20, length: 6000 });
 *   mix[i] // { kind: 'search', path: '/search?q=…', expect: 'ok' }
 */
import { seededRandom } from './query-sets.ts';

export type TargetKind =
  | 'search'
  | 'search-web'
  | 'images'
  | 'news'
  | 'videos'
  | 'search-page-2'
  | 'home'
  | 'settings'
  | 'partners'
  | 'autosuggest'
  | 'asset'
  | 'not-found';

export interface LoadTarget {
  kind: TargetKind;
  path: string;
  /** 'ok': a 2xx or 3xx answer; 404: the not-found page, and nothing else. */
  expect: 'ok' | 404;
}

/** Requests per hundred, by kind: results pages are 72 of them. */
export const MIX_WEIGHTS: Record<TargetKind, number> = {
  search: 50,
  'search-web': 4,
  images: 6,
  news: 4,
  videos: 3,
  'search-page-2': 5,
  home: 8,
  settings: 2,
  partners: 1,
  autosuggest: 10,
  asset: 6,
  'not-found': 1,
};

const q = (query: string) => encodeURIComponent(query);

/** The address-bar suggestion a browser asks for midway through typing the query. */
export function typedPrefix(query: string): string {
  const chars = [...query];
  return chars.slice(0, Math.max(1, Math.ceil(chars.length / 2))).join('');
}

function pathFor(kind: TargetKind, query: string, asset: string, n: number): string {
  switch (kind) {
    case 'search':
      return `/search?q=${q(query)}`;
    case 'search-web':
      return `/search?q=${q(query)}&t=web`;
    case 'images':
    case 'news':
    case 'videos':
      return `/${kind}?q=${q(query)}`;
    case 'search-page-2':
      return `/search?q=${q(query)}&p=2`;
    case 'home':
      return '/';
    case 'settings':
      return '/settings';
    case 'partners':
      return '/partners';
    case 'autosuggest':
      return `/search/autosuggest?q=${q(typedPrefix(query))}`;
    case 'asset':
      return asset;
    case 'not-found':
      return `/no-such-page-${n}`;
  }
}

/**
 * `length` targets in a seeded order, kinds in proportion to MIX_WEIGHTS, queries taken in turn
 * from `queries` (so each is used about as often as the others) and assets in turn from `assets`.
 */
export function buildLoadMix(options: {
  queries: readonly string[];
  assets: readonly string[];
  seed: number;
  length: number;
}): LoadTarget[] {
  const { queries, assets, seed, length } = options;
  if (queries.length === 0 || assets.length === 0) throw new Error('the load mix needs queries and assets');
  const random = seededRandom(seed);
  const kinds = Object.entries(MIX_WEIGHTS).flatMap(([kind, weight]) => Array(weight).fill(kind) as TargetKind[]);
  const targets: LoadTarget[] = [];
  let nextQuery = 0;
  let nextAsset = 0;
  for (let i = 0; i < length; i++) {
    const kind = kinds[i % kinds.length]!;
    const query = queries[nextQuery % queries.length]!;
    if (kind !== 'asset' && kind !== 'home' && kind !== 'settings' && kind !== 'partners' && kind !== 'not-found') {
      nextQuery++;
    }
    const asset = assets[kind === 'asset' ? nextAsset++ % assets.length : 0]!;
    targets.push({ kind, path: pathFor(kind, query, asset, i), expect: kind === 'not-found' ? 404 : 'ok' });
  }
  // Fisher–Yates with the seeded generator: kinds interleave as visitors' requests do.
  for (let i = targets.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [targets[i], targets[j]] = [targets[j]!, targets[i]!];
  }
  return targets;
}

/**
 * Whether an answer's status is what a visitor should get: 2xx or 3xx where a page exists,
 * exactly 404 where none does. (Bodies arrive compressed: a results page whose lookup failed
 * after its first byte left is counted from the server's lookup metrics instead.)
 */
export function answerIsRight(target: LoadTarget, status: number): boolean {
  if (target.expect === 404) return status === 404;
  return status >= 200 && status < 400;
}

/**
 * The memory rule: the third run's peak within `tolerance` (10 %) of the first run's. The server
 * is one process across the runs, so a leak adds up from run to run; the first run already fills
 * the caches (results, rate-limit windows, the JIT's code) and grows the heap to its working
 * size, so a server without a leak stays level after it. The tolerance covers where the collector
 * happens to be when the peak is sampled.
 */
export function memoryIsFlat(peaksBytes: readonly number[], tolerance = 0.1): boolean {
  const first = peaksBytes[0];
  const last = peaksBytes.at(-1);
  if (first === undefined || last === undefined || first <= 0) return false;
  return last <= first * (1 + tolerance);
}
