/**
 * The importer's progress on stderr: on a terminal, one line redrawn in place; otherwise (CI
 * logs, pipes) a plain line every `everyRecords` records, so logs stay readable.
 */
import type { ImportProgress } from './importer.ts';

export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

const BAR_WIDTH = 20;

function describe(progress: ImportProgress, elapsedS: number, withBar: boolean): string {
  const rate = elapsedS > 0 ? Math.round(progress.read / elapsedS) : 0;
  const share = progress.bytesTotal ? Math.min(1, (progress.bytesRead ?? 0) / progress.bytesTotal) : undefined;
  const bar =
    withBar && share !== undefined ? ` [${'#'.repeat(Math.round(share * BAR_WIDTH)).padEnd(BAR_WIDTH, '.')}]` : '';
  const percent = share === undefined ? '' : `${bar} ${Math.floor(share * 100)}%`;
  const counts = `${progress.read.toLocaleString('en')} read, ${progress.indexed.toLocaleString('en')} indexed, ${progress.rejected.toLocaleString('en')} rejected`;
  if (progress.phase === 'finishing') return `finishing: vocabulary, phrases, merge (${counts})`;
  if (progress.phase === 'done') return `done (${counts})`;
  return `${progress.source}${percent}: ${counts} (${rate.toLocaleString('en')}/s)`;
}

/** An onProgress callback for buildIndex that draws on `output`. */
export function progressLine(output: ProgressOutput, everyRecords = 10_000): (progress: ImportProgress) => void {
  const started = Date.now();
  let lastDraw = 0;
  let lastLogged = 0;
  return (progress) => {
    const line = describe(progress, (Date.now() - started) / 1000, Boolean(output.isTTY));
    if (output.isTTY) {
      const now = Date.now();
      if (progress.phase === 'reading' && now - lastDraw < 100) return;
      lastDraw = now;
      // A finished input keeps its line; the next one draws below it.
      output.write(`\r\x1b[2K${line}${progress.phase === 'reading' || progress.phase === 'finishing' ? '' : '\n'}`);
      return;
    }
    if (progress.phase === 'reading' && progress.read - lastLogged < everyRecords) return;
    lastLogged = progress.read;
    output.write(`${line}\n`);
  };
}
