/**
 * Accent and case folding, and word splitting, kept in step with the index's FTS5 tokenizer
 * (`unicode61 remove_diacritics 2`): the query parser, the snippet highlighter, the spelling
 * vocabulary and the suggestion keys all compare folded words, so "Éléphant" meets "elephant".
 */

/** One word of a text, with its place in the original string and its folded form. */
export interface Word {
  start: number;
  end: number;
  folded: string;
}

// Marks are part of a word here (a decomposed "é" is "e" + U+0301) and disappear when folded.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
const ASCII_WORD = /^[A-Za-z0-9]*$/;
const MARKS = /\p{M}/gu;

/** Lowercases and strips diacritics: "Éléphant" → "elephant", "Ñandú" → "nandu". */
export function fold(text: string): string {
  if (ASCII_WORD.test(text)) return text.toLowerCase();
  // Lowercase first: "İ" lowercases to "i" + a combining dot, which NFD + strip then removes.
  return text.toLowerCase().normalize('NFD').replace(MARKS, '');
}

/** The words of `text` up to `limit` characters, in order; words made only of marks are skipped. */
export function words(text: string, limit = Number.POSITIVE_INFINITY): Word[] {
  const found: Word[] = [];
  const source = text.length > limit ? text.slice(0, limit) : text;
  for (const match of source.matchAll(WORD)) {
    const folded = fold(match[0]);
    if (folded !== '') found.push({ start: match.index, end: match.index + match[0].length, folded });
  }
  return found;
}

/** Folds a phrase for prefix comparison: folded words joined by single spaces. */
export function foldPhrase(text: string): string {
  return fold(text).replace(/\s+/gu, ' ').trim();
}

/** A text's folded words joined by single spaces: "Norham Castle, Sunrise" → "norham castle sunrise". */
export function wordKey(text: string): string {
  return words(text.slice(0, 1000))
    .map((word) => word.folded)
    .join(' ');
}
