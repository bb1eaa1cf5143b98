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
  const { hits, mixed } = findHits(text, terms, limit);
  return mixed ? hits.sort((a, b) => a.start - b.start) : hits;
}

/**
 * Which of `terms` a text's first `limit` characters hold (the words termHits finds, each found
 * once). One search per term, each stopping at its first word: a term written early is found at
 * once, and one nowhere is one pass without stops at the other terms' many words.
 */
export function heldTerms(terms: ReadonlySet<string>): (text: string, limit: number) => Set<string> {
  const list = [...terms];
  if (!list.every((term) => ASCII_TERM.test(term))) {
    return (text, limit) => new Set(termHits(text, terms, limit).map((hit) => hit.folded));
  }
  const patterns = list.map((term) => ({ term, pattern: new RegExp(term, 'gi') }));
  return (text, limit) => {
    const source = text.length > limit ? text.slice(0, limit) : text;
    const held = new Set<string>();
    for (const { term, pattern } of patterns) {
      pattern.lastIndex = 0;
      for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
        if (wordCharBefore(source, match.index) || wordCharAt(source, match.index + term.length)) continue;
        held.add(term);
        break;
      }
    }
    if (held.size < terms.size) nonAsciiHits(source, terms, (hit) => held.add(hit.folded).size === terms.size);
    return held;
  };
}

/** The hits, words written in ASCII first, then those holding other characters (`mixed`: some were found). */
function findHits(text: string, terms: ReadonlySet<string>, limit: number): { hits: Word[]; mixed: boolean } {
  const source = text.length > limit ? text.slice(0, limit) : text;
  const list = [...terms];
  if (list.length === 0) return { hits: [], mixed: false };
  if (!list.every((term) => ASCII_TERM.test(term))) {
    return { hits: words(source).filter((word) => terms.has(word.folded)), mixed: false };
  }
  const hits: Word[] = [];
  for (const match of source.matchAll(termPattern(list))) {
    const start = match.index;
    const end = start + match[0].length;
    if (wordCharBefore(source, start) || wordCharAt(source, end)) continue;
    hits.push({ start, end, folded: match[0].toLowerCase() });
  }
  const ascii = hits.length;
  nonAsciiHits(source, terms, (hit) => {
    hits.push(hit);
    return false;
  });
  return { hits, mixed: hits.length > ascii };
}

/**
 * Each word of `source` holding a character outside ASCII whose folded form is in `terms`, in
 * order, found around those characters and folded one by one; `found` returns true to stop.
 */
function nonAsciiHits(source: string, terms: ReadonlySet<string>, found: (hit: Word) => boolean): void {
  let scannedTo = 0;
  for (const match of source.matchAll(NON_ASCII)) {
    if (match.index < scannedTo || !wordCharAt(source, match.index)) continue;
    let start = match.index;
    while (wordCharBefore(source, start)) start = previousStart(source, start);
    let end = match.index;
    while (wordCharAt(source, end)) end += source.codePointAt(end)! > 0xffff ? 2 : 1;
    scannedTo = end;
    const folded = fold(source.slice(start, end));
    if (folded !== '' && terms.has(folded) && found({ start, end, folded })) return;
  }
}
