/**
 * Which index file is current, as a short string: its inode, size and modification time. The
 * importer renames a complete new file over the old one, so any swap changes it. The runner puts
 * it in its result-cache key (a swap makes every cached answer unreachable at once, on every
 * replica that reads the file), and a lookup carries it to the thread that answers, which
 * reopens the file when its own is older.
 */
import { statSync } from 'node:fs';

/** No file at that path (a missing index, or one removed under a running server). */
export const NO_INDEX = 'none';

export function fileGeneration(file: string): string {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : NO_INDEX;
}

/** The file's generation, read again at most every `checkMs` (one stat(), not one per lookup). */
export function generationClock(file: string, checkMs: number): () => string {
  let generation = NO_INDEX;
  let checkedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - checkedAt >= checkMs) {
      checkedAt = now;
      generation = fileGeneration(file);
    }
    return generation;
  };
}
