/**
 * Builds the spelling corrector's dictionary words (server/search/local/spelling/dictionary-words.ts)
 * beside the index file when they are missing: English, French and Spanish Hunspell
 * dictionaries expanded into one small SQLite file. `npm start` runs it first; it takes about
 * 20 s and 1 GB of memory once, then nothing.
 *
 *   npx tsx scripts/index-dictionaries.ts [--out INDEX_FILE]
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config.ts';
import { ensureDictionaryFile } from '../server/search/local/spelling/dictionary-build.ts';
import { dictionaryFileFor } from '../server/search/local/spelling/dictionary-words.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const indexFile = values.out ?? parseConfig(process.env).search.indexFile;
  const file = dictionaryFileFor(indexFile);
  const started = performance.now();
  if (await ensureDictionaryFile(file)) {
    console.log(`dictionaries ${file}: built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

// Never in the way of a start: without them, spelling works as before (the server reports
// a bad configuration itself).
main().catch((error) => {
  console.error(`dictionaries not built (spelling works without them): ${(error as Error).message}`);
});
