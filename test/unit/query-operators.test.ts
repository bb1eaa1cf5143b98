import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { operatorMatch } from '../../server/search/local/query/operator-match.ts';
import { type ParsedQuery, parseQuery, remoteQueryText, siteHost } from '../../server/shared/query-operators.ts';

const word = (text: string, more: { phrase?: boolean; inTitle?: boolean } = {}) => ({
  text,
  phrase: more.phrase ?? false,
  inTitle: more.inTitle ?? false,
});
const phrase = (text: string, inTitle = false) => word(text, { phrase: true, inTitle });

describe('parseQuery', () => {
  it.each<[string, string, Partial<ParsedQuery>]>([
    ['plain words', 'red fox', { clauses: [[word('red')], [word('fox')]], operators: [] }],
    ['a phrase', '"red fox" den', { clauses: [[phrase('red fox')], [word('den')]], operators: ['phrase'] }],
    [
      'an excluded word',
      'fox -arctic',
      { clauses: [[word('fox')]], excluded: [word('arctic')], operators: ['exclude'] },
    ],
    ['an excluded phrase', 'fox -"arctic fox"', { excluded: [phrase('arctic fox')], operators: ['phrase', 'exclude'] }],
    ['site:', 'fox site:Wikipedia.org', { clauses: [[word('fox')]], sites: ['wikipedia.org'], operators: ['site'] }],
    ['site: with a scheme and path', 'site:https://www.example.org/a/b', { sites: ['www.example.org'] }],
    ['site: wildcard', 'site:*.example.org fox', { sites: ['example.org'] }],
    ['-site:', 'fox -site:example.org', { excludedSites: ['example.org'], operators: ['exclude', 'site'] }],
    ['OR', 'fox OR wolf', { clauses: [[word('fox'), word('wolf')]], operators: ['or'] }],
    [
      'OR binds tighter than AND',
      'den red OR grey OR white',
      { clauses: [[word('den')], [word('red'), word('grey'), word('white')]] },
    ],
    [
      'lower-case or is a word',
      'fox or wolf',
      { clauses: [[word('fox')], [word('or')], [word('wolf')]], operators: [] },
    ],
    ['OR at the start is a word', 'OR fox', { clauses: [[word('OR')], [word('fox')]], operators: [] }],
    ['OR at the end is a word', 'fox OR', { clauses: [[word('fox')], [word('OR')]], operators: [] }],
    ['OR before an exclusion is a word', 'fox OR -wolf', { clauses: [[word('fox')], [word('OR')]] }],
    [
      'intitle:',
      'intitle:fox den',
      { clauses: [[word('fox', { inTitle: true })], [word('den')]], operators: ['intitle'] },
    ],
    [
      'intitle: phrase',
      'intitle:"red fox"',
      { clauses: [[phrase('red fox', true)]], operators: ['phrase', 'intitle'] },
    ],
    ['INTITLE: in capitals', 'INTITLE:fox', { clauses: [[word('fox', { inTitle: true })]] }],
    ['unknown operator is words', 'foo:bar', { clauses: [[word('foo:bar')]], operators: [] }],
    ['hyphen inside a word', 'well-known fox', { clauses: [[word('well-known')], [word('fox')]], operators: [] }],
    ['- alone', 'fox - wolf', { clauses: [[word('fox')], [word('wolf')]], excluded: [], operators: [] }],
    ['- only', '-', { clauses: [], excluded: [], operators: [] }],
    ['unbalanced quote ignored', '"red fox', { clauses: [[word('red')], [word('fox')]], operators: [] }],
    ['unbalanced quote at the end', 'red fox"', { clauses: [[word('red')], [word('fox')]], operators: [] }],
    ['empty phrase', '"" fox', { clauses: [[word('fox')]], operators: [] }],
    ['only operators', '-fox site:example.org', { clauses: [], excluded: [word('fox')], sites: ['example.org'] }],
    ['site: without a host is a word', 'site: fox', { clauses: [[word('site:')], [word('fox')]], sites: [] }],
    ['intitle: alone is nothing', 'intitle:', { clauses: [], operators: [] }],
    ['punctuation only', '!!! ??? ---', { clauses: [], excluded: [], operators: [] }],
  ])('%s: %s', (_name, input, expected) => {
    expect(parseQuery(input)).toMatchObject(expected);
  });

  it('bounds its work on hostile input', () => {
    for (const input of [
      '"'.repeat(100_000),
      '-'.repeat(100_000),
      'a OR '.repeat(20_000),
      `site:${'a.'.repeat(50_000)}`,
      'x '.repeat(50_000),
    ]) {
      const started = performance.now();
      const parsed = parseQuery(input);
      expect(performance.now() - started).toBeLessThan(500);
      expect(parsed.clauses.flat().length).toBeLessThanOrEqual(32);
    }
  });
});

describe('siteHost', () => {
  it.each([
    ['example.org', 'example.org'],
    ['EXAMPLE.org.', 'example.org'],
    ['http://example.org:8080/x', 'example.org'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['org', 'org'],
    ['', undefined],
    ['///', undefined],
    ['user@evil.example', undefined],
    ['[::1]', undefined],
  ])('%s → %s', (value, host) => {
    expect(siteHost(value)).toBe(host);
  });
});

describe('operatorMatch (local MATCH expression)', () => {
  it.each([
    ['"red fox"', '"red fox"'],
    ['fox -arctic', '("fox") NOT "arctic"'],
    ['fox OR wolf den', '("fox" OR "wolf") AND "den"'],
    ['intitle:fox', 'title : "fox"'],
    ['intitle:"red fox" -den', '(title : "red fox") NOT "den"'],
    ['Éléphant "d’Afrique"', '"elephant" AND "d afrique"'],
    ['well-known "a"', '("well" "known") AND "a"'],
    ['-fox', undefined],
    ['site:example.org', undefined],
  ])('%s → %s', (input, expression) => {
    expect(operatorMatch(parseQuery(input)).expression).toBe(expression);
  });

  it('leaves out a lone common word while other clauses remain, as a plain search does', () => {
    const common = (word: string) => word === 'the';
    const match = (input: string) => operatorMatch(parseQuery(input), common).expression;
    expect(match('the beatles -yoko')).toBe('("beatles") NOT "yoko"');
    expect(match('the -yoko')).toBe('("the") NOT "yoko"');
    expect(match('"the beatles" the')).toBe('"the beatles"');
    expect(match('the OR beatles abbey')).toBe('("the" OR "beatles") AND "abbey"');
    expect(match('intitle:the beatles')).toBe('title : "the" AND "beatles"');
  });

  it('quotes every term, so typed FTS5 syntax stays words', () => {
    const { expression } = operatorMatch(parseQuery('"NEAR(a b)" title:x* ^c OR {d}'));
    expect(expression).toBe('"near a b" AND ("title" "x") AND ("c" OR "d")');
  });
});

describe('remoteQueryText (Brave, SearXNG)', () => {
  it.each([
    ['red fox', 'red fox'],
    ['"red fox" -arctic site:Example.org', '"red fox" site:example.org -arctic'],
    ['fox OR wolf', 'fox OR wolf'],
    ['intitle:"red fox"', 'intitle:"red fox"'],
    ['fox -site:example.org', 'fox -site:example.org'],
    ['foo:bar', 'foo bar'],
    ['https://example.org/page', 'https://example.org/page'],
    // A leading ! or : picks engines or a language on SearXNG: searched as a word instead.
    ['!images fox :fr', 'images fox fr'],
    ['"unbalanced fox', 'unbalanced fox'],
  ])('%s → %s', (input, sent) => {
    expect(remoteQueryText(input)).toBe(sent);
  });
});

describe('operatorMatch expressions are valid FTS5', () => {
  // The provider answers an FTS5 syntax error with no results, silently: prove there is none.
  const db = new Database(':memory:');
  db.exec("CREATE VIRTUAL TABLE docs USING fts5(title, text, tokenize = 'unicode61 remove_diacritics 2')");
  db.exec("INSERT INTO docs VALUES ('red fox', 'a fox and a wolf'), ('wolf', 'grey wolf')");
  it.each([
    'fox OR wolf red',
    'red fox OR wolf -grey',
    '"red fox" OR wolf',
    'intitle:"red fox" OR intitle:wolf -"grey wolf"',
    'a-b OR c-d e-f',
    '-x -y z',
    `${'"a b" OR '.repeat(40)}c`,
    'OR OR OR fox',
    '"" "" fox',
    'NEAR(fox wolf) * ^red {title}: fox',
  ])('%s', (input) => {
    const { expression } = operatorMatch(parseQuery(input));
    expect(expression).toBeDefined();
    expect(() => db.prepare('SELECT rowid FROM docs WHERE docs MATCH ?').all(expression)).not.toThrow();
  });
});
