/**
 * Search suggestions and related searches from the `phrases` table (lowercased titles and their
 * leading word n-grams, weighted by how many titles start so; derived-tables.ts). Suggestions
 * complete the typed prefix, accent-insensitively; related searches are frequent phrases that
 * begin with the query or one of its words.
 */
import { SUGGESTION_LIMIT } from './derived-tables.ts';
import type { OpenIndex } from './index-handle.ts';
import { foldPhrase } from './text-fold.ts';

const RELATED_LIMIT = 5;
/** Caps the rows sorted per lookup, so a broad prefix costs no more than a narrow one. */
const SCAN_LIMIT = 20_000;
const LAST = '\u{10FFFF}';

const TOP_BY_PREFIX = `SELECT phrase FROM (
  SELECT key, phrase, weight FROM phrases WHERE key >= ? AND key < ? LIMIT ${SCAN_LIMIT}
) ORDER BY weight DESC, key LIMIT ?`;

/** Phrases whose folded key starts with `prefix`, best first. */
function phrasesStartingWith(index: OpenIndex, prefix: string, limit: number): string[] {
  if (Array.from(prefix).length <= 2) {
    const tops = index.statement('SELECT phrases FROM phrase_tops WHERE prefix = ?').pluck().get(prefix);
    return typeof tops === 'string' ? (JSON.parse(tops) as string[]).slice(0, limit) : [];
  }
  return index
    .statement(TOP_BY_PREFIX)
    .pluck()
    .all(prefix, prefix + LAST, limit) as string[];
}

/** Up to 8 completions of what the visitor is typing. */
export function suggestPhrases(index: OpenIndex, typed: string): string[] {
  const text = typed.slice(0, 200);
  let prefix = foldPhrase(text);
  if (prefix === '') return [];
  // "new " completes to "new york", not to "newton".
  if (/\s$/u.test(text)) prefix += ' ';
  return phrasesStartingWith(index, prefix, SUGGESTION_LIMIT);
}

/** A few frequent phrases extending the query, then phrases starting with one of its words. */
export function relatedPhrases(index: OpenIndex, queryText: string, terms: readonly string[]): string[] {
  const query = foldPhrase(queryText);
  if (query === '') return [];
  const related = new Map<string, string>();
  const prefixes = [query, ...terms.filter((term) => term.length >= 3 && term !== query).slice(0, 3)];
  for (const prefix of prefixes) {
    for (const phrase of phrasesStartingWith(index, `${prefix} `, 3)) {
      const key = foldPhrase(phrase);
      if (key !== query && !related.has(key)) related.set(key, phrase);
    }
  }
  return [...related.values()].slice(0, RELATED_LIMIT);
}
