/**
 * Sponsored links in Chromium: above the first result, set apart from the page in light and dark
 * mode, the label read first, no axe violation; a click lands on the advertiser's page with no
 * referrer and is billed once (a visitor's browser, not the headless user agent, which counts as
 * a crawler).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/axe.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA, sponsoredLink } from '../helpers/sponsored.ts';

let site: Site;
let browser: Browser;
beforeAll(async () => {
  const results = Array.from({ length: 8 }, (_, i) => webResult(`Kayak guide ${i + 1}`, `https://example.org/${i}`));
  site = await startSite({}, { searchProvider: scriptedProvider(() => answer(results)) });
  browser = site.browser;
  await site.app.stores.sponsors.upsertLinks(
    [
      sponsoredLink('otter', { title: 'Kayaks that leave otters in peace', url: 'https://otter.example/kayaks' }),
      sponsoredLink('heron', { cpc: 30 }),
    ],
    new Date(),
  );
});
afterAll(() => site.close());

async function open(colorMode: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ userAgent: BROWSER_UA, viewport: { width: 1280, height: 800 } });
  await context.addCookies([{ name: 'karma_color_mode', value: colorMode, url: site.base }]);
  const page = await context.newPage();
  await page.goto(`${site.base}/search?q=kayak`);
  return { context, page };
}

const colours = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
    return {
      page: style('body').backgroundColor,
      panel: style('.sponsored__list').backgroundColor,
      label: style('.sponsored__label').backgroundColor,
    };
  });

describe('sponsored links in the browser', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`stand apart above the results in ${mode} mode, label first, without axe violations`, async () => {
      const { context, page } = await open(mode);
      try {
        const sponsored = page.getByRole('region', { name: 'Sponsored links' });
        const links = sponsored.getByRole('link');
        await expect(links.count()).resolves.toBe(2);
        await expect(links.first().getAttribute('rel')).resolves.toBe('sponsored noreferrer noopener');
        // The accessible name starts with the label: read before the title however it is reached.
        await expect(links.first().textContent()).resolves.toMatch(/^Sponsored\s+Kayaks that leave otters in peace$/);
        const top = (await sponsored.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
        const firstResult = (await page.locator('article.result').first().boundingBox())?.y ?? 0;
        expect(top).toBeLessThan(firstResult);
        const c = await colours(page);
        expect(c.panel).not.toBe(c.page);
        expect(c.label).not.toBe(c.panel);
        const violations = await runAxe(page);
        expect(violations.filter((v) => v.selector.includes('sponsored'))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('takes a click to the advertiser with no referrer, billed once', async () => {
    const { context, page } = await open('light');
    try {
      let referer: string | undefined = 'not requested';
      await context.route('https://otter.example/**', (route) => {
        referer = route.request().headers().referer;
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Otter Outfitters</h1>' });
      });
      await page.getByRole('link', { name: /Kayaks that leave otters/ }).click();
      await page.waitForURL('https://otter.example/kayaks');
      expect(referer).toBeUndefined();
      const rows = await site.app.stores.sponsors.ledgerRows('');
      expect(rows.filter((r) => r.sponsorId === 'otter').reduce((sum, r) => sum + r.gross, 0)).toBe(40);
    } finally {
      await context.close();
    }
  });
});
