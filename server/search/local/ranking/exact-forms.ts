/**
 * Exact forms above stemmed ones, in a ranking by stems (ADR 030): a record's stem score is
 * multiplied by up to 1 + EXACT_FORM_BONUS for the share of the query's words it holds as written
 * (in its title or the first part of its text), so that "constructing" ranks a record holding
 * "constructing" above one holding "construction", other things equal.
 *
 * Reordering reads the rows' text, so it applies to the first rows only (RERANK_STEP at a time,
 * the same window for the pages it covers): a record ranked far below would need a score many
 * times its own to move up, which the bonus cannot give.
 */
import type { ResultRow } from '../query/result-mapping.ts';
import { termHits } from '../query/term-hits.ts';

/** How much a record holding every word as written gains (bm25 scores are negative: ×1.5 better). */
export const EXACT_FORM_BONUS = 0.5;
/** Rows reordered at a time: pages 1 to 4 share their window, 5 to 9 the next. */
export const RERANK_STEP = 50;
/** How far into a text the words are looked for (as far as snippets look). */
const SCAN_CHARS = 12_000;

export type ScoredRow = ResultRow & { score: number };

/** The rows to rank so that `wanted` rows are reordered with every page sharing the window. */
export function rerankWindow(wanted: number): number {
  return Math.ceil(wanted / RERANK_STEP) * RERANK_STEP;
}

/** The share of `terms` (folded words) a record holds as written. */
export function exactShare(row: Pick<ResultRow, 'title' | 'text'>, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const wanted = new Set(terms);
  const held = new Set(termHits(`${row.title}\n${row.text}`, wanted, SCAN_CHARS).map((hit) => hit.folded));
  return held.size / wanted.size;
}

/** The rows reordered by score × (1 + bonus × exact share), ties kept in their order. */
export function exactFormsFirst(rows: readonly ScoredRow[], terms: readonly string[]): ResultRow[] {
  return rows
    .map((row, place) => ({ row, place, score: row.score * (1 + EXACT_FORM_BONUS * exactShare(row, terms)) }))
    .sort((a, b) => a.score - b.score || a.place - b.place)
    .map(({ row: { score: _, ...row } }) => row);
}
