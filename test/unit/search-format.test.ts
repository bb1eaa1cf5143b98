import { describe, expect, it } from 'vitest';
import { formatDuration, hostOf, relativeDate } from '../../views/search/format.ts';
import { tidyEllipses, truncate, truncateSpans } from '../../views/search/truncate.ts';

describe('truncate', () => {
  it.each([
    ['short title', 'short title'],
    ['a'.repeat(88), 'a'.repeat(88)],
    ['a'.repeat(89), `${'a'.repeat(88)}…`],
    [`${'word '.repeat(30)}`, `${'word '.repeat(17).trim()}…`],
    ['  spaced   out  ', 'spaced out'],
    // The cut never leaves a stop before the ellipsis.
    [`${'a'.repeat(78)} bbbbbb. ccccccccc`, `${'a'.repeat(78)} bbbbbb…`],
    ['A provider title...', 'A provider title…'],
  ])('%j', (text, expected) => {
    const result = truncate(text);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(89);
  });

  it.each([
    ['described in 1821....', 'described in 1821…'],
    ['described in 1821….', 'described in 1821…'],
    ['... it lives high', '… it lives high'],
    ['end.…', 'end…'],
    ['twice……', 'twice…'],
    ['a.b. plain dots. stay', 'a.b. plain dots. stay'],
  ])('one ellipsis character: %j', (text, expected) => expect(tidyEllipses(text)).toBe(expected));

  it('keeps highlights when truncating spans', () => {
    const spans = [
      { text: 'The ' },
      { text: 'red fox', highlight: true },
      { text: ` ${'lives in many places '.repeat(6)}` },
    ];
    const out = truncateSpans(spans);
    expect(out[1]).toEqual({ text: 'red fox', highlight: true });
    expect(out.at(-1)).toEqual({ text: '…' });
    expect(out.map((s) => s.text).join('').length).toBeLessThanOrEqual(89);
    expect(truncateSpans([{ text: 'short' }])).toEqual([{ text: 'short' }]);
  });

  it('tidies ellipses across spans, even in a short snippet', () => {
    expect(truncateSpans([{ text: 'First described in 1821…' }, { text: '. It lives' }])).toEqual([
      { text: 'First described in 1821…' },
      { text: ' It lives' },
    ]);
    expect(truncateSpans([{ text: 'in ' }, { text: '1821', highlight: true }, { text: '...' }])).toEqual([
      { text: 'in ' },
      { text: '1821', highlight: true },
      { text: '…' },
    ]);
  });
});

describe('formats', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [187, '3:07'],
    [3729, '1:02:09'],
  ])('duration %i → %s', (s, text) => expect(formatDuration(s)).toBe(text));

  it.each([
    ['https://www.example.org/a', 'example.org'],
    ['https://fr.wikipedia.org/wiki/X', 'fr.wikipedia.org'],
    ['not a url', ''],
  ])('host %s → %s', (url, host) => expect(hostOf(url)).toBe(host));

  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['2026-11-21T09:00:00Z', 'en', '3 hours ago'],
    ['2026-11-19T12:00:00Z', 'fr', 'avant-hier'],
    ['2026-11-14T12:00:00Z', 'es', 'la semana pasada'],
    ['2026-11-21T11:59:30Z', 'en', 'this minute'],
    ['garbage', 'en', undefined],
    [undefined, 'en', undefined],
  ] as const)('%s in %s → %s', (iso, locale, text) => expect(relativeDate(iso, locale, now)).toBe(text));
});
