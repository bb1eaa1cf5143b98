/**
 * The integration project's global setup: the machine's shared copy of the dictionary words
 * (server/search/local/spelling/dictionary-build.ts) is built before any file runs. Building it
 * takes about 15 s on a new machine, which `npm run index` pays when the copy is missing: a test
 * running that command first would spend its whole time limit on it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDictionaryFile } from '../server/search/local/spelling/dictionary-build.ts';
import { DICTIONARY_FILE_NAME } from '../server/search/local/spelling/dictionary-words.ts';

export async function setup(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'karma-dictionaries-setup-'));
  try {
    await ensureDictionaryFile(join(dir, DICTIONARY_FILE_NAME));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
