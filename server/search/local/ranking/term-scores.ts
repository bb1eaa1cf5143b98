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
import { bm25Call } from '../build/schema.ts';
import { ftsPhrase } from '../language/fts-phrase.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { bestOfAny } from './best-of-any.ts';
import { Best, seek } from './best-pairs.ts';
import { withRareWordLists } from './rare-word-lists.ts';
import { type ScoreList, scoreList } from './score-lists.ts';
import { PARTIAL_TITLE_FACTOR } from './title-coverage.ts';

/**
 * Words in at least this many records get a list: below it FTS5 finds and scores the records
 * holding all of a query's words quickly. Since format 6, 500 (was 1,000): beside a frequent word,
 * FTS5 read that word's long position lists for a word held by 800–1,000 records ('during
 * prevent', 'british rank'), the frequent pairs' slowest tenth. Since the fourth round of ADR 022, 200: a query no record holds all the words of read
 * the lists of its words of 200–500 records from FTS5 on the spot, computing each record's bm25
 * ('Lis of Connecticut state symbols': 0.5 ms for "connecticut" alone). About 6,600 words and
 * tokens on the Wikipedia slice (103 MB of lists, was 90: the file grows from 412 to 427 MB). A
 * file built before keeps its lists from 500 and reads the others on the spot, as before.
 */
export const TERM_SCORES_MIN_DF = 200;

/** Lists every frequent word's records (ascending ids) and scores. Returns the word count. */
export function rebuildTermScores(db: Database): number {
  db.exec('DELETE FROM term_scores');
  // Since format 6 the frequent tokens the vocabulary leaves out too ("c", "2008"): a query of any
  // of its words read a list of 5,000 records from FTS5 on the spot for them ('Dean C. Messee').
  const words = db
    .prepare(
      `SELECT term FROM vocabulary WHERE df >= ?
       UNION ALL SELECT term FROM token_frequencies WHERE df >= ?`,
    )
    .pluck()
    .all(TERM_SCORES_MIN_DF, TERM_SCORES_MIN_DF) as string[];
  const scored = db.prepare(`SELECT rowid, ${bm25Call('docs')} FROM docs WHERE docs MATCH ? ORDER BY rowid`).raw();
  const insert = db.prepare('INSERT INTO term_scores (term, ids, scores, title_ids) VALUES (?, ?, ?, ?)');
  // The records whose title holds each word, read from title_key as title-coverage.ts reads it
  // (a word between spaces), ascending ids: a query of several words then knows, while merging,
  // which titles name only some of its words (ADR 022).
  const titled = new Map<string, number[]>(words.map((word) => [word, []]));
  const titles = db.prepare('SELECT id, title_key FROM record_filters ORDER BY id').raw();
  for (const [id, key] of titles.iterate() as IterableIterator<[number, string]>) {
    for (const word of new Set(key.split(' '))) titled.get(word)?.push(id);
  }
  for (const word of words) {
    const rows = scored.all(`"${word}"`) as [number, number][];
    // Typed arrays are in the machine's byte order: little-endian wherever Node runs here.
    const ids = Int32Array.from(rows, ([id]) => id);
    const scores = Float64Array.from(rows, ([, score]) => score);
    const titleIds = Int32Array.from(titled.get(word)!);
    insert.run(word, Buffer.from(ids.buffer), Buffer.from(scores.buffer), Buffer.from(titleIds.buffer));
  }
  return words.length;
}

/**
 * The `limit` best records holding every one of `terms` (2 or more), by the bm25 FTS5 would give
 * the query of those words, best first; undefined when the words the index keeps no list for hold
 * too many records to read on the spot (rare-word-lists.ts).
 * With `coverage` (the lists must know their titles, format 5), by that bm25 times the
 * title-coverage factor, as the full query multiplies it first (title-coverage.ts): the returned
 * `raw` is then that product.
 */
export function rankByTermScores(
  index: OpenIndex,
  terms: readonly string[],
  limit: number,
  options: { coverage?: boolean } = {},
): { id: number; raw: number }[] | undefined {
  if (index.format < 3 || terms.length < 2) return undefined;
  const kept = terms.map((term) => scoreList(index, term));
  const coverage = options.coverage === true;
  if (coverage && kept.some((list) => list && !list.titleIds)) return undefined;
  const lists = withRareWordLists(index, terms, kept, coverage);
  if (!lists) return undefined;
  // Plain arrays of typed arrays and positions: this loop is a pair query's whole merge.
  const n = lists.length;
  const idsOf = lists.map((list) => list.ids);
  const scoresOf = lists.map((list) => list.scores);
  const titlesOf = lists.map((list) => list.titleIds ?? new Int32Array(0));
  const at = new Int32Array(n);
  const titleAt = new Int32Array(n);
  // Walk the shortest list and look each of its records up in the others.
  let lead = 0;
  for (let k = 1; k < n; k++) if (idsOf[k]!.length < idsOf[lead]!.length) lead = k;
  const leadIds = idsOf[lead]!;
  const best = new Best(limit);
  walk: for (let i = 0; i < leadIds.length; i++) {
    const id = leadIds[i]!;
    for (let k = 0; k < n; k++) {
      if (k === lead) {
        at[k] = i;
        continue;
      }
      const ids = idsOf[k]!;
      const found = seek(ids, at[k]!, id);
      at[k] = found;
      if (found === ids.length) break walk;
      if (ids[found] !== id) continue walk;
    }
    let raw = 0;
    for (let k = 0; k < n; k++) raw += scoresOf[k]![at[k]!]!;
    if (coverage) {
      let held = 0;
      for (let k = 0; k < n; k++) {
        const titleIds = titlesOf[k]!;
        const found = seek(titleIds, titleAt[k]!, id);
        titleAt[k] = found;
        if (titleIds[found] === id) held++;
      }
      // As title-coverage.ts's SQL: a title holding some of the words but not all.
      raw *= held >= 1 && held < n ? PARTIAL_TITLE_FACTOR : 1.0;
    }
    best.offer(id, raw);
  }
  return best.ranked();
}

/**
 * A word no list is kept for is listed from FTS5 on the spot up to this many records, for a query
 * of any of its words (FTS5 would score every record holding one).
 */
const LISTED_ON_THE_SPOT_ANY = 5000;

/**
 * The word's records and bm25 shares: kept, or for rarer words and numbers read from FTS5 on the
 * spot (a one-word query, so the same shares). Undefined when it would be too long to read.
 */
function termList(index: OpenIndex, term: string, limit: number, kept: ScoreList | undefined): ScoreList | undefined {
  if (kept) return kept;
  const rows = index
    .statement(`SELECT rowid, ${bm25Call('docs')} FROM docs WHERE docs MATCH ? ORDER BY rowid LIMIT ?`)
    .raw()
    .all(ftsPhrase(term), limit + 1) as [number, number][];
  if (rows.length > limit) return undefined;
  return { ids: Int32Array.from(rows, ([id]) => id), scores: Float64Array.from(rows, ([, score]) => score) };
}

/**
 * The `limit` best records holding ANY of `terms`, by the bm25 FTS5 gives their OR query, best
 * first; undefined when a word's list would be too long to read on the spot. FTS5 adds each
 * word's share in the query's order, a word a record lacks adding 0: the same sums, bit for bit,
 * as a merge by id of the words' lists adding the shares in that order. When no record holds
 * every word of a query ('Moldova national undre-21 football team'), FTS5 scored every record
 * holding one of them; the merge reads their lists, and skips the records that cannot reach the
 * page (best-of-any.ts; ADR 022).
 */
export function rankAnyByTermScores(
  index: OpenIndex,
  terms: readonly string[],
  limit: number,
): { id: number; raw: number }[] | undefined {
  if (index.format < 3) return undefined;
  const lists: ScoreList[] = [];
  for (const term of terms) {
    const list = termList(index, term, LISTED_ON_THE_SPOT_ANY, scoreList(index, term));
    if (!list) return undefined;
    // A word no record holds adds nothing to any sum.
    if (list.ids.length > 0) lists.push(list);
  }
  return bestOfAny(lists, limit);
}
