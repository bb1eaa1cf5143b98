/**
 * Builds an index file from input files (or in-memory records), then swaps it in atomically:
 * the new index is written to `<outFile>.tmp-<pid>` (a copy of the current index, or empty with
 * `replace`), and renamed over `outFile` only once complete. Any failure removes the temporary
 * file and leaves the current index untouched. Invalid records are counted with their reason,
 * never fatal, but an input with no valid record at all fails the import (probably the wrong
 * --format). Used by scripts/index.ts (`npm run index`), the starter index and the tests.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname } from 'node:path';
import { rebuildDerivedTables } from './derived-tables.ts';
import { type FormatName, INPUT_FORMATS } from './formats/index.ts';
import { type IndexRecord, validateRecord } from './index-record.ts';
import { openIndexWriter } from './index-writer.ts';
import { type FileProgress, type RawItem, readItems, STDIN } from './input-reader.ts';

/** Records given directly rather than read from a file (the starter index, tests). */
export interface RecordSource {
  name: string;
  records: Iterable<unknown> | AsyncIterable<unknown>;
}

/** A file (or `-`, standard input) in a format of its own (`npm run index:corpus`). */
export interface FileInput {
  file: string;
  format: FormatName;
  lang?: string;
}

type Input = string | RecordSource | FileInput;

export interface BuildIndexOptions {
  /** Files (or `-`) in `format`, records, or files each in a format of its own. */
  inputs: ReadonlyArray<Input>;
  outFile: string;
  /** Start from an empty index instead of the current one. */
  replace?: boolean;
  format?: FormatName;
  /** Language of inputs whose format carries none (default en). */
  lang?: string;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportCounts {
  read: number;
  indexed: number;
  /** Indexed records that replaced one with the same URL. */
  replaced: number;
  rejected: number;
  /** Rejection counts by reason, e.g. { "url: is required": 3 }. */
  reasons: Record<string, number>;
}

export interface ImportProgress extends ImportCounts, Partial<FileProgress> {
  /** reading an input; read: an input is finished; finishing: derived tables; done: swapped in. */
  phase: 'reading' | 'read' | 'finishing' | 'done';
  source: string;
}

export interface ImportSummary extends ImportCounts {
  /** Records in the new index. */
  documents: number;
  terms: number;
  phrases: number;
  bytes: number;
  elapsedMs: number;
}

const BATCH_SIZE = 2000;
const PROGRESS_EVERY = 1000;

const fileOf = (input: Input): string | undefined =>
  typeof input === 'string' ? input : 'file' in input ? input.file : undefined;

function sourceName(input: Input): string {
  const file = fileOf(input);
  if (file === undefined) return (input as RecordSource).name;
  return file === STDIN ? 'standard input' : basename(file);
}

async function* rawItems(input: Input, format: FormatName, progress: FileProgress) {
  const file = fileOf(input);
  if (file !== undefined) {
    yield* readItems(file, INPUT_FORMATS[format].container, progress);
    return;
  }
  for await (const value of (input as RecordSource).records) yield { value } as RawItem;
}

function toRecord(item: RawItem, format: FormatName, lang: string): { record: IndexRecord } | { reason: string } {
  if ('error' in item) return { reason: item.error };
  if (typeof item.value !== 'object' || item.value === null || Array.isArray(item.value)) {
    return { reason: 'not a JSON object' };
  }
  const mapped = INPUT_FORMATS[format].toRecord(item.value as Record<string, unknown>, { lang });
  if ('reject' in mapped) return { reason: mapped.reject };
  const validation = validateRecord(mapped);
  return validation.ok ? { record: validation.record } : { reason: validation.reason };
}

/** Builds the new index and swaps it in; resolves with what was read, indexed and rejected. */
export async function buildIndex(options: BuildIndexOptions): Promise<ImportSummary> {
  const started = Date.now();
  const { outFile, format = 'karma', lang = 'en', onProgress } = options;
  for (const input of options.inputs) {
    const file = fileOf(input);
    if (file !== undefined && file !== STDIN && !existsSync(file)) throw new Error(`input not found: ${file}`);
  }
  mkdirSync(dirname(outFile), { recursive: true });
  const tmpFile = `${outFile}.tmp-${process.pid}`;
  const fromCurrent = !options.replace && existsSync(outFile);
  if (fromCurrent) copyFileSync(outFile, tmpFile);
  const counts: ImportCounts = { read: 0, indexed: 0, replaced: 0, rejected: 0, reasons: {} };
  let writer: ReturnType<typeof openIndexWriter> | undefined;
  let derived: ReturnType<typeof rebuildDerivedTables>;
  try {
    writer = openIndexWriter(tmpFile, !fromCurrent);
    for (const input of options.inputs) {
      const source = sourceName(input);
      const own = typeof input === 'object' && 'format' in input ? input : undefined;
      const inputFormat = own?.format ?? format;
      const inputLang = own?.lang ?? lang;
      const progress: FileProgress = { bytesRead: 0, bytesTotal: 0 };
      const report = (phase: ImportProgress['phase']) => onProgress?.({ phase, source, ...counts, ...progress });
      const indexedBefore = counts.indexed;
      const readBefore = counts.read;
      let batch: IndexRecord[] = [];
      const flush = () => {
        counts.replaced += writer!.addBatch(batch);
        counts.indexed += batch.length;
        batch = [];
      };
      for await (const item of rawItems(input, inputFormat, progress)) {
        counts.read++;
        const result = toRecord(item, inputFormat, inputLang);
        if ('record' in result) batch.push(result.record);
        else {
          counts.rejected++;
          counts.reasons[result.reason] = (counts.reasons[result.reason] ?? 0) + 1;
        }
        if (batch.length >= BATCH_SIZE) flush();
        if (counts.read % PROGRESS_EVERY === 0) report('reading');
      }
      flush();
      report('read');
      if (counts.read > readBefore && counts.indexed === indexedBefore) {
        throw new Error(`no valid record in ${source} (is --format ${inputFormat} right?)`);
      }
    }
    onProgress?.({ phase: 'finishing', source: basename(outFile), ...counts });
    derived = rebuildDerivedTables(writer.db);
    // Merges the FTS5 segments into one: smaller file, faster queries.
    writer.db.exec(
      `INSERT INTO docs(docs) VALUES ('optimize'); INSERT INTO media_docs(media_docs) VALUES ('optimize');
       INSERT INTO media_stem_docs(media_stem_docs) VALUES ('optimize')`,
    );
    writer.db.close();
    syncToDisk(tmpFile);
    renameSync(tmpFile, outFile);
  } catch (error) {
    if (writer?.db.open) writer.db.close();
    rmSync(tmpFile, { force: true });
    throw error;
  }
  onProgress?.({ phase: 'done', source: basename(outFile), ...counts });
  return { ...counts, ...derived, bytes: statSync(outFile).size, elapsedMs: Date.now() - started };
}

/** Flushes the finished file before the rename, so a crash cannot swap in a partial file. */
function syncToDisk(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
