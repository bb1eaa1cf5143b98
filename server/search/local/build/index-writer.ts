/**
 * Writes records into an index file being built (the importer's temporary file): the columns
 * each record is stored in, with its filter values derived (filter-rules.ts), and the upsert
 * that replaces a record whose URL is already indexed.
 */
import Database from 'better-sqlite3';
import { wordKey } from '../language/text-fold.ts';
import { urlCountry } from '../ranking/ranking-priors.ts';
import { imageAspect, imageSize, licenceBits, resolutionLines, videoLength } from './filter-rules.ts';
import type { IndexRecord } from './index-record.ts';
import { prepareTwins } from './record-twins.ts';
import { createSchema, formatVersion, INDEX_FORMAT_VERSION, prepareStems, upgradeSchema } from './schema.ts';
import { twinKey } from './twin-key.ts';

/** What the provider shows of a record's image and video (stored as JSON in `media`). */
export interface StoredMedia {
  image?: IndexRecord['image'];
  video?: IndexRecord['video'];
}

const RECORD_COLUMNS = ['id', 'url', 'type', 'site', 'published', 'media', 'title', 'text'] as const;
const FILTER_COLUMNS = [
  'id',
  'type',
  'lang',
  'published',
  'adult',
  'img_size',
  'img_aspect',
  'img_kind',
  'img_colour',
  'licence_bits',
  'vid_length',
  'vid_lines',
  'title_key',
  'popularity',
  'country',
] as const;

type Value = string | number | null;

/** A record as the values of the `records` columns (after its id). */
export function recordRow(record: IndexRecord): Value[] {
  const { image, video } = record;
  const media: StoredMedia = { image, video };
  return [
    record.url,
    record.type,
    record.site ?? null,
    record.published ?? null,
    image || video ? JSON.stringify(media) : null,
    record.title,
    record.text,
  ];
}

/** A record's filter values, derived by filter-rules.ts (the `record_filters` columns after id). */
export function filterRow(record: IndexRecord): Value[] {
  const { image, video } = record;
  return [
    record.type,
    record.lang ?? null,
    record.published ?? null,
    record.adult ? 1 : 0,
    imageSize(image?.width, image?.height) ?? null,
    imageAspect(image?.width, image?.height) ?? null,
    image?.kind ?? null,
    image?.colour ?? null,
    licenceBits(image?.licence),
    videoLength(video?.duration_s) ?? null,
    resolutionLines(video?.resolution) ?? null,
    wordKey(record.title),
    record.popularity,
    record.country ?? urlCountry(record.url) ?? null,
  ];
}

const insertSql = (table: string, columns: readonly string[]) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;

export interface IndexWriter {
  db: Database.Database;
  /** Adds the records in one transaction; returns how many replaced a record with the same URL. */
  addBatch(records: readonly IndexRecord[]): number;
}

/** Opens (a copy of an existing index, or a new empty) file for writing. */
export function openIndexWriter(file: string, isNew: boolean): IndexWriter {
  const db = new Database(file);
  // The file is a private temporary copy until it is renamed: a crash only loses the copy.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -131072');
  if (isNew) createSchema(db);
  else upgradeSchema(db);
  const version = formatVersion(db);
  if (version !== INDEX_FORMAT_VERSION) {
    db.close();
    throw new Error(
      `the existing index has format ${version ?? 'unknown'}, expected ${INDEX_FORMAT_VERSION}: use --replace`,
    );
  }
  const remove = db.prepare('DELETE FROM records WHERE url = ?');
  const insertRecord = db.prepare(insertSql('records', RECORD_COLUMNS));
  const insertFilters = db.prepare(insertSql('record_filters', FILTER_COLUMNS));
  const insertTwin = prepareTwins(db);
  const insertStems = prepareStems(db);
  const addBatch = db.transaction((records: readonly IndexRecord[]) => {
    let replaced = 0;
    for (const record of records) {
      replaced += remove.run(record.url).changes;
      const id = insertRecord.run(null, ...recordRow(record)).lastInsertRowid;
      insertFilters.run(id, ...filterRow(record));
      insertTwin(id, twinKey(record));
      insertStems(id, record.type, record.title, record.text, record.lang);
    }
    return replaced;
  });
  return { db, addBatch };
}
