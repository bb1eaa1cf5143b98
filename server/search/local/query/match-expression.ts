/**
 * Turns what a visitor typed into a safe FTS5 MATCH expression. Every term is a folded word
 * wrapped in double quotes, so no input can reach FTS5 syntax (OR, NEAR, *, -, ^, column
 * filters). Input with no words gives no expression, and the provider answers with no results.
 * Queries with search operators ("phrase", -word, site:, OR, intitle:) are built by
 * operator-match.ts from the parser's structure, with the same quoting.
 */
import { ftsPhrase } from '../language/fts-phrase.ts';
import { type Word, words } from '../language/text-fold.ts';

/** More terms than this add nothing to ranking and only cost time (a 10k-character paste). */
export const MAX_QUERY_TERMS = 32;
/** No indexed word is this long; cutting keeps a pasted blob from building a huge expression. */
const MAX_TERM_LENGTH = 64;

export type MatchMode = 'all' | 'any';

/** The query's words (folded, with their places in the typed text), at most `cap` (MAX_QUERY_TERMS). */
export function queryWords(text: string, cap = MAX_QUERY_TERMS): Word[] {
  return words(text.slice(0, 4000))
    .filter((word) => word.folded.length <= MAX_TERM_LENGTH)
    .slice(0, cap);
}

/** Distinct folded terms, in the order typed. */
export function distinctTerms(found: readonly Word[]): string[] {
  return [...new Set(found.map((word) => word.folded))];
}

/** `"a" "b"` (every term) or `"a" OR "b"` (any term); undefined when there are no terms. */
export function matchExpression(terms: readonly string[], mode: MatchMode): string | undefined {
  if (terms.length === 0) return undefined;
  // Terms hold only letters and digits; doubling quotes is defence in depth, not a live path.
  const quoted = terms.map(ftsPhrase);
  return quoted.join(mode === 'all' ? ' ' : ' OR ');
}
