/**
 * Builds the dictionary words file (dictionary-words.ts) from the Hunspell dictionaries of npm's
 * dictionary-en, -fr and -es, every form expanded by nspell and folded as the index folds words.
 * Used by `npm run index`, `npm run index:dictionaries` (run by `npm start`) and tests; never by
 * the server, which would otherwise wait 20 s and 1 GB of memory for it.
 */
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { fold } from '../language/text-fold.ts';
import { DICTIONARY_FILE_NAME, DICTIONARY_LANGUAGES, type DictionaryLanguage } from './dictionary-words.ts';

/** A copy in the system's temporary folder: other index directories copy it instead of building. */
const SHARED_COPY = join(tmpdir(), 'karma-dictionaries', DICTIONARY_FILE_NAME);

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
