/**
 * A title that names only part of a query ranks a little lower (ADR 023).
 *
 * bm25 weighs a title word ten times a text word (schema.ts BM25_WEIGHTS): right for a query that
 * is a title or one word of one ('Ron Benefiel', 'river'), where the title is about the whole
 * query. For a query of several words, a record whose title holds one of them (the article
 * 'Kansas' for 'kansas texas', 'Television' for 'television programs') gets that weight for a
 * word it is about alone, and outranks records about the words together. On the Wikipedia slice
 * that was 7 of the 8 first-sentence queries a plain bm25 found on page 1 and Karma did not.
 * Such a record's score is multiplied by PARTIAL_TITLE_FACTOR (below 1: bm25 scores are negative,
 * so it ranks lower); a title holding every word, or none, is left as it is.
 *
 * The factor is below 1, so it never lifts a record: the first-page shortcut's bound
 * (top-candidates.ts) holds as it is. It applies only when every word is required ('all'):
 * when no record holds them all, a title holding some is the best evidence there is.
 * Whether a title holds a word is read from the record's `title_key` (its title's folded words,
 * which ranking reads anyway), by one SQL expression both the shortcut and the full query use:
 * asking FTS5 (`title : "word"`) reads position lists, this reads nothing more.
 */

export const PARTIAL_TITLE_FACTOR = 0.9;

export interface TitleCoverage {
  /** An SQL factor over `f.title_key`: PARTIAL_TITLE_FACTOR or 1. */
  sql: string;
  /** Its parameters: each word between spaces. */
  params: string[];
}

/** The factor for `terms` (folded words), or undefined when there is one word (never partial). */
export function titleCoverage(terms: readonly string[] | undefined): TitleCoverage | undefined {
  if (!terms || terms.length < 2) return undefined;
  // How many of the words the title holds: each (instr(…) > 0) is 0 or 1.
  const held = terms.map(() => `(instr(' ' || f.title_key || ' ', ?) > 0)`).join(' + ');
  return {
    sql: `(CASE WHEN (${held}) BETWEEN 1 AND ${terms.length - 1} THEN ${PARTIAL_TITLE_FACTOR} ELSE 1.0 END)`,
    params: terms.map((term) => ` ${term} `),
  };
}

/** The SQL factor above for one record's title key, as SQLite computes it. */
export function coverageFactor(coverage: TitleCoverage, titleKey: string): number {
  const spaced = ` ${titleKey} `;
  let held = 0;
  for (const word of coverage.params) if (spaced.includes(word)) held++;
  return held >= 1 && held <= coverage.params.length - 1 ? PARTIAL_TITLE_FACTOR : 1.0;
}
