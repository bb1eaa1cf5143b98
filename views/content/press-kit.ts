/**
 * The files of the press kit on /press: the logo and icons as they are served from public/.
 * Only files that exist are listed (test/integration/press-roadmap-pages.test.ts fetches each);
 * scripts/make-icons.ts draws the PNGs from public/favicon.svg, so they all show the same mark.
 */

export interface PressKitFile {
  /** Path under the site's root, as served from public/. */
  href: string;
  format: 'SVG' | 'PNG';
  /** Pixel size; absent for a vector file. */
  size?: { width: number; height: number };
  /** Label key under `info.press.files` in locales/*.json. */
  labelKey: 'logo' | 'appIcon' | 'touchIcon' | 'shareImage';
}

export const PRESS_KIT_FILES: readonly PressKitFile[] = [
  { href: '/favicon.svg', format: 'SVG', labelKey: 'logo' },
  { href: '/icon-512.png', format: 'PNG', size: { width: 512, height: 512 }, labelKey: 'appIcon' },
  { href: '/apple-touch-icon.png', format: 'PNG', size: { width: 180, height: 180 }, labelKey: 'touchIcon' },
  { href: '/og-image.png', format: 'PNG', size: { width: 1200, height: 630 }, labelKey: 'shareImage' },
];
