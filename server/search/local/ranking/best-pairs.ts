/**
 * The best (id, score) pairs of a ranking without sorting every pair, and the galloping search
 * the merges of sorted id lists use (term-scores.ts, best-of-any.ts).
 */

/** The first position at or after `from` whose id is not below `id` (galloping, then halving). */
export function seek(ids: Int32Array, from: number, id: number): number {
  if (from >= ids.length || ids[from]! >= id) return from;
  let low = from;
  let step = 1;
  while (low + step < ids.length && ids[low + step]! < id) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, ids.length);
  // ids[low] < id, and ids[high] >= id or high is the end.
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    if (ids[middle]! < id) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The best `limit` (id, score) pairs offered: score, then id, ascending. A heap keeps the worst
 * kept pair on top, so an offer costs a comparison, or a few when it enters: a list whose later
 * records score better (each would enter a sorted top 64 at its front: 'references poland', two
 * lists of many thousand records) costs no more than another.
 */
export class Best {
  private readonly heapIds: Int32Array;
  private readonly heapRaws: Float64Array;
  private size = 0;
  constructor(private readonly limit: number) {
    this.heapIds = new Int32Array(limit);
    this.heapRaws = new Float64Array(limit);
  }

  /** Whether the pair at heap position i ranks after the one at j (score, then id). */
  private worse(i: number, j: number): boolean {
    const a = this.heapRaws[i]!;
    const b = this.heapRaws[j]!;
    return a > b || (a === b && this.heapIds[i]! > this.heapIds[j]!);
  }

  private swap(i: number, j: number): void {
    const id = this.heapIds[i]!;
    const raw = this.heapRaws[i]!;
    this.heapIds[i] = this.heapIds[j]!;
    this.heapRaws[i] = this.heapRaws[j]!;
    this.heapIds[j] = id;
    this.heapRaws[j] = raw;
  }

  offer(id: number, raw: number): void {
    if (this.limit === 0) return;
    if (this.size < this.limit) {
      let at = this.size++;
      this.heapIds[at] = id;
      this.heapRaws[at] = raw;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!this.worse(at, parent)) break;
        this.swap(at, parent);
        at = parent;
      }
      return;
    }
    const top = this.heapRaws[0]!;
    if (!(raw < top || (raw === top && id < this.heapIds[0]!))) return;
    this.heapIds[0] = id;
    this.heapRaws[0] = raw;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      const child = right < this.size && this.worse(right, left) ? right : left;
      if (!this.worse(child, at)) break;
      this.swap(at, child);
      at = child;
    }
  }

  /**
   * The score a new pair must beat or tie (then with a smaller id) to be kept: the worst kept
   * one's, or +Infinity while fewer than `limit` are kept.
   */
  threshold(): number {
    return this.size < this.limit ? Number.POSITIVE_INFINITY : this.heapRaws[0]!;
  }

  /** The best pairs, best first. */
  ranked(): { id: number; raw: number }[] {
    const pairs = Array.from({ length: this.size }, (_, i) => ({ id: this.heapIds[i]!, raw: this.heapRaws[i]! }));
    return pairs.sort((a, b) => a.raw - b.raw || a.id - b.id);
  }
}
