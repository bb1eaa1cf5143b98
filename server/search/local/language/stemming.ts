/**
 * Word stems (Snowball's English, French and Spanish stemmers): "constructing" and
 * "construction" share "construct", "oiseaux" and "oiseau" share "oiseau", "corriendo" and
 * "correr" share "corr". The index holds each record's words a second time as stems of the
 * record's language (`stem_docs`, schema.ts); a query word then matches any record holding a word
 * of the same stem.
 *
 * Both sides stem the folded word (accents and case removed, text-fold.ts), so that a word typed
 * without its accents meets the same stem as the accented text. A record in another language
 * keeps its folded words as they are.
 */

import snowball from 'snowball-stemmers';
import { ftsPhrase } from './fts-phrase.ts';
import { FUNCTION_WORDS } from './function-words.ts';
import { words } from './text-fold.ts';

/** Index format from which records' stems are indexed (`stem_docs`, schema.ts). */
export const STEMS_FORMAT = 7;
/** Index format from which news, images and videos have their stems apart (`media_stem_docs`). */
export const MEDIA_STEMS_FORMAT = 9;

/** The languages stemmed, by the code records and the site use. */
export const STEMMED_LANGUAGES = { en: 'english', fr: 'french', es: 'spanish' } as const;
type StemmedLanguage = keyof typeof STEMMED_LANGUAGES;

/** Words remembered per language: a corpus repeats its words, and a stem costs about 10 µs. */
const MEMO_LIMIT = 200_000;

interface MemoStemmer {
  stem(folded: string): string;
}

function memoStemmer(language: StemmedLanguage): MemoStemmer {
  const stemmer = snowball.newStemmer(STEMMED_LANGUAGES[language]);
  let memo = new Map<string, string>();
  return {
    stem(folded) {
      let stem = memo.get(folded);
      if (stem === undefined) {
        // Digits and one-letter words have no affixes; an empty stem would drop the word.
        stem = folded.length < 3 ? folded : stemmer.stem(folded) || folded;
        if (memo.size >= MEMO_LIMIT) memo = new Map();
        memo.set(folded, stem);
      }
      return stem;
    },
  };
}

const stemmers = new Map<StemmedLanguage, MemoStemmer>();

function stemmerFor(language: string | undefined): MemoStemmer | undefined {
  const code = language?.slice(0, 2).toLowerCase();
  if (code !== 'en' && code !== 'fr' && code !== 'es') return undefined;
  let stemmer = stemmers.get(code);
  if (!stemmer) {
    stemmer = memoStemmer(code);
    stemmers.set(code, stemmer);
  }
  return stemmer;
}

/** The stem of a folded word in a language; the word itself in a language not stemmed. */
export function stemWord(folded: string, language: string | undefined): string {
  return stemmerFor(language)?.stem(folded) ?? folded;
}

/** A text as the stems of its folded words, space-separated (what `stem_docs` indexes). */
export function stemText(text: string, language: string | undefined): string {
  const stemmer = stemmerFor(language);
  const found = words(text);
  let out = '';
  for (const word of found) {
    out += `${out === '' ? '' : ' '}${stemmer ? stemmer.stem(word.folded) : word.folded}`;
  }
  return out;
}

/**
 * What a folded query word matches in `stem_docs`: its stem in each stemmed language, and the
 * word itself (how a record in another language holds it). A record holding the word as typed
 * holds one of these whatever its language, so every exact match is also a stem match.
 */
export function stemGroup(folded: string): string[] {
  const group = new Set([folded]);
  for (const language of Object.keys(STEMMED_LANGUAGES) as StemmedLanguage[]) {
    const stem = stemWord(folded, language);
    // Another language's stem can be a function word ("themed" → French "them"): it would match
    // most records for nothing.
    if (!FUNCTION_WORDS.has(stem)) group.add(stem);
  }
  return [...group];
}

/** Each word's group (`stemGroup`), in the words' order: the phrases of `stemExpression`. */
export function stemGroups(terms: readonly string[]): string[][] {
  return terms.map(stemGroup);
}

/** `("a" OR "b") AND ("c")` (every word) or their OR (any word); undefined without words. */
export function stemExpression(terms: readonly string[], mode: 'all' | 'any'): string | undefined {
  return groupsExpression(stemGroups(terms), mode);
}

/** The MATCH expression of words' groups (`stemGroups`): every group, or any. */
export function groupsExpression(groups: readonly (readonly string[])[], mode: 'all' | 'any'): string | undefined {
  if (groups.length === 0) return undefined;
  return groups.map((group) => `(${group.map(ftsPhrase).join(' OR ')})`).join(mode === 'all' ? ' AND ' : ' OR ');
}
