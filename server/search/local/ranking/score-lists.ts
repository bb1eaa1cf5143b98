/**
 * The kept lists of term_scores (term-scores.ts) as typed arrays, the most recently used kept per
 * open index up to LIST_CACHE_BYTES.
 *
 * Why a cache: a list is a blob of up to 19,000 records (ids, scores, title ids: 300 KB for
 * "references"), which SQLite copies into new buffers at every read; merging two such lists
 * (every query of two frequent words) then left that much garbage per query, and the collector's
 * threads cost as much CPU as the merge itself (the mixes' CPU p95 a third above their wall
 * time). What it holds: the lists of frequent index words (500 records or more), keyed by that
 * one word, never a query, and only words that have a list. Which words were read lately is what
 * SQLite's own page cache holds too; nothing here is written anywhere.
 */
import { LRUCache } from 'lru-cache';
import type { OpenIndex } from '../runtime/index-handle.ts';

/** Since format 5 each list has `title_ids`: the records whose title holds the word. */
export const TITLE_IDS_FORMAT = 5;

/** About the lists of the 150 most frequent words of the Wikipedia slice. */
export const LIST_CACHE_BYTES = 32 * 1024 * 1024;

export interface ScoreList {
  ids: Int32Array;
  scores: Float64Array;
  /** The records whose title holds the word (format 5 and later). */
  titleIds?: Int32Array;
}

/** A blob's bytes at an offset the typed array needs (copied when SQLite's buffer is not). */
function aligned(blob: Buffer, bytesPerElement: number): Uint8Array {
  return blob.byteOffset % bytesPerElement === 0 ? blob : new Uint8Array(blob);
}

const int32s = (blob: Buffer) => {
  const bytes = aligned(blob, 4);
  return new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
};

/**
 * Where lists are kept: words' (term-scores.ts) and, since format 8, stems' (stem-scores.ts), the
 * media's apart since format 10.
 */
export type ScoreTable = 'term_scores' | 'stem_scores' | 'media_stem_scores';

function readScoreList(index: OpenIndex, term: string, table: ScoreTable): ScoreList | undefined {
  // Stems' lists have no title ids: the coverage of a title is a matter of the words as written.
  const titled = table === 'term_scores' && index.format >= TITLE_IDS_FORMAT;
  const row = index
    .statement(`SELECT ids, scores${titled ? ', title_ids' : ''} FROM ${table} WHERE term = ?`)
    .raw()
    .get(term) as [Buffer, Buffer, Buffer?] | undefined;
  if (!row) return undefined;
  const scores = aligned(row[1], 8);
  return {
    ids: int32s(row[0]),
    scores: new Float64Array(scores.buffer, scores.byteOffset, scores.byteLength / 8),
    ...(row[2] && { titleIds: int32s(row[2]) }),
  };
}

const byteLength = (list: ScoreList) =>
  list.ids.byteLength + list.scores.byteLength + (list.titleIds?.byteLength ?? 0) || 1;

/** The word's kept list, or undefined when it has none (not remembered: only index words are). */
export function scoreList(index: OpenIndex, term: string, table: ScoreTable = 'term_scores'): ScoreList | undefined {
  const cache = index.memo(
    'score-lists',
    () => new LRUCache<string, ScoreList>({ maxSize: LIST_CACHE_BYTES, sizeCalculation: byteLength }),
  );
  // A stem can be spelled as a word ("model"): each table's lists apart.
  const key = table === 'term_scores' ? term : `${table}:${term}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const list = readScoreList(index, term, table);
  if (list) cache.set(key, list);
  return list;
}
