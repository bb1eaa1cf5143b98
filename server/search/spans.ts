/**
 * Turns provider text into Span[]: plain text with highlighted parts. Pages render spans as text
 * and <mark>, so no provider HTML ever reaches a page; this is the one place provider markup is
 * read, and it only ever produces text.
 *
 *   spansFromMarkedHtml('Save the <strong>otters</strong> &amp; seals')
 *   // → [{ text: 'Save the ' }, { text: 'otters', highlight: true }, { text: ' & seals' }]
 */
import type { Span } from '../shared/search-types.ts';

/** Longer snippets are cut first: the tag pattern backtracks, and no snippet needs more. */
const MAX_INPUT = 10_000;

// A comment, or an opening/closing tag whose quoted attribute values may contain '>'.
const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/;
// Elements whose content is code, not text: dropped with their tags.
const RAW_TEXT = new Set(['script', 'style', 'template']);
// Tags that separate words, so 'a<br>b' reads 'a b' rather than 'ab'.
const WORD_BREAKS = new Set(['br', 'p', 'div', 'li', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  euro: '€',
};

/** A plain text as one unhighlighted span (whitespace collapsed); [] when it is blank. */
export function plainSpans(text: string): Span[] {
  const clean = collapse(stripControls(text)).trim();
  return clean ? [{ text: clean }] : [];
}

/**
 * Spans from an HTML snippet in which `tag` (e.g. Brave's <strong>) marks the matched words.
 * Every other tag is stripped, script/style content dropped, entities decoded once (so
 * '&lt;b&gt;' stays the visible text '<b>'). Unclosed highlight tags run to the end.
 */
export function spansFromMarkedHtml(html: string, tag = 'strong'): Span[] {
  const source = html.slice(0, MAX_INPUT);
  const marker = tag.toLowerCase();
  const parts: Span[] = [];
  let depth = 0;
  let cursor = 0;
  const pushText = (raw: string) => {
    if (raw) parts.push({ text: decodeEntities(raw), highlight: depth > 0 });
  };

  const tags = new RegExp(TAG.source, 'g'); // per call: a shared /g pattern carries lastIndex state
  for (let match = tags.exec(source); match; match = tags.exec(source)) {
    pushText(source.slice(cursor, match.index));
    cursor = tags.lastIndex;
    const closing = match[1] === '/';
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue; // a comment
    if (name === marker) {
      depth = closing ? Math.max(0, depth - 1) : depth + 1;
    } else if (!closing && RAW_TEXT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'i').exec(source.slice(cursor));
      cursor = end ? cursor + end.index + end[0].length : source.length;
      tags.lastIndex = cursor;
    } else if (WORD_BREAKS.has(name)) {
      parts.push({ text: ' ', highlight: depth > 0 });
    }
  }
  pushText(source.slice(cursor));
  return normalize(parts);
}

/** The text of an HTML fragment (titles): tags stripped, entities decoded, whitespace collapsed. */
export function textFromHtml(html: string): string {
  return spansFromMarkedHtml(html, '')
    .map((span) => span.text)
    .join('');
}

/** Decodes numeric and common named character references; unknown names stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body] ?? NAMED_ENTITIES[body.toLowerCase()] ?? whole;
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    // As browsers do: NUL, surrogates and out-of-range code points become the replacement character.
    if (!code || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
    return String.fromCodePoint(code);
  });
}

/** Collapses whitespace across spans, merges neighbours, drops empty and blank-highlight spans. */
function normalize(parts: Span[]): Span[] {
  const merged: Span[] = [];
  for (const part of parts) {
    let text = collapse(stripControls(part.text));
    const previous = merged.at(-1);
    const previousText = previous?.text ?? ' '; // a leading space is dropped like a repeated one
    if (previousText.endsWith(' ') && text.startsWith(' ')) text = text.slice(1);
    if (!text) continue;
    const highlight = part.highlight === true && text.trim() !== '';
    if (previous && (previous.highlight === true) === highlight) previous.text += text;
    else merged.push(highlight ? { text, highlight } : { text });
  }
  const last = merged.at(-1);
  if (last) last.text = last.text.trimEnd();
  return merged.filter((span) => span.text !== '');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** Control characters and bidi overrides can disguise text: whitespace ones become spaces, others go. */
function stripControls(text: string): string {
  return text.replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, (c) => (/\s/.test(c) ? ' ' : ''));
}
