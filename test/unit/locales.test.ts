import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const load = (l: string) => JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Tree;

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

describe('locale files', () => {
  const files = readdirSync('locales').filter((f) => f.endsWith('.json'));
  it('exist for exactly en, fr and es', () => {
    expect(files.sort()).toEqual(['en.json', 'es.json', 'fr.json']);
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

  it('every t() key used in the code exists in en', () => {
    const sources = ['views', 'server', 'client'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => readFileSync(`${dir}/${f}`, 'utf8')),
    );
    const used = new Set(
      sources.flatMap((s) => [...s.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)].map((m) => m[1] as string)),
    );
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((k) => !en.has(k))).toEqual([]);
  });
});
