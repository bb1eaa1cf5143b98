import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../server/search/local/build/importer.ts';
import { progressLine } from '../../server/search/local/build/progress-line.ts';

const progress = (read: number, phase: ImportProgress['phase'] = 'reading'): ImportProgress => ({
  phase,
  source: 'a.jsonl',
  read,
  indexed: read,
  replaced: 0,
  rejected: 0,
  reasons: {},
  bytesRead: read * 10,
  bytesTotal: 1000,
});

describe('progressLine', () => {
  it('writes a plain line every N records when not on a terminal', () => {
    const written: string[] = [];
    const report = progressLine({ write: (text) => written.push(text) }, 50);
    for (let read = 10; read <= 100; read += 10) report(progress(read));
    report(progress(100, 'read'));
    report(progress(100, 'finishing'));
    expect(written).toEqual([
      expect.stringMatching(/^a\.jsonl 50%: 50 read, 50 indexed, 0 rejected \([\d,]+\/s\)\n$/),
      expect.stringMatching(/^a\.jsonl 100%: 100 read/),
      expect.stringMatching(/^a\.jsonl 100%: 100 read/),
      'finishing: vocabulary, phrases, merge (100 read, 100 indexed, 0 rejected)\n',
    ]);
    expect(written.every((line) => !line.includes('\r'))).toBe(true);
  });

  it('redraws one line with a bar on a terminal, and keeps a finished input’s line', () => {
    const written: string[] = [];
    const report = progressLine({ write: (text) => written.push(text), isTTY: true });
    report(progress(50));
    report(progress(100, 'read'));
    // The line is redrawn in place: carriage return, then the 'erase line' escape.
    const redraw = '\r\u001b[2K';
    expect(written[0]?.startsWith(redraw)).toBe(true);
    expect(written[0]?.slice(redraw.length)).toMatch(/^a\.jsonl \[#{10}\.{10}\] 50%: 50 read/);
    expect(written[1]?.startsWith(redraw)).toBe(true);
    expect(written[1]?.slice(redraw.length)).toMatch(/^a\.jsonl \[#{20}\] 100%: .*\n$/);
  });
});
