/**
 * A partner's monogram: its initials on its accent colour, an identity of our own drawing that
 * never copies the organisation's logo. Pure: the initials from the name, the text colour that
 * reads best on the accent, and the WCAG contrast that proves it.
 */

/** Short words that do not start an initial, in the partners' languages. */
const MINOR_WORDS = new Set(['a', 'à', 'and', 'de', 'des', 'du', 'et', 'for', 'la', 'le', 'les', 'of', 'the', 'y']);

/** A name this short (one word: "L214", "WWF") is its own monogram. */
const WHOLE_NAME_MAX = 4;

/**
 * Two letters, upper case: the first letters of the first two significant words ("Humane World
 * for Animals UK" → "HW", "Re:wild" → "RW"); a single word gives its first letter and its next
 * capital ("iNaturalist" → "IN") or its first two letters ("ASPAS" → "AS").
 */
export function monogramInitials(name: string): string {
  const words = name
    .split(/[\s:/-]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word && !MINOR_WORDS.has(word.toLowerCase()));
  const [first = '', second] = words;
  if (!first) return '?';
  if (second) return (first.charAt(0) + second.charAt(0)).toUpperCase();
  if (first.length <= WHOLE_NAME_MAX) return first.toUpperCase();
  const innerCapital = /^.\P{Lu}*(\p{Lu})/u.exec(first)?.[1];
  return (first.charAt(0) + (innerCapital ?? first.charAt(1))).toUpperCase();
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new TypeError(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The two inks; client/styles/critical.css has the same (.partner-mark, .partner-mark--dark-ink). */
export const MONOGRAM_INKS = { light: '#ffffff', dark: '#14171a' } as const;

/** The accent as background, and whichever ink, white or near black, reads better on it. */
export function monogramColours(accent: string): { background: string; text: string } {
  const light = contrastRatio(accent, MONOGRAM_INKS.light);
  const dark = contrastRatio(accent, MONOGRAM_INKS.dark);
  return { background: accent, text: light >= dark ? MONOGRAM_INKS.light : MONOGRAM_INKS.dark };
}
