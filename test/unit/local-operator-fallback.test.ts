import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FUNCTION_WORDS_BY_LANGUAGE } from '../../server/search/local/language/function-words.ts';
import { operatorMatch } from '../../server/search/local/query/operator-match.ts';
import { parseQuery } from '../../server/shared/query-operators.ts';

const match = (input: string) => operatorMatch(parseQuery(input), undefined, FUNCTION_WORDS_BY_LANGUAGE.en);

describe('operatorMatch fallback (any plain word, operators kept)', () => {
  it.each([
    ['jet with flow -dash', '("jet" AND "flow") NOT "dash"', '(("jet" OR "flow")) NOT "dash"'],
    ['"red fox" den lair', '"red fox" AND "den" AND "lair"', '"red fox" AND ("den" OR "lair")'],
    [
      'intitle:fox den lair -x',
      '(title : "fox" AND "den" AND "lair") NOT "x"',
      '(title : "fox" AND ("den" OR "lair")) NOT "x"',
    ],
    ['fox OR wolf den', '("fox" OR "wolf") AND "den"', '(("fox" OR "wolf") OR "den")'],
    ['"red fox" den', '"red fox" AND "den"', undefined],
    ['fox -den', '("fox") NOT "den"', undefined],
    ['the -yoko', '("the") NOT "yoko"', undefined],
  ])('%s → %s, else %s', (input, expression, fallback) => {
    const built = match(input);
    expect(built.expression).toBe(expression);
    expect(built.fallback).toBe(fallback);
  });

  it('builds valid FTS5', () => {
    const db = new Database(':memory:');
    db.exec("CREATE VIRTUAL TABLE docs USING fts5(title, text, tokenize = 'unicode61 remove_diacritics 2')");
    for (const input of ['jet with flow -dash', '"a b" c d -"e f"', 'intitle:x y OR z w -v', 'a OR b c OR d -e']) {
      const { fallback } = match(input);
      expect(fallback).toBeDefined();
      expect(() => db.prepare('SELECT rowid FROM docs WHERE docs MATCH ?').all(fallback)).not.toThrow();
    }
  });
});
