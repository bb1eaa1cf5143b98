/**
 * How image and video filter values are derived from a record's fields at index time (stored in
 * columns, so filtering is a plain comparison). docs/index-format.md states the same rules.
 */
import { type IMAGE_FILTER_VALUES, VIDEO_LENGTH_S } from '../../../shared/search-types.ts';

export type ImageSize = (typeof IMAGE_FILTER_VALUES.size)[number];
export type ImageAspect = (typeof IMAGE_FILTER_VALUES.aspect)[number];
export type ImageLicence = (typeof IMAGE_FILTER_VALUES.licence)[number];
export type VideoLength = 'short' | 'medium' | 'long';

/** Largest side below 500 px: small; below 1000: medium; at least 1920×1080: wallpaper; else large. */
export function imageSize(width?: number, height?: number): ImageSize | undefined {
  if (!width || !height) return undefined;
  if (width >= 1920 && height >= 1080) return 'wallpaper';
  const side = Math.max(width, height);
  if (side < 500) return 'small';
  if (side < 1000) return 'medium';
  return 'large';
}

/** Width / height above 1.2: wide; below 1 / 1.2: tall; in between: square. */
export function imageAspect(width?: number, height?: number): ImageAspect | undefined {
  if (!width || !height) return undefined;
  const ratio = width / height;
  if (ratio > 1.2) return 'wide';
  if (ratio < 1 / 1.2) return 'tall';
  return 'square';
}

/** One bit per licence filter; a record matches a filter when its bit is set. */
export const LICENCE_BIT = {
  public: 1,
  share: 2,
  sharecommercially: 4,
  modify: 8,
  modifycommercially: 16,
} as const;

/** Bits a licence filter accepts: `any` (any free licence) accepts any bit. */
export const LICENCE_FILTER_MASK: Record<ImageLicence, number> = { ...LICENCE_BIT, any: 31 };

const PUBLIC_DOMAIN = /\bcc0\b|public ?domain|\bpdm\b|no known copyright|publicdomain\//;
const CREATIVE_COMMONS = /\bcc[ -]by\b|creative ?commons|creativecommons\.org\/licenses\/|^attribution\b/;
const NON_COMMERCIAL = /\bnc\b|non-?commercial/;
const NO_DERIVATIVES = /\bnd\b|no-?deriv/;

/**
 * Licence text → filter bits. Public domain (CC0, "public domain", "no known copyright
 * restrictions") matches every filter. A Creative Commons licence ("CC BY-NC 2.0", its deed URL,
 * or "Attribution-NonCommercial License") matches `share`; without NC also `sharecommercially`;
 * without ND also `modify`; without NC and ND also `modifycommercially`. Anything else: none.
 */
export function licenceBits(licence?: string): number {
  if (!licence) return 0;
  const text = licence.toLowerCase();
  if (PUBLIC_DOMAIN.test(text)) return 31;
  if (!CREATIVE_COMMONS.test(text)) return 0;
  const commercial = !NON_COMMERCIAL.test(text);
  const derivatives = !NO_DERIVATIVES.test(text);
  return (
    LICENCE_BIT.share |
    (commercial ? LICENCE_BIT.sharecommercially : 0) |
    (derivatives ? LICENCE_BIT.modify : 0) |
    (commercial && derivatives ? LICENCE_BIT.modifycommercially : 0)
  );
}

/** short < 5 min ≤ medium ≤ 20 min < long (VIDEO_LENGTH_S). */
export function videoLength(durationS?: number): VideoLength | undefined {
  if (durationS === undefined) return undefined;
  if (durationS < VIDEO_LENGTH_S.shortBelow) return 'short';
  if (durationS <= VIDEO_LENGTH_S.longAbove) return 'medium';
  return 'long';
}

/** Vertical lines of a resolution: "1080p" → 1080, "1920x1080" → 1080, "4k" → 2160, "hd" → 720. */
export function resolutionLines(resolution?: string): number | undefined {
  if (!resolution) return undefined;
  const text = resolution.toLowerCase().trim();
  const size = /^(\d{3,5})\s*[x×]\s*(\d{3,5})$/.exec(text);
  if (size) return Math.min(Number(size[1]), Number(size[2]));
  const lines = /^(\d{3,4})[pi]$/.exec(text);
  if (lines) return Number(lines[1]);
  const named: Record<string, number> = {
    '8k': 4320,
    '4k': 2160,
    uhd: 2160,
    fhd: 1080,
    'full hd': 1080,
    hd: 720,
    sd: 480,
  };
  // Own entries only: the text comes from an index file, and 'constructor' is on every object.
  return Object.hasOwn(named, text) ? named[text] : undefined;
}
