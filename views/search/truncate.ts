/**
 * One truncation rule for titles and snippets: at most 88 characters, then one ellipsis
 * character. Providers send '...', '…' and mixes such as '1821….': every ellipsis shown is '…'.
 */
import type { Span } from '../../server/shared/search-types.ts';

export const TRUNCATE_AT = 88;
export const ELLIPSIS = '…';

/** '...' → '…'; an ellipsis glued to dots ('….', '.…', '……') is one ellipsis. */
export function tidyEllipses(text: string): string {
  return text.replace(/\.{3,}/g, ELLIPSIS).replace(/\.*…[.…]*/g, ELLIPSIS);
}

/** The text cut at `max`, without the punctuation the cut left dangling. */
function cutAt(clean: string, max: number): string {
  const cut = clean.slice(0, max);
  // Prefer a word boundary when there is one reasonably close.
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:…]+$/, '');
}

export function truncate(text: string, max = TRUNCATE_AT): string {
  const clean = tidyEllipses(text.replace(/\s+/g, ' ').trim());
  if (clean.length <= max) return clean;
  return `${cutAt(clean, max)}${ELLIPSIS}`;
}

export function truncateSpans(spans: Span[], max = TRUNCATE_AT): Span[] {
  const tidy = tidySpans(spans);
  const full = tidy
    .map((s) => s.text)
    .join('')
    .replace(/\s+/g, ' ');
  if (full.trim().length <= max) return tidy;
  const limit = cutAt(full.trim(), max).length + (full.length - full.trimStart().length);
  const out: Span[] = [];
  let used = 0;
  for (const span of tidy) {
    const text = span.text.replace(/\s+/g, ' ');
    if (used >= limit) break;
    const part = text.slice(0, limit - used);
    used += part.length;
    if (part) out.push({ ...span, text: part });
  }
  const last = out.at(-1);
  if (last) last.text = last.text.replace(/[\s.,;:…]+$/, '');
  if (last && !last.text) out.pop();
  out.push({ text: ELLIPSIS });
  return out;
}

/** tidyEllipses over spans, across their boundaries ('1821…' then '.' is '1821…'). */
function tidySpans(spans: Span[]): Span[] {
  const out = spans.map((s) => ({ ...s, text: tidyEllipses(s.text) }));
  for (let i = 1; i < out.length; i++) {
    const before = out[i - 1]!;
    const span = out[i]!;
    if (before.text.endsWith(ELLIPSIS)) span.text = span.text.replace(/^[.…]+/, '');
    else if (/\.$/.test(before.text) && /^\.*…/.test(span.text)) {
      before.text = before.text.replace(/\.+$/, '');
      span.text = span.text.replace(/^\.*…[.…]*/, ELLIPSIS);
    }
  }
  return out.filter((s) => s.text !== '');
}
