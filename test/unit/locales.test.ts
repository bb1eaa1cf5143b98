import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itHasParity, loadLeaves, pluralBase } from '../helpers/locale-files.ts';

describe('locale files', () => {
  const files = readdirSync('locales').filter((f) => f.endsWith('.json'));
  it('exist for exactly en, fr and es', () => {
    expect(files.sort()).toEqual(['en.json', 'es.json', 'fr.json']);
  });

  itHasParity('locales');
  const en = loadLeaves('locales/en.json');

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
    const keys = new Set([...en.keys()].map(pluralBase));
    expect([...used].filter((k) => !keys.has(k))).toEqual([]);
  });
});
