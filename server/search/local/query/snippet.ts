/**
 * Result snippets: the passage of a record's text (about 200 characters) holding the most
 * distinct query terms, cut at word boundaries, as Span[] with the matching words highlighted.
 * Matching compares folded words, so "elephant" highlights "Éléphant". No HTML is produced.
 */
import type { Span } from '../../../shared/search-types.ts';
import type { Word } from '../language/text-fold.ts';
import { termHits } from './term-hits.ts';

export const SNIPPET_MAX_CHARS = 200;
/** Long articles are searched for a passage in their first part only, to bound the cost. */
const SCAN_LIMIT = 12_000;
/** Context kept before the first highlighted word of the passage. */
const LEAD_CHARS = 40;

/** The best passage of `text` for the folded `terms`, or its opening when no term occurs. */
export function buildSnippet(text: string, terms: ReadonlySet<string>, maxChars = SNIPPET_MAX_CHARS): Span[] {
  if (text.trim() === '') return [];
  const hits = termHits(text, terms, SCAN_LIMIT);
  const start = hits.length === 0 ? 0 : passageStart(text, bestWindowStart(hits, maxChars - LEAD_CHARS));
  const end = passageEnd(text, start, maxChars);
  const spans: Span[] = [];
  let cursor = start;
  for (const hit of hits) {
    if (hit.start < start || hit.end > end) continue;
    if (hit.start > cursor) spans.push({ text: text.slice(cursor, hit.start) });
    spans.push({ text: text.slice(hit.start, hit.end), highlight: true });
    cursor = hit.end;
  }
  if (cursor < end) spans.push({ text: text.slice(cursor, end) });
  return tidy(spans, start > 0, end < text.length);
}

/** Offset of the hit that opens the window with the most distinct terms (then the most hits). */
function bestWindowStart(hits: readonly Word[], width: number): number {
  let best = { start: hits[0]!.start, distinct: 0, count: 0 };
  const counts = new Map<string, number>();
  let right = 0;
  for (let left = 0; left < hits.length; left++) {
    const first = hits[left]!;
    while (right < hits.length && hits[right]!.end - first.start <= width) {
      const term = hits[right]!.folded;
      counts.set(term, (counts.get(term) ?? 0) + 1);
      right++;
    }
    const count = right - left;
    if (counts.size > best.distinct || (counts.size === best.distinct && count > best.count)) {
      best = { start: first.start, distinct: counts.size, count };
    }
    const remaining = (counts.get(first.folded) ?? 1) - 1;
    if (remaining === 0) counts.delete(first.folded);
    else counts.set(first.folded, remaining);
  }
  return best.start;
}

/** Steps back from the first hit to a sentence start if one is near, else to a word start. */
function passageStart(text: string, firstHit: number): number {
  if (firstHit <= LEAD_CHARS) return 0;
  const from = firstHit - LEAD_CHARS;
  const sentence = text.slice(from, firstHit).search(/[.!?\n]\s+\S[^.!?\n]*$/u);
  if (sentence >= 0) return from + sentence + text.slice(from + sentence, firstHit + 1).search(/\s\S/u) + 1;
  const space = text.indexOf(' ', from);
  return space >= 0 && space < firstHit ? space + 1 : firstHit;
}

/** The passage end: at most `maxChars` after `start`, moved back to the end of a word. */
function passageEnd(text: string, start: number, maxChars: number): number {
  const limit = start + maxChars;
  if (limit >= text.length) return text.length;
  const space = text.lastIndexOf(' ', limit);
  return space > start + maxChars / 2 ? space : limit;
}

/** Collapses whitespace (paragraph breaks included) and adds ellipses where text was cut. */
function tidy(spans: Span[], cutBefore: boolean, cutAfter: boolean): Span[] {
  const cleaned = spans.map((span) => ({ ...span, text: span.text.replace(/\s+/gu, ' ') }));
  const first = cleaned[0];
  if (first && !first.highlight) first.text = first.text.trimStart();
  const last = cleaned.at(-1);
  if (last && !last.highlight) last.text = last.text.trimEnd();
  if (cutBefore) cleaned.unshift({ text: '…' });
  if (cutAfter) cleaned.push({ text: '…' });
  return mergePlain(cleaned.filter((span) => span.text !== ''));
}

/** Joins neighbouring plain spans ("…" + "text"), so the output is as short as it can be. */
function mergePlain(spans: Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of spans) {
    const previous = merged.at(-1);
    if (previous && !previous.highlight && !span.highlight) previous.text += span.text;
    else merged.push(span);
  }
  return merged;
}
