/**
 * The companion in Debian Chromium: a desktop Chrome and an Android Chrome visitor each search 12
 * times (the server clock moves 3 s between searches, so each one counts) and see the right
 * overlay at each count: the tour anchored to its tabs, the extension modal as a real modal
 * (checked with axe), the phone banner, the Android toast. Closing is remembered across reloads
 * (the state cookie) and nothing logs an error.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, formatViolations, runAxe } from '../helpers/axe.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

let site: Site;
let clock = new Date('2026-11-21T10:00:00Z');
beforeAll(async () => {
  site = await startSite(
    { SEARCH_CACHE_TTL: '0' },
    { now: () => clock, searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
  );
});
afterAll(() => site?.close());

async function open(device: 'desktop' | 'android') {
  const context = await site.browser.newContext({
    // No entrance animation: positions are measured at once.
    reducedMotion: 'reduce',
    ...(device === 'desktop'
      ? { userAgent: UA.chrome, viewport: { width: 1280, height: 800 } }
      : { userAgent: UA.android, viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }),
  });
  await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: site.base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** The n-th search: a new query, 3 s after the last one on the server's clock. */
async function search(page: Page, n: number) {
  clock = new Date(clock.getTime() + 3000);
  await page.goto(`${site.base}/search?q=${encodeURIComponent(`wild animals ${n}`)}`);
  expect(await page.locator('.karma-counter__value').first().textContent()).toBe(String(n).padStart(3, '0'));
}

/**
 * What the companion shows, once it has reported to the overlay manager (1 s after mounting):
 * the display's name, or null when the island is not on the page or has nothing to show.
 */
async function shown(page: Page): Promise<string | null> {
  if ((await page.locator('[data-island="Companion"]').count()) === 0) return null;
  const report = await page.waitForFunction(() => {
    const reports = (window as { __karmaOverlays?: { reports: Map<string, boolean | undefined> } }).__karmaOverlays
      ?.reports;
    const value = reports?.get('companion');
    return value === undefined ? null : String(value);
  });
  if ((await report.jsonValue()) === 'false') return null;
  const root = page.locator('[data-display]');
  await root.waitFor();
  return root.getAttribute('data-display');
}

const stateCookie = async (context: BrowserContext) =>
  JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === 'karma_companion')?.value ?? '{}'));

const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type DOMRectLike = { x: number; y: number; width: number; height: number };

describe('the companion on desktop Chrome, searches 1 to 12', () => {
  it('tour step 1 at 2, the extension modal at 3 and 10, tour step 2 at 12; closing is remembered', async () => {
    const { context, page, errors } = await open('desktop');
    const display: Record<number, string | null> = {};
    let violations: AxeViolation[] = [];
    for (let n = 1; n <= 12; n++) {
      await search(page, n);
      display[n] = await shown(page);
      if (n === 2) {
        // Step 1 hangs under the Google tab, 50 px right of its left edge, and past the first
        // result, which its offsets (60 px below the tab) would cover.
        const tab = await page.locator('.tabs__elsewhere > a[href^="https://www.google.com/search"]').boundingBox();
        const popover = page.getByRole('dialog', { name: 'Not what you need? Ask Google' });
        const box = await popover.boundingBox();
        const result = await page.locator('.search-main .result').first().boundingBox();
        expect(box?.y).toBeGreaterThanOrEqual((tab?.y ?? 0) + (tab?.height ?? 0) + 60);
        expect(box?.x).toBeCloseTo((tab?.x ?? 0) + 50, 0);
        expect(box && result && !overlaps(box, result), 'step 1 clear of the first result').toBe(true);
        await popover.getByRole('button', { name: 'Next' }).click();
        // Step 2 at once, the 'Other search' menu open beside it, the focus on its Next button.
        expect(await shown(page)).toBe('tour-step-2');
        await page.locator('.other-search[open] .other-search__panel').waitFor();
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Next');
      }
      if (n === 3) {
        const modal = page.getByRole('dialog', { name: 'Search with Karma from your address bar' });
        expect(await modal.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
        expect(await modal.getByRole('link', { name: 'Add Karma to my browser' }).getAttribute('href')).toBe(
          '/extension',
        );
        violations = await runAxe(page);
        await page.keyboard.press('Escape');
        await expect.poll(() => modal.count()).toBe(0);
        await expect
          .poll(() => stateCookie(context))
          .toMatchObject({ modalClosed: true, countAfterClosingModalFirstTime: 3 });
        await page.reload();
        expect(await shown(page), 'closed at 3, not back on reload').toBeNull();
      }
      if (n === 10) {
        const modal = page.getByRole('dialog', { name: '10 searches for the animals' });
        await modal.getByRole('button', { name: 'Not now' }).click();
        await page.reload();
        expect(await shown(page), 'closed twice, not back on reload').toBeNull();
      }
      if (n === 12) {
        const panel = await page.locator('.other-search[open] .other-search__panel').boundingBox();
        const popover = page.getByRole('dialog', { name: 'More places to search' });
        const box = await popover.boundingBox();
        expect(panel && box && !overlaps(panel, box), 'step 2 beside the open menu, not over it').toBe(true);
        await popover.getByRole('button', { name: 'Next' }).click();
        await expect.poll(() => page.locator('.other-search[open]').count()).toBe(0);
        await expect
          .poll(() => stateCookie(context))
          .toMatchObject({ tourClosed: true, tourStep: 2, counterCompanion: 12 });
        await page.reload();
        expect(await shown(page), 'the tour is over').toBeNull();
      }
    }
    expect(display).toEqual({
      1: null,
      2: 'tour-step-1',
      3: 'modal-extension',
      4: null,
      5: null,
      6: null,
      7: null,
      8: null,
      9: null,
      10: 'modal-extension-closed',
      11: null,
      12: 'tour-step-2',
    });
    expect(violations, formatViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the companion on Android Chrome, searches 1 to 12', () => {
  it('the tour banner at 2, 3 and 4, then the app toast after it; both closings remembered', async () => {
    const { context, page, errors } = await open('android');
    const display: Record<number, string | null> = {};
    for (let n = 1; n <= 12; n++) {
      await search(page, n);
      display[n] = await shown(page);
      if (n === 2) {
        // A banner across the bottom of the screen.
        const box = await page.locator('.companion-bar--banner').boundingBox();
        expect(box && Math.round(box.y + box.height)).toBe(915);
        expect(box?.width).toBe(412);
      }
      if (n === 4) {
        await page.getByRole('dialog', { name: 'Welcome to Karma' }).getByRole('button', { name: 'Got it' }).click();
        expect(await stateCookie(context)).toMatchObject({ tourClosed: true, countAfterClosingModalMobile: 4 });
        await page.reload();
        expect(await shown(page)).toBeNull();
      }
      if (n === 6) {
        const toast = page.locator('.companion-bar--toast');
        expect(await toast.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe('/apps');
        await toast.getByRole('button', { name: 'Close' }).click();
        expect(await stateCookie(context)).toMatchObject({ toastAndroidClosed: true, toastAndroidClosedCount: 1 });
        await page.reload();
        expect(await shown(page)).toBeNull();
      }
    }
    expect(display).toEqual({
      1: null,
      2: 'tour-step-mobile-1',
      3: 'tour-step-mobile-1',
      4: 'tour-step-mobile-1',
      5: 'toast-android',
      6: 'toast-android',
      7: null,
      8: null,
      9: null,
      10: null,
      11: null,
      12: null,
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
