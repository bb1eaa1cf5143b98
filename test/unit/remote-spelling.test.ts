import { describe, expect, it } from 'vitest';
import { usableCorrection } from '../../server/search/providers/remote-spelling.ts';

describe('usableCorrection: a provider hint against the query it was sent', () => {
  it.each([
    // [hint, query sent, correction shown]
    ['biodiversity loss', 'biodiversty loss', 'biodiversity loss'],
    ['  wolves ', 'wolfs', 'wolves'],
    // The operators as rebuilt for the provider: naming them back changed nothing.
    ['fox site:example.org -dog', 'fox site:example.org -dog', undefined],
    // Spaces and letter case are no spelling.
    ['Fox  site:example.org   -dog', 'fox site:example.org -dog', undefined],
    ['biodiversity site:example.org -dog', 'biodiversty site:example.org -dog', 'biodiversity site:example.org -dog'],
    ['', 'fox', undefined],
    ['   ', 'fox', undefined],
    [null, 'fox', undefined],
    [undefined, 'fox', undefined],
  ])('%j sent as %j → %j', (hint, sent, expected) => {
    expect(usableCorrection(hint, sent)).toBe(expected);
  });
});
