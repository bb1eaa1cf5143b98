/**
 * Brave's image search takes no size or aspect filter, so the Brave provider applies them to the
 * answer, from the width and height Brave gives for each image:
 *
 *   size    small: longest side < 500 px · medium: 500–999 px · large: ≥ 1000 px
 *           wallpaper: at least 1920 × 1080 (so every wallpaper is also large)
 *   aspect  square: sides within 10 % of each other · wide: wider than that · tall: taller than that
 *
 * While either filter is on, an image whose size Brave did not give is left out: it cannot be
 * shown to match. Filtering happens per page, so a filtered page may hold fewer images.
 */
import type { ImageFilters } from '../../shared/search-types.ts';

type Size = NonNullable<ImageFilters['size']>;
type Aspect = NonNullable<ImageFilters['aspect']>;

const SIZE_MATCHES: Record<Size, (longest: number, width: number, height: number) => boolean> = {
  small: (longest) => longest < 500,
  medium: (longest) => longest >= 500 && longest < 1000,
  large: (longest) => longest >= 1000,
  wallpaper: (_longest, width, height) => width >= 1920 && height >= 1080,
};

export function aspectOf(width: number, height: number): Aspect {
  if (Math.max(width, height) / Math.min(width, height) <= 1.1) return 'square';
  return width > height ? 'wide' : 'tall';
}

export function matchesImageFilters(image: { width?: number; height?: number }, filters: ImageFilters): boolean {
  if (!filters.size && !filters.aspect) return true;
  const { width, height } = image;
  if (!width || !height) return false;
  const sizeOk = !filters.size || SIZE_MATCHES[filters.size](Math.max(width, height), width, height);
  return sizeOk && (!filters.aspect || aspectOf(width, height) === filters.aspect);
}
