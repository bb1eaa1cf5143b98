/**
 * The companion's Android toast in Debian Chromium: without a store app configured it
 * offers the browser's own install prompt once the browser has handed it over
 * (`beforeinstallprompt`, here a synthetic Event with a prompt() method, as Chromium only fires
 * the real one outside Playwright's private profiles), and the apps page before that; with a
 * store URL it offers the store, whatever the browser offers.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const STORE = 'https://play.google.com/store/apps/details?id=org.karma.search';
const deps = { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) };

let site: Site;
let withStore: TestApp;
let storeBase: string;
beforeAll(async () => {
  site = await startSite({}, deps);
  withStore = buildTestApp({ ANDROID_APP_URL: STORE }, deps);
  storeBase = `http://127.0.0.1:${await withStore.listen()}`;
});
afterAll(async () => {
  await site?.close();
  await withStore?.close();
});

/**
 * An Android Chrome visitor at their fifth search, the phone tour closed at the fourth: the
 * toast is due (client/lib/companion-rules.ts).
 */
async function fifthSearch(base: string): Promise<Page> {
  const context = await site.browser.newContext({
    userAgent: ANDROID,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const state = { tourClosed: true, countAfterClosingModalMobile: 4, counterCompanion: 4 };
  await context.addCookies([
    { name: 'karma_consent_v2', value: 'targeting', url: base },
    { name: 'karma_search_count', value: '4', url: base },
    { name: 'karma_companion', value: encodeURIComponent(JSON.stringify(state)), url: base },
  ]);
  const page = await context.newPage();
  await page.goto(`${base}/search?q=otter`);
  expect(await page.locator('.karma-counter__value').first().textContent()).toBe('005');
  return page;
}

/** The browser hands its install prompt over; true when the page took it (preventDefault). */
const offerPrompt = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        const w = window as { prompts?: number };
        w.prompts = (w.prompts ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    dispatchEvent(event);
    return event.defaultPrevented;
  });

const stateCookie = async (page: Page) =>
  JSON.parse(
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'karma_companion')?.value ?? '{}'),
  );

describe('the Android toast without a store app', () => {
  it("offers the browser's install prompt, and Install shows it", async () => {
    const page = await fifthSearch(site.base);
    expect(await offerPrompt(page)).toBe(true);
    const toast = page.locator('.companion-bar--toast[data-display="toast-android"]');
    await toast.waitFor();
    expect(await toast.locator('p').textContent()).toBe(
      'Add Karma to your home screen: search in one tap, like an app.',
    );
    expect(await toast.getByRole('link').count()).toBe(0);
    await toast.getByRole('button', { name: 'Install' }).click();
    await expect.poll(() => page.evaluate(() => (window as { prompts?: number }).prompts)).toBe(1);
    // The visitor has answered the browser: the toast goes, and counts as closed.
    await expect.poll(() => toast.count()).toBe(0);
    expect(await stateCookie(page)).toMatchObject({
      toastAndroidClosed: true,
      countAfterClosingToastAndroidFirstTime: 5,
    });
    await page.context().close();
  }, 60_000);

  it('links to the apps page until the browser offers its prompt, then offers the prompt', async () => {
    const page = await fifthSearch(site.base);
    const toast = page.locator('.companion-bar--toast');
    await toast.waitFor();
    expect(await toast.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe('/apps');
    await offerPrompt(page);
    await toast.getByRole('button', { name: 'Install' }).waitFor();
    expect(await toast.getByRole('link').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});

describe('the Android toast with a store app configured', () => {
  it('offers the store, not the browser prompt', async () => {
    const page = await fifthSearch(storeBase);
    expect(await offerPrompt(page)).toBe(true);
    const toast = page.locator('.companion-bar--toast[data-display="toast-android"]');
    await toast.waitFor();
    expect(await toast.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe(STORE);
    expect(await toast.getByRole('button', { name: 'Install' }).count()).toBe(0);
    expect(await toast.locator('p').textContent()).toBe(
      'Karma is on Android: search from your home screen with the app.',
    );
    expect(await page.evaluate(() => (window as { prompts?: number }).prompts)).toBeUndefined();
    await page.context().close();
  }, 60_000);
});
