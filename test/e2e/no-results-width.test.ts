/**
 * The no-result panel: on every tab it is as wide as the web results column, at
 * 1280 px (not 1,264 px on Images, ~990 px on News and Videos) and at 390 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResponse } from '../../server/shared/search-types.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider } from '../helpers/scripted-provider.ts';

/** Web results for any query but 'nothing', which finds nothing on any tab. */
function respond(q: SearchQuery): SearchResponse {
  if (q.text === 'nothing') return answer([]);
  return answer(
    Array.from({ length: 3 }, (_, i) => ({
      vertical: 'web' as const,
      url: `https://site${i}.example.org/`,
      title: `Result ${i + 1} about ${q.text}`,
      snippet: [{ text: 'A snippet long enough to fill the whole width of the results column, as real ones do.' }],
    })),
  );
}

let site: Site;
beforeAll(async () => {
  site = await startSite({}, { searchProvider: scriptedProvider(respond) });
});
afterAll(() => site?.close());

async function widthOf(path: string, selector: string, width: number): Promise<number> {
  const context = await site.browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 } });
  await context.addCookies([{ name: 'karma_consent_v2', value: 'essentials', url: site.base }]);
  const page: Page = await context.newPage();
  try {
    await page.goto(`${site.base}${path}`);
    await page.waitForLoadState('load');
    return await page
      .locator(selector)
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
  } finally {
    await context.close();
  }
}

describe('the no-result panel', () => {
  for (const width of [1280, 390]) {
    it(`is as wide as the web results column on every tab at ${width} px`, async () => {
      const column = await widthOf('/search?q=fox', '.result', width);
      expect(column).toBeGreaterThan(300);
      for (const path of ['/search?q=nothing', '/images?q=nothing', '/news?q=nothing', '/videos?q=nothing']) {
        expect(Math.round(await widthOf(path, '.no-results', width)), path).toBe(Math.round(column));
      }
    });
  }
});
