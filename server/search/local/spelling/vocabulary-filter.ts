/**
 * A Bloom filter of the spelling vocabulary, built with it after each import (derived-tables.ts)
 * and kept in the index as one blob: whether a word may be in `vocabulary`, without a lookup.
 *
 * Why: a misspelled word's one-edit forms at its first letter (a wrong, missing or extra first
 * letter: spelling.ts) are about sixty words, nearly all of them no word at all, each looked up
 * in `vocabulary` (a B-tree descent of about a microsecond). The filter answers "no" for ~99 %
 * of those at a hash each; only the rest are looked up. It never answers "no" for a word the
 * vocabulary holds, so the corrector finds exactly the candidates it found without it. An index
 * built before the filter existed has none, and every form is looked up as before.
 */
import type { Database } from 'better-sqlite3';
import type { OpenIndex } from '../runtime/index-handle.ts';

/** Bits per word: about 1 % of the words not held pass with HASHES hashes. */
const BITS_PER_WORD = 10;
const HASHES = 7;

const VOCABULARY_FILTER_DDL =
  'CREATE TABLE IF NOT EXISTS vocabulary_filter (hashes INTEGER NOT NULL, bits BLOB NOT NULL)';

export interface VocabularyFilter {
  hashes: number;
  bits: Uint8Array;
}

/**
 * Two 32-bit hashes of the word's UTF-16 code units (FNV-1a, and a multiply-xorshift one), the
 * filter's k positions being h1 + i × h2 (Kirsch and Mitzenmacher's double hashing).
 */
function hashPair(word: string): [number, number] {
  let h1 = 0x811c9dc5;
  let h2 = 0x9747b28c;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 0x01000193);
    h2 = Math.imul(h2 ^ code, 0x5bd1e995);
    h2 ^= h2 >>> 15;
  }
  h2 = Math.imul(h2 ^ (h2 >>> 13), 0x85ebca6b);
  // An odd step visits distinct positions for every i when the size is a power of two.
  return [h1 >>> 0, (h2 ^ (h2 >>> 16)) | 1];
}

/** A filter of `words` (each once or more). */
export function buildVocabularyFilter(words: readonly string[]): VocabularyFilter {
  let size = 64;
  while (size < words.length * BITS_PER_WORD) size *= 2;
  const bits = new Uint8Array(size / 8);
  const mask = size - 1;
  for (const word of words) {
    const [h1, h2] = hashPair(word);
    for (let i = 0; i < HASHES; i++) {
      const bit = (h1 + Math.imul(i, h2)) & mask;
      bits[bit >>> 3]! |= 1 << (bit & 7);
    }
  }
  return { hashes: HASHES, bits };
}

/** Whether `word` may be in the filter's words: false means it is not. */
export function mayHold(filter: VocabularyFilter, word: string): boolean {
  const mask = filter.bits.length * 8 - 1;
  const [h1, h2] = hashPair(word);
  for (let i = 0; i < filter.hashes; i++) {
    const bit = (h1 + Math.imul(i, h2)) & mask;
    if ((filter.bits[bit >>> 3]! & (1 << (bit & 7))) === 0) return false;
  }
  return true;
}

/** Replaces the index's filter with one of `words` (the vocabulary just written). */
export function writeVocabularyFilter(db: Database, words: readonly string[]): void {
  db.exec(VOCABULARY_FILTER_DDL);
  db.exec('DELETE FROM vocabulary_filter');
  const filter = buildVocabularyFilter(words);
  db.prepare('INSERT INTO vocabulary_filter (hashes, bits) VALUES (?, ?)').run(filter.hashes, Buffer.from(filter.bits));
}

/** The open index's filter, read once; undefined in a file built before it existed. */
export function vocabularyFilter(index: OpenIndex): VocabularyFilter | undefined {
  return index.memo('vocabulary-filter', () => {
    const table = index.db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'vocabulary_filter'").get();
    if (!table) return undefined;
    const row = index.db.prepare('SELECT hashes, bits FROM vocabulary_filter').raw().get() as
      | [number, Buffer]
      | undefined;
    if (!row || row[1].length === 0 || (row[1].length & (row[1].length - 1)) !== 0) return undefined;
    return { hashes: row[0], bits: new Uint8Array(row[1]) };
  });
}
