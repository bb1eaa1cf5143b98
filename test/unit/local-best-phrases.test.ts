/**
 * Related searches and suggestions sort a small range of phrases themselves (suggestions.ts): the
 * order must be SQLite's `ORDER BY weight DESC, key` exactly, keys compared as SQLite compares
 * text (by UTF-8 bytes), which differs from JavaScript's `<` for characters past U+FFFF.
 */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { bestPhrases } from '../../server/search/local/query/suggestions.ts';

type Row = [string, string, number];

function sqliteOrder(rows: readonly Row[], limit: number): string[] {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE phrases (key TEXT PRIMARY KEY, phrase TEXT NOT NULL, weight INTEGER NOT NULL) WITHOUT ROWID');
  const insert = db.prepare('INSERT INTO phrases VALUES (?, ?, ?)');
  for (const row of rows) insert.run(...row);
  const phrases = db.prepare('SELECT phrase FROM phrases ORDER BY weight DESC, key LIMIT ?').pluck().all(limit);
  db.close();
  return phrases as string[];
}

describe('bestPhrases', () => {
  it.each([
    [
      'by weight, best first',
      [
        ['a b', 'A b', 1],
        ['a c', 'A c', 5],
        ['a d', 'A d', 3],
      ],
      2,
      ['A c', 'A d'],
    ],
    [
      'ties by key',
      [
        ['otter z', 'z', 2],
        ['otter a', 'a', 2],
        ['otter m', 'm', 2],
      ],
      3,
      ['a', 'm', 'z'],
    ],
    [
      'a key before its extensions',
      [
        ['sea otter', 'x', 1],
        ['sea', 'y', 1],
      ],
      2,
      ['y', 'x'],
    ],
    // U+FF5E (one UTF-16 unit) sorts after U+1F600 (two units) in JavaScript, before it in UTF-8.
    [
      'past U+FFFF as SQLite does',
      [
        ['a \u{1F600}', 'emoji', 1],
        ['a \uFF5E', 'tilde', 1],
      ],
      2,
      ['tilde', 'emoji'],
    ],
  ] as [string, Row[], number, string[]][])('%s', (_, rows, limit, expected) => {
    expect(bestPhrases([...rows], limit)).toEqual(expected);
    expect(sqliteOrder(rows, limit)).toEqual(expected);
  });

  it("agrees with SQLite's order on random phrases", () => {
    const alphabet = ['a', 'b', 'é', 'ß', '\uFF5E', '\u{1F600}', '\u{10400}', ' ', 'z'];
    let state = 11;
    const next = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 4294967296;
    };
    for (let round = 0; round < 30; round++) {
      const byKey = new Map<string, Row>();
      for (let i = 0; i < 40; i++) {
        const key = Array.from({ length: 1 + Math.floor(next() * 6) }, () => alphabet[Math.floor(next() * 9)]).join('');
        byKey.set(key, [key, `phrase ${i}`, Math.floor(next() * 4)]);
      }
      const rows = [...byKey.values()];
      expect(bestPhrases([...rows], 8)).toEqual(sqliteOrder(rows, 8));
    }
  });
});
