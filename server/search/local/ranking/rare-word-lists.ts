/**
 * The words of an all-words query that have no kept list (term-scores.ts), read on the spot for
 * the records holding every word only, so that the query is still ranked by merging lists.
 *
 * Why: FTS5 scores only the records holding all the words, but its bm25 first counts the records
 * holding each word, a pass over every word's whole list: beside frequent words, a rare word's
 * query cost the frequent words' passes. Here the rare word's records are read without scores,
 * met with the kept lists, and the few records left are scored by a one-word query: each word's
 * bm25 share is what a one-word query returns (term-scores.ts), so the sums are FTS5's own.
 * Reading a record here costs many times what FTS5 spends counting one, so the rare words are
 * read only while their records are a small share of the kept lists' (ADR 041).
 */

import { bm25Call } from '../build/schema.ts';
import { ftsPhrase } from '../language/fts-phrase.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { seek } from './best-pairs.ts';
import type { ScoreList } from './score-lists.ts';

/** The rare words' records read on the spot, in all, at most this share of the kept lists' records. */
export const ON_THE_SPOT_SHARE = 1 / 48;

/** How many records hold the word, by the spelling vocabulary (0 for tokens it leaves out). */
function documentFrequency(index: OpenIndex, term: string): number {
  return (index.statement('SELECT df FROM vocabulary WHERE term = ?').pluck().get(term) as number | undefined) ?? 0;
}

/** The records whose title holds `term` among `ids` (ascending), as title-coverage.ts tests title_key. */
function titledAmong(index: OpenIndex, ids: readonly number[], term: string): Int32Array {
  if (ids.length === 0) return new Int32Array(0);
  const titled = index
    .statement(
      `SELECT id FROM record_filters WHERE id IN (SELECT value FROM json_each(?))
         AND instr(' ' || title_key || ' ', ?) > 0 ORDER BY id`,
    )
    .pluck()
    .all(JSON.stringify(ids), ` ${term} `) as number[];
  return Int32Array.from(titled);
}

/** The ids every list holds (each ascending), ascending. */
export function intersectIds(lists: readonly Int32Array[]): Int32Array {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (!shortest) return new Int32Array(0);
  const at = new Int32Array(others.length);
  const common: number[] = [];
  walk: for (const id of shortest) {
    for (const [k, ids] of others.entries()) {
      const found = seek(ids, at[k]!, id);
      at[k] = found;
      if (found === ids.length) break walk;
      if (ids[found] !== id) continue walk;
    }
    common.push(id);
  }
  return Int32Array.from(common);
}

/**
 * Every word's list for an all-words query: the kept ones as they are, the others holding only
 * the records that hold every word, with their bm25 shares (and the titles holding the word when
 * `titles`). Undefined when the words without a kept list hold too many records to read here.
 */
export function withRareWordLists(
  index: OpenIndex,
  terms: readonly string[],
  kept: readonly (ScoreList | undefined)[],
  titles: boolean,
): ScoreList[] | undefined {
  if (kept.every((list) => list !== undefined)) return kept as ScoreList[];
  let keptRecords = 0;
  for (const list of kept) keptRecords += list?.ids.length ?? 0;
  let left = Math.floor(keptRecords * ON_THE_SPOT_SHARE);
  const idsOf: Int32Array[] = [];
  for (const [k, term] of terms.entries()) {
    const list = kept[k];
    if (list) {
      idsOf.push(list.ids);
      continue;
    }
    if (documentFrequency(index, term) > left) return undefined;
    const ids = index
      .statement('SELECT rowid FROM docs WHERE docs MATCH ? ORDER BY rowid LIMIT ?')
      .pluck()
      .all(ftsPhrase(term), left + 1) as number[];
    if (ids.length > left) return undefined;
    left -= ids.length;
    idsOf.push(Int32Array.from(ids));
  }
  const common = intersectIds(idsOf);
  return terms.map((term, k) => kept[k] ?? sharesAmong(index, term, common, idsOf[k]!.length, titles));
}

/**
 * FTS5 scores a record picked by rowid (`rowid IN (…)`) counting the word's records again each
 * time, about ten times what scoring one record of its whole list costs: past a tenth of the
 * word's records, the whole list is scored and the others dropped.
 */
const PICKED_SHARE = 1 / 10;

/** The word's bm25 shares in the records `ids` (ascending), which all hold it, among its `held`. */
function sharesAmong(index: OpenIndex, term: string, ids: Int32Array, held: number, titles: boolean): ScoreList {
  let rows: [number, number][] = [];
  if (ids.length > 0 && ids.length <= held * PICKED_SHARE) {
    rows = index
      .statement(
        `SELECT rowid, ${bm25Call('docs')} FROM docs WHERE docs MATCH ? AND rowid IN (SELECT value FROM json_each(?))
         ORDER BY rowid`,
      )
      .raw()
      .all(ftsPhrase(term), JSON.stringify([...ids])) as [number, number][];
  } else if (ids.length > 0) {
    const wanted = new Set(ids);
    const all = index
      .statement(`SELECT rowid, ${bm25Call('docs')} FROM docs WHERE docs MATCH ? ORDER BY rowid`)
      .raw()
      .all(ftsPhrase(term)) as [number, number][];
    rows = all.filter(([id]) => wanted.has(id));
  }
  return {
    ids: Int32Array.from(rows, ([id]) => id),
    scores: Float64Array.from(rows, ([, score]) => score),
    ...(titles && { titleIds: titledAmong(index, [...ids], term) }),
  };
}
