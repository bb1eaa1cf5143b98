/**
 * Suggestions and related searches for a frequent word ("river ") come from the best phrases kept
 * at build time, and are the ones the sorted scan of every phrase starting so would give; a
 * rare word's are still scanned, and an index built before the kept word prefixes gives the same.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { encyclopediaPage } from '../helpers/temporary-index.ts';

const page = encyclopediaPage;

const NAMES = Array.from({ length: 40 }, (_, i) => `Name${String.fromCharCode(97 + (i % 26))}${i}`);
const RECORDS: RecordInput[] = [
  // Many titles start with "River": some are mentioned by other records, more or less often.
  ...NAMES.map((name) => page(`River ${name}`, `The River ${name} flows into the sea.`)),
  ...NAMES.slice(0, 12).flatMap((name, i) =>
    Array.from({ length: 1 + (i % 4) }, (_, k) => page(`Town ${name} ${k}`, `A town on the River ${name}.`)),
  ),
  // Few start with "Lake": scanned.
  ...['Geneva', 'Como', 'Garda'].map((name) => page(`Lake ${name}`, `Lake ${name} is a lake.`)),
  // A second language: the per-language tables are written too.
  page('Rivière Rouge', 'La rivière Rouge coule vers le nord.', 'fr'),
];

let dir: string;
let file: string;
let app: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-word-tops-'));
  file = join(dir, 'index.sqlite');
  await buildIndex({ inputs: [{ name: 'fixture', records: RECORDS }], outFile: file });
  app = buildTestApp({}, { searchProvider: createLocalProvider({ indexFile: file }) });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const suggest = async (testApp: TestApp, typed: string) => {
  const res = await request(testApp.app)
    .get(`/search/autosuggest?q=${encodeURIComponent(typed)}&lang=en`)
    .expect(200);
  return JSON.parse(res.text)[1] as string[];
};

/** What sorting every phrase starting with `prefix` gives. */
function scanned(prefix: string, limit: number, table = 'phrases', lang?: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const where = lang ? 'lang = ? AND ' : '';
    return db
      .prepare(`SELECT phrase FROM ${table} WHERE ${where}key >= ? AND key < ? ORDER BY weight DESC, key LIMIT ?`)
      .pluck()
      .all(...(lang ? [lang] : []), prefix, `${prefix}\u{10FFFF}`, limit) as string[];
  } finally {
    db.close();
  }
}

function keptPrefixes(table: 'phrase_tops' | 'phrase_language_tops'): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare(`SELECT prefix FROM ${table}`).pluck().all() as string[];
  } finally {
    db.close();
  }
}

describe('best phrases kept for frequent word prefixes', () => {
  it('keeps them for "river " (overall and per language), not for "lake "', () => {
    for (const table of ['phrase_tops', 'phrase_language_tops'] as const) {
      expect(keptPrefixes(table)).toContain('river ');
      expect(keptPrefixes(table)).not.toContain('lake ');
    }
  });

  it('suggests for "river " what the sorted scan gives: the most mentioned first', async () => {
    const expected = scanned('river ', 8, 'phrase_languages', 'en');
    expect(expected).toHaveLength(8);
    expect(await suggest(app, 'river ')).toEqual(expected);
    expect(await suggest(app, 'lake ')).toEqual(scanned('lake ', 8));
  });

  it('offers as related searches for "river" the best three phrases starting with it', async () => {
    const provider = createLocalProvider({ indexFile: file });
    try {
      const { related } = await provider.search(defaultQuery('river'), new AbortController().signal);
      expect(related).toEqual(scanned('river ', 3));
    } finally {
      await provider.close?.();
    }
  });

  it('gives the same from an index built before word prefixes were kept', async () => {
    const older = join(dir, 'older.sqlite');
    copyFileSync(file, older);
    const db = new Database(older);
    for (const table of ['phrase_tops', 'phrase_language_tops']) {
      db.exec(`DELETE FROM ${table} WHERE length(prefix) > 2 AND prefix LIKE '% '`);
    }
    db.close();
    const olderApp = buildTestApp({}, { searchProvider: createLocalProvider({ indexFile: older }) });
    try {
      expect(await suggest(olderApp, 'river ')).toEqual(await suggest(app, 'river '));
    } finally {
      await olderApp.close();
    }
  });
});
