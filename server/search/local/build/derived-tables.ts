/**
 * Rebuilds the tables derived from the indexed records after an import: the spelling
 * `vocabulary` (every alphabetic indexed word with the number of records holding it, read from
 * FTS5's own term list so it folds exactly as the index does) with its `spelling_buckets` and
 * its Bloom filter (`vocabulary_filter`: vocabulary-filter.ts), the
 * `token_frequencies` of frequent tokens it leaves out ("s", "a", "1"), and
 * the suggestion `phrases` (lowercased titles and their leading word n-grams, weighted by the
 * records mentioning them: phrase-mentions.ts) with their `phrase_tops` and, in an index of
 * several languages, the same per language (phrase-languages.ts), and the `term_tops` and
 * `term_scores` (term-scores.ts) of frequent words and the `stem_scores` (stem-scores.ts) of
 * frequent stems.
 */
import type { Database } from 'better-sqlite3';
import { foldPhrase } from '../language/text-fold.ts';
import { rebuildStemScores } from '../ranking/stem-scores.ts';
import { rebuildTermScores, TERM_SCORES_MIN_DF } from '../ranking/term-scores.ts';
import { CANDIDATES, TERM_TOPS_MIN_DF } from '../ranking/top-candidates.ts';
import { SPELLING_RULES } from '../spelling/spelling.ts';
import { writeVocabularyFilter } from '../spelling/vocabulary-filter.ts';
import { bestByPrefix, indexLanguages, type WeightedPhrase, writePhraseLanguages } from './phrase-languages.ts';
import { countMentions, phraseWeight } from './phrase-mentions.ts';
import { bm25Call } from './schema.ts';

/** Suggestions shown for a prefix. */
export const SUGGESTION_LIMIT = 8;

export const PHRASE_RULES = { maxLeadingWords: 3, maxTitleChars: 80, minLeadingWeight: 2 } as const;

const VOCABULARY_WORD = /^\p{L}{2,32}$/u;
/**
 * Tokens outside the vocabulary (one letter, digits) held by at least this share of the records,
 * or by TERM_SCORES_MIN_DF, are listed in `token_frequencies`: a query leaves such a token out as
 * common (run-search.ts, whose share, 0.2, must not be below this one), and it gets its term
 * scores as a frequent word does ("c" of "Dean C. Messee", "2008": term-scores.ts).
 */
export const TOKEN_FREQUENCY_MIN_SHARE = 0.05;

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
  db.exec('DELETE FROM token_frequencies');
  const insertToken = db.prepare('INSERT INTO token_frequencies (term, df) VALUES (?, ?)');
  const records = db.prepare('SELECT count(*) FROM records').pluck().get() as number;
  const words: string[] = [];
  for (const [term, df] of terms) {
    if (!VOCABULARY_WORD.test(term)) {
      if (df >= Math.min(TERM_SCORES_MIN_DF, Math.max(1, records * TOKEN_FREQUENCY_MIN_SHARE))) {
        insertToken.run(term, df);
      }
      continue;
    }
    insert.run(term, df);
    words.push(term);
    if (df < SPELLING_RULES.bucketMinDf) continue;
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
  writeVocabularyFilter(db, words);
  return words.length;
}

interface PhraseEntry {
  phrase: string;
  weight: number;
  full: boolean;
}

function rebuildPhrases(db: Database): number {
  const phrases = new Map<string, PhraseEntry>();
  // Per language too, but only in an index of several languages (phrase-languages.ts).
  const multilingual = indexLanguages(db).length >= 2;
  const byLanguage = new Map<string, Map<string, WeightedPhrase>>();
  const add = (phrase: string, full: boolean, lang: string | null) => {
    const key = foldPhrase(phrase);
    const entry = phrases.get(key);
    if (entry) {
      entry.weight++;
      entry.full ||= full;
    } else phrases.set(key, { phrase, weight: 1, full });
    if (lang === null) return;
    let own = byLanguage.get(lang);
    if (!own) {
      own = new Map();
      byLanguage.set(lang, own);
    }
    const ownEntry = own.get(key);
    if (ownEntry) ownEntry.weight++;
    else own.set(key, { key, phrase, weight: 1 });
  };
  const titles = multilingual
    ? 'SELECT r.title, f.lang FROM records r LEFT JOIN record_filters f ON f.id = r.id'
    : 'SELECT title, NULL FROM records';
  for (const [title, lang] of db.prepare(titles).raw().all() as [string, string | null][]) {
    const { leading, full } = titlePhrases(title);
    for (const ngram of leading) add(ngram, false, lang);
    if (full) add(full, true, lang);
  }
  db.exec('DELETE FROM phrases');
  const insert = db.prepare('INSERT INTO phrases (key, phrase, weight) VALUES (?, ?, ?)');
  const titled: WeightedPhrase[] = [];
  for (const [key, entry] of phrases) {
    if (key === '' || (!entry.full && entry.weight < PHRASE_RULES.minLeadingWeight)) continue;
    titled.push({ key, phrase: entry.phrase, weight: entry.weight });
  }
  // Ranked by usefulness: the records mentioning the phrase, then its titles (phrase-mentions.ts).
  const mentions = countMentions(db, titled);
  const useful = (item: WeightedPhrase) => ({
    ...item,
    weight: phraseWeight(mentions.get(item.key) ?? 0, item.weight),
  });
  const kept = titled.map(useful);
  for (const item of kept) insert.run(item.key, item.phrase, item.weight);
  rebuildPhraseTops(db, kept);
  // A language's phrases are those kept overall that its titles hold.
  const keptKeys = new Set(kept.map((item) => item.key));
  const languagePhrases = new Map<string, WeightedPhrase[]>();
  for (const [lang, own] of byLanguage) {
    languagePhrases.set(lang, [...own.values()].filter((item) => keptKeys.has(item.key)).map(useful));
  }
  writePhraseLanguages(db, languagePhrases, SUGGESTION_LIMIT);
  return kept.length;
}

/** The SUGGESTION_LIMIT best phrases for every short or frequent prefix (phrase-languages.ts). */
function rebuildPhraseTops(db: Database, phrases: readonly WeightedPhrase[]): void {
  db.exec('DELETE FROM phrase_tops');
  const insert = db.prepare('INSERT INTO phrase_tops (prefix, phrases) VALUES (?, ?)');
  for (const [prefix, tops] of bestByPrefix(phrases, SUGGESTION_LIMIT)) insert.run(prefix, JSON.stringify(tops));
}

/**
 * Ranks, once, the matches of every frequent word (what a one-word query costs most to rank) and
 * keeps the first CANDIDATES: the index is read-only while serving, so these bm25 values are
 * exactly what a query would compute. About 6,000 words on the Wikipedia slice.
 */
function rebuildTermTops(db: Database): void {
  db.exec('DELETE FROM term_tops');
  const words = db.prepare('SELECT term FROM vocabulary WHERE df >= ?').pluck().all(TERM_TOPS_MIN_DF) as string[];
  // Ties in id order, as the full query breaks them: the shortcut's rule for ties relies on it.
  const rank = db.prepare(
    `SELECT rowid, ${bm25Call('docs')} AS raw FROM docs WHERE docs MATCH ? ORDER BY raw, rowid LIMIT ?`,
  );
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
    rebuildStemScores(db);
    const documents = (db.prepare('SELECT count(*) FROM records').pluck().get() as number) ?? 0;
    const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
    setMeta.run('documents', String(documents));
    // The record types held, space-separated: a reader need not scan the records to know them.
    const types = db.prepare('SELECT DISTINCT type FROM records ORDER BY type').pluck().all() as string[];
    setMeta.run('record_types', types.join(' '));
    setMeta.run('built_at', new Date().toISOString());
    return { documents, terms, phrases: phraseCount };
  })();
}
