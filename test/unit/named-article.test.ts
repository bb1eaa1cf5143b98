/**
 * The encyclopedia panel summarizes an article the query names (named-article.ts): every word of
 * its title in the query, or every word of the query in its title, in any form, function words
 * and a title's qualifier aside; not whatever article ranks first.
 */
import { describe, expect, it } from 'vitest';
import { namedArticle, queryNamesTitle, searchedText } from '../../server/search/local/language/named-article.ts';
import type { SearchResult } from '../../server/shared/search-types.ts';

describe('queryNamesTitle', () => {
  it.each([
    ['otter', 'Otter', true],
    ['otters', 'Otter', true],
    ['paris weather', 'Paris', true],
    ['thames', 'River Thames', true],
    ['Norham castle sunrise', 'Norham Castle, Sunrise', true],
    ['nile tv series', 'Nile (TV series)', true],
    ['the who', 'The Who', true],
    ['l214', 'L214', true],
    ['what is biodiversity', 'Biodiversity', true],
    ['oiseaux', 'Oiseau', true],
    ['how do otters hunt fish', 'Sea', false],
    ['how do otters hunt fish', 'Do Unto Otters', false],
    ['red fox', 'Fox News', false],
    ['kayak', 'Biodiversity', false],
    ['thames', 'List of districts in Kingston upon Thames', false],
    ['barack obama', 'List of Barack Obama presidential campaign staff members, 2008', false],
    ['otter', 'Otter, Montana', true],
    ['', 'Otter', false],
  ])('%j names %j: %s', (query, title, expected) => {
    expect(queryNamesTitle(query, title)).toBe(expected);
  });
});

const result = (url: string, title: string, vertical: SearchResult['vertical'] = 'web'): SearchResult =>
  ({ url, title, snippet: [], vertical }) as unknown as SearchResult;

describe('namedArticle', () => {
  const page = [
    result('https://en.wikipedia.org/wiki/Sea', 'Sea'),
    result('https://example.org/otters', 'Otters at home'),
    result('https://en.wikipedia.org/wiki/Eurasian_otter', 'Eurasian otter'),
    result('https://en.wikipedia.org/wiki/Otter', 'Otter'),
  ];

  it('passes over the first article when the query does not name it', () => {
    // Sea ranks first; Otter, further down, is what the question is about.
    expect(namedArticle(page, 'how do otters hunt fish')?.url).toBe('https://en.wikipedia.org/wiki/Otter');
    expect(namedArticle(page, 'kayak trips for beginners')).toBeUndefined();
    expect(namedArticle(page, 'otter')?.url).toBe('https://en.wikipedia.org/wiki/Eurasian_otter');
    expect(namedArticle(page, 'eurasian otters')?.url).toBe('https://en.wikipedia.org/wiki/Eurasian_otter');
  });

  it('reads the title from the article URL, not the result title a provider wrote', () => {
    expect(
      namedArticle([result('https://en.wikipedia.org/wiki/Otter', 'Otter - Wikipedia')], 'otter wikipedia')?.url,
    ).toBe('https://en.wikipedia.org/wiki/Otter');
    expect(namedArticle([result('https://en.wikipedia.org/wiki/Red_fox', 'Wikipedia')], 'red fox')?.url).toBe(
      'https://en.wikipedia.org/wiki/Red_fox',
    );
  });

  it('looks only at the first results, and at web results', () => {
    const far = [...Array.from({ length: 5 }, (_, i) => result(`https://example.org/${i}`, 'Other')), page[3]!];
    expect(namedArticle(far, 'otter')).toBeUndefined();
    expect(namedArticle([result('https://en.wikipedia.org/wiki/Otter', 'Otter', 'news')], 'otter')).toBeUndefined();
  });
});

describe('searchedText', () => {
  it('is the correction the results were searched for, else the text as typed', () => {
    expect(searchedText('otterr', { corrected: 'otter' })).toBe('otter');
    expect(searchedText('otterr', { corrected: 'otter', suggestion: true })).toBe('otterr');
    expect(searchedText('otter', undefined)).toBe('otter');
  });
});
