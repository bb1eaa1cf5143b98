/** The mail strings (locales/mail/*.json): same keys and variables in en, fr and es, every key used exists. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const load = (l: string) => JSON.parse(readFileSync(`locales/mail/${l}.json`, 'utf8')) as Tree;

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('mail locale files', () => {
  it('exist for exactly en, fr and es', () => {
    expect(readdirSync('locales/mail').sort()).toEqual(['en.json', 'es.json', 'fr.json']);
  });

  const en = leaves(load('en'));
  for (const locale of ['fr', 'es']) {
    const other = leaves(load(locale));
    it(`${locale} has every key of en and no other`, () => {
      expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
      expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
    });
    it(`${locale} strings are filled and keep en's interpolation variables`, () => {
      for (const [key, text] of other) {
        expect(text.trim(), key).not.toBe('');
        expect(variables(text), key).toEqual(variables(en.get(key) ?? ''));
      }
    });
  }

  it('hold plain text only: the HTML renderer escapes them, markup would show as text', () => {
    for (const locale of ['en', 'fr', 'es']) {
      for (const [key, text] of leaves(load(locale))) expect(text, `${locale} ${key}`).not.toMatch(/[<>]|&\w+;/);
    }
  });

  it('every text() key used in server/mail exists in en, and every en key is used', () => {
    const sources = readdirSync('server/mail')
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(`server/mail/${f}`, 'utf8'));
    const used = new Set(sources.flatMap((s) => [...s.matchAll(/\btext\('([a-zA-Z0-9_.]+)'/g)].map((m) => m[1])));
    expect([...used].filter((k) => !en.has(k as string))).toEqual([]);
    expect([...en.keys()].filter((k) => !used.has(k))).toEqual([]);
  });
});
