import { describe, expect, it } from 'vitest';
import { buildSnippet } from '../../server/search/local/query/snippet.ts';
import type { Span } from '../../server/shared/search-types.ts';

/** Renders spans as text with [highlights], for readable expectations. */
const render = (spans: Span[]) => spans.map((s) => (s.highlight ? `[${s.text}]` : s.text)).join('');
const terms = (...list: string[]) => new Set(list);

describe('buildSnippet', () => {
  it.each([
    ['The red fox hunts.', ['fox'], 'The red [fox] hunts.'],
    ["L'Éléphant d'Afrique", ['elephant'], "L'[Éléphant] d'Afrique"],
    ['Fox, FOX and fox.', ['fox'], '[Fox], [FOX] and [fox].'],
    ['No match here.', ['zebra'], 'No match here.'],
    ['Line one.\n\nLine   two fox.', ['fox'], 'Line one. Line two [fox].'],
    ['foxes are not a fox', ['fox'], 'foxes are not a [fox]'],
  ])('%j with %j', (text, list, expected) => expect(render(buildSnippet(text, terms(...list)))).toBe(expected));

  it('returns no spans for an empty text', () => expect(buildSnippet('  ', terms('fox'))).toEqual([]));

  it('starts at the passage holding the most distinct terms and marks the cuts', () => {
    const filler = 'Lorem ipsum dolor sit amet. '.repeat(20);
    const text = `${filler}A red fox. ${filler}The red fox sleeps in the den. ${filler}`;
    const snippet = render(buildSnippet(text, terms('fox', 'den')));
    expect(snippet).toMatch(/^…/);
    expect(snippet).toMatch(/…$/);
    expect(snippet).toContain('The red [fox] sleeps in the [den].');
    expect(snippet.length).toBeLessThanOrEqual(210);
  });

  it('shows the opening of a long text without matches, cut at a word', () => {
    const snippet = render(buildSnippet('word '.repeat(100), terms('zebra')));
    expect(snippet).toMatch(/^word word .* word…$/);
    expect(snippet.length).toBeLessThanOrEqual(201);
  });

  it('produces plain text only: markup in the text stays text', () => {
    const spans = buildSnippet('<b>fox</b> & <script>', terms('fox'));
    expect(spans).toEqual([{ text: '<b>' }, { text: 'fox', highlight: true }, { text: '</b> & <script>' }]);
  });
});
