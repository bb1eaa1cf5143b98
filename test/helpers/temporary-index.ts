/**
 * A local index built from records in a temporary directory, open for the tests of one file:
 *
 *   const built = await temporaryIndex('title-coverage', records());
 *   built.index … ; built.close();   // closes the handle and removes the directory
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { createIndexHandle, type OpenIndex } from '../../server/search/local/runtime/index-handle.ts';

/** A web record of an encyclopedia site, in `lang` (its address names the language and title). */
export const encyclopediaPage = (title: string, text: string, lang = 'en'): RecordInput => ({
  type: 'web',
  url: `https://encyclopedia.test/${lang}/${encodeURIComponent(title)}`,
  title,
  text,
  lang,
});

export interface TemporaryIndex {
  index: OpenIndex;
  /** The index file, for tests that read its tables. */
  file: string;
  close(): void;
}

export async function temporaryIndex(name: string, records: RecordInput[]): Promise<TemporaryIndex> {
  const dir = mkdtempSync(join(tmpdir(), `karma-${name}-`));
  const file = join(dir, 'index.sqlite');
  await buildIndex({ inputs: [{ name, records }], outFile: file });
  const handle = createIndexHandle(file, {});
  return {
    index: handle.current(),
    file,
    close() {
      handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
