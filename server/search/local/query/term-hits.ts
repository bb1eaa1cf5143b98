/**
 * Where a text's words equal one of the folded query terms: what `words(text).filter(…)`
 * (text-fold.ts) finds, without splitting and folding every word of a 12,000-character text.
 *
 * For terms of ASCII letters and digits (nearly every query), one case-insensitive search finds
 * the words written in ASCII, since folding an ASCII word only lowercases it; words holding any
 * other character (accents, other scripts, combining marks) are then found around those
 * characters and folded one by one. Other terms take the plain path.
 */
import { fold, type Word, words } from '../language/text-fold.ts';

const ASCII_TERM = /^[a-z0-9]+$/;
const NON_ASCII = /[\u0080-\uFFFF]/g;
const WORD_CODE_POINT = /^[\p{L}\p{N}\p{M}]$/u;

function isAsciiWordUnit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Whether the code point starting at `i` is a word character (as text-fold.ts's WORD counts). */
function wordCharAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false;
  const code = text.charCodeAt(i);
  if (code < 128) return isAsciiWordUnit(code);
  return WORD_CODE_POINT.test(String.fromCodePoint(text.codePointAt(i)!));
}

/** Where the code point ending just before `end` starts (a low surrogate: one unit earlier). */
function previousStart(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return code >= 0xdc00 && code <= 0xdfff && end >= 2 ? end - 2 : end - 1;
}

/** Whether the code point ending just before `end` is a word character. */
function wordCharBefore(text: string, end: number): boolean {
  return end > 0 && wordCharAt(text, previousStart(text, end));
}

/** One regular expression for the terms, longest first (so "ab" is tried before "a"). */
function termPattern(terms: readonly string[]): RegExp {
  // Terms are [a-z0-9]+: nothing to escape. Built per text: a few microseconds, and no query
  // words kept between pages.
  return new RegExp([...terms].sort((a, b) => b.length - a.length).join('|'), 'gi');
}

/** The words of `text` (its first `limit` characters) whose folded form is in `terms`, in order. */
export function termHits(text: string, terms: ReadonlySet<string>, limit: number): Word[] {
  const { hits, mixed } = findHits(text, terms, limit, false);
  return mixed ? hits.sort((a, b) => a.start - b.start) : hits;
}

/** Which of `terms` the first `limit` characters of `text` hold: termHits' words, found once each. */
export function termsHeld(text: string, terms: ReadonlySet<string>, limit: number): Set<string> {
  return new Set(findHits(text, terms, limit, true).hits.map((hit) => hit.folded));
}

/**
 * The hits, words written in ASCII first, then those holding other characters (`mixed`: some
 * were found, out of order). With `untilAll`, stops as soon as every term has been found.
 */
function findHits(
  text: string,
  terms: ReadonlySet<string>,
  limit: number,
  untilAll: boolean,
): { hits: Word[]; mixed: boolean } {
  const source = text.length > limit ? text.slice(0, limit) : text;
  const list = [...terms];
  if (list.length === 0) return { hits: [], mixed: false };
  if (!list.every((term) => ASCII_TERM.test(term))) {
    return { hits: words(source).filter((word) => terms.has(word.folded)), mixed: false };
  }
  const hits: Word[] = [];
  const found = new Set<string>();
  const complete = (folded: string) => untilAll && found.add(folded).size === terms.size;
  for (const match of source.matchAll(termPattern(list))) {
    const start = match.index;
    const end = start + match[0].length;
    if (wordCharBefore(source, start) || wordCharAt(source, end)) continue;
    const folded = match[0].toLowerCase();
    hits.push({ start, end, folded });
    if (complete(folded)) return { hits, mixed: false };
  }
  let scannedTo = 0;
  let mixed = false;
  for (const match of source.matchAll(NON_ASCII)) {
    if (match.index < scannedTo || !wordCharAt(source, match.index)) continue;
    let start = match.index;
    while (wordCharBefore(source, start)) start = previousStart(source, start);
    let end = match.index;
    while (wordCharAt(source, end)) end += source.codePointAt(end)! > 0xffff ? 2 : 1;
    scannedTo = end;
    const folded = fold(source.slice(start, end));
    if (folded !== '' && terms.has(folded)) {
      hits.push({ start, end, folded });
      mixed = true;
      if (complete(folded)) break;
    }
  }
  return { hits, mixed };
}
