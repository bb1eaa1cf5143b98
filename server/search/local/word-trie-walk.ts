/**
 * Finds the words nearest to a misspelled one in a sorted word list, walking the list as a trie:
 * the edit-distance table of a shared prefix is computed once, and every word under a prefix
 * already more than `maxDistance` edits away is skipped (by the words' shared-prefix lengths,
 * kept per list). On a 100k-article
 * vocabulary this visits a few thousand prefixes instead of computing ten thousand full distances.
 * The distance is optimal string alignment: insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one.
 */

/** Words in JavaScript sort order, with the number of records holding each. */
export interface WordList {
  words: readonly string[];
  dfs: readonly number[];
}

export interface Nearest {
  word: string;
  df: number;
  distance: number;
}

/**
 * Fills rows[depth] for the prefix word[0..depth) against `target`; returns the row's minimum.
 * Only the cells at most `band` away from the diagonal are computed (Ukkonen's band): a cell
 * farther off is more than `band` edits, and every cell outside the band keeps the `band + 1`
 * that newRows put there. A path through such a cell costs more than `band`, so every distance
 * up to `band` is exact, a larger one reads as more than `band`, and pruning decides as the full
 * table would, at a fraction of the cells for a long word.
 */
function fillRow(rows: Int32Array[], depth: number, word: string, target: Int32Array, band: number): number {
  const row = rows[depth]!;
  const previous = rows[depth - 1]!;
  const beforePrevious = depth > 1 ? rows[depth - 2]! : previous;
  const letter = word.charCodeAt(depth - 1);
  const letterBefore = depth > 1 ? word.charCodeAt(depth - 2) : -1;
  let min = band + 1;
  if (depth <= band) {
    row[0] = depth;
    min = depth;
  }
  const last = Math.min(row.length - 1, depth + band);
  for (let j = Math.max(1, depth - band); j <= last; j++) {
    // Hand-written minimums: this loop is the spelling corrector's whole cost.
    let value = previous[j - 1]! + (letter === target[j - 1] ? 0 : 1);
    const deletion = previous[j]! + 1;
    if (deletion < value) value = deletion;
    const insertion = row[j - 1]! + 1;
    if (insertion < value) value = insertion;
    if (j > 1 && letter === target[j - 2] && letterBefore === target[j - 1]) {
      const swap = beforePrevious[j - 2]! + 1;
      if (swap < value) value = swap;
    }
    row[j] = value;
    if (value < min) min = value;
  }
  return min;
}

const codes = (word: string) => Int32Array.from(word, (_, i) => word.charCodeAt(i));

/** Row 0 is the empty prefix's distances; the other rows start as `band + 1` (see fillRow). */
function newRows(depths: number, target: Int32Array, band: number): Int32Array[] {
  const rows = Array.from({ length: depths + 1 }, () => new Int32Array(target.length + 1).fill(band + 1));
  rows[0] = Int32Array.from({ length: target.length + 1 }, (_, j) => j);
  return rows;
}

/** The edit distance between two words. */
export function editDistance(a: string, b: string): number {
  const target = codes(b);
  // A band as wide as both words: every cell is computed.
  const band = a.length + b.length;
  const rows = newRows(a.length, target, band);
  for (let depth = 1; depth <= a.length; depth++) fillRow(rows, depth, a, target, band);
  return rows[a.length]![b.length]!;
}

/**
 * How many leading letters each word shares with the one before it (0 for the first), kept per
 * list (the lists are the open index's, memoized there: nothing a query typed). With it the walk
 * knows how much of the previous word's rows still hold, and skips a pruned prefix's words by
 * reading this array instead of a binary search of string comparisons per prune (half of a
 * 2-edit walk's time): a walk reads each entry at most once.
 */
const sharedPrefixes = new WeakMap<readonly string[], Int32Array>();

function sharedPrefixLengths(words: readonly string[]): Int32Array {
  let shared = sharedPrefixes.get(words);
  if (!shared) {
    shared = new Int32Array(words.length);
    for (let i = 1; i < words.length; i++) {
      const word = words[i]!;
      const before = words[i - 1]!;
      const most = Math.min(word.length, before.length);
      let length = 0;
      while (length < most && word.charCodeAt(length) === before.charCodeAt(length)) length++;
      shared[i] = length;
    }
    sharedPrefixes.set(words, shared);
  }
  return shared;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Walks the sorted words as a trie, sharing the distance rows of common prefixes and skipping
 * every word under a prefix already farther than the bound. `visit` sees each word within the
 * bound (not the target itself) held by at least `minDf` records and not in `excluded`, and
 * returns the bound from then on (a search for the single nearest tightens it as it goes).
 */
function walkWithin(
  list: WordList,
  target: string,
  maxDistance: number,
  minDf: number,
  excluded: ReadonlySet<string>,
  visit: (found: Nearest) => number,
): void {
  const targetCodes = codes(target);
  const longest = target.length + maxDistance;
  const rows = newRows(longest, targetCodes, maxDistance);
  let bound = maxDistance;
  let validDepth = 0;
  const words = list.words;
  const shared = sharedPrefixLengths(words);
  let i = 0;
  while (i < words.length) {
    const word = words[i]!;
    // The rows of the letters this word shares with the previous one walked still hold: after a
    // skip, what the pruned word shares with this one is shared[i] too (every word skipped
    // shared more with it).
    const common = shared[i]! < validDepth ? shared[i]! : validDepth;
    let prunedAt = 0;
    for (let depth = common + 1; depth <= word.length; depth++) {
      if (depth > longest || fillRow(rows, depth, word, targetCodes, maxDistance) > bound) {
        prunedAt = depth;
        break;
      }
    }
    if (prunedAt > 0) {
      // Every following word sharing the pruned prefix is as far: skipped.
      validDepth = prunedAt - 1;
      i++;
      while (i < words.length && shared[i]! >= prunedAt) i++;
      continue;
    }
    validDepth = word.length;
    const distance = rows[word.length]![target.length]!;
    const df = list.dfs[i]!;
    if (distance <= bound && df >= minDf && word !== target && !excluded.has(word)) {
      bound = visit({ word, df, distance });
    }
    i++;
  }
}

/** The nearest word within `maxDistance` held by at least `minDf` records (then the most frequent), not in `excluded`. */
export function nearestWord(
  list: WordList,
  target: string,
  maxDistance: number,
  minDf: number,
  excluded: ReadonlySet<string> = NONE,
): Nearest | undefined {
  let best: Nearest | undefined;
  walkWithin(list, target, maxDistance, minDf, excluded, (found) => {
    if (!best || found.distance < best.distance || found.df > best.df) best = found;
    // Only as near or nearer words can win now: prune harder.
    return best.distance;
  });
  return best;
}

/**
 * Every word within `maxDistance` of `target` (not itself) held by at least `minDf` records,
 * nearest first, then most frequent; at most `limit`. The spelling corrector weighs several
 * candidates against the query's other words instead of taking the single nearest.
 */
export function wordsWithin(
  list: WordList,
  target: string,
  maxDistance: number,
  minDf: number,
  limit: number,
  excluded: ReadonlySet<string> = NONE,
): Nearest[] {
  const found: Nearest[] = [];
  walkWithin(list, target, maxDistance, minDf, excluded, (word) => {
    found.push(word);
    return maxDistance;
  });
  return found.sort((a, b) => a.distance - b.distance || b.df - a.df).slice(0, limit);
}
