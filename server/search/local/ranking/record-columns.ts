/**
 * The columns of `record_filters` that rank a page (type, language, adult flag, popularity, title
 * key), copied once per open index into arrays indexed by record id, so that the first-page
 * shortcut (top-candidates.ts) reads its candidates' factors without a B-tree lookup each (up
 * to 200 a page by `json_each`; ADR 037).
 *
 * The index file is read-only while it is served, so the copy never goes stale; a new file is a
 * new OpenIndex with its own memo. Its factors are computed with the very operations the SQL
 * uses (`f.lang = ?`, `1.0 + 0.5 * f.popularity`, the title-coverage test), in IEEE doubles as
 * SQLite's are, so a score is bit for bit the full query's: the shortcut's proof needs that.
 * A larger index than COPIED_RECORDS_MAX keeps the SQL read (the copy's memory grows with it).
 */
import type { OpenIndex } from '../runtime/index-handle.ts';

/**
 * Records up to which the columns are copied: about 70 bytes each, most of it the title key,
 * read once per open index (in each search worker) at its first search (ADR 037).
 */
export const COPIED_RECORDS_MAX = 1_000_000;

export interface RecordColumns {
  /** Per id: the record's type as a code of `types` (0: no record). */
  type: Uint8Array;
  types: readonly (string | null)[];
  /** Per id: the record's language as a code of `languages` (0: NULL). */
  lang: Uint16Array;
  languages: readonly (string | null)[];
  adult: Uint8Array;
  popularity: Float64Array;
  titleKey: readonly string[];
}

function load(index: OpenIndex): RecordColumns | undefined {
  const maxId = (index.db.prepare('SELECT max(id) FROM record_filters').pluck().get() as number | null) ?? 0;
  if (maxId > COPIED_RECORDS_MAX) return undefined;
  const hasPopularity = (index.db.prepare('PRAGMA table_info(record_filters)').all() as { name: string }[]).some(
    (column) => column.name === 'popularity',
  );
  const size = maxId + 1;
  const columns: RecordColumns = {
    type: new Uint8Array(size),
    types: [null],
    lang: new Uint16Array(size),
    languages: [null],
    adult: new Uint8Array(size),
    popularity: new Float64Array(size),
    titleKey: new Array<string>(size).fill(''),
  };
  // Code 0 is no value; every string, the empty one too, gets its own code from 1.
  const codes = (names: (string | null)[]) => {
    const known = new Map<string, number>();
    return (name: string) => {
      let code = known.get(name);
      if (code === undefined) {
        code = names.push(name) - 1;
        known.set(name, code);
      }
      return code;
    };
  };
  const typeCode = codes(columns.types as (string | null)[]);
  const langCode = codes(columns.languages as (string | null)[]);
  const rows = index.db
    .prepare(
      `SELECT id, type, lang, adult, ${hasPopularity ? 'popularity' : '0.0'}, title_key FROM record_filters ORDER BY id`,
    )
    .raw()
    .iterate() as IterableIterator<[number, string, string | null, number, number, string]>;
  const titleKey = columns.titleKey as string[];
  for (const [id, type, lang, adult, popularity, key] of rows) {
    columns.type[id] = typeCode(type);
    columns.lang[id] = lang === null ? 0 : langCode(lang);
    columns.adult[id] = adult;
    columns.popularity[id] = popularity;
    titleKey[id] = key;
  }
  // More types or languages than the arrays' codes hold: the SQL read stays (never on real data).
  if (columns.types.length > 0xff || columns.languages.length > 0xffff) return undefined;
  return columns;
}

/** The open index's copy, made at its first use, or undefined when the index is too large. */
export function recordColumns(index: OpenIndex): RecordColumns | undefined {
  return index.memo('record-columns', () => load(index));
}
