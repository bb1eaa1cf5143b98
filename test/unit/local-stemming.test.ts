import { describe, expect, it } from 'vitest';
import { stemExpression, stemGroup, stemText, stemWord } from '../../server/search/local/language/stemming.ts';

describe('stemWord', () => {
  it.each([
    // Forms of one word share a stem in their language.
    ['constructing', 'en', 'construct'],
    ['construction', 'en', 'construct'],
    ['models', 'en', 'model'],
    ['oiseaux', 'fr', 'oiseau'],
    ['oiseau', 'fr', 'oiseau'],
    ['chevaux', 'fr', 'cheval'],
    ['corriendo', 'es', 'corr'],
    ['correr', 'es', 'corr'],
    ['canciones', 'es', 'cancion'],
    // A region subtag is the language's.
    ['rivers', 'en-GB', 'river'],
    // A language without a stemmer, digits and short words are left as they are.
    ['hunde', 'de', 'hunde'],
    ['hunde', undefined, 'hunde'],
    ['2024', 'en', '2024'],
    ['is', 'en', 'is'],
  ])('%s (%s) → %s', (word, language, stem) => {
    expect(stemWord(word, language)).toBe(stem);
  });
});

describe('stemText', () => {
  it('folds, then stems every word of the text in its language', () => {
    expect(stemText('Constructing Bridges, 1890s', 'en')).toBe('construct bridg 1890s');
    expect(stemText('Les Oiseaux chantaient', 'fr')).toBe('le oiseau chant');
    expect(stemText('Les Oiseaux', 'de')).toBe('les oiseaux');
  });

  it('meets the query without its accents', () => {
    expect(stemText('Élevage', 'fr')).toBe(stemWord('elevage', 'fr'));
  });
});

describe('stemGroup and stemExpression', () => {
  it('hold the word as typed and its stem in each language, once', () => {
    expect(stemGroup('constructing')).toEqual(['constructing', 'construct']);
    expect(stemGroup('oiseaux')).toEqual(['oiseaux', 'oiseau']);
    expect(stemGroup('forest')).toEqual(['forest']);
  });

  it('require every word, or any, each by its group', () => {
    expect(stemExpression(['oiseaux', 'forest'], 'all')).toBe('("oiseaux" OR "oiseau") AND ("forest")');
    expect(stemExpression(['oiseaux', 'forest'], 'any')).toBe('("oiseaux" OR "oiseau") OR ("forest")');
    expect(stemExpression([], 'all')).toBeUndefined();
  });
});
