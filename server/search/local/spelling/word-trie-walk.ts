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
 * The distance table: one row per prefix length of the words walked, `width` cells each (the
 * target's length + 1), in one typed array (an array of rows cost a lookup per row).
 */
interface Table {
  cells: Int32Array;
  width: number;
}

/**
 * Fills row `depth` for a prefix ending in `letter` (after `letterBefore`, -1 for none) against
 * `target`; returns the row's minimum. Only the cells at most `band` away from the diagonal are
 * computed (Ukkonen's band): a cell farther off is more than `band` edits, and every cell outside
 * the band keeps the `band + 1` that newTable put there. A path through such a cell costs more
 * than `band`, so every distance up to `band` is exact, a larger one reads as more than `band`,
 * and pruning decides as the full table would, at a fraction of the cells for a long word.
 */
function fillRow(
  table: Table,
  depth: number,
  letter: number,
  letterBefore: number,
  target: Uint16Array,
  band: number,
): number {
  const { cells, width } = table;
  const row = depth * width;
  const previous = row - width;
  const beforePrevious = depth > 1 ? previous - width : previous;
  let min = band + 1;
  if (depth <= band) {
    cells[row] = depth;
    min = depth;
  }
  const last = Math.min(width - 1, depth + band);
  for (let j = Math.max(1, depth - band); j <= last; j++) {
    // Hand-written minimums: this loop is the spelling corrector's whole cost.
    let value = cells[previous + j - 1]! + (letter === target[j - 1] ? 0 : 1);
    const deletion = cells[previous + j]! + 1;
    if (deletion < value) value = deletion;
    const insertion = cells[row + j - 1]! + 1;
    if (insertion < value) value = insertion;
    if (j > 1 && letter === target[j - 2] && letterBefore === target[j - 1]) {
      const swap = cells[beforePrevious + j - 2]! + 1;
      if (swap < value) value = swap;
    }
    cells[row + j] = value;
    if (value < min) min = value;
  }
  return min;
}

/**
 * Whether `letter` is one of the target's letters that row `depth`'s band compares it with, as a
 * match or a swap. When it is not, no cell of the row is below the previous row's minimum plus
 * one: after a row already at the bound, the row would pass it, and is not computed.
 */
function nearDiagonal(target: Uint16Array, letter: number, depth: number, band: number): boolean {
  const last = Math.min(target.length - 1, depth + band - 1);
  for (let k = Math.max(0, depth - band - 2); k <= last; k++) if (target[k] === letter) return true;
  return false;
}

const codes = (word: string) => Uint16Array.from(word, (_, i) => word.charCodeAt(i));

/** Row 0 is the empty prefix's distances; the other rows start as `band + 1` (see fillRow). */
function newTable(depths: number, target: Uint16Array, band: number): Table {
  const width = target.length + 1;
  const cells = new Int32Array((depths + 1) * width).fill(band + 1);
  for (let j = 0; j < width; j++) cells[j] = j;
  return { cells, width };
}

/** The edit distance between two words. */
export function editDistance(a: string, b: string): number {
  const target = codes(b);
  // A band as wide as both words: every cell is computed.
  const band = a.length + b.length;
  const table = newTable(a.length, target, band);
  for (let depth = 1; depth <= a.length; depth++) {
    fillRow(table, depth, a.charCodeAt(depth - 1), depth > 1 ? a.charCodeAt(depth - 2) : -1, target, band);
  }
  return table.cells[a.length * table.width + b.length]!;
}

/**
 * A list's words as the walk reads them, kept per list (the lists are the open index's, memoized
 * there: nothing a query typed): their letters in one array of UTF-16 codes (`starts[i]` to
 * `starts[i + 1]`), read without a string access per cell, and how many leading letters each
 * word shares with the one before it (0 for the first). With the latter the walk knows how much
 * of the previous word's rows still hold, and skips a pruned prefix's words by reading this
 * array instead of a binary search of string comparisons per prune (half of a 2-edit walk's
 * time): a walk reads each entry at most once.
 */
interface ListLetters {
  letters: Uint16Array;
  starts: Int32Array;
  shared: Int32Array;
}
const listLetters = new WeakMap<readonly string[], ListLetters>();

function lettersOf(words: readonly string[]): ListLetters {
  let known = listLetters.get(words);
  if (known) return known;
  const starts = new Int32Array(words.length + 1);
  for (let i = 0; i < words.length; i++) starts[i + 1] = starts[i]! + words[i]!.length;
  const letters = new Uint16Array(starts[words.length]!);
  const shared = new Int32Array(words.length);
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    for (let k = 0; k < word.length; k++) letters[starts[i]! + k] = word.charCodeAt(k);
    if (i === 0) continue;
    const before = words[i - 1]!;
    const most = Math.min(word.length, before.length);
    let length = 0;
    while (length < most && word.charCodeAt(length) === before.charCodeAt(length)) length++;
    shared[i] = length;
  }
  known = { letters, starts, shared };
  listLetters.set(words, known);
  return known;
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
  const table = newTable(longest, targetCodes, maxDistance);
  const { cells, width } = table;
  // Each computed row's minimum: row 0's is 0.
  const minima = new Int32Array(longest + 1);
  let bound = maxDistance;
  let validDepth = 0;
  const words = list.words;
  const { letters, starts, shared } = lettersOf(words);
  let i = 0;
  while (i < words.length) {
    const start = starts[i]!;
    const length = starts[i + 1]! - start;
    // The rows of the letters this word shares with the previous one walked still hold: after a
    // skip, what the pruned word shares with this one is shared[i] too (every word skipped
    // shared more with it).
    const common = shared[i]! < validDepth ? shared[i]! : validDepth;
    // A word whose length differs from the target's by more than the bound is farther than it
    // whatever its letters: only the rows the next word shares are worth computing.
    const lengthGap = length > target.length ? length - target.length : target.length - length;
    const end = lengthGap <= bound ? length : i + 1 < words.length ? shared[i + 1]! : 0;
    let prunedAt = 0;
    for (let depth = common + 1; depth <= end; depth++) {
      const letter = letters[start + depth - 1]!;
      if (depth > longest || (minima[depth - 1]! >= bound && !nearDiagonal(targetCodes, letter, depth, maxDistance))) {
        prunedAt = depth;
        break;
      }
      const letterBefore = depth > 1 ? letters[start + depth - 2]! : -1;
      const min = fillRow(table, depth, letter, letterBefore, targetCodes, maxDistance);
      minima[depth] = min;
      if (min > bound) {
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
    validDepth = end;
    if (end < length) {
      i++;
      continue;
    }
    const distance = cells[length * width + target.length]!;
    const df = list.dfs[i]!;
    if (distance <= bound && df >= minDf) {
      const word = words[i]!;
      if (word !== target && !excluded.has(word)) bound = visit({ word, df, distance });
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
