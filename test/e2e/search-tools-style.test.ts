/**
 * The 'Search tools' bar: its selects and its Apply button are pills like the
 * 'Search tools' toggle itself (no bare native controls), in the page's colours in light and
 * dark, at 390 and 1280 px; without JavaScript, Apply still sends the chosen filters.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResponse } from '../../server/shared/search-types.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider } from '../helpers/scripted-provider.ts';

const respond = (q: SearchQuery): SearchResponse =>
  answer([
    {
      vertical: 'web',
      url: 'https://site.example.org/',
      title: `About ${q.text} (${q.freshness})`,
      snippet: [{ text: 'A snippet.' }],
    },
  ]);

let site: Site;
beforeAll(async () => {
  site = await startSite({}, { searchProvider: scriptedProvider(respond, FULL_CAPABILITIES) });
});
afterAll(() => site?.close());

async function open(width: number, colorScheme: 'light' | 'dark', javaScriptEnabled = true): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width, height: width > 500 ? 800 : 844 },
    colorScheme,
    javaScriptEnabled,
  });
  await context.addCookies([{ name: 'karma_consent_v2', value: 'essentials', url: site.base }]);
  const page = await context.newPage();
  await page.goto(`${site.base}/search?q=otter`);
  await page.click('.filters summary');
  return page;
}

/** What a visitor sees of a control: its shape, its colours, whether it is the browser's own. */
const looks = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return {
        appearance: s.appearance,
        radius: Number.parseFloat(s.borderTopLeftRadius),
        height: box.height,
        background: s.backgroundColor,
        color: s.color,
      };
    });

describe("the 'Search tools' bar", () => {
  for (const width of [1280, 390]) {
    for (const mode of ['light', 'dark'] as const) {
      it(`shows pill-shaped selects and Apply button in the page's colours (${mode}, ${width} px)`, async () => {
        const page = await open(width, mode);
        const body = await page.evaluate(() => {
          const s = getComputedStyle(document.body);
          return { background: s.backgroundColor, color: s.color };
        });
        const select = await looks(page, '.filter select');
        const apply = await looks(page, '.filters button[type="submit"]');
        // Pills: the corners round off the whole height, as the 'Search tools' toggle's do.
        expect(select.appearance).toBe('none');
        expect(select.radius).toBeGreaterThanOrEqual(select.height / 2);
        expect(apply.radius).toBeGreaterThanOrEqual(apply.height / 2);
        expect(Math.abs(select.height - apply.height)).toBeLessThanOrEqual(1);
        expect(select.height).toBeGreaterThanOrEqual(32);
        expect(select.background).toBe(body.background);
        expect(select.color).toBe(body.color);
        // Apply is the bar's one action: filled, unlike the choices.
        expect(apply.background).not.toBe(body.background);
        await page.context().close();
      });
    }
  }

  it('applies the chosen filter without JavaScript', async () => {
    const page = await open(390, 'light', false);
    await page.selectOption('#filter-freshness', 'week');
    await Promise.all([page.waitForURL(/freshness=week/), page.click('.filters button[type="submit"]')]);
    expect(await page.locator('.result__title').first().textContent()).toContain('(week)');
    await page.context().close();
  });
});
