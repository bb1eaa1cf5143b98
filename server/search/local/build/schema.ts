/**
 * The index file's SQLite schema (docs/index-format.md, "The index file"). Record text is stored
 * once, in `records`; the FTS5 table `docs` is an external-content index over its title and text;
 * `record_filters` holds the filter values. `vocabulary` and `spelling_buckets` (spelling),
 * `phrases` and `phrase_tops` (suggestions, related searches) are rebuilt after every import.
 */
import type { Database } from 'better-sqlite3';
import { stemText } from '../language/stemming.ts';

/** Bumped when the schema changes; the importer writes this version. */
export const INDEX_FORMAT_VERSION = 10;
/**
 * Versions the provider reads: 1 lacks `media_docs` (news, images and videos then search `docs`),
 * 2 lacks `term_scores` (queries of several frequent words are then ranked by FTS5), 3 lacks
 * `popularity` and `country` (no quality prior; a region is favoured by its language only), 4 may
 * list `term_tops` ties in any order and lacks term_scores' `title_ids` (the first-page shortcut
 * then leaves ties, and titles naming part of a query, to the full query more often), 5 lacks
 * `token_frequencies` (a frequent one-letter word or number is then never left out as common),
 * 6 lacks `stem_docs` (words then match only as written: no "construction" for "constructing"),
 * 7 lacks `stem_scores` (a ranking by stems is then FTS5's, several times slower for a question),
 * 8 lacks `media_stem_docs` (news, images and videos then match words only as written), 9 lacks
 * `media_stem_scores` (a media tab's ranking by stems is then FTS5's).
 */
export const READABLE_FORMAT_VERSIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** bm25 column weights: a title match weighs ten times a text match. */
export const BM25_WEIGHTS = { title: 10, text: 1 } as const;
const RANK_FUNCTION = `bm25(${BM25_WEIGHTS.title}.0, ${BM25_WEIGHTS.text}.0)`;

/** The FTS5 tables: words as written (all records, media only), and their stems (the same two). */
export type FtsTable = 'docs' | 'media_docs' | 'stem_docs' | 'media_stem_docs';

/**
 * The bm25 call for an FTS5 table (`docs` or `media_docs`) with the column weights: called
 * directly, it is measurably faster than FTS5's `rank` column.
 */
export function bm25Call(table: FtsTable): string {
  return `bm25(${table}, ${BM25_WEIGHTS.title}.0, ${BM25_WEIGHTS.text}.0)`;
}

// What format 2 added (upgradeSchema adds it to a format-1 file being written to).
// News, images and videos are indexed a second time, apart: their lookups then walk only their
// own postings instead of those of every web page holding the words (most of an index). On the
// Wikipedia slice the All tab's three group lookups went from about 2.5 ms each to nearly nothing.
// The title-key index and term_tops serve the first-page shortcut (top-candidates.ts).
const FORMAT_2_DDL = `
CREATE INDEX record_filters_title_key ON record_filters(title_key);
-- The best web-table matches of every word held by at least TERM_TOPS_MIN_DF records, as a JSON
-- array of [id, bm25] pairs, best first: a one-word query then skips ranking all its matches.
CREATE TABLE term_tops (term TEXT PRIMARY KEY, ranked TEXT NOT NULL) WITHOUT ROWID;
CREATE VIRTUAL TABLE media_docs USING fts5(
  title, text,
  content = 'records', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  detail = full
);
CREATE TRIGGER records_media_insert AFTER INSERT ON records WHEN new.type <> 'web' BEGIN
  INSERT INTO media_docs(rowid, title, text) VALUES (new.id, new.title, new.text);
END;
CREATE TRIGGER records_media_delete AFTER DELETE ON records WHEN old.type <> 'web' BEGIN
  INSERT INTO media_docs(media_docs, rowid, title, text) VALUES ('delete', old.id, old.title, old.text);
END;
`;

// What format 3 added: every frequent word's bm25 contribution in each record holding it
// (term-scores.ts). A query of several such words ("united states") is then ranked by merging
// their lists instead of FTS5 scoring every record that holds them all, which for two common
// words is thousands of records (ADR 014).
const FORMAT_3_DDL = `
-- ids: the records holding the word, ascending, as little-endian int32; scores: the word's bm25
-- in each (what a one-word query gives), as little-endian float64, in the same order.
CREATE TABLE term_scores (term TEXT PRIMARY KEY, ids BLOB NOT NULL, scores BLOB NOT NULL);
`;

// What format 5 added: term_tops lists ties in id order (top-candidates.ts, Ties), and each
// term_scores list the records whose title holds its word (term-scores.ts): the first-page
// shortcut then ranks several frequent words with the title-coverage factor (ADR 022). Every
// import rebuilds both.
const FORMAT_5_DDL = `
-- title_ids: the records whose title_key holds the word, ascending, as little-endian int32.
ALTER TABLE term_scores ADD COLUMN title_ids BLOB;
`;

// What format 6 added: how many records hold each frequent indexed token the spelling vocabulary
// leaves out (one letter, digits: "s" of "Rosie's", "a", "1"), so that a query leaves them out
// as common words as it does "the" (run-search.ts; ADR 022). Every import rebuilds it.
const FORMAT_6_DDL = `
CREATE TABLE token_frequencies (term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
`;

// What format 7 added: every record's words a second time, as the stems of its language
// (stemming.ts, ADR 030). Contentless: the stems are written by the importer, which computes them
// in JavaScript (FTS5 has no Snowball tokenizer), and are never read back, only matched.
const FORMAT_7_DDL = `
CREATE VIRTUAL TABLE stem_docs USING fts5(
  title, text,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  detail = full
);
CREATE TRIGGER records_stem_delete AFTER DELETE ON records BEGIN
  DELETE FROM stem_docs WHERE rowid = old.id;
END;
`;

// What format 8 added: every frequent stem's bm25 share in each record holding it (stem-scores.ts,
// ADR 031), filled with the other derived tables after each import.
const FORMAT_8_DDL = `
CREATE TABLE stem_scores (term TEXT PRIMARY KEY, ids BLOB NOT NULL, scores BLOB NOT NULL);
`;

// What format 9 added: the stems of news, images and videos a second time, apart, as media_docs
// holds their words (ADR 038): a media tab's ranking by stems then walks only its own postings,
// not those of every web page holding the stem.
const FORMAT_9_DDL = `
CREATE VIRTUAL TABLE media_stem_docs USING fts5(
  title, text,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  detail = full
);
CREATE TRIGGER records_media_stem_delete AFTER DELETE ON records WHEN old.type <> 'web' BEGIN
  DELETE FROM media_stem_docs WHERE rowid = old.id;
END;
`;

// What format 10 added: the media stems' kept lists, as stem_scores are the web's (ADR 040), filled
// with the other derived tables after each import.
const FORMAT_10_DDL = `
CREATE TABLE media_stem_scores (term TEXT PRIMARY KEY, ids BLOB NOT NULL, scores BLOB NOT NULL);
`;

// What format 4 added: each record's static quality prior and its site's country, read by the
// ranking (ranking-priors.ts). Columns of the narrow filters table, which ranking reads anyway.
const FORMAT_4_DDL = `
ALTER TABLE record_filters ADD COLUMN popularity REAL NOT NULL DEFAULT 0;
ALTER TABLE record_filters ADD COLUMN country TEXT;
`;

const DDL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

-- What results show. Filters read the narrow record_filters table instead, which is many times
-- faster to visit for every match than these rows with their (often long) text.
CREATE TABLE records (
  id INTEGER PRIMARY KEY,
  url TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  site TEXT,
  published INTEGER,
  media TEXT,
  title TEXT NOT NULL,
  text TEXT NOT NULL
);

CREATE TABLE record_filters (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  lang TEXT,
  published INTEGER,
  adult INTEGER NOT NULL,
  img_size TEXT,
  img_aspect TEXT,
  img_kind TEXT,
  img_colour TEXT,
  licence_bits INTEGER NOT NULL,
  vid_length TEXT,
  vid_lines INTEGER,
  -- The title's folded words, space-separated: a query equal to it is a title match.
  title_key TEXT NOT NULL
);

-- detail=full: bm25 needs term positions; with detail=column it re-tokenizes every matching
-- text and a common word takes 100 ms instead of 5.
CREATE VIRTUAL TABLE docs USING fts5(
  title, text,
  content = 'records', content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2',
  detail = full
);
INSERT INTO docs(docs, rank) VALUES ('rank', '${RANK_FUNCTION}');

CREATE TRIGGER records_insert AFTER INSERT ON records BEGIN
  INSERT INTO docs(rowid, title, text) VALUES (new.id, new.title, new.text);
END;
CREATE TRIGGER records_delete AFTER DELETE ON records BEGIN
  INSERT INTO docs(docs, rowid, title, text) VALUES ('delete', old.id, old.title, old.text);
  DELETE FROM record_filters WHERE id = old.id;
END;

${FORMAT_2_DDL}
${FORMAT_3_DDL}
${FORMAT_4_DDL}
${FORMAT_5_DDL}
${FORMAT_6_DDL}
${FORMAT_7_DDL}
${FORMAT_8_DDL}
${FORMAT_9_DDL}
${FORMAT_10_DDL}
CREATE TABLE vocabulary (term TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;
-- Spelling candidates by first letter: "term df" lines in JavaScript sort order, for every word
-- (the first format 3 files: words in at least 2 records); the provider loads a
-- letter's bucket once and walks it as a trie.
CREATE TABLE spelling_buckets (first TEXT PRIMARY KEY, entries TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE phrases (key TEXT PRIMARY KEY, phrase TEXT NOT NULL, weight INTEGER NOT NULL) WITHOUT ROWID;
-- The best phrases for each 1- and 2-character prefix, and for each prefix ending a word that
-- many phrases start with ("list of "), which match too many phrases to sort per keystroke or
-- page: a JSON array of phrases, best first (files built before hold the short prefixes only).
CREATE TABLE phrase_tops (prefix TEXT PRIMARY KEY, phrases TEXT NOT NULL) WITHOUT ROWID;
`;

/** Creates the tables of an empty index. */
export function createSchema(db: Database): void {
  db.exec(DDL);
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('format', String(INDEX_FORMAT_VERSION));
}

/**
 * Brings an older index (being written to) up to this format: from 1, adds and fills
 * `media_docs` and indexes title keys; from 1 or 2, adds `term_scores` (filled with the other
 * derived tables after the import); from 1, 2 or 3, adds `popularity` and `country` (0 and none);
 * from 1 to 4, adds `title_ids` to term_scores (the import rebuilds term_tops and term_scores);
 * from 1 to 5, adds `token_frequencies` (filled after the import); from 1 to 6, adds `stem_docs`
 * and fills it with the stems of the records already there; from 1 to 7, adds `stem_scores`
 * (filled after the import); from 1 to 8, adds `media_stem_docs` and fills it with the stems of
 * the news, images and videos already there; from 1 to 9, adds `media_stem_scores` (filled after
 * the import).
 */
export function upgradeSchema(db: Database): void {
  const version = formatVersion(db);
  if (version === undefined || version < 1 || version >= INDEX_FORMAT_VERSION) return;
  db.transaction(() => {
    if (version === 1) {
      db.exec(FORMAT_2_DDL);
      db.exec("INSERT INTO media_docs(rowid, title, text) SELECT id, title, text FROM records WHERE type <> 'web'");
    }
    if (version <= 2) db.exec(FORMAT_3_DDL);
    if (version <= 3) db.exec(FORMAT_4_DDL);
    if (version <= 4) db.exec(FORMAT_5_DDL);
    if (version <= 5) db.exec(FORMAT_6_DDL);
    if (version <= 6) db.exec(FORMAT_7_DDL);
    if (version <= 7) db.exec(FORMAT_8_DDL);
    if (version <= 8) {
      db.exec(FORMAT_9_DDL);
      fillStems(db, version <= 6 ? 'every record' : 'media');
    }
    db.exec(FORMAT_10_DDL);
    db.prepare("UPDATE meta SET value = ? WHERE key = 'format'").run(String(INDEX_FORMAT_VERSION));
  })();
}

/**
 * Writes the stems of the records already there, a thousand at a time: of every record (an index
 * upgraded from before format 7), or of the media only (from format 7 or 8: `stem_docs` is full).
 */
function fillStems(db: Database, which: 'every record' | 'media'): void {
  const insert = prepareStems(db, which === 'media' ? ['media_stem_docs'] : undefined);
  const batch = db.prepare(
    `SELECT r.id, r.type, r.title, r.text, f.lang FROM records r LEFT JOIN record_filters f ON f.id = r.id
     WHERE r.id > ?${which === 'media' ? " AND r.type <> 'web'" : ''} ORDER BY r.id LIMIT 1000`,
  );
  type Row = { id: number; type: string; title: string; text: string; lang: string | null };
  for (let rows = batch.all(0) as Row[]; rows.length > 0; rows = batch.all(rows.at(-1)!.id) as Row[]) {
    for (const row of rows) insert(row.id, row.type, row.title, row.text, row.lang ?? undefined);
  }
}

type StemTable = 'stem_docs' | 'media_stem_docs';

/**
 * Writes one record's stems (a record written, or an older index upgraded): into `stem_docs`,
 * and for news, images and videos into `media_stem_docs` too; or into `only` those tables.
 */
export function prepareStems(
  db: Database,
  only?: readonly StemTable[],
): (id: number | bigint, type: string, title: string, text: string, lang?: string) => void {
  const insert = (table: StemTable) =>
    !only || only.includes(table)
      ? db.prepare(`INSERT INTO ${table} (rowid, title, text) VALUES (?, ?, ?)`)
      : undefined;
  const all = insert('stem_docs');
  const media = insert('media_stem_docs');
  return (id, type, title, text, lang) => {
    const stems = [stemText(title, lang), stemText(text, lang)] as const;
    all?.run(id, ...stems);
    if (type !== 'web') media?.run(id, ...stems);
  };
}

/** The index's format version, or undefined when the file is not a Karma index. */
export function formatVersion(db: Database): number | undefined {
  try {
    const row = db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as { value: string } | undefined;
    return row ? Number(row.value) : undefined;
  } catch {
    return undefined;
  }
}
