/**
 * The words of real dictionaries of English, French and Spanish (Hunspell's, from the npm
 * packages dictionary-en, -fr and -es, expanded with nspell: every form the affix rules make),
 * folded as the index folds words: a word found there is a word of the language, which the
 * spelling corrector must not replace because the index happens not to hold it ("otter" is no
 * typo of "other").
 *
 * Expanding the French dictionary takes nspell about 11 s and 330 MB, too much for every search
 * worker. So the folded forms are written once into a small SQLite file beside the index
 * (`dictionaries-v1.sqlite`, built when missing by `npm start`, `npm run index` and
 * `npm run index:dictionaries`; a copy kept in the system's temporary folder serves the next
 * index directories), and each provider thread reads it with one indexed lookup per word it
 * doubts. Building it is dictionary-build.ts's, used by the commands only: the server never
 * loads nspell.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';

export const DICTIONARY_LANGUAGES = ['en', 'fr', 'es'] as const;
export type DictionaryLanguage = (typeof DICTIONARY_LANGUAGES)[number];
/** Bumped when the dictionaries or the folding change: a new name, rebuilt once. */
export const DICTIONARY_FILE_NAME = 'dictionaries-v1.sqlite';

/** The dictionary file read by the provider of `indexFile`. */
export function dictionaryFileFor(indexFile: string): string {
  return join(dirname(indexFile), DICTIONARY_FILE_NAME);
}

/**
 * The dictionary file an image ships in the application's `dictionaries/` folder (the Docker
 * image builds it there): read when none lies beside the index, whose folder (a volume) the image
 * cannot fill in advance.
 */
export function bundledDictionaryFile(appRoot = process.cwd()): string {
  return join(appRoot, 'dictionaries', DICTIONARY_FILE_NAME);
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
