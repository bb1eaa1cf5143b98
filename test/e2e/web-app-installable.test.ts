/**
 * Installability as Chromium itself judges it, in an ordinary (not incognito)
 * profile, where Chromium offers to install: DevTools' `Page.getInstallabilityErrors` has nothing
 * to say about the site, and Chromium hands its real `beforeinstallprompt` over to the page,
 * which the companion's Android toast then offers (Install is a button, not a link). This is the
 * check Lighthouse's dropped PWA category made (docs/lighthouse.md, docs/web-app.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { launchPersistentProfile } from '../helpers/browser.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let profile: string;
let t: TestApp;
let base: string;
let context: BrowserContext;

beforeAll(async () => {
  t = buildTestApp({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
  base = `http://127.0.0.1:${await t.listen()}`;
  profile = mkdtempSync(join(tmpdir(), 'karma-installable-'));
  context = await launchPersistentProfile(profile, {
    userAgent: ANDROID,
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: base }]);
}, 60_000);
afterAll(async () => {
  await context?.close();
  await t?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

describe('the web app, as Chromium sees it', () => {
  it('has no installability error and a manifest without errors', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const devtools = await context.newCDPSession(page);
    await expect
      .poll(async () => (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 10_000 })
      .toEqual([]);
    const manifest = await devtools.send('Page.getAppManifest');
    expect({ url: manifest.url, errors: manifest.errors }).toEqual({ url: `${base}/manifest.webmanifest`, errors: [] });
    await page.close();
  }, 60_000);

  it('hands its install prompt to the page, and the Android toast offers it', async () => {
    const state = { tourClosed: true, countAfterClosingModalMobile: 4, counterCompanion: 4 };
    await context.addCookies([
      { name: 'karma_search_count', value: '4', url: base },
      { name: 'karma_companion', value: encodeURIComponent(JSON.stringify(state)), url: base },
    ]);
    const page = await context.newPage();
    await page.goto(`${base}/search?q=otter`);
    expect(await page.locator('.karma-counter__value').first().textContent()).toBe('005');
    // Chromium's own beforeinstallprompt, captured by the boot script.
    await page.waitForFunction(
      () => (window as { __karmaInstallPrompt?: unknown }).__karmaInstallPrompt != null,
      undefined,
      { timeout: 15_000 },
    );
    const toast = page.locator('.companion-bar--toast[data-display="toast-android"]');
    await toast.getByRole('button', { name: 'Install' }).waitFor();
    expect(await toast.getByRole('link').count()).toBe(0);
    await page.close();
  }, 60_000);
});
