/**
 * The light homepage's image bar in Chromium: 'View image' shows the illustration alone over the
 * whole screen and Escape closes it, focus back on the link, by mouse or keyboard; 'Share' opens
 * the Web Share API where there is one, else copies the address and says so; without
 * JavaScript both are links that lead to the share page and to the image.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

async function home(options: { javaScriptEnabled?: boolean; init?: () => void } = {}): Promise<Page> {
  const context: BrowserContext = await site.browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // A visitor who already answered the cookie banner: it would cover the hero's lower edge.
  await context.addCookies([{ name: 'karma_consent_v2', value: 'essentials', url: site.base }]);
  const page = await context.newPage();
  if (options.init) await page.addInitScript(options.init);
  await page.goto(`${site.base}/`);
  await page.waitForLoadState('load');
  return page;
}

/** Hydrates an island that waits for the visitor, as a pointer coming near it does. */
async function wake(page: Page, island: string, link: string): Promise<void> {
  await page.getByRole('link', { name: link }).hover();
  await page.locator(`[data-island="${island}"][data-hydrated="true"]`).waitFor();
}

describe('View image', () => {
  it('shows the image alone over the screen; Escape closes it and gives focus back', async () => {
    const page = await home();
    await wake(page, 'BackgroundViewer', 'View image');
    await page.getByRole('link', { name: 'View image' }).click();
    const viewer = page.locator('dialog.image-viewer');
    await viewer.waitFor();
    const shown = await viewer.evaluate((dialog: HTMLDialogElement) => {
      const img = dialog.querySelector('img') as HTMLImageElement;
      const box = img.getBoundingClientRect();
      return { modal: dialog.matches(':modal'), width: box.width, height: box.height, alt: img.alt, src: img.src };
    });
    expect(shown.modal).toBe(true);
    expect(shown.width).toBe(1280);
    expect(shown.height).toBe(800);
    expect(shown.alt).toMatch(/^Illustration: /);
    expect(shown.src).toMatch(/\/backgrounds\//);
    await expect(
      page.locator('.image-viewer img').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).resolves.toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer.count()).toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('View image');
    await page.context().close();
  });

  it('opens and closes from the keyboard alone', async () => {
    const page = await home();
    const seen: (string | null | undefined)[] = [];
    for (let i = 0; i < 80 && seen.at(-1) !== 'View image'; i += 1) {
      await page.keyboard.press('Tab');
      seen.push(await page.evaluate(() => document.activeElement?.textContent));
    }
    expect(seen.at(-1)).toBe('View image');
    expect(seen).toContain('Share');
    // Focus woke the island; Enter then opens the viewer rather than following the link.
    await page.locator('[data-island="BackgroundViewer"][data-hydrated="true"]').waitFor();
    await page.keyboard.press('Enter');
    await page.locator('dialog.image-viewer').waitFor();
    // The modal dialog takes focus to its one control; the page behind is out of reach.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('dialog.image-viewer').count()).toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('View image');
    await page.context().close();
  });
});

describe('Share', () => {
  it('hands the home page’s address to the Web Share API when the browser has it', async () => {
    const page = await home({
      init: () => {
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: async (data: ShareData) => {
            (window as unknown as { shared: ShareData }).shared = data;
          },
        });
      },
    });
    await wake(page, 'ShareLink', 'Share');
    await page.getByRole('link', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(`${site.base}/en`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('copies the address and says so where there is no Web Share API', async () => {
    const page = await home({
      init: () => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }),
    });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.base });
    await wake(page, 'ShareLink', 'Share');
    await page.getByRole('link', { name: 'Share' }).click();
    await expect.poll(() => page.locator('.hero-tools__status').textContent()).toBe('Link copied');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(`${site.base}/en`);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it('Share leads to the share page and View image to the image itself', async () => {
    const page = await home({ javaScriptEnabled: false });
    await page.getByRole('link', { name: 'Share' }).click();
    await page.waitForURL(/\/share$/);
    await page.goBack();
    const response = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/backgrounds/') && r.url().includes('-1920.jpg')),
      page.getByRole('link', { name: 'View image' }).click(),
    ]);
    expect(response[0].headers()['content-type']).toBe('image/jpeg');
    await page.context().close();
  });
});
