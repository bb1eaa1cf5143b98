import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const GTM = 'GTM-TEST123';
let site: Site;
let base: string;
let browser: Browser;

beforeAll(async () => {
  site = await startSite(
    { TAG_MANAGER_ID: GTM },
    { searchProvider: scriptedProvider((q) => answer([webResult(`Result for ${q.text}`, 'https://example.org/')])) },
  );
  ({ base, browser } = site);
});
afterAll(() => site?.close());

/** A fresh context whose tag-manager requests are answered locally: no real network. */
async function openPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ body: '', contentType: 'application/javascript' }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  return { page, context, errors, requests };
}

/** The banner hydrates on first interaction (client/boot.ts): the pointer comes over it first. */
async function hydrated(page: Page) {
  await page.locator('[data-island="CookieConsent"]').waitFor({ state: 'attached' });
  await page.locator('[data-island="CookieConsent"] button').first().hover();
  await page.waitForSelector('[data-island="CookieConsent"][data-hydrated="true"]', {
    state: 'attached',
    timeout: 10_000,
  });
}
const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'karma_consent_v2')?.value;
const banner = (page: Page) => page.locator('[data-island="CookieConsent"]');
const bannerAcceptAll = (page: Page) => page.locator('.consent__banner > .consent__actions > .consent__accept');
const modal = (page: Page) => page.locator('.consent__modal');
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id || document.activeElement?.className);

describe('with JavaScript', () => {
  it('accept all stores every optional section and reloads without the banner', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(`${base}/cookies`);
    await hydrated(page);
    await Promise.all([page.waitForEvent('load'), bannerAcceptAll(page).click()]);
    expect(page.url()).toBe(`${base}/cookies`);
    expect(await consentCookie(context)).toBe('targeting%2Canalytics');
    expect(await banner(page).count()).toBe(0);
    await page.reload();
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the settings modal with the keyboard, goes back, and validates a selection', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(`${base}/search?q=otter`);
    await hydrated(page);
    expect(await modal(page).isVisible()).toBe(false);

    await page.focus('.consent__settings-toggle');
    await page.keyboard.press('Enter');
    await modal(page).waitFor({ state: 'visible' });
    await expect.poll(() => activeId(page)).toBe('consent__back');
    expect(await page.locator('.consent__modal a[href="/privacy"]').count()).toBe(1);
    // Defaults: essential and targeting checked; the essential one cannot be unchecked.
    expect(await page.isChecked('#consent-essentials')).toBe(true);
    expect(await page.isDisabled('#consent-essentials')).toBe(true);
    expect(await page.isChecked('#consent-targeting')).toBe(true);
    expect(await page.isChecked('#consent-analytics')).toBe(false);

    // Back closes the modal without leaving the page; focus returns to the toggle.
    await page.keyboard.press('Enter');
    await modal(page).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${base}/search?q=otter`);
    expect(await activeId(page)).toBe('consent__settings-toggle');
    expect(await consentCookie(context)).toBeUndefined();

    // Escape closes it too.
    await page.keyboard.press(' ');
    await modal(page).waitFor({ state: 'visible' });
    await expect.poll(() => activeId(page)).toBe('consent__back');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'hidden' });

    // Reopen, untick targeting, tick analytics, validate: all by keyboard.
    await page.keyboard.press('Enter');
    await modal(page).waitFor({ state: 'visible' });
    await expect.poll(() => activeId(page)).toBe('consent__back');
    await page.keyboard.press('Tab'); // the privacy link
    await page.keyboard.press('Tab'); // targeting (the essential checkbox is disabled)
    expect(await activeId(page)).toBe('consent-targeting');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('consent-analytics');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await activeId(page)).toBe('consent__save');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    expect(await consentCookie(context)).toBe('analytics');
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('accept all is a form that stores the choice and comes back', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${base}/search?q=otter`);
    await bannerAcceptAll(page).click();
    await page.waitForURL(`${base}/search?q=otter`);
    expect(await consentCookie(context)).toBe('targeting%2Canalytics');
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });

  it('the settings modal is a <details> whose form saves the checked sections', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${base}/cookies`);
    await page.click('.consent__settings-toggle');
    await modal(page).waitFor({ state: 'visible' });
    // Its back button comes back without storing anything.
    await page.click('.consent__back');
    await page.waitForURL(`${base}/cookies`);
    expect(await consentCookie(context)).toBeUndefined();
    expect(await modal(page).isVisible()).toBe(false);

    await page.click('.consent__settings-toggle');
    await page.uncheck('#consent-targeting');
    await page.check('#consent-analytics');
    await page.click('.consent__save');
    await page.waitForURL(`${base}/cookies`);
    expect(await consentCookie(context)).toBe('analytics');
    expect(await banner(page).count()).toBe(0);
    await context.close();
  });
});

describe('privacy', () => {
  it('requests nothing from another origin before consent, and the tag manager after accepting all', async () => {
    const { page, context, requests, errors } = await openPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await hydrated(page);
    await page.goto(`${base}/search?q=otter`, { waitUntil: 'networkidle' });
    await hydrated(page);
    expect(requests.length).toBeGreaterThan(2);
    expect(requests.filter((u) => !u.startsWith(`${base}/`))).toEqual([]);

    const tagManager = page.waitForRequest((r) => r.url().startsWith('https://www.googletagmanager.com/'));
    await bannerAcceptAll(page).click();
    expect((await tagManager).url()).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
