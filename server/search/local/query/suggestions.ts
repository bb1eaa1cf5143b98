/**
 * Search suggestions and related searches from the `phrases` table (lowercased titles and their
 * leading word n-grams, weighted by usefulness: how many records mention them, then how many
 * titles hold them; derived-tables.ts, phrase-mentions.ts). Suggestions
 * complete the typed prefix, accent-insensitively, those of the page's language first (from
 * `phrase_languages`, phrase-languages.ts); related searches are frequent phrases that begin
 * with the query or one of its words.
 */
import { SUGGESTION_LIMIT } from '../build/derived-tables.ts';
import { foldPhrase } from '../language/text-fold.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';

const RELATED_LIMIT = 5;
/** Caps the rows sorted per lookup, so a broad prefix costs no more than a narrow one. */
const SCAN_LIMIT = 20_000;
const LAST = '\u{10FFFF}';

const TOP_BY_PREFIX = `SELECT phrase FROM (
  SELECT key, phrase, weight FROM phrases WHERE key >= ? AND key < ? LIMIT ${SCAN_LIMIT}
) ORDER BY weight DESC, key LIMIT ?`;

/**
 * Most prefixes not kept start few phrases: those are read in key order and sorted here, since
 * setting up SQLite's sorter costs more than sorting a few rows (a related search looks up four
 * prefixes). A range holding more is sorted by SQLite.
 */
const FEW_PHRASES = 64;
const FIRST_BY_PREFIX = `SELECT key, phrase, weight FROM phrases WHERE key >= ? AND key < ? LIMIT ${FEW_PHRASES}`;

type PhraseRow = [key: string, phrase: string, weight: number];

/** As SQLite compares text (BINARY: UTF-8 bytes, so code points), not as `<` (UTF-16 units). */
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** The rows' phrases as `ORDER BY weight DESC, key LIMIT limit` gives them. */
export function bestPhrases(rows: PhraseRow[], limit: number): string[] {
  rows.sort((a, b) => b[2] - a[2] || compareCodePoints(a[0], b[0]));
  return rows.slice(0, limit).map((row) => row[1]);
}

/**
 * The best `limit` phrases of a range: its first rows by `first` (FEW_PHRASES at most), sorted
 * here when that is all of them, else by `top` (the same parameters, then `limit`).
 */
function bestOfRange(index: OpenIndex, first: string, top: string, params: unknown[], limit: number): string[] {
  const rows = index
    .statement(first)
    .raw()
    .all(...params) as PhraseRow[];
  if (rows.length < FEW_PHRASES) return bestPhrases(rows, limit);
  return index
    .statement(top)
    .pluck()
    .all(...params, limit) as string[];
}

/**
 * The best phrases starting with `prefix`: those kept at build time (`readKept`: a JSON array, or
 * undefined) when they may be, else `scan`. Every 1- and 2-character prefix's are kept (none: no
 * phrase starts so), and a frequent word-ending prefix's (phrase-languages.ts).
 */
function keptOrScanned(prefix: string, limit: number, readKept: () => unknown, scan: () => string[]): string[] {
  const short = Array.from(prefix).length <= 2;
  if (short || prefix.endsWith(' ')) {
    const kept = readKept();
    if (typeof kept === 'string') return (JSON.parse(kept) as string[]).slice(0, limit);
    if (short) return [];
  }
  return scan();
}

/** Phrases whose folded key starts with `prefix`, best first. */
function phrasesStartingWith(index: OpenIndex, prefix: string, limit: number): string[] {
  return keptOrScanned(
    prefix,
    limit,
    () => index.statement('SELECT phrases FROM phrase_tops WHERE prefix = ?').pluck().get(prefix),
    () => bestOfRange(index, FIRST_BY_PREFIX, TOP_BY_PREFIX, [prefix, prefix + LAST], limit),
  );
}

const TOP_BY_LANGUAGE_AND_PREFIX = `SELECT phrase FROM (
  SELECT key, phrase, weight FROM phrase_languages WHERE lang = ? AND key >= ? AND key < ? LIMIT ${SCAN_LIMIT}
) ORDER BY weight DESC, key LIMIT ?`;
const FIRST_BY_LANGUAGE_AND_PREFIX = `SELECT key, phrase, weight FROM phrase_languages
  WHERE lang = ? AND key >= ? AND key < ? LIMIT ${FEW_PHRASES}`;

/** Whether the index keeps phrases per language (phrase-languages.ts; older files do not). */
const hasPhraseLanguages = (index: OpenIndex): boolean =>
  index.memo('phrase-languages', () =>
    Boolean(index.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'phrase_language_tops'").get()),
  );

/** Phrases from `language`'s titles whose folded key starts with `prefix`, best first. */
function languagePhrasesStartingWith(index: OpenIndex, language: string, prefix: string, limit: number): string[] {
  if (!hasPhraseLanguages(index)) return [];
  return keptOrScanned(
    prefix,
    limit,
    () =>
      index
        .statement('SELECT phrases FROM phrase_language_tops WHERE lang = ? AND prefix = ?')
        .pluck()
        .get(language, prefix),
    () =>
      bestOfRange(
        index,
        FIRST_BY_LANGUAGE_AND_PREFIX,
        TOP_BY_LANGUAGE_AND_PREFIX,
        [language, prefix, prefix + LAST],
        limit,
      ),
  );
}

/**
 * Up to 8 completions of what the visitor is typing: those from titles in the page's language
 * first, then those of any language, each phrase once (in its own language's wording).
 */
export function suggestPhrases(index: OpenIndex, typed: string, language?: string): string[] {
  const text = typed.slice(0, 200);
  let prefix = foldPhrase(text);
  if (prefix === '') return [];
  // "new " completes to "new york", not to "newton".
  if (/\s$/u.test(text)) prefix += ' ';
  const own = language ? languagePhrasesStartingWith(index, language, prefix, SUGGESTION_LIMIT) : [];
  const byKey = new Map<string, string>();
  for (const phrase of [...own, ...phrasesStartingWith(index, prefix, SUGGESTION_LIMIT)]) {
    const key = foldPhrase(phrase);
    if (!byKey.has(key)) byKey.set(key, phrase);
  }
  return [...byKey.values()].slice(0, SUGGESTION_LIMIT);
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
