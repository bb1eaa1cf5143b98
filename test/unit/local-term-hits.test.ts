import { describe, expect, it } from 'vitest';
import { words } from '../../server/search/local/language/text-fold.ts';
import { heldTerms, termHits } from '../../server/search/local/query/term-hits.ts';

const termsHeld = (text: string, terms: Set<string>, limit: number) => heldTerms(terms)(text, limit);

/** What termHits must equal: every word split and folded, then filtered. */
const reference = (text: string, terms: Set<string>, limit: number) =>
  words(text, limit).filter((word) => terms.has(word.folded));

/** What termsHeld must equal: the folded words of every hit. */
const held = (text: string, terms: Set<string>, limit: number) =>
  new Set(reference(text, terms, limit).map((word) => word.folded));

const cases: [string, string[]][] = [
  ['The red fox hunts. Fox, FOX and fox.', ['fox']],
  ['foxes are not a fox; xfox neither', ['fox']],
  ["L'Éléphant d'Afrique, the elephant", ['elephant']],
  ['cafe café cafe\u0301 CAFÉ caféine', ['cafe']],
  ['naïve naive NAÏVE', ['naive']],
  ['a ab abc ab-a', ['a', 'ab']],
  ['river–river—river·river', ['river']],
  ['fox\u{1D400}fox 𝐀fox fox𝐀 fox', ['fox']],
  ['riverñ ñriver river', ['river']],
  ['İstanbul istanbul ISTANBUL', ['istanbul']],
  ['Москва moskva москва', ['москва']],
  ['1990 in 1990s and 1990', ['1990', 'in']],
  ['', ['fox']],
  ['no terms at all', []],
];

describe('termHits', () => {
  it.each(cases)('%j for %j finds what splitting every word finds', (text, list) => {
    const terms = new Set(list);
    expect(termHits(text, terms, 12_000)).toEqual(reference(text, terms, 12_000));
    expect(termsHeld(text, terms, 12_000)).toEqual(held(text, terms, 12_000));
  });

  it.each([
    ['every term early, then a long text', `fox den ${'river '.repeat(3000)}`, ['fox', 'den']],
    ['one term only in an accented form, after the others', `den fox ${'x '.repeat(500)}Dén`, ['fox', 'den', 'dén']],
    ['a term written only with an accent', `fox ${'y '.repeat(200)}Fóx dén`, ['fox', 'den']],
    ['a term missing', `fox ${'z '.repeat(100)}`, ['fox', 'den']],
  ])('heldTerms: %s', (_, text, list) => {
    const terms = new Set(list);
    expect(termsHeld(text, terms, 12_000)).toEqual(held(text, terms, 12_000));
  });

  it('looks at every character outside ASCII that a word can hold, marks and letters alike', () => {
    const wordChar = /^[\p{L}\p{N}\p{M}]$/u;
    const chars: string[] = [];
    for (let code = 0x80; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCharCode(code);
      if (wordChar.test(char)) chars.push(char);
    }
    // "fo\u0301x" folds to "fox"; "éfox" and "foxé" are other words.
    const text = chars.map((char) => `fo${char}x ${char}fox fox${char}`).join(' – ');
    const terms = new Set(['fox']);
    const limit = text.length;
    expect(termHits(text, terms, limit)).toEqual(reference(text, terms, limit));
    expect(termHits(text, terms, limit).length).toBeGreaterThan(100);
  });

  it('stops at the limit as the plain split does', () => {
    const text = `${'fox '.repeat(10)}éfox fox`;
    for (const limit of [0, 3, 4, 17, 40, 45, 100]) {
      expect(termHits(text, new Set(['fox']), limit)).toEqual(reference(text, new Set(['fox']), limit));
      expect(termsHeld(text, new Set(['fox', 'den']), limit)).toEqual(held(text, new Set(['fox', 'den']), limit));
    }
  });

  it('agrees on generated text mixing scripts, accents and marks', () => {
    const pieces = ['fox', 'Fox', 'FÓX', 'fo\u0301x', 'x', ' ', '-', 'é', 'ß', '𝐀', '1', 'den', 'dén', '\n', 'ǅ'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let round = 0; round < 300; round++) {
      const text = Array.from({ length: 30 }, () => pieces[next() % pieces.length]).join('');
      const terms = new Set(['fox', 'den']);
      expect(termHits(text, terms, 12_000)).toEqual(reference(text, terms, 12_000));
      expect(termsHeld(text, terms, 12_000)).toEqual(held(text, terms, 12_000));
    }
  });
});
