import { describe, expect, it } from 'vitest';
import { contentTerms, queryLanguage } from '../../server/search/local/language/content-terms.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';

const split = (text: string) => text.split(' ');

describe('contentTerms', () => {
  it.each<[string, Locale, string]>([
    ['how to cook rice', 'en', 'cook rice'],
    ['el tiempo en madrid', 'es', 'tiempo madrid'],
    ['el tiempo en madrid', 'en', 'tiempo madrid'],
    ['comment aider les abeilles', 'fr', 'aider abeilles'],
    ['to be or not to be', 'en', 'to be or not to be'],
    ['the who', 'en', 'the who'],
    ['sin city', 'en', 'sin city'],
    ['father and son', 'en', 'father son'],
    ['le monde', 'en', 'le monde'],
    ['le monde', 'fr', 'monde'],
    ['red fox', 'fr', 'red fox'],
    ['l214', 'en', 'l214'],
    ['la casa de papel', 'en', 'casa papel'],
  ])('%s (%s) → %s', (typed, visitor, expected) => {
    expect(contentTerms(split(typed), visitor)).toEqual(split(expected));
  });
});

describe('queryLanguage', () => {
  it.each<[string, Locale, Locale]>([
    ['donde esta el museo', 'en', 'es'],
    ['sin city', 'en', 'en'],
    ['ou est le chat', 'es', 'fr'],
    ['what is it', 'fr', 'en'],
  ])('%s (%s page) → %s', (typed, visitor, expected) => {
    expect(queryLanguage(split(typed), visitor)).toBe(expected);
  });
});
