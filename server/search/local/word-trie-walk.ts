/**
 * Finds the words nearest to a misspelled one in a sorted word list, walking the list as a trie:
 * the edit-distance table of a shared prefix is computed once, and every word under a prefix
 * already more than `maxDistance` edits away is skipped with one binary search. On a 100k-article
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

/** Fills rows[depth] for the prefix word[0..depth) against `target`; returns the row's minimum. */
function fillRow(rows: Int32Array[], depth: number, word: string, target: Int32Array): number {
  const row = rows[depth]!;
  const previous = rows[depth - 1]!;
  const beforePrevious = depth > 1 ? rows[depth - 2]! : previous;
  const letter = word.charCodeAt(depth - 1);
  const letterBefore = depth > 1 ? word.charCodeAt(depth - 2) : -1;
  row[0] = depth;
  let min = depth;
  for (let j = 1; j < row.length; j++) {
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

function newRows(depths: number, target: Int32Array): Int32Array[] {
  const rows = Array.from({ length: depths + 1 }, () => new Int32Array(target.length + 1));
  rows[0] = Int32Array.from({ length: target.length + 1 }, (_, j) => j);
  return rows;
}

/** The edit distance between two words. */
export function editDistance(a: string, b: string): number {
  const target = codes(b);
  const rows = newRows(a.length, target);
  for (let depth = 1; depth <= a.length; depth++) fillRow(rows, depth, a, target);
  return rows[a.length]![b.length]!;
}

/** First index after `from` whose word does not start with the `length`-letter prefix of words[from]. */
function skipPrefix(words: readonly string[], from: number, length: number): number {
  const prefix = words[from]!.slice(0, length);
  let low = from + 1;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]!.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
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
  const rows = newRows(longest, targetCodes);
  let bound = maxDistance;
  let previous = '';
  let validDepth = 0;
  let i = 0;
  while (i < list.words.length) {
    const word = list.words[i]!;
    let common = 0;
    while (common < validDepth && common < word.length && word.charCodeAt(common) === previous.charCodeAt(common)) {
      common++;
    }
    let prunedAt = 0;
    for (let depth = common + 1; depth <= word.length; depth++) {
      if (depth > longest || fillRow(rows, depth, word, targetCodes) > bound) {
        prunedAt = depth;
        break;
      }
    }
    previous = word;
    if (prunedAt > 0) {
      validDepth = prunedAt - 1;
      i = skipPrefix(list.words, i, prunedAt);
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
