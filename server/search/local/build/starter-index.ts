/**
 * The starter index: when the local index file is missing (a fresh install), builds one from
 * Karma's own pages, partners and starter articles (starter-records.ts), so `npm start` answers
 * searches before anyone imports a corpus.
 *
 * A starter index built by an earlier release is rebuilt: one whose records are all starter
 * records (by URL) but not the current ones. Its first searches were the ones that found nothing;
 * and holding starter records only, it loses nothing. An index holding any other record (an
 * import), or a file that is not an index, is never touched.
 *
 *   await ensureStarterIndex(config.search.indexFile, logger); // before createLocalProvider
 */
import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { Logger } from '../../../logger.ts';
import { buildIndex } from './importer.ts';
import { validateRecord } from './index-record.ts';
import { STARTER_RECORDS } from './starter-records.ts';

/** The starter records as the index stores them (validated: titles trimmed), by URL. */
function currentStarter(): Map<string, string> {
  const byUrl = new Map<string, string>();
  for (const input of STARTER_RECORDS) {
    const checked = validateRecord(input);
    if (checked.ok) byUrl.set(checked.record.url, `${checked.record.title}\n${checked.record.text}`);
  }
  return byUrl;
}

/** Whether `indexFile` holds only starter records, and not exactly the current ones. */
function isEarlierStarterIndex(indexFile: string): boolean {
  const current = currentStarter();
  let rows: { url: string; title: string; text: string }[];
  let upToDate: boolean;
  try {
    const db = new Database(indexFile, { readonly: true, fileMustExist: true });
    try {
      // One row more than the starter has is enough to tell an import apart.
      rows = db.prepare(`SELECT url, title, text FROM records LIMIT ${current.size + 1}`).all() as typeof rows;
      // Built before records had twin keys (its /fr/ and /es/ pages would show beside the English)
      // or stems ("constructing" would not find "construction"), their lists, or the media's.
      const tables = db.prepare(
        `SELECT count(*) FROM sqlite_master
         WHERE name IN ('record_twins', 'stem_docs', 'stem_scores', 'media_stem_docs', 'media_stem_scores')`,
      );
      upToDate = tables.pluck().get() === 5;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
  if (!rows.every((row) => current.has(row.url))) return false;
  const same =
    upToDate &&
    rows.length === current.size &&
    rows.every((row) => current.get(row.url) === `${row.title}\n${row.text}`);
  return !same;
}

/** Builds the starter index at `indexFile` unless an index is there; true when it built one. */
export async function ensureStarterIndex(indexFile: string, logger?: Logger): Promise<boolean> {
  const earlier = existsSync(indexFile) && isEarlierStarterIndex(indexFile);
  if (existsSync(indexFile) && !earlier) return false;
  const summary = await buildIndex({
    inputs: [{ name: 'starter records', records: STARTER_RECORDS }],
    outFile: indexFile,
    replace: true,
  });
  logger?.info(
    { documents: summary.documents, rejected: summary.rejected },
    earlier
      ? 'search index from an earlier starter: rebuilt the starter index'
      : 'search index missing: built the starter index (import a corpus with npm run index)',
  );
  return true;
}
