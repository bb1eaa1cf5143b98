/**
 * The web app manifest (/manifest.webmanifest) that makes the site installable on phones and
 * desktops. Icons are drawn by scripts/make-icons.ts. `start_url` carries `source=pwa` only so that
 * an installed app's launches are told apart in the address bar: the server ignores it (it counts
 * and logs nothing for it).
 */
import { THEME_COLORS } from '../shared/theme-colors.ts';

export const START_URL = '/?source=pwa';

export const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export interface WebAppManifestOptions {
  name: string;
  description: string;
}

export function webAppManifest({ name, description }: WebAppManifestOptions) {
  return {
    id: '/',
    name,
    short_name: name,
    description,
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    // The light page background; dark mode's comes from the page's own theme-color meta.
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: MANIFEST_ICONS,
  };
}
