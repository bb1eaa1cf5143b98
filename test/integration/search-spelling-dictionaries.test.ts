/**
 * Spelling that knows the language, on the starter index of a fresh install with the
 * dictionaries `npm start` builds (Hunspell en/fr/es, dictionary-words.ts): a correctly spelled
 * word is never replaced because the index is small; a real typo still is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../client/contract/locale-choice.ts';
import { ensureDictionaryFile } from '../../server/search/local/dictionary-build.ts';
import { dictionaryFileFor } from '../../server/search/local/dictionary-words.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { ensureStarterIndex } from '../../server/search/local/starter-index.ts';
import { defaultQuery } from '../../server/search/query-params.ts';

let dir: string;
let provider: LocalProvider;
const signal = new AbortController().signal;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-dictionaries-'));
  const indexFile = join(dir, 'index.sqlite');
  await ensureStarterIndex(indexFile);
  // Built once per machine (about 20 s), then copied.
  await ensureDictionaryFile(dictionaryFileFor(indexFile));
  provider = createLocalProvider({ indexFile });
}, 180_000);
afterAll(async () => {
  await provider.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const spelling = async (text: string, language: Locale = 'en') =>
  (await provider.search(defaultQuery(text, { language }), signal)).spelling;

describe('a dictionary word is never replaced', () => {
  it.each<[string, Locale]>([
    ['otter', 'en'],
    ['weather', 'en'],
    ['paris weather', 'en'],
    ['loutre', 'fr'],
    ['météo', 'fr'],
    ['nutria', 'es'],
    ['tiempo', 'es'],
  ])('%s (%s page) is searched as typed', async (text, language) => {
    const found = await spelling(text, language);
    expect(found === undefined || found.suggestion === true).toBe(true);
  });

  it.each<[string, Locale, string]>([
    ['hedgehgo', 'en', 'hedgehog'],
    ['herrisson', 'fr', 'herisson'],
  ])('a typo, %s, is still corrected', async (text, language, corrected) => {
    const found = await spelling(text, language);
    expect(found?.suggestion).toBeUndefined();
    expect(found?.corrected.toLowerCase()).toBe(corrected);
  });
});
