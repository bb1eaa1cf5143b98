/**
 * The companion's desktop tour at 1280 px: neither step's popover covers the first
 * result or the encyclopedia panel, nor the open 'Other search' menu it points at.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncyclopedia } from '../../server/search/encyclopedia.ts';
import { encyclopediaService } from '../../server/search/provider-registry.ts';
import { type FakeWiki, startWikiServer } from '../fakes/wiki-server.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let site: Site;
let wiki: FakeWiki;
let clock = new Date('2026-11-21T10:00:00Z');

beforeAll(async () => {
  wiki = await startWikiServer();
  const provider = scriptedProvider((q) =>
    answer([
      webResult('Red fox - Wikipedia', wiki.articleUrl('Red_fox'), 'The red fox is the largest of the true foxes.'),
      ...Array.from({ length: 9 }, (_, i) => webResult(`Result ${i + 2} for ${q.text}`)),
    ]),
  );
  site = await startSite(
    { SEARCH_CACHE_TTL: '0' },
    {
      now: () => clock,
      searchProvider: provider,
      encyclopedia: encyclopediaService(
        provider,
        createEncyclopedia({ isWikiHost: (url) => url.origin === wiki.origin }),
      ),
    },
  );
});
afterAll(async () => {
  await site?.close();
  await wiki?.close();
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`no ${selector}`);
  return box;
}

describe('the tour popover at 1280 px', () => {
  it('leaves the first result and the encyclopedia panel clear at both steps', async () => {
    const context = await site.browser.newContext({
      userAgent: CHROME,
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: site.base }]);
    const page = await context.newPage();
    // The tour's first step comes with the second search (3 s apart on the server's clock, so both count).
    for (const n of [1, 2]) {
      clock = new Date(clock.getTime() + 3000);
      await page.goto(`${site.base}/search?q=${encodeURIComponent(`red fox ${n}`)}`);
    }
    await page.locator('.infobox').waitFor();
    const step1 = page.getByRole('dialog', { name: 'Not what you need? Ask Google' });
    await step1.waitFor();
    // Placed once measured (it is hidden until then).
    await expect.poll(() => step1.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    const result = await boxOf(page, '.search-main .result');
    const panel = await boxOf(page, '.infobox');
    const first = await step1.boundingBox();
    if (!first) throw new Error('no step 1');
    expect(overlaps(first, result), 'step 1 over the first result').toBe(false);
    expect(overlaps(first, panel), 'step 1 over the panel').toBe(false);
    // Still under the tab it names.
    const tab = await boxOf(page, '.tabs__elsewhere > a[href^="https://www.google.com/search"]');
    expect(first.y).toBeGreaterThan(tab.y + tab.height);

    await step1.getByRole('button', { name: 'Next' }).click();
    const step2 = page.getByRole('dialog', { name: 'More places to search' });
    await step2.waitFor();
    const menu = await boxOf(page, '.other-search[open] .other-search__panel');
    await page.waitForTimeout(200);
    const second = await step2.boundingBox();
    if (!second) throw new Error('no step 2');
    for (const [name, box] of Object.entries({ menu, result, panel })) {
      expect(overlaps(second, box), `step 2 over the ${name}`).toBe(false);
    }
    await context.close();
  });
});
