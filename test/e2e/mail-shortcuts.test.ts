/**
 * The mail shortcut widget in Debian Chromium: the anonymous choice with its 3-second
 * confirmation (page.clock), the 3-column grid, 'Modify my selection', the account when logged
 * in, a failing save (error for 3 s, save disabled), the close event for the new-features rules,
 * the same flow without JavaScript, same-origin requests only, and axe on the open popover.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/secrets.ts';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { type Site, startSite } from '../helpers/e2e.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
let site: Site;

beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site?.close());

async function open(options: { javaScriptEnabled?: boolean; cookies?: { name: string; value: string }[] } = {}) {
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // The visitor has answered the cookie banner, as other e2e tests do.
  await context.addCookies(
    [{ name: 'karma_consent_v2', value: 'targeting' }, ...(options.cookies ?? [])].map((c) => ({
      ...c,
      url: site.base,
    })),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  return { context, page, errors, requests };
}

const button = (page: Page) => page.locator('#mail-shortcuts-button');
const panel = (page: Page) => page.locator('.mail__panel');
const notice = (page: Page) => page.locator('.mail__notice');
const save = (page: Page) => page.locator('.mail__save');
const providerCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'karma_service_provider');

/** Opens the path with a fake clock, records close events, hydrates the island (a hover) and opens it. */
async function openPopover(page: Page, path = '/discover') {
  await page.clock.install({ time: NOW });
  await page.goto(`${site.base}${path}`);
  await page.evaluate(() => {
    const w = window as unknown as { mailClosed: unknown[] };
    w.mailClosed = [];
    addEventListener('karma:mail-popover-closed', (e) => w.mailClosed.push((e as CustomEvent).detail));
  });
  await button(page).hover();
  await page.waitForSelector('[data-island="MailShortcuts"][data-hydrated="true"]', { state: 'attached' });
  await button(page).click();
  await panel(page).waitFor();
}
/**
 * Stops the page's clock where it is: from here only runFor moves it, so a loaded machine cannot
 * eat into the 3 seconds being measured. Effects wait for frames, so resume before relying on them.
 */
async function pauseClock(page: Page) {
  // A loaded machine can take longer than the margin between reading the time and pausing:
  // pausing in the past is refused, so try again a little further ahead.
  for (const margin of [10, 100, 500]) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + margin);
      return;
    } catch (error) {
      if (!String(error).includes('to the past') || margin === 500) throw error;
    }
  }
}
const closedEvents = (page: Page) => page.evaluate(() => (window as unknown as { mailClosed: unknown[] }).mailClosed);

describe('with JavaScript', () => {
  it('anonymous: choose, confirmation closes after 3 s, 3-column grid, modify brings the choice back', async () => {
    const { context, page, errors, requests } = await open();
    await openPopover(page);
    expect(await button(page).getAttribute('aria-expanded')).toBe('true');
    // The first provider is preselected; the previews come from this site.
    expect(await page.locator('input[name="provider"]:checked').getAttribute('value')).toBe('google');
    expect(await page.locator('.mail__option img').first().getAttribute('src')).toBe('/mail/previews/google.svg');
    expect(await panel(page).getByRole('link', { name: 'Suggest another service' }).getAttribute('href')).toBe(
      '/contact?subject=feedback',
    );

    await page.getByLabel('Microsoft').check();
    await pauseClock(page);
    await save(page).click();
    await notice(page).waitFor();
    expect((await providerCookie(context))?.value).toBe('microsoft');
    expect((await providerCookie(context))?.path).toBe('/');
    await page.clock.runFor(2500);
    expect(await notice(page).isVisible()).toBe(true);
    await page.clock.runFor(600);
    await panel(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => (window as unknown as { mailClosed: unknown[] }).mailClosed.length === 1);
    expect(await closedEvents(page)).toEqual([{ provider: 'microsoft' }]);
    expect(await button(page).getAttribute('aria-expanded')).toBe('false');
    await page.clock.resume();

    await button(page).click();
    const grid = page.locator('.mail__grid');
    await grid.waitFor();
    const layout = await grid.evaluate((e) => {
      const style = getComputedStyle(e);
      const tops = [...e.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top));
      return { columns: style.gridTemplateColumns.split(' ').length, maxHeight: style.maxHeight, tops };
    });
    expect(layout.columns).toBe(3);
    expect(layout.maxHeight).toBe('344px'); // 21.5rem
    expect(new Set(layout.tops.slice(0, 3)).size).toBe(1);
    expect(layout.tops[3]).toBeGreaterThan(layout.tops[0] ?? 0);
    const first = grid.locator('a').first();
    expect(await first.getAttribute('href')).toBe('https://outlook.live.com/mail/');
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.getAttribute('rel')).toBe('noreferrer noopener');

    await page.getByRole('button', { name: 'Modify my selection' }).click();
    await page.locator('.mail__choice').waitFor();
    expect(await providerCookie(context)).toBeUndefined();
    expect(await page.locator('input[name="provider"]:checked').getAttribute('value')).toBe('google');

    // Escape closes (and says so); so does a click outside.
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await button(page).click();
    await panel(page).waitFor();
    await page.mouse.click(640, 600);
    await panel(page).waitFor({ state: 'detached' });
    await page.waitForFunction(() => (window as unknown as { mailClosed: unknown[] }).mailClosed.length === 3);
    expect(await closedEvents(page)).toEqual([{ provider: 'microsoft' }, { provider: null }, { provider: null }]);

    // Nothing but this site: the data, the stylesheet, the pictograms.
    expect(requests.filter((url) => !url.startsWith(site.base) && !url.startsWith('data:'))).toEqual([]);
    expect(requests.some((url) => url.endsWith('/mail-shortcuts/en.json'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logged in: save goes to the account and persists on the next page', async () => {
    const account = await site.app.stores.accounts.findOrCreateAccount('mail@example.org', sha256('mail'), NOW);
    const sessionId = randomBytes(24).toString('base64url');
    const now = new Date();
    await site.app.stores.accounts.createSession({
      idHash: sha256(sessionId),
      accountId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    const { context, page, errors } = await open({ cookies: [{ name: 'karma_session', value: sessionId }] });
    await openPopover(page);
    await page.getByLabel('Yahoo').check();
    const update = page.waitForRequest((r) => r.url().endsWith('/account/update'));
    await save(page).click();
    expect((await update).postDataJSON()).toEqual({ serviceProvider: 'yahoo' });
    await notice(page).waitFor();
    expect((await site.app.stores.accounts.getAccount(account.id))?.settings.serviceProvider).toBe('yahoo');

    // Another browser with the same session and no provider cookie: the account's grid.
    const other = await open({ cookies: [{ name: 'karma_session', value: sessionId }] });
    await openPopover(other.page, '/settings');
    expect(await other.page.locator('.mail__grid a').first().getAttribute('href')).toBe('https://mail.yahoo.com/');
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await context.close();
    await other.context.close();
  });

  it('a failed save shows the error for 3 s with the save button disabled', async () => {
    const account = await site.app.stores.accounts.findOrCreateAccount('fail@example.org', sha256('fail'), NOW);
    const sessionId = randomBytes(24).toString('base64url');
    const now = new Date();
    await site.app.stores.accounts.createSession({
      idHash: sha256(sessionId),
      accountId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    const { context, page, errors } = await open({ cookies: [{ name: 'karma_session', value: sessionId }] });
    await page.route('**/account/update', (route) => route.fulfill({ status: 500, body: '{}' }));
    await openPopover(page);
    await pauseClock(page);
    await save(page).click();
    const error = page.locator('.mail__error');
    await error.waitFor();
    expect(await error.textContent()).toContain('could not be saved');
    expect(await save(page).isDisabled()).toBe(true);
    await page.clock.runFor(2900);
    expect(await save(page).isDisabled()).toBe(true);
    await page.clock.runFor(200);
    await error.waitFor({ state: 'detached' });
    expect(await save(page).isEnabled()).toBe(true);
    expect(await providerCookie(context)).toBeUndefined();
    expect((await site.app.stores.accounts.getAccount(account.id))?.settings.serviceProvider).toBeNull();
    // The browser reports the 500 itself; nothing else may complain.
    expect(errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
    await context.close();
  });

  it('the open popover passes axe, choice and grid', async () => {
    const { context, page } = await open();
    await openPopover(page);
    const choice = await runAxe(page);
    expect(choice, formatViolations(choice)).toEqual([]);
    await save(page).click();
    await notice(page).waitFor();
    const grid = await runAxe(page);
    expect(grid, formatViolations(grid)).toEqual([]);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('the link opens the popover; save, the grid, modify, all as forms', async () => {
    const { context, page, errors, requests } = await open({ javaScriptEnabled: false });
    await page.goto(`${site.base}/search?q=otter`);
    await button(page).click();
    await page.waitForURL(/\/search\?q=otter&mail=open$/);
    await panel(page).waitFor();
    await page.getByLabel('Proton').check();
    await save(page).click();
    await page.waitForURL(/\/search\?q=otter&mail=saved$/);
    expect((await providerCookie(context))?.value).toBe('proton');
    expect(await notice(page).textContent()).toBe('Saved! Your shortcuts are ready.');
    const links = page.locator('.mail__grid a');
    expect(await links.first().getAttribute('href')).toBe('https://mail.proton.me/');
    expect(await links.evaluateAll((as) => as.every((a) => a.getAttribute('rel') === 'noreferrer noopener'))).toBe(
      true,
    );

    await page.getByRole('button', { name: 'Modify my selection' }).click();
    await page.waitForURL(/\/search\?q=otter&mail=open$/);
    await page.locator('.mail__choice').waitFor();
    expect(await providerCookie(context)).toBeUndefined();
    await page.locator('.mail__close').click();
    await page.waitForURL(/\/search\?q=otter$/);
    expect(await panel(page).count()).toBe(0);
    expect(requests.filter((url) => !url.startsWith(site.base))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
