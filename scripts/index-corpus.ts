/**
 * `npm run index:corpus [-- --corpus DIR] [--out FILE]`: builds the local index from every part of
 * ../shared/corpus (corpus-plan.ts), each with its format, in one import, plus the site's own
 * starter pages, into the index the app searches by default (SEARCH_INDEX_FILE, or
 * DATA_DIR/index.sqlite). The index is built anew and swapped in atomically: a running server
 * picks it up. Exits 1, saying so, when the corpus folder is absent.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config.ts';
import { buildIndex } from '../server/search/local/build/importer.ts';
import { progressLine } from '../server/search/local/build/progress-line.ts';
import { STARTER_RECORDS } from '../server/search/local/build/starter-records.ts';
import { corpusPlan } from './corpus-plan.ts';

const DEFAULT_CORPUS = resolve(dirname(fileURLToPath(import.meta.url)), '../../shared/corpus');

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { corpus: { type: 'string' }, out: { type: 'string' } } });
  const corpus = resolve(values.corpus ?? DEFAULT_CORPUS);
  if (!existsSync(corpus)) {
    fail(
      `corpus not found at ${corpus}: nothing imported (it is the shared/corpus folder beside the repository; or pass --corpus DIR)`,
      1,
    );
  }
  const plan = corpusPlan(corpus);
  if (plan.inputs.length === 0) fail(`no corpus part found in ${corpus}: nothing imported`, 1);
  const outFile = values.out ?? parseConfig(process.env).search.indexFile;
  console.log(`importing ${corpus} into ${outFile} (a new index: the site's starter pages, then):`);
  for (const input of plan.inputs) console.log(`  ${input.what}: ${input.file} (--format ${input.format})`);
  for (const path of plan.missing) console.log(`  missing, skipped: ${path}`);
  const summary = await buildIndex({
    inputs: [{ name: 'starter records', records: STARTER_RECORDS }, ...plan.inputs],
    outFile,
    replace: true,
    onProgress: progressLine(process.stderr),
  });
  const n = (value: number) => value.toLocaleString('en');
  console.log(
    `read ${n(summary.read)} records: ${n(summary.indexed)} indexed (${n(summary.replaced)} replacing one with the same URL), ${n(summary.rejected)} rejected`,
  );
  for (const [reason, count] of Object.entries(summary.reasons)) console.log(`  rejected ${n(count)} × ${reason}`);
  console.log(
    `index ${outFile}: ${n(summary.documents)} records, ${(summary.bytes / 1e6).toFixed(1)} MB, built in ${(summary.elapsedMs / 1000).toFixed(1)} s`,
  );
}

main().catch((error) => fail(`import failed: ${error?.message ?? error}\nthe current index, if any, is unchanged`, 1));
