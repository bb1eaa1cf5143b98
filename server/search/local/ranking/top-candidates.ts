/**
 * The first page of results without scoring every match through the filters table: FTS5 ranks
 * the best CANDIDATES matches by bm25 alone (no join, so no filter-row read per match), records
 * whose title is exactly the query are added from their index, and the boosts and filters are
 * applied to those few. The answer is kept only when it is provably the one the full query gives:
 *
 * a match outside the candidates scores no better than the last candidate (bm25 is negative,
 * lower is better), and without a title match its boost is at most the language's 1.5× (times
 * the largest popularity and region factor, ranking-priors.ts), so no outsider can beat
 * `last × LANGUAGE_BOOST × prior max`. When the page's last row (the 11th, which says
 * whether there is a next page) beats that bound, the page is exact; otherwise the caller runs
 * the full query. On the Wikipedia slice this halves the cost of a common word ("river": 3,638
 * matches), and the full query remains for later pages, other filters and rare misses.
 *
 * Ties: thousands of stubs made from one template (18,000 Polish villages, "Gmina … Voivodeship")
 * share one bm25, so the page's last row often scores exactly the bound. The candidates are the
 * first in (bm25, id) order (term_tops since format 5), so an outsider with the last candidate's
 * bm25 has a larger id than it and ranks after any page row of that score with a smaller id (the
 * full query breaks ties by id too); an outsider with a larger bm25 scores at least the bound
 * computed from the next double above the last bm25. Without that rule those queries took the
 * full query, many times slower (docs/performance.md).
 *
 * Title coverage (title-coverage.ts, ADR 023): a factor of at most 1, multiplied first, so an
 * outsider's bm25 × factor is no better than its bm25 and the proof holds for candidates ranked
 * by bm25. Several frequent words are ranked by bm25 × factor itself (term_scores' title lists,
 * format 5, ADR 022): the proof then holds with that product in place of bm25.
 */

import { bm25Call, type FtsTable } from '../build/schema.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { candidateFactors, type FactorQuery } from './candidate-factors.ts';
import { rankByStemScores, type StemSource } from './stem-scores.ts';
import { rankAnyByTermScores, rankByTermScores } from './term-scores.ts';

export const CANDIDATES = 64;
/** Words in at least this many records have their best matches ranked at index time (term_tops). */
export const TERM_TOPS_MIN_DF = 200;

export interface Boosts {
  language: number;
  titleMatch: number;
}

export interface CandidateQuery extends FactorQuery {
  /** The FTS5 table searched. */
  fts: FtsTable;
  expression: string;
  /**
   * The query's words, when the expression asks for all of them: a one-word query may have been
   * ranked at index time (term_tops), and several frequent words are ranked from their scores
   * (term_scores).
   */
  terms?: readonly string[];
  /** Rows wanted: a page and one more. */
  wanted: number;
  /** The query's words when the expression asks for any of them (their OR: term-scores.ts). */
  anyTerms?: readonly string[];
  /**
   * On `stem_docs` or `media_stem_docs`: each word's forms in the expression's order, whether all
   * must match, and whose lists rank them (stem-scores.ts).
   */
  stemGroups?: { groups: readonly (readonly string[])[]; mode: 'all' | 'any'; source: StemSource };
}

export interface Scored {
  id: number;
  score: number;
}

interface Ranked {
  id: number;
  raw: number;
}

/** The best matches, and whether they are the first in (bm25, id) order (see Ties above). */
interface Candidates {
  ranked: Ranked[];
  /** How many were asked for: fewer means every match is among them. */
  asked?: number;
  idOrdered: boolean;
  /** Whether `raw` is bm25 × the title-coverage factor already (ranked by that product). */
  covered?: boolean;
}

/** term_tops lists ties in id order since format 5. */
export const TERM_TOPS_ID_ORDER_FORMAT = 5;

function rankMatches(index: OpenIndex, q: CandidateQuery): Candidates {
  const ranked = index
    .statement(
      `SELECT rowid AS id, ${bm25Call(q.fts)} AS raw FROM ${q.fts} WHERE ${q.fts} MATCH ? ORDER BY raw, rowid LIMIT ?`,
    )
    .all(q.expression, CANDIDATES) as Ranked[];
  return { ranked, idOrdered: true };
}

const isStemTable = (fts: FtsTable) => fts === 'stem_docs' || fts === 'media_stem_docs';

/** The matches as ranked from what the index keeps of frequent words (web table only), if it can. */
function precomputed(index: OpenIndex, q: CandidateQuery): Candidates | undefined {
  if (isStemTable(q.fts)) {
    // A question's first rows are reordered over a window of 50 (exact-forms.ts): four times as many
    // candidates leave room for the records the language boost lifts (merging costs little more).
    const asked = Math.max(CANDIDATES, 4 * q.wanted);
    const stems = q.stemGroups;
    const ranked = stems && rankByStemScores(index, stems.groups, stems.mode, asked, stems.source);
    return ranked && { ranked, idOrdered: true, asked };
  }
  if (q.anyTerms && q.fts === 'docs') {
    const ranked = rankAnyByTermScores(index, q.anyTerms, CANDIDATES);
    return ranked && { ranked, idOrdered: true };
  }
  if (q.terms === undefined || q.fts !== 'docs') return undefined;
  if (q.terms.length > 1) {
    // Ranked with the coverage factor when the lists know their titles: ranked by bm25 alone, the
    // candidates of "voivodeship eastern" are thousands of tied stubs titled "…, … Voivodeship",
    // whose factor puts the page's last row past the bound (then the full query would run).
    const covered = q.coverage && rankByTermScores(index, q.terms, CANDIDATES, { coverage: true });
    if (covered) return { ranked: covered, idOrdered: true, covered: true };
    const ranked = rankByTermScores(index, q.terms, CANDIDATES);
    return ranked && { ranked, idOrdered: true };
  }
  const json = index.statement('SELECT ranked FROM term_tops WHERE term = ?').pluck().get(q.terms[0]);
  if (typeof json !== 'string') return undefined;
  const ranked = (JSON.parse(json) as [number, number][]).map(([id, raw]) => ({ id, raw }));
  return { ranked, idOrdered: index.format >= TERM_TOPS_ID_ORDER_FORMAT };
}

const float = new Float64Array(1);
const bits = new BigInt64Array(float.buffer);

/** The next double above a negative finite `x` (towards zero). */
export function nextAbove(x: number): number {
  float[0] = x;
  bits[0]! -= 1n;
  return float[0]!;
}

/**
 * Whether no match outside the candidates can rank before `last` (the page's last row), given
 * the last candidate and the largest boost an outsider can get (language × prior; an outsider is
 * never an exact title). Scores multiply in the full query's order, so the bounds round as its
 * scores do: an outsider with the last candidate's bm25 scores at least `tie`, one with a larger
 * bm25 at least `above` (multiplying by a positive factor never reverses an order).
 */
export function provablyFirst(
  last: Scored,
  lastCandidate: Ranked,
  boosts: { language: number; priorMax: number },
  idOrdered: boolean,
): boolean {
  const bound = (raw: number) => raw * boosts.language * boosts.priorMax;
  const tie = bound(lastCandidate.raw);
  if (last.score < tie) return true;
  // The rule for ties needs negative scores (bm25's) and candidates first in (bm25, id) order.
  if (!idOrdered || last.score > tie || !(lastCandidate.raw < 0)) return false;
  return last.id <= lastCandidate.id && last.score < bound(nextAbove(lastCandidate.raw));
}

/** The ids of the page's rows, best first, or undefined when the shortcut cannot prove its answer. */
export function topCandidates(index: OpenIndex, q: CandidateQuery, boosts: Boosts): number[] | undefined {
  return topScored(index, q, boosts)?.map((row) => row.id);
}

/** The page's rows with their scores (as the full query computes them), best first, or undefined. */
export function topScored(index: OpenIndex, q: CandidateQuery, boosts: Boosts): Scored[] | undefined {
  // Stems without kept lists: FTS5 would score every match to find the candidates, as the full
  // query does anyway.
  const candidates = precomputed(index, q) ?? (isStemTable(q.fts) ? undefined : rankMatches(index, q));
  if (!candidates) return undefined;
  const { ranked, idOrdered, covered, asked = CANDIDATES } = candidates;
  const raw = new Map(ranked.map((row) => [row.id, row.raw]));
  // Exact-title records can sit anywhere in the bm25 order: those not among the candidates (they
  // usually are) are fetched with their bm25, which costs a pass over the words' postings. Only
  // those the filters let through: a News search for "sketches" passes over the pictures titled so.
  const titleIds = index
    .statement(`SELECT f.id FROM record_filters f WHERE f.title_key = ? AND ${q.filters.sql}`)
    .pluck()
    .all(q.titleKey, ...q.filters.params) as number[];
  const outside = titleIds.filter((id) => !raw.has(id));
  if (outside.length > 0) {
    const titled = index
      .statement(
        `SELECT rowid AS id, ${bm25Call(q.fts)} AS raw FROM ${q.fts} WHERE ${q.fts} MATCH ? AND rowid IN (SELECT value FROM json_each(?))`,
      )
      .all(q.expression, JSON.stringify(outside)) as Ranked[];
    for (const row of titled) raw.set(row.id, row.raw);
  }
  if (raw.size === 0) return [];

  const passing = candidateFactors(index, q, [...raw.keys()]);
  // Multiplied in the full query's order (find-rows.ts), coverage first, so that the scores round
  // as its do. Candidates ranked with the factor hold it already; exact titles added from outside
  // hold every word (their factor is 1).
  const coveredIds = covered ? new Set(ranked.map((row) => row.id)) : undefined;
  const scored: Scored[] = passing.map((row) => ({
    id: row.id,
    score:
      raw.get(row.id)! *
      (coveredIds?.has(row.id) ? 1.0 : row.coverage) *
      (row.ownLanguage ? boosts.language : 1) *
      (row.titleMatch ? boosts.titleMatch : 1) *
      row.prior,
  }));
  scored.sort((a, b) => a.score - b.score || a.id - b.id);
  const page = scored.slice(0, q.wanted);
  // Fewer matches than candidates: every match was seen, the answer is complete.
  if (ranked.length < asked) return page;
  if (page.length < q.wanted) return undefined;
  const limits = { language: boosts.language, priorMax: q.prior?.max ?? 1 };
  return provablyFirst(page.at(-1)!, ranked.at(-1)!, limits, idOrdered) ? page : undefined;
}
