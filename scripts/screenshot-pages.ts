/**
 * The pages a person looks at to judge the design, in light and dark, at desktop and mobile
 * widths: the one list `npm run screenshots` (scripts/screenshots.ts) and the e2e screenshot test
 * (test/e2e/screenshots.test.ts) both take, with the way both let a page settle before a shot.
 */
import type { Page } from 'playwright-core';

export interface ScreenshotPage {
  /** The file's stem: `<name>-<mode>-<width>.png`. */
  name: string;
  /** The path, `{q}` standing for a query that has results on the index in use. */
  path: string;
  /** The whole page down to the footer, or only the first screen. */
  fullPage: boolean;
  /** The status the page answers with. */
  status: number;
  /** Also shot with JavaScript off (`<name>-nojs-<mode>-<width>.png`). */
  noJs?: boolean;
  /** Shot only where the site has it (a page being added): a 404 there is skipped, not a failure. */
  optional?: boolean;
}

/** `home` is the first screen of `/`; `landing` is the whole of it, every section down to the footer. */
export const SCREENSHOT_PAGES: readonly ScreenshotPage[] = [
  { name: 'home', path: '/', fullPage: false, status: 200, noJs: true },
  { name: 'landing', path: '/', fullPage: true, status: 200 },
  { name: 'results-all', path: '/search?q={q}', fullPage: true, status: 200, noJs: true },
  { name: 'results-web', path: '/search?q={q}&t=web', fullPage: true, status: 200 },
  { name: 'results-images', path: '/images?q={q}', fullPage: true, status: 200 },
  { name: 'results-news', path: '/news?q={q}', fullPage: true, status: 200 },
  { name: 'results-videos', path: '/videos?q={q}', fullPage: true, status: 200 },
  { name: 'results-past-last', path: '/search?q={q}&p=9', fullPage: true, status: 200 },
  { name: 'settings', path: '/settings', fullPage: true, status: 200 },
  { name: 'partners', path: '/partners', fullPage: true, status: 200 },
  { name: 'partner-l214', path: '/partners/l214', fullPage: true, status: 200 },
  { name: 'transparency', path: '/partners/transparency', fullPage: true, status: 200 },
  { name: 'bangs', path: '/bangs', fullPage: true, status: 200, optional: true },
  { name: 'not-found', path: '/no-such-page', fullPage: true, status: 404 },
  { name: 'login', path: '/auth/login', fullPage: true, status: 200 },
  { name: 'privacy', path: '/privacy', fullPage: true, status: 200 },
  { name: 'press', path: '/press', fullPage: true, status: 200 },
  { name: 'roadmap', path: '/roadmap', fullPage: true, status: 200 },
];

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Every (colour scheme, viewport) pair, light desktop first. */
export const SCREENSHOT_VARIANTS = COLOR_SCHEMES.flatMap((mode) => VIEWPORTS.map((viewport) => ({ mode, viewport })));
export type ScreenshotVariant = (typeof SCREENSHOT_VARIANTS)[number];

export function screenshotPath(page: ScreenshotPage, query: string): string {
  return page.path.replace('{q}', encodeURIComponent(query));
}

/**
 * Lets lazy images load (scrolled through once), then waits for images, fonts and, with
 * JavaScript, the islands that hydrate on load.
 */
export async function settle(page: Page, javaScript = true): Promise<void> {
  if (!javaScript) {
    // No script runs in the page: playwright's own evaluation still does, in an isolated world.
    await page.waitForLoadState('load');
    return;
  }
  // No named function inside: tsx (scripts/screenshots.ts) would wrap it in a helper the page lacks.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    await Promise.all(
      [...document.images].map((img) =>
        // An image fires load or error (never loadend); a lazy one left hidden fires neither,
        // so none is waited on for more than a few seconds.
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
      ),
    );
    await document.fonts.ready;
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrate="interaction"])')].every(
        (m) => m.dataset.hydrated === 'true',
      ),
    undefined,
    { timeout: 10_000 },
  );
}
