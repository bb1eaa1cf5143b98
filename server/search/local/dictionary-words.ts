/**
 * The words of real dictionaries of English, French and Spanish (Hunspell's, from the npm
 * packages dictionary-en, -fr and -es, expanded with nspell: every form the affix rules make),
 * folded as the index folds words: a word found there is a word of the language, which the
 * spelling corrector must not replace because the index happens not to hold it ("otter" is no
 * typo of "other").
 *
 * Expanding the French dictionary takes nspell about 11 s and 330 MB, too much for every search
 * worker. So the folded forms are written once into a small SQLite file beside the index
 * (`dictionaries-v1.sqlite`, built at boot by ensureStarterIndex and by `npm run index` when
 * missing; a copy kept in the system's temporary folder serves the next index directories), and
 * each provider thread reads it with one indexed lookup per word it doubts.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { fold } from './text-fold.ts';

export const DICTIONARY_LANGUAGES = ['en', 'fr', 'es'] as const;
export type DictionaryLanguage = (typeof DICTIONARY_LANGUAGES)[number];
/** Bumped when the dictionaries or the folding change: a new name, rebuilt once. */
const FILE_NAME = 'dictionaries-v1.sqlite';
const SHARED_COPY = join(tmpdir(), 'karma-dictionaries', FILE_NAME);

/** The dictionary file read by the provider of `indexFile`. */
export function dictionaryFileFor(indexFile: string): string {
  return join(dirname(indexFile), FILE_NAME);
}

async function expandedForms(language: DictionaryLanguage): Promise<string[]> {
  const { default: nspell } = await import('nspell');
  const loaded =
    language === 'en'
      ? await import('dictionary-en')
      : language === 'fr'
        ? await import('dictionary-fr')
        : await import('dictionary-es');
  return Object.keys(nspell(loaded.default).data);
}

async function buildFile(file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  rmSync(temporary, { force: true });
  const bits = new Map<string, number>();
  for (const [position, language] of DICTIONARY_LANGUAGES.entries()) {
    for (const form of await expandedForms(language)) {
      const folded = fold(form);
      if (/^\p{L}+$/u.test(folded)) bits.set(folded, (bits.get(folded) ?? 0) | (1 << position));
    }
  }
  const db = new Database(temporary);
  try {
    db.pragma('journal_mode = OFF');
    db.exec('CREATE TABLE words (word TEXT PRIMARY KEY, languages INTEGER NOT NULL) WITHOUT ROWID');
    const insert = db.prepare('INSERT INTO words (word, languages) VALUES (?, ?)');
    db.transaction(() => {
      for (const [word, languages] of [...bits].sort((a, b) => (a[0] < b[0] ? -1 : 1))) insert.run(word, languages);
    })();
  } finally {
    db.close();
  }
  renameSync(temporary, file);
}

/** Makes sure the dictionary file exists: copied from the shared copy, else built (≈15 s). */
export async function ensureDictionaryFile(file: string): Promise<boolean> {
  if (existsSync(file)) return false;
  if (!existsSync(SHARED_COPY)) await buildFile(SHARED_COPY);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}`;
  copyFileSync(SHARED_COPY, temporary);
  renameSync(temporary, file);
  return true;
}

export interface DictionaryWords {
  /** Whether the folded word is a word of `language` (any form). */
  has(folded: string, language: DictionaryLanguage): boolean;
}

/** Reads the dictionary file; undefined when it is missing (spelling then works without it). */
export function openDictionaryWords(file: string): DictionaryWords | undefined {
  if (!existsSync(file)) return undefined;
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch {
    return undefined;
  }
  const lookup = db.prepare('SELECT languages FROM words WHERE word = ?').pluck();
  return {
    has(folded, language) {
      const bits = lookup.get(folded) as number | undefined;
      return bits !== undefined && (bits & (1 << DICTIONARY_LANGUAGES.indexOf(language))) !== 0;
    },
  };
}
