/**
 * Reads an importer input file as raw items: JSON Lines (one object per line), Elasticsearch bulk
 * JSON Lines (an action line such as {"index":{…}} before each document: the documents only) or
 * CSV (one object per row, keyed by the header), gzip-compressed or not (told apart by the gzip
 * magic bytes, not the file name). The file `-` is standard input, so a dump can be piped
 * straight from its download. A line that is not JSON becomes a rejected item, never an
 * exception; a file that cannot be read (missing, truncated gzip) throws.
 */
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { csvObjects } from './csv.ts';

export type Container = 'jsonl' | 'bulk' | 'csv';

/** The input name that means standard input. */
export const STDIN = '-';
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

/** Resolves when `stream` has buffered its first two bytes (or ended), leaving them unread. */
async function startsWithGzipMagic(stream: Readable): Promise<boolean> {
  let head = Buffer.alloc(0);
  while (head.length < 2) {
    const chunk: Buffer | null = stream.read();
    if (chunk === null) {
      if (stream.readableEnded) break;
      await new Promise((resolve, reject) => {
        const done = () => {
          stream.off('readable', done).off('end', done).off('error', reject);
          resolve(undefined);
        };
        stream.once('readable', done).once('end', done).once('error', reject);
      });
      continue;
    }
    head = Buffer.concat([head, chunk]);
  }
  if (head.length > 0) stream.unshift(head);
  return head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
}

/** The file's decompressed content as a stream; `progress.bytesRead` counts compressed bytes. */
async function openText(file: string, progress: FileProgress): Promise<Readable> {
  if (file === STDIN) {
    // Its size is unknown: progress shows counts, no share.
    const input = process.stdin;
    const gzipped = await startsWithGzipMagic(input);
    input.on('data', (chunk: Buffer | string) => {
      progress.bytesRead += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    });
    if (!gzipped) return input;
    const gunzip = createGunzip();
    input.on('error', (error) => gunzip.destroy(error));
    return input.pipe(gunzip);
  }
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
  const text = await openText(file, progress);
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
    for (const line of lines) yield* parseLine(line, container);
  }
  yield* parseLine(rest, container);
}

/** An Elasticsearch bulk action line: one key (index, create, update, delete) holding an object. */
function isBulkAction(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const action = (value as Record<string, unknown>)[keys[0]!];
  return (
    keys.length === 1 &&
    ['index', 'create', 'update', 'delete'].includes(keys[0]!) &&
    typeof action === 'object' &&
    action !== null
  );
}

function* parseLine(line: string, container: Container): Generator<RawItem> {
  if (line.trim() === '') return;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    yield { error: 'invalid JSON' };
    return;
  }
  if (container === 'bulk' && isBulkAction(value)) return;
  yield { value };
}
