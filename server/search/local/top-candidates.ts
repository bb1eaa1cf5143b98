/**
 * The first page of results without scoring every match through the filters table: FTS5 ranks
 * the best CANDIDATES matches by bm25 alone (no join, so no filter-row read per match), records
 * whose title is exactly the query are added from their index, and the boosts and filters are
 * applied to those few. The answer is kept only when it is provably the one the full query gives:
 *
 * a match outside the candidates scores no better than the last candidate (bm25 is negative,
 * lower is better), and without a title match its boost is at most the language's 1.5× (times
 * the largest popularity and region factor, ranking-priors.ts), so no outsider can beat
 * `LANGUAGE_BOOST × prior max × last`. When the page's last row (the 11th, which says
 * whether there is a next page) beats that bound, the page is exact; otherwise the caller runs
 * the full query. On the Wikipedia slice this halves the cost of a common word ("river": 3,638
 * matches), and the full query remains for later pages, other filters and rare misses.
 */
import type { OpenIndex } from './index-handle.ts';
import type { PriorFactor } from './ranking-priors.ts';
import { bm25Call } from './schema.ts';
import { rankByTermScores } from './term-scores.ts';

export const CANDIDATES = 64;
/** Words in at least this many records have their best matches ranked at index time (term_tops). */
export const TERM_TOPS_MIN_DF = 200;

export interface Boosts {
  language: number;
  titleMatch: number;
}

export interface CandidateQuery {
  /** The FTS5 table searched. */
  fts: 'docs' | 'media_docs';
  expression: string;
  /**
   * The query's words, when the expression asks for all of them: a one-word query may have been
   * ranked at index time (term_tops), and several frequent words are ranked from their scores
   * (term_scores).
   */
  terms?: readonly string[];
  language: string;
  titleKey: string;
  /** Conditions on the `f` (record_filters) alias and their parameters. */
  filters: { sql: string; params: (string | number)[] };
  /** Rows wanted: a page and one more. */
  wanted: number;
  /** The records' own factor (popularity, region: ranking-priors.ts), if any. */
  prior?: PriorFactor;
}

interface Scored {
  id: number;
  score: number;
}

interface Ranked {
  id: number;
  raw: number;
}

function rankMatches(index: OpenIndex, q: CandidateQuery): Ranked[] {
  return index
    .statement(
      `SELECT rowid AS id, ${bm25Call(q.fts)} AS raw FROM ${q.fts} WHERE ${q.fts} MATCH ? ORDER BY raw LIMIT ?`,
    )
    .all(q.expression, CANDIDATES) as Ranked[];
}

/** The matches as ranked from what the index keeps of frequent words (web table only), if it can. */
function precomputed(index: OpenIndex, q: CandidateQuery): Ranked[] | undefined {
  if (q.terms === undefined || q.fts !== 'docs') return undefined;
  if (q.terms.length > 1) return rankByTermScores(index, q.terms, CANDIDATES);
  const json = index.statement('SELECT ranked FROM term_tops WHERE term = ?').pluck().get(q.terms[0]);
  if (typeof json !== 'string') return undefined;
  return (JSON.parse(json) as [number, number][]).map(([id, raw]) => ({ id, raw }));
}

/** The ids of the page's rows, best first, or undefined when the shortcut cannot prove its answer. */
export function topCandidates(index: OpenIndex, q: CandidateQuery, boosts: Boosts): number[] | undefined {
  const ranked = precomputed(index, q) ?? rankMatches(index, q);
  const raw = new Map(ranked.map((row) => [row.id, row.raw]));
  // Exact-title records can sit anywhere in the bm25 order: those not among the candidates (they
  // usually are) are fetched with their bm25, which costs a pass over the words' postings.
  const titleIds = index
    .statement('SELECT id FROM record_filters WHERE title_key = ?')
    .pluck()
    .all(q.titleKey) as number[];
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

  const ids = [...raw.keys()];
  const passing = index
    .statement(
      `SELECT f.id, f.lang = ? AS own_language, f.title_key = ? AS title_match, ${q.prior?.sql ?? '1.0'} AS prior
       FROM record_filters f WHERE f.id IN (SELECT value FROM json_each(?)) AND ${q.filters.sql}`,
    )
    .all(q.language, q.titleKey, ...(q.prior?.params ?? []), JSON.stringify(ids), ...q.filters.params) as {
    id: number;
    own_language: number;
    title_match: number;
    prior: number;
  }[];
  const scored: Scored[] = passing.map((row) => ({
    id: row.id,
    score:
      raw.get(row.id)! *
      (row.own_language ? boosts.language : 1) *
      (row.title_match ? boosts.titleMatch : 1) *
      row.prior,
  }));
  scored.sort((a, b) => a.score - b.score || a.id - b.id);
  const page = scored.slice(0, q.wanted);
  // Fewer matches than candidates: every match was seen, the answer is complete.
  if (ranked.length < CANDIDATES) return page.map((row) => row.id);
  const bound = boosts.language * (q.prior?.max ?? 1) * ranked.at(-1)!.raw;
  // Strictly better than the bound: an outsider tying with the last row could rank before it.
  if (page.length < q.wanted || page.at(-1)!.score >= bound) return undefined;
  return page.map((row) => row.id);
}
