/**
 * Writes server/shared/background-hashes.json: the first 10 hex digits of each background
 * file's SHA-256, by file name. backgroundUrl() appends it as `?v=…`, and the server caches a
 * URL carrying the file's current hash for a year as immutable (server/middleware/background-files.ts):
 * a redrawn file gets a new hash, so a new URL. scripts/make-backgrounds.ts runs this after
 * drawing; run it alone with `npx tsx scripts/hash-backgrounds.ts`.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const BACKGROUNDS_DIR = join(import.meta.dirname, '../public/backgrounds');
export const HASHES_FILE = join(import.meta.dirname, '../server/shared/background-hashes.json');

export function backgroundHashes(dir = BACKGROUNDS_DIR): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const file of readdirSync(dir).sort()) {
    hashes[file] = createHash('sha256')
      .update(readFileSync(join(dir, file)))
      .digest('hex')
      .slice(0, 10);
  }
  return hashes;
}

export function writeBackgroundHashes(): void {
  writeFileSync(HASHES_FILE, `${JSON.stringify(backgroundHashes(), null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeBackgroundHashes();
  console.log(`wrote ${HASHES_FILE}`);
}
