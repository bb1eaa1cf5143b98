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
import { heldTerms } from '../query/term-hits.ts';

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

/** Each query's search for its words (heldTerms), made once for all the rows it reorders. */
const finders = new WeakMap<readonly string[], { size: number; held: ReturnType<typeof heldTerms> }>();

/** The share of `terms` (folded words) a record holds as written. */
export function exactShare(row: Pick<ResultRow, 'title' | 'text'>, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  let finder = finders.get(terms);
  if (!finder) {
    const wanted = new Set(terms);
    finder = { size: wanted.size, held: heldTerms(wanted) };
    finders.set(terms, finder);
  }
  return finder.held(`${row.title}\n${row.text}`, SCAN_CHARS).size / finder.size;
}

/** The best score a row of score `score` can reach with the bonus (bm25 scores: lower is better). */
const bestReachable = (score: number): number => Math.min(score, score * (1 + EXACT_FORM_BONUS));

interface Reordered {
  row: ScoredRow;
  place: number;
  score: number;
}
const byScoreThenPlace = (a: Reordered, b: Reordered) => a.score - b.score || a.place - b.place;

function reordered(row: ScoredRow, place: number, terms: readonly string[]): Reordered {
  return { row, place, score: row.score * (1 + EXACT_FORM_BONUS * exactShare(row, terms)) };
}

/** Whether a later row can still enter `kept` (full): it loses a tie, so it must end strictly better. */
const canEnter = (score: number, kept: readonly Reordered[]): boolean => bestReachable(score) < kept.at(-1)!.score;

/** Merges the rows after `kept`'s (from place `from`) into it, kept sorted and as long. */
function mergeLater(kept: Reordered[], later: readonly ScoredRow[], from: number, terms: readonly string[]): void {
  for (const [i, row] of later.entries()) {
    if (kept.length === 0 || !canEnter(row.score, kept)) continue;
    const candidate = reordered(row, from + i, terms);
    if (candidate.score >= kept.at(-1)!.score) continue;
    kept.pop();
    const at = kept.findIndex((other) => byScoreThenPlace(candidate, other) < 0);
    kept.splice(at < 0 ? kept.length : at, 0, candidate);
  }
}

/** The rows reordered among themselves, best first (their places from 0). */
const reorderedFirst = (rows: readonly ScoredRow[], terms: readonly string[]): Reordered[] =>
  rows.map((row, place) => reordered(row, place, terms)).sort(byScoreThenPlace);

const withoutScores = (kept: readonly Reordered[]): ResultRow[] => kept.map(({ row: { score: _, ...row } }) => row);

/**
 * The rows (best first) reordered by score × (1 + bonus × exact share), ties kept in their order;
 * with `keep`, only the first `keep` of that order. The text of a row whose best reachable score
 * cannot beat the `keep`-th so far is not scanned.
 */
export function exactFormsFirst(rows: readonly ScoredRow[], terms: readonly string[], keep = rows.length): ResultRow[] {
  const kept = reorderedFirst(rows.slice(0, keep), terms);
  mergeLater(kept, rows.slice(keep), keep, terms);
  return withoutScores(kept);
}

/**
 * As exactFormsFirst over rows known by id and score (best first), reading their text through
 * `read` (ids → rows in that order) in two batches: the first `keep`, then only the later rows
 * that can still end before the `keep`-th of those once reordered. A row holds up to 12,000
 * characters: most of a question's window is never read.
 */
export function exactFormsFirstRead(
  scored: readonly { id: number; score: number }[],
  terms: readonly string[],
  keep: number,
  read: (ids: number[]) => ResultRow[],
): ResultRow[] {
  const withScores = (part: readonly { id: number; score: number }[]): ScoredRow[] =>
    read(part.map((row) => row.id)).map((row, place) => ({ ...row, score: part[place]!.score }));
  const kept = reorderedFirst(withScores(scored.slice(0, keep)), terms);
  let end = keep;
  while (kept.length > 0 && end < scored.length && canEnter(scored[end]!.score, kept)) end++;
  if (end > keep) mergeLater(kept, withScores(scored.slice(keep, end)), keep, terms);
  return withoutScores(kept);
}
