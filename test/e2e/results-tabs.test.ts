/**
 * The results tab row on a 390×844 phone, with and without JavaScript: every entry (search types,
 * searches elsewhere, Settings, More) is either whole on the first screen or reachable, the row
 * scrolling sideways under a visible fade and the entry then shown whole and clear of it; and
 * the 'More' menu opens (by click, and by keyboard), its links whole on the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
  browser = site.browser;
});
afterAll(() => site?.close());

async function phone(javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
  // A visitor who already answered the cookie banner: it is not what this test looks at.
  await context.addCookies([{ name: 'karma_consent_v2', value: 'essentials', url: site.base }]);
  const page = await context.newPage();
  await page.goto(`${site.base}/search?q=snow+leopard`);
  await page.waitForLoadState('load');
  return page;
}

const ENTRIES = ':scope > a, .tabs__elsewhere > a, .tabs__elsewhere summary, .tabs__site > a, .tabs__site summary';

for (const javaScript of [true, false]) {
  describe(`results tabs at 390 px, JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    it('shows every entry whole, at once or once the row has scrolled to it under a fade', async () => {
      const page = await phone(javaScript);
      const report = await page.locator('nav.tabs').evaluate((nav, selector) => {
        const fade = getComputedStyle(nav, '::after');
        const fadeWidth = Number.parseFloat(fade.width) || 0;
        const row = nav.getBoundingClientRect();
        const entries = [...nav.querySelectorAll<HTMLElement>(selector)];
        const firstScreen = entries.map((el) => {
          const box = el.getBoundingClientRect();
          return box.left >= row.left && box.right <= row.right - fadeWidth;
        });
        const reached = entries.map((el) => {
          el.scrollIntoView({ block: 'nearest', inline: 'center' });
          const box = el.getBoundingClientRect();
          const atEnd = nav.scrollLeft + nav.clientWidth >= nav.scrollWidth - 1;
          return {
            text: el.textContent?.trim(),
            whole: box.left >= row.left - 0.5 && box.right <= row.right - (atEnd ? 0 : fadeWidth) + 0.5,
          };
        });
        nav.scrollLeft = 0;
        return {
          texts: entries.map((el) => el.textContent?.trim()),
          firstScreen,
          reached,
          scrolls: nav.scrollWidth > nav.clientWidth,
          overflowX: getComputedStyle(nav).overflowX,
          fade: { image: fade.backgroundImage, position: fade.position, width: fadeWidth },
        };
      }, ENTRIES);
      expect(report.texts).toEqual([
        'All',
        'Web',
        'Images',
        'News',
        'Videos',
        'Maps',
        'Google',
        'Try with…',
        'Other search',
        'Settings',
        'More',
      ]);
      // Some entries are past the screen's edge: the row must then say it scrolls, and scroll.
      if (report.firstScreen.includes(false)) {
        expect(report.scrolls).toBe(true);
        expect(report.overflowX).toBe('auto');
        expect(report.fade.position).toBe('sticky');
        expect(report.fade.image).toMatch(/linear-gradient/);
        expect(report.fade.width).toBeGreaterThanOrEqual(24);
      }
      expect(report.reached.filter((entry) => !entry.whole)).toEqual([]);
      await page.context().close();
    });

    it('opens More on a tap, its links whole on the screen and leading to pages', async () => {
      const page = await phone(javaScript);
      const summary = page.locator('.tabs__more > summary');
      await summary.scrollIntoViewIfNeeded();
      await summary.click();
      await expect(page.locator('.tabs__more').getAttribute('open')).resolves.toBe('');
      const links = await page.locator('.tabs__more-list a').evaluateAll((anchors) =>
        anchors.map((a) => {
          const box = a.getBoundingClientRect();
          return {
            href: a.getAttribute('href'),
            whole: box.width > 0 && box.left >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
          };
        }),
      );
      expect(links.map((l) => l.href)).toEqual(['/bangs', '/extension', '/learn-act']);
      expect(links.filter((l) => !l.whole)).toEqual([]);
      await page.locator('.tabs__more-list a[href="/bangs"]').click();
      await page.waitForURL(/\/bangs$/);
      await page.context().close();
    });
  });
}

describe('results tabs by keyboard', () => {
  it('reaches Settings and More with Tab, and opens More with Enter', async () => {
    const page = await phone(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    const seen: (string | undefined)[] = [];
    for (let i = 0; i < 60 && !seen.includes('More'); i += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focused());
    }
    expect(seen).toContain('Settings');
    expect(seen.at(-1)).toBe('More');
    await page.keyboard.press('Enter');
    await expect(page.locator('.tabs__more').getAttribute('open')).resolves.toBe('');
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('Bangs and operators');
    await page.context().close();
  });
});
