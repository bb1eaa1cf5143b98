import { describe, expect, it } from 'vitest';
import { createI18n } from '../../server/i18n/i18n.ts';
import { pageTranslator } from '../../server/i18n/page-translator.ts';
import { LOCALES } from '../../server/shared/locale-choice.ts';
import { resources } from '../../server/shared/locale-resources.ts';

/** Every key of a resource tree with its string, as "a.b.c". */
function entries(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([name, value]) => entries(value, prefix ? `${prefix}.${name}` : name));
}

/** The base keys (plural suffixes removed) and the placeholder names each uses. */
function keysWithPlaceholders(locale: (typeof LOCALES)[number]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [key, text] of entries(resources[locale])) {
    const names = [...text.matchAll(/\{\{\s*([A-Za-z0-9_]+)[^}]*\}\}/g)].map((m) => m[1]!);
    if (names.length === 0) continue;
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
    const set = found.get(base) ?? new Set();
    for (const name of names) set.add(name);
    found.set(base, set);
  }
  return found;
}

const i18n = createI18n();

describe('pageTranslator', () => {
  it.each(LOCALES)('answers exactly as i18next for every %s string, with and without options', (locale) => {
    const t = pageTranslator(i18n, locale);
    const reference = i18n.getFixedT(locale);
    for (const [key] of entries(resources[locale])) {
      expect(t(key as never), key).toBe(reference(key as never));
      // Twice: the second answer comes from what was remembered.
      expect(t(key as never), key).toBe(reference(key as never));
    }
    const withPlaceholders = keysWithPlaceholders(locale);
    expect(withPlaceholders.size).toBeGreaterThan(5);
    for (const [key, names] of withPlaceholders) {
      const variants = [
        Object.fromEntries([...names].map((name) => [name, name === 'count' ? 1 : `«${name}» {{x}}`])),
        Object.fromEntries([...names].map((name, i) => [name, name === 'count' ? 3 : 40 + i])),
        Object.fromEntries([...names].map((name) => [name, name === 'count' ? 0 : 'x'])),
        {},
      ];
      for (const options of variants) {
        for (let round = 0; round < 2; round++) {
          expect(t(key as never, options as never), `${key} ${JSON.stringify(options)}`).toBe(
            reference(key as never, options as never),
          );
        }
      }
    }
  });

  it('is one function per language, shared by every page', () => {
    expect(pageTranslator(i18n, 'fr')).toBe(pageTranslator(i18n, 'fr'));
    expect(pageTranslator(i18n, 'fr')).not.toBe(pageTranslator(i18n, 'es'));
  });

  it('passes unknown keys and unusual calls through to i18next', () => {
    const t = pageTranslator(i18n, 'en');
    expect(t('no.such.key' as never)).toBe('no.such.key');
    expect(t('no.such.key' as never, { defaultValue: 'Fallback' } as never)).toBe('Fallback');
    expect(t(['no.such.key', 'site.name'] as never)).toBe(i18n.getFixedT('en')('site.name'));
  });
});
