/**
 * Justified image rows without JavaScript: each tile gets, from the result's own width and height,
 * a flex-grow and a flex-basis proportional to its aspect ratio (CSS variable --a, search.css), so
 * every tile of a row grows to the same height and the row fills the width; `aspect-ratio`
 * reserves each tile's box before its picture arrives (no layout shift).
 */
import type { CSSProperties } from 'react';

/** Pictures narrower or wider than this are cropped to it: a sliver or a banner would spoil a row. */
export const MIN_ASPECT = 0.5;
export const MAX_ASPECT = 2.4;
/** When a provider gives no size: the commonest photo shape. */
export const DEFAULT_ASPECT = 4 / 3;
/** The height the `width`/`height` attributes describe (CSS scales the tile to its row). */
export const TILE_HEIGHT = 180;

export function tileAspect(width: number | undefined, height: number | undefined): number {
  if (!width || !height || !Number.isFinite(width / height) || width <= 0 || height <= 0) return DEFAULT_ASPECT;
  const aspect = Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, width / height));
  return Math.round(aspect * 1000) / 1000;
}

/** The tile's size attributes: the aspect at TILE_HEIGHT, in whole pixels. */
export function tileSize(aspect: number): { width: number; height: number } {
  return { width: Math.round(aspect * TILE_HEIGHT), height: TILE_HEIGHT };
}

export function tileStyle(aspect: number): CSSProperties {
  return { '--a': aspect } as CSSProperties;
}
