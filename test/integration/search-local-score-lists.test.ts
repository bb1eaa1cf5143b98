/**
 * The kept term_scores lists are read once per open index and then served from memory
 * (score-lists.ts): the same lists as read from the file, kept only for words that have a list
 * (frequent index words), never for other words a visitor typed, and not beyond the open index.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { scoreList } from '../../server/search/local/ranking/score-lists.ts';
import { createIndexHandle } from '../../server/search/local/runtime/index-handle.ts';

let dir: string;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-score-lists-'));
  file = join(dir, 'index.sqlite');
  // "otter" in 600 of 800 records: held by enough for a kept list (TERM_SCORES_MIN_DF).
  const records = Array.from({ length: 800 }, (_, i) => ({
    type: 'web' as const,
    url: `https://otters.test/${i}`,
    title: i % 4 === 0 ? `Den ${i}` : `Otter ${i}`,
    text: i % 4 === 0 ? 'A den by the water.' : `The otter ${'swims '.repeat(i % 5)}in the river.`,
    lang: 'en',
  }));
  await buildIndex({ inputs: [{ name: 'otters', records }], outFile: file });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scoreList', () => {
  it('serves the lists as stored, remembering only words that have one', () => {
    const handle = createIndexHandle(file, {});
    const index = handle.current();
    const db = new Database(file, { readonly: true });
    const [ids, scores] = db.prepare("SELECT ids, scores FROM term_scores WHERE term = 'otter'").raw().get() as [
      Buffer,
      Buffer,
    ];
    db.close();
    const first = scoreList(index, 'otter')!;
    expect(Array.from(first.ids)).toEqual(Array.from(new Int32Array(new Uint8Array(ids).buffer)));
    expect(Array.from(first.scores)).toEqual(Array.from(new Float64Array(new Uint8Array(scores).buffer)));
    expect(first.ids).toHaveLength(600);
    // Read once: the second lookup is the same list.
    expect(scoreList(index, 'otter')).toBe(first);
    // A word without a list (typed, unknown) answers nothing and is not remembered.
    expect(scoreList(index, 'ottre')).toBeUndefined();
    const cache = index.memo('score-lists', () => undefined) as unknown as { has(key: string): boolean };
    expect(cache.has('otter')).toBe(true);
    expect(cache.has('ottre')).toBe(false);
    handle.close?.();
    // Another open index reads its own lists.
    const again = createIndexHandle(file, {});
    expect(scoreList(again.current(), 'otter')).not.toBe(first);
    again.close?.();
  });
});
