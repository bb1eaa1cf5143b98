/**
 * The best records holding any of several words, by the sum of their shares (term-scores.ts's
 * lists: ids ascending, bm25 shares), exactly as merging every list by id and summing in the
 * query's order gives, without visiting most of their records (MaxScore, Turtle & Flood 1995).
 *
 * Why: a query no record holds all the words of is ranked by any of them ('New Life Cristian
 * Center': 16,397 + 7,776 + 3,879 + 23 records), and the full merge was the slowest tenth of the
 * typo mix. Most of those records hold one frequent word only and can never
 * reach the first page once it is full of records holding the rarer words.
 *
 * How: every record is visited once, in the phase of the shortest list holding it, shortest list
 * first. A record of phase p holds no shorter list's word, so its score is at most its own share
 * plus the best share of each longer list. A phase whose best possible score cannot be kept is
 * skipped whole, a record whose own share plus that rest cannot is not looked up further. The
 * kept pairs are the best by (score, id), whatever order they are offered in, so the answer is
 * the full merge's, bit for bit (a unit test compares both on random lists).
 */
import { Best, seek } from './best-pairs.ts';
import type { ScoreList } from './score-lists.ts';

/** Each list's best share, found once per list (kept lists live on in score-lists.ts's cache). */
const bestShares = new WeakMap<Float64Array, number>();

/** The best (most negative) share a list adds to a record, 0 for a record the list lacks. */
function bestShare(scores: Float64Array): number {
  const known = bestShares.get(scores);
  if (known !== undefined) return known;
  let best = 0;
  for (let i = 0; i < scores.length; i++) if (scores[i]! < best) best = scores[i]!;
  bestShares.set(scores, best);
  return best;
}

/**
 * Whether a record whose score is at least `bound` (sums of the same shares in another order
 * may round a little apart: hence the margin) may still be kept by `best`.
 */
function mayEnter(bound: number, best: Best): boolean {
  return bound - Math.abs(bound) * 1e-9 <= best.threshold();
}

/** The `limit` best (id, raw) pairs of the records holding any list's word, best first. */
export function bestOfAny(lists: readonly ScoreList[], limit: number): { id: number; raw: number }[] {
  const n = lists.length;
  const best = new Best(limit);
  if (limit === 0 || n === 0) return [];
  // Plain arrays of typed arrays: this loop is the query's whole ranking.
  const idsOf = lists.map((list) => list.ids);
  const scoresOf = lists.map((list) => list.scores);
  const shares = scoresOf.map(bestShare);
  const phases = idsOf.map((_, k) => k).sort((a, b) => idsOf[a]!.length - idsOf[b]!.length || a - b);
  const at = new Int32Array(n);
  const got = new Float64Array(n);
  for (let p = 0; p < n; p++) {
    const k = phases[p]!;
    const earlier = phases.slice(0, p);
    // The longer lists, the one that can add most first: a record that lacks it is often out
    // of reach already, before the others are looked up.
    const later = phases.slice(p + 1).sort((a, b) => shares[a]! - shares[b]! || a - b);
    // rest[m]: the most later[m…] can add.
    const rest = new Float64Array(later.length + 1);
    for (let m = later.length - 1; m >= 0; m--) rest[m] = rest[m + 1]! + shares[later[m]!]!;
    if (!mayEnter(shares[k]! + rest[0]!, best)) continue;
    at.fill(0);
    // Only the later lists' entries are written in this phase; the others must add nothing.
    got.fill(0);
    const ids = idsOf[k]!;
    const scores = scoresOf[k]!;
    records: for (let i = 0; i < ids.length; i++) {
      const share = scores[i]!;
      if (!mayEnter(share + rest[0]!, best)) continue;
      const id = ids[i]!;
      let partial = share;
      for (let m = 0; m < later.length; m++) {
        const j = later[m]!;
        got[j] = 0;
        const other = idsOf[j]!;
        const found = seek(other, at[j]!, id);
        at[j] = found;
        if (other[found] === id) {
          got[j] = scoresOf[j]![found]!;
          partial += got[j]!;
        }
        if (!mayEnter(partial + rest[m + 1]!, best)) continue records;
      }
      // Visited in an earlier phase: a shorter list holds it. Looked up last, for the records
      // that may still be kept only: most are out of reach after a later list or two.
      for (let m = 0; m < earlier.length; m++) {
        const e = earlier[m]!;
        const other = idsOf[e]!;
        const found = seek(other, at[e]!, id);
        at[e] = found;
        if (other[found] === id) continue records;
      }
      // Summed in the lists' (the query's) order, as the full merge sums; a list lacking the
      // record adds nothing.
      let raw = 0;
      for (let j = 0; j < n; j++) {
        if (j === k) raw += share;
        else if (got[j] !== 0) raw += got[j]!;
      }
      best.offer(id, raw);
    }
  }
  return best.ranked();
}
