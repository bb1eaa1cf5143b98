/**
 * Reading locale files as flat key → text maps, and the parity checks every set of locale
 * files gets: en, fr and es have the same keys, no empty text, the same {{variables}}. Plural
 * keys (`title_one`, `title_other`) count as their base (`title`): each language has the forms
 * its own plural rules need (French and Spanish add `_many`), checked in plural-strings.test.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

export function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

export const loadLeaves = (file: string): Map<string, string> => leaves(JSON.parse(readFileSync(file, 'utf8')) as Tree);

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** The key i18next is called with: 'counter.title_one' → 'counter.title'. */
export const pluralBase = (key: string): string => key.replace(PLURAL_SUFFIX, '');
const bases = (strings: Map<string, string>) => new Set([...strings.keys()].map(pluralBase));

/** Declares the parity tests of `dir/{en,fr,es}.json` inside the current describe block. */
export function itHasParity(dir: string): void {
  const en = loadLeaves(`${dir}/en.json`);
  for (const locale of ['fr', 'es']) {
    const other = loadLeaves(`${dir}/${locale}.json`);
    it(`${locale} has every key of en and no other`, () => {
      expect([...bases(other)].filter((k) => !bases(en).has(k))).toEqual([]);
      expect([...bases(en)].filter((k) => !bases(other).has(k))).toEqual([]);
    });
    it(`${locale} strings are filled and keep en's interpolation variables`, () => {
      for (const [key, text] of other) {
        expect(text.trim(), key).not.toBe('');
        const english = en.get(key) ?? en.get(`${pluralBase(key)}_other`) ?? '';
        expect(variables(text), key).toEqual(variables(english));
      }
    });
  }
}
