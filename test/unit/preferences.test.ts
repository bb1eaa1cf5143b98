import { describe, expect, it } from 'vitest';
import { pathInLocale } from '../../server/routes/preferences.ts';

describe('pathInLocale', () => {
  const prefixable = new Set(['/', '/cookies', '/auth/login']);
  it.each([
    ['/cookies', 'fr', '/fr/cookies'],
    ['/es/cookies', 'fr', '/fr/cookies'],
    ['/es', 'en', '/en'],
    ['/', 'es', '/es'],
    ['/auth/login?from=x', 'es', '/es/auth/login?from=x'],
    ['/search?q=a', 'fr', '/search?q=a'],
    ['/fr/search?q=a', 'es', '/search?q=a'],
  ] as const)('%s in %s → %s', (target, lang, expected) => {
    expect(pathInLocale(target, lang, prefixable)).toBe(expected);
  });
});
