/**
 * The whole loop in Chromium: a visitor who chose only L214 searches, clicks a
 * sponsored link, and the transparency page then credits L214 alone, the click's share
 * redistributed and the search supported, in its chart and its table, and so does the JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchCountBatcher } from '../../server/sponsors/search-count-batcher.ts';
import { addSearchCounts } from '../../server/sponsors/search-counts.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA, sponsoredLink } from '../helpers/sponsored.ts';

let site: Site;
// Written when the test says, not every 10 s.
const searchCounts = createSearchCountBatcher({
  write: (rows) => addSearchCounts(site.app.stores.db, rows),
  logger: { warn: () => {} },
  intervalMs: 3_600_000,
});
beforeAll(async () => {
  const results = [webResult('Kayak guide', 'https://example.org/kayak')];
  site = await startSite({}, { searchProvider: scriptedProvider(() => answer(results)), searchCounts });
  await site.app.stores.sponsors.upsertLinks(
    [sponsoredLink('otter', { title: 'Kayaks that leave otters in peace', url: 'https://otter.example/kayaks' })],
    new Date(),
  );
});
afterAll(async () => {
  await searchCounts.stop();
  await site.close();
});

describe('the transparency page after a sponsored click', () => {
  it('credits L214 alone when the visitor chose only L214', async () => {
    const context = await site.browser.newContext({ userAgent: BROWSER_UA, viewport: { width: 1280, height: 900 } });
    try {
      await context.addCookies([{ name: 'karma_associations', value: 'L214', url: site.base }]);
      await context.route('https://otter.example/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Otter Outfitters</h1>' }),
      );
      const page = await context.newPage();
      await page.goto(`${site.base}/search?q=kayak`);
      await page.getByRole('link', { name: /Kayaks that leave otters/ }).click();
      await page.waitForURL('https://otter.example/kayaks');
      await searchCounts.flush();

      await page.goto(`${site.base}/partners/transparency`);
      const month = new Date().toISOString().slice(0, 7);
      const section = page.locator(`section[aria-labelledby="month-${month}"]`);
      const row = (id: string) => section.locator(`tr[data-association="${id}"] td`);
      expect(await row('L214').allTextContents()).toEqual(['€0.20', '1']);
      for (const other of ['ASPAS', 'NAAT', 'HSUK', 'RWLD', 'INAT']) {
        expect(await row(other).allTextContents()).toEqual(['€0.00', '0']);
      }
      const chart = section.getByRole('img');
      expect(await chart.getAttribute('aria-label')).toContain('L214 €0.20; Humane World for Animals UK €0.00');
      const widths = await section
        .locator('rect.bar-chart__bar')
        .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('width'))));
      expect(widths.filter((w) => w > 0)).toHaveLength(1);
      expect(widths[2]).toBeGreaterThan(0);

      const json = await (await page.request.get(`${site.base}/partners/transparency.json`)).json();
      const credited = json.months[0].associations.filter((a: { gross: number }) => a.gross > 0);
      expect(credited).toEqual([{ id: 'L214', clicks: 1, searches: 1, gross: 40, redistributed: 20 }]);
    } finally {
      await context.close();
    }
  });
});
