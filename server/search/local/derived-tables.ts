/**
 * Rebuilds the tables derived from the indexed records after an import: the spelling
 * `vocabulary` (every alphabetic indexed word with the number of records holding it, read from
 * FTS5's own term list so it folds exactly as the index does) with its `spelling_buckets`, and
 * the suggestion `phrases` (lowercased titles and their leading word n-grams, weighted by how
 * many titles start so) with their `phrase_tops`, and the `term_tops` and `term_scores`
 * (term-scores.ts) of frequent words.
 */
import type { Database } from 'better-sqlite3';
import { bm25Call } from './schema.ts';
import { SPELLING_RULES } from './spelling.ts';
import { rebuildTermScores } from './term-scores.ts';
import { foldPhrase } from './text-fold.ts';
import { CANDIDATES, TERM_TOPS_MIN_DF } from './top-candidates.ts';

/** Suggestions shown for a prefix. */
export const SUGGESTION_LIMIT = 8;

export const PHRASE_RULES = { maxLeadingWords: 3, maxTitleChars: 80, minLeadingWeight: 2 } as const;

const VOCABULARY_WORD = /^\p{L}{2,32}$/u;

/** The display phrases a title contributes: its leading 1–3 words (fewer than all) and itself. */
export function titlePhrases(title: string): { leading: string[]; full: string | undefined } {
  const phrase = title.toLowerCase().replace(/\s+/gu, ' ').trim();
  const titleWords = phrase.split(' ');
  const leading: string[] = [];
  for (let n = 1; n <= Math.min(PHRASE_RULES.maxLeadingWords, titleWords.length - 1); n++) {
    const ngram = titleWords
      .slice(0, n)
      .join(' ')
      .replace(/[\p{P}\s]+$/u, '');
    if (ngram !== '') leading.push(ngram);
  }
  return { leading, full: phrase.length <= PHRASE_RULES.maxTitleChars ? phrase : undefined };
}

function rebuildVocabulary(db: Database): number {
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.docs_terms USING fts5vocab(main, 'docs', 'row')");
  const terms = db.prepare('SELECT term, doc FROM temp.docs_terms').raw().all() as [string, number][];
  db.exec('DELETE FROM vocabulary');
  const insert = db.prepare('INSERT INTO vocabulary (term, df) VALUES (?, ?)');
  const buckets = new Map<string, [string, number][]>();
  let count = 0;
  for (const [term, df] of terms) {
    if (!VOCABULARY_WORD.test(term)) continue;
    insert.run(term, df);
    count++;
    if (df < SPELLING_RULES.unknownTargetMinDf) continue;
    const first = String.fromCodePoint(term.codePointAt(0)!);
    const bucket = buckets.get(first);
    if (bucket) bucket.push([term, df]);
    else buckets.set(first, [[term, df]]);
  }
  db.exec('DELETE FROM spelling_buckets');
  const insertBucket = db.prepare('INSERT INTO spelling_buckets (first, entries) VALUES (?, ?)');
  for (const [first, entries] of buckets) {
    // JavaScript's sort order (UTF-16), which the trie walk's binary search relies on.
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    insertBucket.run(first, entries.map(([term, df]) => `${term} ${df}`).join('\n'));
  }
  return count;
}

interface PhraseEntry {
  phrase: string;
  weight: number;
  full: boolean;
}

function rebuildPhrases(db: Database): number {
  const phrases = new Map<string, PhraseEntry>();
  const add = (phrase: string, full: boolean) => {
    const key = foldPhrase(phrase);
    const entry = phrases.get(key);
    if (entry) {
      entry.weight++;
      entry.full ||= full;
    } else phrases.set(key, { phrase, weight: 1, full });
  };
  for (const title of db.prepare('SELECT title FROM records').pluck().all() as string[]) {
    const { leading, full } = titlePhrases(title);
    for (const ngram of leading) add(ngram, false);
    if (full) add(full, true);
  }
  db.exec('DELETE FROM phrases');
  const insert = db.prepare('INSERT INTO phrases (key, phrase, weight) VALUES (?, ?, ?)');
  const kept: [string, PhraseEntry][] = [];
  for (const [key, entry] of phrases) {
    if (key === '' || (!entry.full && entry.weight < PHRASE_RULES.minLeadingWeight)) continue;
    insert.run(key, entry.phrase, entry.weight);
    kept.push([key, entry]);
  }
  rebuildPhraseTops(db, kept);
  return kept.length;
}

/** The SUGGESTION_LIMIT best phrases for every 1- and 2-character prefix. */
function rebuildPhraseTops(db: Database, phrases: readonly [string, PhraseEntry][]): void {
  const byPrefix = new Map<string, [string, PhraseEntry][]>();
  for (const item of phrases) {
    const characters = Array.from(item[0]);
    for (const length of [1, 2]) {
      if (characters.length < length) continue;
      const prefix = characters.slice(0, length).join('');
      const list = byPrefix.get(prefix);
      if (list) list.push(item);
      else byPrefix.set(prefix, [item]);
    }
  }
  db.exec('DELETE FROM phrase_tops');
  const insert = db.prepare('INSERT INTO phrase_tops (prefix, phrases) VALUES (?, ?)');
  for (const [prefix, list] of byPrefix) {
    list.sort(([keyA, a], [keyB, b]) => b.weight - a.weight || (keyA < keyB ? -1 : 1));
    insert.run(prefix, JSON.stringify(list.slice(0, SUGGESTION_LIMIT).map(([, entry]) => entry.phrase)));
  }
}

/**
 * Ranks, once, the matches of every frequent word (what a one-word query costs most to rank) and
 * keeps the first CANDIDATES: the index is read-only while serving, so these bm25 values are
 * exactly what a query would compute. About 6,000 words on the Wikipedia slice.
 */
function rebuildTermTops(db: Database): void {
  db.exec('DELETE FROM term_tops');
  const words = db.prepare('SELECT term FROM vocabulary WHERE df >= ?').pluck().all(TERM_TOPS_MIN_DF) as string[];
  const rank = db.prepare(`SELECT rowid, ${bm25Call('docs')} AS raw FROM docs WHERE docs MATCH ? ORDER BY raw LIMIT ?`);
  const insert = db.prepare('INSERT INTO term_tops (term, ranked) VALUES (?, ?)');
  for (const word of words) {
    const ranked = rank.raw().all(`"${word}"`, CANDIDATES) as [number, number][];
    insert.run(word, JSON.stringify(ranked));
  }
}

/** Rebuilds vocabulary, phrases, term tops and scores and the record count in one transaction. */
export function rebuildDerivedTables(db: Database): { documents: number; terms: number; phrases: number } {
  return db.transaction(() => {
    const terms = rebuildVocabulary(db);
    const phraseCount = rebuildPhrases(db);
    rebuildTermTops(db);
    rebuildTermScores(db);
    const documents = (db.prepare('SELECT count(*) FROM records').pluck().get() as number) ?? 0;
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('documents', String(documents));
    setMeta.run('built_at', new Date().toISOString());
    return { documents, terms, phrases: phraseCount };
  })();
}
