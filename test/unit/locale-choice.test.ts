import { describe, expect, it } from 'vitest';
import { chooseLocale, parseAcceptLanguage, splitLocalePrefix } from '../../server/shared/locale-choice.ts';

describe('chooseLocale', () => {
  it.each([
    [{}, 'en', 'default'],
    [{ pathLocale: 'fr' }, 'fr', 'path'],
    [{ pathLocale: 'es', cookie: 'fr', acceptLanguage: 'fr' }, 'es', 'path'],
    [{ pathLocale: 'de', cookie: 'fr' }, 'fr', 'cookie'],
    [{ cookie: 'es', acceptLanguage: 'fr' }, 'es', 'cookie'],
    [{ cookie: 'EN' }, 'en', 'default'],
    [{ cookie: 'xx', acceptLanguage: 'fr-BE' }, 'fr', 'header'],
    [{ acceptLanguage: 'pt-BR, es;q=0.7' }, 'es', 'header'],
    [{ acceptLanguage: 'fr;q=0, es;q=0.2' }, 'es', 'header'],
    [{ acceptLanguage: '*' }, 'en', 'default'],
    [{ acceptLanguage: 'garbage;;;q=abc' }, 'en', 'default'],
  ])('%j → %s (%s)', (input, locale, source) => {
    expect(chooseLocale(input)).toEqual({ locale, source });
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', ['fr-ch', 'fr', 'en', 'de', '*']],
    ['en;q=0.1, es', ['es', 'en']],
    ['es;q=0.5, fr;q=0.5', ['es', 'fr']],
  ])('%s → %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe('splitLocalePrefix', () => {
  it.each([
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/es/auth/login', 'es', '/auth/login'],
    ['/de/cookies', undefined, '/de/cookies'],
    ['/french', undefined, '/french'],
    ['/', undefined, '/'],
  ])('%s → %s %s', (path, locale, rest) => {
    expect(splitLocalePrefix(path)).toEqual({ locale, rest });
  });
});
