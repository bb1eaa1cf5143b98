/**
 * The Learn & Act feed in Chromium: 'load more' appends the next batch in place with JavaScript
 * (no navigation, focus on the first new article, the address names what is shown), and is a
 * plain link to a page with more articles without it; a batch slower than 1000 ms shows the
 * slow-connection flag, whose Refresh retries (or reloads once the batch came); no console error,
 * no request leaves the site, and axe finds nothing on either variant.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../client/contract/consent.ts';
import { findReflowViolations, formatViolations, runAxe } from '../helpers/axe.ts';
import { type Site, startSite } from '../helpers/e2e.ts';

let site: Site;
let base: string;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  ({ base, browser } = site);
});
afterAll(() => site?.close());

const SLOW_TEXT = 'Ouch ! It looks like your connection is slow';
const cards = (page: Page) => page.locator('.learn-act-card');
const moreLink = (page: Page) => page.locator('.learn-act-feed__more a');
const slowFlag = (page: Page) => page.locator('.learn-act-feed__slow');

interface PageOptions {
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

async function openPage(options: PageOptions = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'light',
  });
  // A visitor who has answered the cookie banner: it no longer covers the bottom of the page.
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'targeting', url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (!r.url().startsWith(base) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  return { context, page, errors, foreign };
}

/** Every island that hydrates at load has done so (the feed among them). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector('[data-island="LearnActFeed"][data-hydrated="true"]', {
    state: 'attached',
    timeout: 10_000,
  });
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrate="interaction"])')].every(
      (m) => m.dataset.hydrated === 'true',
    ),
  );
}

describe('with JavaScript', () => {
  it('load more appends the next batch in place and moves focus to it', async () => {
    const { context, page, errors, foreign } = await openPage();
    await page.goto(`${base}/learn-act`);
    await hydrated(page);
    expect(await cards(page).count()).toBe(5);
    const firstTitles = await page.locator('.learn-act-card__title').allTextContents();
    // A marker that a navigation would wipe out.
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const batch = page.waitForResponse((r) => r.url().includes('/learn-act/items?'));
    await moreLink(page).click();
    expect((await batch).status()).toBe(200);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(5);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect((await page.locator('.learn-act-card__title').allTextContents()).slice(0, 5)).toEqual(firstTitles);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('article')?.id)).toBe('item-5');
    expect(new URL(page.url()).search).toBe('?type=learn&cursor=5');
    expect(await page.locator('.learn-act-feed__status').textContent()).toBe('More articles loaded.');
    expect(await slowFlag(page).count()).toBe(0);

    // The address now names the page showing the same articles.
    const shown = await cards(page).count();
    await page.reload();
    expect(await cards(page).count()).toBe(shown);
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('the Act selection loads its own batches until the end', async () => {
    const { context, page, errors } = await openPage();
    await page.goto(`${base}/fr/learnact?type=act`);
    await hydrated(page);
    expect(await page.locator('.learn-act__tabs a[aria-current="page"]').textContent()).toBe('Agir');
    while ((await moreLink(page).count()) > 0) {
      const before = await cards(page).count();
      await moreLink(page).click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
    }
    expect(await page.locator('.learn-act-feed__end').textContent()).toBe(
      'Vous avez vu tous les articles de cette liste.',
    );
    expect(await page.locator('.learn-act-card__category').allTextContents()).toContain('Agir');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a batch slower than 1000 ms raises the slow flag; Refresh retries it', async () => {
    const { context, page, errors } = await openPage();
    let delayed = 0;
    // The browser's own same-origin request, held back once: the retry goes through at once.
    await page.route('**/learn-act/items?*', async (route) => {
      if (delayed++ === 0) {
        await new Promise((resolve) => setTimeout(resolve, 4000));
        await route.continue().catch(() => {});
      } else {
        await route.continue();
      }
    });
    await page.goto(`${base}/learn-act`);
    await hydrated(page);
    await moreLink(page).click();
    expect(await slowFlag(page).isVisible()).toBe(false);
    await slowFlag(page).waitFor({ state: 'visible', timeout: 3000 });
    expect(await slowFlag(page).locator('p').textContent()).toBe(SLOW_TEXT);
    expect(await cards(page).count()).toBe(5);

    await slowFlag(page).locator('button').click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(5);
    expect(await slowFlag(page).count()).toBe(0);
    expect(delayed).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('once a slow batch has come, the flag stays and Refresh reloads the page with it', async () => {
    const { context, page, errors } = await openPage();
    await page.route('**/learn-act/items?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await page.goto(`${base}/learn-act`);
    await hydrated(page);
    await moreLink(page).click();
    await expect.poll(() => cards(page).count(), { timeout: 5000 }).toBeGreaterThan(5);
    const shown = await cards(page).count();
    expect(await slowFlag(page).isVisible()).toBe(true);

    await Promise.all([page.waitForEvent('load'), slowFlag(page).locator('button').click()]);
    await hydrated(page);
    expect(new URL(page.url()).search).toBe('?type=learn&cursor=5');
    expect(await cards(page).count()).toBe(shown);
    expect(await slowFlag(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('load more is a link to a page with the next batch under the first', async () => {
    const { context, page, foreign } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${base}/learn-act?type=act`);
    expect(await cards(page).count()).toBe(5);
    await Promise.all([page.waitForEvent('load'), moreLink(page).click()]);
    expect(new URL(page.url()).search).toBe('?type=act&cursor=5');
    expect(new URL(page.url()).hash).toBe('#item-5');
    expect(await cards(page).count()).toBeGreaterThan(5);
    // The Learn tab is a plain link too.
    await Promise.all([page.waitForEvent('load'), page.locator('.learn-act__tabs a', { hasText: 'Learn' }).click()]);
    expect(new URL(page.url()).search).toBe('?type=learn');
    expect(await cards(page).count()).toBe(5);
    expect(foreign).toEqual([]);
    await context.close();
  });
});

describe('accessibility', () => {
  const phone = { width: 390, height: 844 };
  const desktop = { width: 1280, height: 800 };
  for (const [name, path, viewport, colorScheme] of [
    ['mobile variant on a phone', '/learn-act', phone, 'light'],
    ['mobile variant on a phone, dark', '/es/learn-act?type=act', phone, 'dark'],
    ['desktop variant', '/fr/learnact?type=act', desktop, 'light'],
    ['desktop variant, dark', '/learnact', desktop, 'dark'],
    ['desktop variant on a phone', '/learnact', phone, 'light'],
  ] as const) {
    it(`axe and reflow find nothing: ${name}`, async () => {
      const { context, page, errors } = await openPage({ viewport, colorScheme });
      await page.goto(`${base}${path}`);
      await hydrated(page);
      await moreLink(page).click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(5);
      const violations = [...(await runAxe(page)), ...(await findReflowViolations(page))];
      expect(violations, formatViolations(violations)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
