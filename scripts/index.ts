/**
 * `npm run index -- [options] FILE...`: imports records into the local search index and swaps
 * the new index in atomically (a running server picks it up without a restart). Formats and
 * rules: docs/index-format.md. Progress goes to stderr, the summary to stdout.
 */
import { parseArgs } from 'node:util';
import { parseConfig } from '../server/config.ts';
import { INPUT_FORMATS, isFormatName } from '../server/search/local/build/formats/index.ts';
import { buildIndex, type ImportSummary } from '../server/search/local/build/importer.ts';
import { progressLine } from '../server/search/local/build/progress-line.ts';
import { ensureDictionaryFile } from '../server/search/local/spelling/dictionary-build.ts';
import { dictionaryFileFor } from '../server/search/local/spelling/dictionary-words.ts';

const USAGE = `Usage: npm run index -- [options] FILE...

Imports JSON Lines (or CSV for wikinews) files, gzipped or not, into the search index.
FILE - reads standard input (e.g. a CirrusSearch dump piped from curl).

Options:
  --format NAME   ${Object.keys(INPUT_FORMATS).join(' | ')} (default karma)
  --lang CODE     language of inputs that carry none (default en)
  --replace       start from an empty index instead of adding to the current one
  --out FILE      index file (default SEARCH_INDEX_FILE, or DATA_DIR/index.sqlite)
  --help          this text`;

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function printSummary(summary: ImportSummary, outFile: string): void {
  const n = (value: number) => value.toLocaleString('en');
  console.log(
    `read ${n(summary.read)} records: ${n(summary.indexed)} indexed (${n(summary.replaced)} replacing one with the same URL), ${n(summary.rejected)} rejected`,
  );
  const reasons = Object.entries(summary.reasons).sort((a, b) => b[1] - a[1]);
  for (const [reason, count] of reasons) console.log(`  rejected ${n(count)} × ${reason}`);
  const megabytes = (summary.bytes / 1e6).toFixed(1);
  console.log(
    `index ${outFile}: ${n(summary.documents)} records, ${n(summary.terms)} words, ${n(summary.phrases)} phrases, ${megabytes} MB, built in ${(summary.elapsedMs / 1000).toFixed(1)} s`,
  );
}

const OPTIONS = {
  format: { type: 'string', default: 'karma' },
  lang: { type: 'string', default: 'en' },
  replace: { type: 'boolean', default: false },
  out: { type: 'string' },
  help: { type: 'boolean', default: false },
} as const;

function parseCommandLine() {
  try {
    return parseArgs({ options: OPTIONS, allowPositionals: true });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
}

function defaultIndexFile(): string {
  try {
    return parseConfig(process.env).search.indexFile;
  } catch (error) {
    return fail(`${(error as Error).message}\n(or pass --out FILE)`, 78);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseCommandLine();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length === 0) fail(USAGE, 2);
  if (!isFormatName(values.format)) fail(`unknown --format ${values.format}\n\n${USAGE}`, 2);
  if (!/^[a-z]{2,3}$/.test(values.lang)) fail(`--lang must be a language code such as en, fr or es`, 2);
  const outFile = values.out ?? defaultIndexFile();
  try {
    const summary = await buildIndex({
      inputs: positionals,
      outFile,
      replace: values.replace,
      format: values.format,
      lang: values.lang,
      onProgress: progressLine(process.stderr),
    });
    printSummary(summary, outFile);
  } catch (error) {
    fail(`import failed: ${(error as Error).message}\nthe current index, if any, is unchanged`, 1);
  }
  // The spelling corrector's dictionary words, beside the index (built once, about 20 s).
  const dictionaries = dictionaryFileFor(outFile);
  await ensureDictionaryFile(dictionaries).then(
    (built) => built && console.log(`dictionaries ${dictionaries}: built`),
    (error) => console.error(`dictionaries not built (spelling works without them): ${(error as Error).message}`),
  );
}

main().catch((error) => fail(String(error?.stack ?? error), 1));
