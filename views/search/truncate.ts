/** One truncation rule for titles and snippets: at most 88 characters, then '...'. */
import type { Span } from '../../server/search/types.ts';

export const TRUNCATE_AT = 88;

export function truncate(text: string, max = TRUNCATE_AT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  // Prefer a word boundary when there is one reasonably close.
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

export function truncateSpans(spans: Span[], max = TRUNCATE_AT): Span[] {
  const full = spans
    .map((s) => s.text)
    .join('')
    .replace(/\s+/g, ' ');
  if (full.trim().length <= max) return spans;
  const limit = truncate(full, max).length - 3;
  const out: Span[] = [];
  let used = 0;
  for (const span of spans) {
    const text = span.text.replace(/\s+/g, ' ');
    if (used >= limit) break;
    const part = text.slice(0, limit - used);
    used += part.length;
    if (part) out.push({ ...span, text: part });
  }
  const last = out.at(-1);
  if (last) last.text = last.text.trimEnd();
  out.push({ text: '...' });
  return out;
}
