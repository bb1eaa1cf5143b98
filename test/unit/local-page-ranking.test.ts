import { describe, expect, it } from 'vitest';
import { repeatedTerms } from '../../server/search/local/query/page-ranking.ts';

describe("repeatedTerms: a question's words as often as it says them", () => {
  it.each<[string, string[], string[]]>([
    [
      'retrieval of information about retrieval systems',
      ['retrieval', 'information', 'systems'],
      ['retrieval', 'information', 'retrieval', 'systems'],
    ],
    // Words left out of the search (function words, common words) are not brought back.
    ['the cat and the dog', ['cat', 'dog'], ['cat', 'dog']],
    // A pasted repetition counts three times at most.
    ['spam spam spam spam spam eggs', ['spam', 'eggs'], ['spam', 'spam', 'spam', 'eggs']],
    ['', ['x'], []],
  ])('%s', (text, terms, expected) => {
    expect(repeatedTerms(text.split(' ').filter(Boolean), terms)).toEqual(expected);
  });
});
