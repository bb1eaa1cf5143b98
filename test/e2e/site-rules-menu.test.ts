/**
 * The per-result site menu in Chromium: with JavaScript, the ⋮ link opens a menu (keyboard too),
 * its chunk loaded only then (the first click is held until it is there);
 * 'Block this site' hides that site's results at once and says so with Undo, which brings them
 * back; the rule is kept across a reload until undone, and 'Pin' puts the site first after the
 * reload. Without JavaScript the link leads to the rules page with the host filled in, whose
 * form blocks the site.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const RESULTS = [
  webResult('Otters on the river', 'https://www.rivers.example/otters'),
  webResult('Otter facts', 'https://facts.example/otter'),
  webResult('Otter holts', 'https://www.rivers.example/holts'),
  webResult('Sea otters', 'https://ocean.example/sea-otters'),
];

let site: Site;
beforeAll(async () => {
  site = await startSite({}, { searchProvider: scriptedProvider(() => answer(RESULTS)) });
});
afterAll(() => site?.close());

async function visitor(javaScriptEnabled: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  await context.addCookies([{ name: 'karma_consent_v2', value: 'essentials', url: site.base }]);
  const page = await context.newPage();
  await page.goto(`${site.base}/search?q=otter`);
  await page.waitForLoadState('load');
  return { context, page };
}

const visibleTitles = (page: Page) =>
  page.locator('article.result:visible .result__title').evaluateAll((links) => links.map((a) => a.textContent));

describe('the site menu of a result', () => {
  it('blocks a site at once, with Undo that brings its results back', async () => {
    const { context, page } = await visitor(true);
    const chunks: string[] = [];
    page.on('request', (req) => chunks.push(req.url()));
    expect(await page.locator('[data-island="SiteRulesMenu"][data-hydrated]').count()).toBe(0);
    await page.locator('a.site-rules-link[data-host="rivers.example"]').first().click();
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(chunks.some((url) => /SiteRulesMenuIsland-\w+\.js$/.test(url))).toBe(true);
    await menu.getByRole('menuitem', { name: 'Block this site' }).click();
    await expect.poll(() => visibleTitles(page)).toEqual(['Otter facts', 'Sea otters']);
    const status = page.getByRole('status').filter({ hasText: 'Results from rivers.example are hidden.' });
    await expect.poll(() => status.isVisible()).toBe(true);

    await page.reload();
    expect(await visibleTitles(page)).toEqual(['Otter facts', 'Sea otters']);
    expect(await page.textContent('body')).toContain('Your site rules hid 2 results.');

    await page.goto(`${site.base}/search?q=otter`);
    await page.locator('a.site-rules-link[data-host="facts.example"]').click();
    await page.getByRole('menuitem', { name: 'Block this site' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => visibleTitles(page)).toEqual(['Otter facts', 'Sea otters']);
    await context.close();
  });

  it('opens from the keyboard, and Pin puts the site first', async () => {
    const { context, page } = await visitor(true);
    await page.locator('a.site-rules-link[data-host="ocean.example"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Block this site');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Pin');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    expect((await visibleTitles(page))[0]).toBe('Sea otters');
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('without JavaScript, leads to the rules page with the host filled in, whose form blocks it', async () => {
    const { context, page } = await visitor(false);
    await page.locator('a.site-rules-link[data-host="facts.example"]').click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/settings/sites');
    expect(await page.inputValue('input[name="host"]')).toBe('facts.example');
    // force: with JavaScript off, the page paints no animation frame for the click's stability check.
    await page.click('label[for="site-rules-action-block"]', { force: true });
    await Promise.all([
      page.waitForEvent('load'),
      page.click('form.site-rules__add button[type="submit"]', { force: true }),
    ]);
    await page.goto(`${site.base}/search?q=otter`);
    expect(await visibleTitles(page)).toEqual(['Otters on the river', 'Otter holts', 'Sea otters']);
    await context.close();
  });
});
