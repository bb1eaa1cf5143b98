/**
 * The starter index: when the local index file is missing (a fresh install), builds one from
 * Karma's own pages and partners (starter-records.ts), so `npm start` answers searches before
 * anyone imports a corpus. An existing index is never touched.
 *
 *   await ensureStarterIndex(config.search.indexFile, logger); // before createLocalProvider
 */
import { existsSync } from 'node:fs';
import type { Logger } from '../../logger.ts';
import { buildIndex } from './importer.ts';
import { STARTER_RECORDS } from './starter-records.ts';

/** Builds the starter index at `indexFile` unless a file is already there; true when it built one. */
export async function ensureStarterIndex(indexFile: string, logger?: Logger): Promise<boolean> {
  if (existsSync(indexFile)) return false;
  const summary = await buildIndex({
    inputs: [{ name: 'starter records', records: STARTER_RECORDS }],
    outFile: indexFile,
    replace: true,
  });
  logger?.info(
    { documents: summary.documents, rejected: summary.rejected },
    'search index missing: built the starter index (import a corpus with npm run index)',
  );
  return true;
}
