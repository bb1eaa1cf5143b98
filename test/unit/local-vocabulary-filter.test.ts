/**
 * The vocabulary's Bloom filter (vocabulary-filter.ts) may let a word through that the
 * vocabulary lacks, but must never turn away one it holds: the spelling corrector would then
 * miss a candidate. And it must turn away nearly every other word, or it saves no lookup.
 */
import { describe, expect, it } from 'vitest';
import { buildVocabularyFilter, mayHold } from '../../server/search/local/spelling/vocabulary-filter.ts';

/** A small seeded generator (a failure names a reproducible vocabulary). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzéèàçñøłə';

function words(seed: number, count: number): string[] {
  const next = random(seed);
  const out = new Set<string>();
  while (out.size < count) {
    out.add(
      Array.from({ length: 2 + Math.floor(next() * 12) }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join(''),
    );
  }
  return [...out];
}

describe('vocabulary filter', () => {
  it.each([1, 2, 3])('holds every word it was built from, and few others (seed %i)', (seed) => {
    const all = words(seed, 40_000);
    const held = all.slice(0, 20_000);
    const others = all.slice(20_000);
    const filter = buildVocabularyFilter(held);
    expect(held.every((word) => mayHold(filter, word))).toBe(true);
    const passed = others.filter((word) => mayHold(filter, word)).length;
    expect(passed / others.length).toBeLessThan(0.02);
  });

  it('tells apart words one letter apart, as the first-letter forms are', () => {
    const filter = buildVocabularyFilter(['river', 'otter', 'hover']);
    const forms = [...'abcdefghijklmnopqrstuvwxyz'].flatMap((letter) => [`${letter}iver`, `${letter}river`]);
    expect(forms.filter((form) => mayHold(filter, form))).toEqual(['river']);
  });

  it('answers for words outside the basic plane and broken ones without throwing', () => {
    const filter = buildVocabularyFilter(['𝒜lpha', 'ab']);
    expect(mayHold(filter, '𝒜lpha')).toBe(true);
    expect(mayHold(filter, '\udc9clpha')).toBe(false);
    expect(mayHold(filter, '')).toBe(false);
  });

  it('is a few bits a word', () => {
    expect(buildVocabularyFilter(words(4, 100_000)).bits.length).toBeLessThanOrEqual(256 * 1024);
    expect(buildVocabularyFilter([]).bits.length).toBeGreaterThan(0);
  });
});
