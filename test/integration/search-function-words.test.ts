/**
 * Function words never match alone, whatever the index's size: on the starter index (about a
 * hundred records, far below the size at which the frequent-word rule starts), every result of
 * a query holding content words holds at least one of them; a query made only of function words
 * is searched as typed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStarterIndex } from '../../server/search/local/build/starter-index.ts';
import { FUNCTION_WORDS_BY_LANGUAGE } from '../../server/search/local/language/function-words.ts';
import { words } from '../../server/search/local/language/text-fold.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';

let dir: string;
let provider: LocalProvider;
let records: Database.Database;
const signal = new AbortController().signal;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-function-words-'));
  const indexFile = join(dir, 'index.sqlite');
  await ensureStarterIndex(indexFile);
  provider = createLocalProvider({ indexFile });
  records = new Database(indexFile, { readonly: true });
});
afterAll(async () => {
  records.close();
  await provider.close?.();
  rmSync(dir, { recursive: true, force: true });
});

/** The folded words of a result's record, title and text. */
function recordWords(url: string): Set<string> {
  const row = records.prepare('SELECT title, text FROM records WHERE url = ?').get(url) as {
    title: string;
    text: string;
  };
  return new Set(words(`${row.title} ${row.text}`).map((w) => w.folded));
}

describe('function words never match alone', () => {
  it.each<[string, Locale, string[]]>([
    ['how to cook rice', 'en', ['cook', 'rice']],
    ['el tiempo en madrid', 'es', ['tiempo', 'madrid']],
    ['el tiempo en madrid', 'en', ['tiempo', 'madrid']],
    ['what is the best way to help a hedgehog', 'en', ['best', 'way', 'help', 'hedgehog']],
    ['comment aider les abeilles', 'fr', ['comment', 'aider', 'abeilles']],
  ])('%s (%s page): every result holds one of %j', async (text, language, content) => {
    const { results } = await provider.search(defaultQuery(text, { language }), signal);
    for (const result of results) {
      const held = recordWords(result.url);
      expect(
        content.some((word) => held.has(word)),
        `${result.url} holds none of ${content}`,
      ).toBe(true);
    }
  });

  it.each<[string, Locale]>([
    ['what is the best way to help a hedgehog', 'en'],
    ['how do I plant a garden for the bees', 'en'],
    ['comment aider les abeilles et les hérissons', 'fr'],
  ])('highlights only the words searched in the snippets of "%s" (%s page)', async (text, language) => {
    const { results } = await provider.search(defaultQuery(text, { language }), signal);
    const highlighted = results.flatMap((result) =>
      result.snippet.filter((span) => span.highlight).map((span) => words(span.text)[0]?.folded ?? ''),
    );
    expect(highlighted.length).toBeGreaterThan(0);
    const functionWords = new Set([...FUNCTION_WORDS_BY_LANGUAGE.en, ...FUNCTION_WORDS_BY_LANGUAGE[language]]);
    expect(highlighted.filter((word) => functionWords.has(word))).toEqual([]);
  });

  it('searches a query made only of function words as typed', async () => {
    const { results } = await provider.search(defaultQuery('to be or not to be'), signal);
    expect(results.length).toBeGreaterThan(0);
  });

  it('still finds the pages a query with function words is about', async () => {
    const { results } = await provider.search(defaultQuery('how to help hedgehogs'), signal);
    expect(results.length).toBeGreaterThan(0);
    expect(recordWords(results[0]!.url).has('hedgehogs') || recordWords(results[0]!.url).has('hedgehog')).toBe(true);
  });
});
