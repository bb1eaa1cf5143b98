import { describe, expect, it } from 'vitest';
import { fold, foldPhrase, words } from '../../server/search/local/language/text-fold.ts';
import { MAX_QUERY_TERMS, matchExpression, queryWords } from '../../server/search/local/query/match-expression.ts';

const expressionOf = (text: string, mode: 'all' | 'any' = 'all') =>
  matchExpression([...new Set(queryWords(text).map((w) => w.folded))], mode);

describe('fold', () => {
  it.each([
    ['Éléphant', 'elephant'],
    ['ÑANDÚ', 'nandu'],
    ['Ça', 'ca'],
    ['e\u0301le\u0301phant', 'elephant'],
    ['İstanbul', 'istanbul'],
    ['plain', 'plain'],
  ])('%s → %s', (input, folded) => expect(fold(input)).toBe(folded));

  it('folds phrases with single spaces', () =>
    expect(foldPhrase('  Éléphant   d’Afrique ')).toBe('elephant d’afrique'));
});

describe('words', () => {
  it('keeps the offsets of the original text', () => {
    const text = "L'éléphant, 2 fois!";
    expect(words(text).map((w) => [text.slice(w.start, w.end), w.folded])).toEqual([
      ['L', 'l'],
      ['éléphant', 'elephant'],
      ['2', '2'],
      ['fois', 'fois'],
    ]);
  });
});

describe('query → FTS5 MATCH expression', () => {
  it.each([
    ['red fox', '"red" "fox"'],
    ['a OR b', '"a" "or" "b"'],
    ['NEAR(a b, 2)', '"near" "a" "b" "2"'],
    ['"unbalanced', '"unbalanced"'],
    ['-x', '"x"'],
    ['fox*', '"fox"'],
    ['title:fox', '"title" "fox"'],
    ['^start + end', '"start" "end"'],
    ['Éléphant', '"elephant"'],
    ['fox fox FOX', '"fox"'],
    ['🦊 fox 🐘', '"fox"'],
  ])('%j → %s', (text, expression) => expect(expressionOf(text)).toBe(expression));

  it.each([[''], ['   '], ['"'], ['*'], ['()'], ['🦊🐘'], ['-- ** ""']])('%j has no terms', (text) =>
    expect(expressionOf(text)).toBeUndefined(),
  );

  it('joins with OR in any mode', () => expect(expressionOf('red fox', 'any')).toBe('"red" OR "fox"'));

  it('caps a 10,000-character paste', () => {
    const paste = 'word '.repeat(2000);
    expect(queryWords(paste).length).toBe(MAX_QUERY_TERMS);
    expect(queryWords('x'.repeat(10_000))).toEqual([]);
  });
});
