/**
 * Spelling that knows the language, on the starter index of a fresh install with the
 * dictionaries `npm start` builds (Hunspell en/fr/es, dictionary-words.ts): a correctly spelled
 * word is never replaced because the index is small; a real typo still is.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStarterIndex } from '../../server/search/local/build/starter-index.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { ensureDictionaryFile } from '../../server/search/local/spelling/dictionary-build.ts';
import { dictionaryFileFor } from '../../server/search/local/spelling/dictionary-words.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';

let dir: string;
let indexFile: string;
let provider: LocalProvider;
const signal = new AbortController().signal;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-dictionaries-'));
  indexFile = join(dir, 'index.sqlite');
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

describe('an index whose folder has no dictionary file (a Docker volume)', () => {
  it("reads the application's dictionaries/ folder, as the image ships it", async () => {
    const app = join(dir, 'app');
    mkdirSync(join(app, 'dictionaries'), { recursive: true });
    mkdirSync(join(app, 'data'));
    copyFileSync(dictionaryFileFor(indexFile), join(app, 'dictionaries', 'dictionaries-v1.sqlite'));
    copyFileSync(indexFile, join(app, 'data', 'index.sqlite'));
    const module = resolve('server/search/local/provider.ts');
    // The loader by path: the application's folder has no node_modules.
    const TSX = pathToFileURL(resolve('node_modules/tsx/dist/esm/index.mjs')).href;
    const query = resolve('server/search/query-params.ts');
    // A process of its own: the application's folder is its working directory.
    const script = `
      const { createLocalProvider } = await import(${JSON.stringify(module)});
      const { defaultQuery } = await import(${JSON.stringify(query)});
      const provider = createLocalProvider({ indexFile: 'data/index.sqlite' });
      const answer = await provider.search(defaultQuery('otter'), new AbortController().signal);
      console.log(JSON.stringify(answer.spelling ?? null));
      await provider.close?.();`;
    const run = (cwd: string) =>
      promisify(execFile)(process.execPath, ['--import', TSX, '--input-type=module', '-e', script], {
        cwd,
        env: { ...process.env, NODE_OPTIONS: '' },
      });
    const found = JSON.parse((await run(app)).stdout.trim().split('\n').at(-1)!);
    expect(found === null || found.suggestion === true).toBe(true);
    // Without it, the small index replaces the word, as before the dictionaries.
    rmSync(join(app, 'dictionaries'), { recursive: true });
    const without = JSON.parse((await run(app)).stdout.trim().split('\n').at(-1)!);
    expect(without?.suggestion).toBeUndefined();
    expect(without?.corrected).toBeDefined();
  }, 60_000);
});
