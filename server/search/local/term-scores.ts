/**
 * Frequent words' bm25 scores, kept at index time (`term_scores`, format 3), to rank a query of
 * several such words without FTS5.
 *
 * FTS5's bm25 for a query of several words is a sum over the words of each word's share: its
 * idf times its weighted frequency in the record, saturated and normalised by the record's
 * length. A share depends on the word and the record only, and is exactly what a one-word query
 * returns for that record. So "united states" ranks by the sum of the two words' scores over the
 * records holding both: a merge of two lists sorted by record id, instead of FTS5 reading the
 * positions and the size of each of those thousands of records. Added in the query's word
 * order, as FTS5 adds them, the sums are FTS5's own bit for bit (bm25 negates the total, and
 * adding negated numbers rounds as adding them does).
 */
import type { Database } from 'better-sqlite3';
import type { OpenIndex } from './index-handle.ts';
import { bm25Call } from './schema.ts';

/**
 * Words in at least this many records get a list: below it FTS5 finds and scores the records
 * holding all of a query's words quickly. About 1,500 words on the Wikipedia slice (a sixth of
 * its file).
 */
export const TERM_SCORES_MIN_DF = 1000;

/** Lists every frequent word's records (ascending ids) and scores. Returns the word count. */
export function rebuildTermScores(db: Database): number {
  db.exec('DELETE FROM term_scores');
  const words = db.prepare('SELECT term FROM vocabulary WHERE df >= ?').pluck().all(TERM_SCORES_MIN_DF) as string[];
  const scored = db.prepare(`SELECT rowid, ${bm25Call('docs')} FROM docs WHERE docs MATCH ? ORDER BY rowid`).raw();
  const insert = db.prepare('INSERT INTO term_scores (term, ids, scores) VALUES (?, ?, ?)');
  for (const word of words) {
    const rows = scored.all(`"${word}"`) as [number, number][];
    // Typed arrays are in the machine's byte order: little-endian wherever Node runs here.
    const ids = Int32Array.from(rows, ([id]) => id);
    const scores = Float64Array.from(rows, ([, score]) => score);
    insert.run(word, Buffer.from(ids.buffer), Buffer.from(scores.buffer));
  }
  return words.length;
}

interface ScoreList {
  ids: Int32Array;
  scores: Float64Array;
}

/** A blob's bytes at an offset the typed array needs (copied when SQLite's buffer is not). */
function aligned(blob: Buffer, bytesPerElement: number): Uint8Array {
  return blob.byteOffset % bytesPerElement === 0 ? blob : new Uint8Array(blob);
}

function scoreList(index: OpenIndex, term: string): ScoreList | undefined {
  const row = index.statement('SELECT ids, scores FROM term_scores WHERE term = ?').raw().get(term) as
    | [Buffer, Buffer]
    | undefined;
  if (!row) return undefined;
  const [ids, scores] = [aligned(row[0], 4), aligned(row[1], 8)];
  return {
    ids: new Int32Array(ids.buffer, ids.byteOffset, ids.byteLength / 4),
    scores: new Float64Array(scores.buffer, scores.byteOffset, scores.byteLength / 8),
  };
}

/** The first position at or after `from` whose id is not below `id` (galloping, then halving). */
function seek(ids: Int32Array, from: number, id: number): number {
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

/** The best `limit` (id, score) pairs offered, kept sorted: score, then id, ascending. */
class Best {
  readonly ids: number[] = [];
  readonly raws: number[] = [];
  constructor(private readonly limit: number) {}

  offer(id: number, raw: number): void {
    const n = this.raws.length;
    if (n === this.limit && !(raw < this.raws[n - 1]! || (raw === this.raws[n - 1] && id < this.ids[n - 1]!))) return;
    let at = n;
    while (at > 0 && (this.raws[at - 1]! > raw || (this.raws[at - 1] === raw && this.ids[at - 1]! > id))) at--;
    this.ids.splice(at, 0, id);
    this.raws.splice(at, 0, raw);
    if (this.raws.length > this.limit) {
      this.ids.pop();
      this.raws.pop();
    }
  }
}

/**
 * The `limit` best records holding every one of `terms` (2 or more), by the bm25 FTS5 would give
 * the query of those words, best first; undefined when the index keeps no list for one of them.
 */
export function rankByTermScores(
  index: OpenIndex,
  terms: readonly string[],
  limit: number,
): { id: number; raw: number }[] | undefined {
  if (index.format < 3 || terms.length < 2) return undefined;
  const lists: ScoreList[] = [];
  for (const term of terms) {
    const list = scoreList(index, term);
    if (!list) return undefined;
    lists.push(list);
  }
  // Walk the shortest list and look each of its records up in the others.
  const lead = lists.reduce((shortest, list) => (list.ids.length < shortest.ids.length ? list : shortest));
  const at = lists.map(() => 0);
  const best = new Best(limit);
  walk: for (let i = 0; i < lead.ids.length; i++) {
    const id = lead.ids[i]!;
    for (let k = 0; k < lists.length; k++) {
      const list = lists[k]!;
      if (list === lead) {
        at[k] = i;
        continue;
      }
      at[k] = seek(list.ids, at[k]!, id);
      if (at[k] === list.ids.length) break walk;
      if (list.ids[at[k]!] !== id) continue walk;
    }
    let raw = 0;
    for (let k = 0; k < lists.length; k++) raw += lists[k]!.scores[at[k]!]!;
    best.offer(id, raw);
  }
  return best.ids.map((id, i) => ({ id, raw: best.raws[i]! }));
}
