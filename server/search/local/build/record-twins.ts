/**
 * The `record_twins` table: each record's twin key (twin-key.ts), for the records that have one.
 * Written with the record, deleted with it; files built before it lack it and show every copy
 * until their next import, which creates it and fills it for the site's own pages (their key
 * comes from the URL alone).
 */
import type Database from 'better-sqlite3';
import type { TwinInfo } from '../query/twin-collapse.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { twinKey } from './twin-key.ts';

const DDL = `
CREATE TABLE IF NOT EXISTS record_twins (id INTEGER PRIMARY KEY, twin TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS record_twins_twin ON record_twins(twin);
CREATE TRIGGER IF NOT EXISTS records_twins_delete AFTER DELETE ON records BEGIN
  DELETE FROM record_twins WHERE id = old.id;
END;
`;

/** Creates the table in a file being written, and keys its site pages that have none yet. */
export function prepareTwins(db: Database.Database): (id: number | bigint, key: string | undefined) => void {
  db.exec(DDL);
  const insert = db.prepare('INSERT OR REPLACE INTO record_twins (id, twin) VALUES (?, ?)');
  const unkeyed = db
    .prepare("SELECT id, url FROM records WHERE url LIKE '/%' AND id NOT IN (SELECT id FROM record_twins)")
    .all() as { id: number; url: string }[];
  for (const { id, url } of unkeyed) {
    const key = twinKey({ url });
    if (key) insert.run(id, key);
  }
  return (id, key) => {
    if (key) insert.run(id, key);
  };
}

/** Whether the open index has twins at all: without, results are never collapsed (no cost). */
export function hasTwins(index: OpenIndex): boolean {
  return index.memo('has-twins', () => {
    const table = index.statement("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'record_twins'").get();
    return table !== undefined && index.statement('SELECT 1 FROM record_twins LIMIT 1').get() !== undefined;
  });
}

/** The twin key and language of those of `ids` that have a key. */
export function twinsOf(index: OpenIndex, ids: readonly number[]): Map<number, TwinInfo> {
  const rows = index
    .statement(
      `SELECT t.id, t.twin, f.lang FROM record_twins t JOIN record_filters f ON f.id = t.id
       WHERE t.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as { id: number; twin: string; lang: string | null }[];
  return new Map(rows.map(({ id, twin, lang }) => [id, { twin, lang }]));
}
