/** The mail strings (locales/mail/*.json): same keys and variables in en, fr and es, every key used exists. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { itHasParity, loadLeaves, pluralBase } from '../helpers/locale-files.ts';

const load = (l: string) => loadLeaves(`locales/mail/${l}.json`);

describe('mail locale files', () => {
  it('exist for exactly en, fr and es', () => {
    expect(readdirSync('locales/mail').sort()).toEqual(['en.json', 'es.json', 'fr.json']);
  });

  itHasParity('locales/mail');
  const en = new Set([...load('en').keys()].map(pluralBase));

  it('hold plain text only: the HTML renderer escapes them, markup would show as text', () => {
    for (const locale of ['en', 'fr', 'es']) {
      for (const [key, text] of load(locale)) expect(text, `${locale} ${key}`).not.toMatch(/[<>]|&\w+;/);
    }
  });

  it('every text() key used in server/mail exists in en, and every en key is used', () => {
    const sources = readdirSync('server/mail')
      .filter((f) => f.endsWith('.ts'))
      .map((f) => readFileSync(`server/mail/${f}`, 'utf8'));
    const used = new Set(sources.flatMap((s) => [...s.matchAll(/\btext\('([a-zA-Z0-9_.]+)'/g)].map((m) => m[1])));
    expect([...used].filter((k) => !en.has(k as string))).toEqual([]);
    expect([...en].filter((k) => !used.has(k))).toEqual([]);
  });
});
