/**
 * Reads an importer input file as raw items: JSON Lines (one object per line) or CSV (one object
 * per row, keyed by the header), gzip-compressed or not (told apart by the gzip magic bytes, not
 * the file name). A line that is not JSON becomes a rejected item, never an exception; a file
 * that cannot be read (missing, truncated gzip) throws.
 */
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { csvObjects } from './csv.ts';

export type Container = 'jsonl' | 'csv';
export type RawItem = { value: unknown } | { error: string };

export interface FileProgress {
  bytesRead: number;
  bytesTotal: number;
}

function isGzip(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const magic = Buffer.alloc(2);
    return readSync(fd, magic, 0, 2, 0) === 2 && magic[0] === 0x1f && magic[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

/** The file's decompressed content as a stream; `progress.bytesRead` counts compressed bytes. */
function openText(file: string, progress: FileProgress): Readable {
  progress.bytesTotal = statSync(file).size;
  const raw = createReadStream(file);
  raw.on('data', (chunk) => {
    // Decoded to a string when the file is read as text directly (not gzipped).
    progress.bytesRead += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
  });
  if (!isGzip(file)) return raw;
  const gunzip = createGunzip();
  raw.on('error', (error) => gunzip.destroy(error));
  return raw.pipe(gunzip);
}

/** The raw items of `file`, in order. */
export async function* readItems(file: string, container: Container, progress: FileProgress): AsyncGenerator<RawItem> {
  const text = openText(file, progress);
  text.setEncoding('utf8');
  if (container === 'csv') {
    let content = '';
    for await (const chunk of text) content += chunk;
    for (const value of csvObjects(content)) yield { value };
    return;
  }
  // Split by hand rather than with readline, which does not pass on a gunzip error.
  let rest = '';
  for await (const chunk of text) {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) yield* parseLine(line);
  }
  yield* parseLine(rest);
}

function* parseLine(line: string): Generator<RawItem> {
  if (line.trim() === '') return;
  try {
    yield { value: JSON.parse(line) };
  } catch {
    yield { error: 'invalid JSON' };
  }
}
