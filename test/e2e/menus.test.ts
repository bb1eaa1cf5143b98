import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const QUERY = 'snow leopard & "co"';
const ENCODED = encodeURIComponent(QUERY);

let site: Site;
let base: string;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
  ({ base, browser } = site);
});
afterAll(() => site?.close());

async function openSearch(options: { javaScriptEnabled?: boolean; width?: number } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1024, height: 800 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${base}/search?q=${ENCODED}`);
  if (options.javaScriptEnabled !== false)
    await page.locator('[data-island="OtherSearchMenu"][data-hydrated]').waitFor();
  return { context, page, errors };
}

async function linksOf(page: Page, menu: string) {
  return page.locator(`${menu} a`).evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
}

describe('search menus without JavaScript', () => {
  for (const [menu, count] of [
    ['.try-with', 8],
    ['.other-search', 24],
  ] as const) {
    it(`${menu} opens with its <details> and links out with the encoded query`, async () => {
      const { context, page } = await openSearch({ javaScriptEnabled: false });
      expect(await page.locator(`${menu} a`).first().isVisible()).toBe(false);
      await page.click(`${menu} > summary`);
      expect(await page.locator(`${menu} a`).first().isVisible()).toBe(true);
      const links = await linksOf(page, menu);
      expect(links).toHaveLength(count);
      for (const link of links) {
        expect(link.href).toContain(ENCODED);
        expect(link).toMatchObject({ target: '_blank', rel: 'noreferrer noopener' });
      }
      await context.close();
    });
  }
});

/** Records, in the page's own clock, when the menu opens and closes and when the pointer leaves. */
async function recordMenu(page: Page) {
  await page.evaluate(() => {
    const menu = document.querySelector('details.other-search') as HTMLDetailsElement;
    const log: [string, number][] = [];
    (window as unknown as { menuLog: typeof log }).menuLog = log;
    menu.addEventListener('pointerleave', () => log.push(['leave', performance.now()]));
    new MutationObserver(() => log.push([menu.open ? 'open' : 'closed', performance.now()])).observe(menu, {
      attributeFilter: ['open'],
    });
  });
  return async () => {
    const log = await page.evaluate(() => (window as unknown as { menuLog: [string, number][] }).menuLog);
    return (kind: string) => log.filter(([k]) => k === kind).map(([, at]) => at);
  };
}

describe('Other search with JavaScript', () => {
  it('opens on hover and ignores a hover-out within 500 ms of opening', async () => {
    const { context, page, errors } = await openSearch();
    const read = await recordMenu(page);
    await page.hover('.other-search > summary');
    await page.mouse.move(5, 400);
    await page.waitForTimeout(1200);
    expect(await page.locator('details.other-search').getAttribute('open')).not.toBeNull();
    const times = await read();
    const [opened] = times('open');
    const [left] = times('leave');
    expect((left ?? 0) - (opened ?? 0)).toBeLessThan(500);
    expect(times('closed')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes about 500 ms after a later hover-out', async () => {
    const { context, page, errors } = await openSearch();
    const read = await recordMenu(page);
    await page.hover('.other-search > summary');
    await page.waitForTimeout(700);
    await page.mouse.move(5, 400);
    await page.waitForFunction(() => !document.querySelector('details.other-search')?.hasAttribute('open'), null, {
      timeout: 3000,
    });
    const times = await read();
    const [left] = times('leave');
    const [closed] = times('closed');
    expect((left ?? 0) - (times('open')[0] ?? 0)).toBeGreaterThanOrEqual(500);
    const delay = (closed ?? 0) - (left ?? 0);
    expect(delay).toBeGreaterThanOrEqual(480);
    // Upper bound loose: the two cores are shared with other test runs.
    expect(delay).toBeLessThan(1000);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens on focus, closes on Escape, toggles with the summary (keyboard)', async () => {
    const { context, page, errors } = await openSearch();
    const menu = page.locator('details.other-search');
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.closest('.other-search'))); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await menu.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('open')).toBeNull();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('open')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a click that finishes a hover keeps it open; a later click closes it', async () => {
    const { context, page, errors } = await openSearch();
    const menu = page.locator('details.other-search');
    await page.click('.other-search > summary');
    expect(await menu.getAttribute('open')).not.toBeNull();
    await page.waitForTimeout(600);
    await page.click('.other-search > summary');
    expect(await menu.getAttribute('open')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [width, columns] of [
    [1024, 2],
    [600, 1],
  ] as const) {
    it(`shows ${columns} column(s) at ${width} px, inside the screen`, async () => {
      const { context, page, errors } = await openSearch({ width });
      await page.click('.other-search > summary');
      await page.locator('.other-search__group').first().waitFor();
      const boxes = await page
        .locator('.other-search__group')
        .evaluateAll((groups) => groups.map((g) => g.getBoundingClientRect().toJSON() as DOMRect));
      expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(columns);
      const panel = await page.locator('.other-search__panel').evaluate((p) => p.getBoundingClientRect().toJSON());
      expect(panel.left).toBeGreaterThanOrEqual(0);
      expect(panel.right).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
