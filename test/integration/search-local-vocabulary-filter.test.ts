/**
 * The importer writes the vocabulary's Bloom filter (vocabulary-filter.ts), and the spelling
 * lookups that read it give every word's count exactly as `vocabulary` does, words the index
 * holds and one-letter variants of them alike; a file without the filter (built before it) is
 * looked up word by word as before.
 */
import { copyFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIndexHandle, type OpenIndex } from '../../server/search/local/runtime/index-handle.ts';
import { vocabularyLookup } from '../../server/search/local/spelling/spelling-index.ts';
import { vocabularyFilter } from '../../server/search/local/spelling/vocabulary-filter.ts';
import { encyclopediaPage, type TemporaryIndex, temporaryIndex } from '../helpers/temporary-index.ts';

let built: TemporaryIndex;
let words: string[];

const TEXTS = [
  ['River otter', 'The river otter lives along rivers and hunts fish at night.'],
  ['Hover fly', 'Hover flies feed on nectar; the larvae eat aphids in gardens.'],
  ['Loutre', "La loutre d'Europe vit près des rivières et des lacs."],
  ['Nutria', 'La nutria es un roedor que vive cerca de los ríos.'],
  ['Łódź', 'Łódź is a city in central Poland, on the Łódka river.'],
];

beforeAll(async () => {
  built = await temporaryIndex(
    'vocabulary-filter',
    TEXTS.map(([title, text]) => encyclopediaPage(title!, text!)),
  );
  words = built.index.db.prepare('SELECT term FROM vocabulary ORDER BY term').pluck().all() as string[];
});
afterAll(() => built.close());

/** Every word of the index, and each with its first letter changed, dropped or doubled. */
function forms(): string[] {
  const out = new Set<string>(words);
  for (const word of words) {
    for (const letter of 'abcdefghijklmnopqrstuvwxyzł') {
      out.add(letter + word.slice(1));
      out.add(letter + word);
    }
    out.add(word.slice(1));
  }
  return [...out];
}

function countsBothWays(index: OpenIndex) {
  const lookup = vocabularyLookup(index);
  const asked = forms();
  return { batched: lookup.documentFrequencies!(asked), oneByOne: asked.map((form) => lookup.documentFrequency(form)) };
}

describe('vocabulary filter in an index', () => {
  it('is written by the importer', () => {
    expect(words.length).toBeGreaterThan(30);
    expect(words).toEqual(expect.arrayContaining(['otter', 'loutre', 'łodz', 'rivieres']));
    expect(vocabularyFilter(built.index)).toBeDefined();
  });

  it("gives every word's count as the vocabulary does", () => {
    const { batched, oneByOne } = countsBothWays(built.index);
    expect(batched).toEqual(oneByOne);
    expect(oneByOne.filter((df) => df > 0).length).toBeGreaterThanOrEqual(words.length);
  });

  it('looks every word up in a file built without it', () => {
    const older = built.file.replace(/index\.sqlite$/, 'older.sqlite');
    copyFileSync(built.file, older);
    const db = new Database(older);
    db.exec('DROP TABLE vocabulary_filter');
    db.close();
    const handle = createIndexHandle(older, {});
    try {
      const index = handle.current();
      expect(vocabularyFilter(index)).toBeUndefined();
      const { batched, oneByOne } = countsBothWays(index);
      expect(batched).toEqual(oneByOne);
      expect(batched).toEqual(countsBothWays(built.index).batched);
    } finally {
      handle.close();
    }
  });
});
