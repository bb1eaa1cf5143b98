/**
 * The verticals an index holds (query/held-verticals.ts): written by the importer beside the
 * record count, read once per open index, and found by a pass over the records in a file built
 * before the importer wrote them. The local provider answers a lookup in any other vertical
 * with nothing, without asking the index.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { heldVerticals } from '../../server/search/local/query/held-verticals.ts';
import { createIndexHandle } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';

const RECORDS = join(import.meta.dirname, '../fixtures/local-index/records.jsonl');
let dir: string;
let mixed: string;
let webOnly: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-held-'));
  mixed = join(dir, 'mixed.sqlite');
  webOnly = join(dir, 'web.sqlite');
  await buildIndex({ inputs: [RECORDS], outFile: mixed });
  const web = readFileSync(RECORDS, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"type": "web"'))
    .join('\n');
  writeFileSync(join(dir, 'web.jsonl'), web);
  await buildIndex({ inputs: [join(dir, 'web.jsonl')], outFile: webOnly });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const held = (file: string) => {
  const handle = createIndexHandle(file, {});
  try {
    return heldVerticals(handle.current());
  } finally {
    handle.close();
  }
};
const meta = (file: string) =>
  new Database(file, { readonly: true }).prepare("SELECT value FROM meta WHERE key = 'record_types'").pluck().get();

describe('the verticals an index holds', () => {
  it('are written by the importer and read back', () => {
    expect(meta(mixed)).toBe('image news video web');
    expect(held(mixed)).toEqual(['web', 'images', 'news', 'videos']);
    expect(meta(webOnly)).toBe('web');
    expect(held(webOnly)).toEqual(['web']);
  });

  it('are found in the records of a file built before the importer wrote them', () => {
    for (const file of [mixed, webOnly]) {
      const expected = held(file);
      const db = new Database(file);
      db.prepare("DELETE FROM meta WHERE key = 'record_types'").run();
      db.close();
      expect(meta(file)).toBeUndefined();
      expect(held(file)).toEqual(expected);
    }
  });

  it('let the provider answer the All tab’s other lookups on an index of web pages at once, with nothing', async () => {
    for (const workers of [0, 1]) {
      const provider = createLocalProvider({ indexFile: webOnly, workers });
      const signal = new AbortController().signal;
      try {
        const web = await provider.search(defaultQuery('elephant'), signal);
        expect(web.results.length).toBeGreaterThan(0);
        for (const vertical of ['news', 'images', 'videos'] as const) {
          const answer = await provider.search(defaultQuery('elephant', { vertical }), signal);
          expect(answer.results).toEqual([]);
        }
        const mixedProvider = createLocalProvider({ indexFile: mixed, workers });
        await mixedProvider.search(defaultQuery('elephant'), signal);
        const images = await mixedProvider.search(defaultQuery('heron', { vertical: 'images' }), signal);
        await mixedProvider.close?.();
        expect(images.results.length).toBeGreaterThan(0);
      } finally {
        await provider.close?.();
      }
    }
  });
});
