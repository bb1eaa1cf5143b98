/**
 * Suggestion phrases per language, so that a visitor typing "re" on the English page sees
 * "red fox" before "renard roux" (suggestions.ts reads them first, then the `phrases` of every
 * language). A phrase belongs to each language of the titles it comes from, weighted by how many
 * of those titles start so. Written only for an index holding records in several languages: in
 * a single-language one (the Wikipedia slice) the order would not change, and the tables would
 * double the phrases' size for nothing. Rebuilt with the other derived tables after every import;
 * an index written before these tables existed simply has none.
 */
import type { Database } from 'better-sqlite3';

export const PHRASE_LANGUAGES_DDL = `
CREATE TABLE IF NOT EXISTS phrase_languages (
  lang TEXT NOT NULL, key TEXT NOT NULL, phrase TEXT NOT NULL, weight INTEGER NOT NULL,
  PRIMARY KEY (lang, key)
) WITHOUT ROWID;
-- Like phrase_tops, per language: the best phrases of each short or frequent prefix, as JSON.
CREATE TABLE IF NOT EXISTS phrase_language_tops (
  lang TEXT NOT NULL, prefix TEXT NOT NULL, phrases TEXT NOT NULL,
  PRIMARY KEY (lang, prefix)
) WITHOUT ROWID;
`;

export interface WeightedPhrase {
  /** The folded key (text-fold.ts foldPhrase). */
  key: string;
  /** As shown: the first title's wording. */
  phrase: string;
  weight: number;
}

/** The record languages of the index, for deciding whether phrases are kept per language. */
export function indexLanguages(db: Database): string[] {
  return db.prepare('SELECT DISTINCT lang FROM record_filters WHERE lang IS NOT NULL').pluck().all() as string[];
}

/**
 * A prefix ending a word ("new ", "list of ") that this many phrases start with has its best
 * phrases kept too: related searches and suggestions look such prefixes up at every query, and a
 * frequent word's ("list ": 1,600 phrases) would otherwise be sorted each time.
 */
export const WORD_PREFIX_TOPS_MIN = 32;

/** The prefixes of `key` kept with their best phrases: its first 1 and 2 characters, and each run of words. */
function prefixesOf(key: string): string[] {
  const characters = Array.from(key);
  const prefixes = characters.length >= 2 ? [characters[0]!, characters[0]! + characters[1]!] : [...characters];
  for (let space = key.indexOf(' '); space > 0; space = key.indexOf(' ', space + 1)) {
    prefixes.push(key.slice(0, space + 1));
  }
  return prefixes;
}

/**
 * The `limit` best phrases (weight, then key) of every 1- and 2-character prefix, and of every
 * prefix ending a word that WORD_PREFIX_TOPS_MIN phrases or more start with.
 */
export function bestByPrefix(phrases: readonly WeightedPhrase[], limit: number): Map<string, string[]> {
  const byPrefix = new Map<string, WeightedPhrase[]>();
  for (const item of phrases) {
    for (const prefix of prefixesOf(item.key)) {
      const list = byPrefix.get(prefix);
      if (list) list.push(item);
      else byPrefix.set(prefix, [item]);
    }
  }
  const tops = new Map<string, string[]>();
  for (const [prefix, list] of byPrefix) {
    if (prefix.endsWith(' ') && list.length < WORD_PREFIX_TOPS_MIN) continue;
    list.sort((a, b) => b.weight - a.weight || (a.key < b.key ? -1 : 1));
    tops.set(
      prefix,
      list.slice(0, limit).map((item) => item.phrase),
    );
  }
  return tops;
}

/** Replaces the per-language tables' rows (none for a single-language index). */
export function writePhraseLanguages(
  db: Database,
  byLanguage: ReadonlyMap<string, readonly WeightedPhrase[]>,
  limit: number,
): void {
  db.exec(PHRASE_LANGUAGES_DDL);
  db.exec('DELETE FROM phrase_languages; DELETE FROM phrase_language_tops;');
  const insert = db.prepare('INSERT INTO phrase_languages (lang, key, phrase, weight) VALUES (?, ?, ?, ?)');
  const insertTops = db.prepare('INSERT INTO phrase_language_tops (lang, prefix, phrases) VALUES (?, ?, ?)');
  for (const [lang, phrases] of byLanguage) {
    for (const { key, phrase, weight } of phrases) insert.run(lang, key, phrase, weight);
    for (const [prefix, tops] of bestByPrefix(phrases, limit)) insertTops.run(lang, prefix, JSON.stringify(tops));
  }
}
