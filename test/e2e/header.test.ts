import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let site: Site;
let base: string;
let browser: Browser;
beforeAll(async () => {
  const provider = scriptedProvider(
    (q) => answer(Array.from({ length: 10 }, (_, i) => webResult(`${q.text} result ${i + 1}`))),
    { ...FULL_CAPABILITIES, verticals: ['web'] },
  );
  site = await startSite(
    {
      CHROME_EXTENSION_ID: 'abcdefghijklmnopabcdefghijklmnop',
      CHROME_STORE_URL: 'https://chromewebstore.google.com/detail/karma',
    },
    { searchProvider: provider },
  );
  ({ base, browser } = site);
});
afterAll(() => site?.close());

describe('result header', () => {
  it('becomes fixed once scrolled past its height, slides in, and tracks the direction', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 400 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}/search?q=otter&t=web`);
    await page.waitForSelector('[data-island="StickyHeader"][data-hydrated="true"]', { state: 'attached' });
    const header = page.locator('#search-page-header');
    const height = await header.evaluate((el) => (el as HTMLElement).offsetHeight);
    await page.mouse.wheel(0, Math.max(1, height - 20));
    await page.waitForTimeout(150);
    expect(await header.getAttribute('class')).not.toContain('is-fixed');
    await page.mouse.wheel(0, 300);
    await expect.poll(() => header.getAttribute('class')).toContain('is-fixed');
    expect(await header.getAttribute('data-scroll')).toBe('down');
    const animation = await header.evaluate((el) => getComputedStyle(el).animationDuration);
    expect(animation).toBe('0.3s');
    expect(await header.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThanOrEqual(1);
    await page.mouse.wheel(0, -100);
    await expect.poll(() => header.getAttribute('data-scroll')).toBe('up');
    await page.mouse.wheel(0, -5000);
    await expect.poll(() => header.getAttribute('class')).not.toContain('is-fixed');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'add to browser' when the extension does not answer, never without JavaScript", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/search?q=otter`);
    const button = page.locator('.add-to-browser');
    await button.waitFor({ state: 'visible' });
    // /extension picks the store for the visitor's browser (server/redirects/extension-redirect.ts).
    expect(await button.getAttribute('href')).toBe('/extension');
    await context.close();
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(`${base}/search?q=otter`);
    expect(await plain.locator('.add-to-browser').isVisible()).toBe(false);
    await noJs.close();
  });

  it('hides the tab row on the settings page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/settings`);
    expect(await page.locator('nav.tabs').count()).toBe(0);
    await context.close();
  });
});
