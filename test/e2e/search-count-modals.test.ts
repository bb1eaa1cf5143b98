/**
 * The counter's modal, a page opening it by itself after a login, and an announcement taking its
 * turn before the bell's preview (the overlay manager), in Debian Chromium.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/secrets.ts';
import { ANNOUNCEMENT_DEFINITIONS, type AnnouncementDefinition } from '../../server/shared/announcements.ts';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { type Site, startSite } from '../helpers/e2e.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const announcement: AnnouncementDefinition = {
  ...(ANNOUNCEMENT_DEFINITIONS.find((d) => d.id === 'google-env') as AnnouncementDefinition),
  untilDate: '2026-12-31',
};
let site: Site;
let sessionId: string;

beforeAll(async () => {
  site = await startSite({}, { now: () => NOW, announcements: [announcement] });
  const account = await site.app.stores.accounts.findOrCreateAccount('modals@example.org', sha256('modals'), NOW);
  sessionId = randomBytes(24).toString('base64url');
  await site.app.stores.accounts.createSession({
    idHash: sha256(sessionId),
    accountId: account.id,
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 86_400_000),
  });
  await site.app.stores.notifications.upsertMany(
    [
      {
        id: 'flagged',
        locale: 'en',
        title: 'A flagged notification',
        content: '<p>Hello</p>',
        thumbnailUrl: null,
        imageUrl: null,
        contentType: 'news',
        destinationUrl: null,
        publishedAt: new Date('2026-11-15T00:00:00Z'),
        willSendNotificationOnDesktop: true,
        expirationDate: new Date('2026-12-31T00:00:00Z'),
      },
    ],
    NOW,
  );
});
afterAll(() => site?.close());

async function open(options: { cookies?: Record<string, string>; javaScriptEnabled?: boolean } = {}) {
  const context = await site.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  const cookies = { karma_consent_v2: 'targeting', ...options.cookies };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.base })));
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}
/** Polled: the <dialog> renders first, and showModal() runs in an effect just after. */
const isModal = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.matches(':modal') ?? false, selector);
const storage = (page: Page) => page.evaluate(() => localStorage.getItem('karma_announcements_viewed'));
const close = (context: BrowserContext) => context.close();

describe('the counter modal', () => {
  it('opens in place from the counter, as a real modal, and closes with Escape', async () => {
    const { context, page, errors } = await open({ cookies: { karma_search_count: '4' } });
    await page.goto(`${site.base}/discover`);
    const counter = page.locator('a.karma-counter');
    await counter.hover();
    await page.waitForSelector('[data-island="CounterModal"][data-hydrated="true"]', { state: 'attached' });
    await counter.click();
    await page.locator('dialog.site-modal').waitFor();
    await expect.poll(() => isModal(page, 'dialog.site-modal')).toBe(true);
    expect(page.url()).toBe(`${site.base}/discover`);
    await expect(page.locator('dialog.site-modal').textContent()).resolves.toContain(
      '4 searches with Karma on this device',
    );
    expect(await page.locator('dialog.site-modal a', { hasText: 'Log in' }).getAttribute('href')).toBe('/auth/login');
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.site-modal').count()).toBe(0);
    expect(errors).toEqual([]);
    await close(context);
  });

  it('without JavaScript the counter leads to the /counter page', async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    await page.goto(`${site.base}/discover`);
    await page.click('a.karma-counter');
    await page.waitForURL(`${site.base}/counter`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Your Karma counter');
    await close(context);
  });

  it('after a login the page opens the new-connection modal; closing it drops the flag from the URL', async () => {
    const { context, page, errors } = await open({ cookies: { karma_session: sessionId } });
    await page.goto(`${site.base}/?new-connection=true`);
    await page.waitForSelector('[data-island="CounterModal"][data-hydrated="true"]', { state: 'attached' });
    await expect.poll(() => isModal(page, 'dialog.site-modal')).toBe(true);
    await expect(page.locator('#counter-modal-title').textContent()).resolves.toBe('You are logged in');
    // The announcement waits: one modal per page, and the bell's preview waits behind it.
    expect(await page.locator('.announcement').count()).toBe(0);
    expect(await page.locator('.bell-preview').count()).toBe(0);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.url()).toBe(`${site.base}/`);
    await expect.poll(() => page.locator('dialog.site-modal').count()).toBe(0);
    expect(errors).toEqual([]);
    await close(context);
  });
});

describe('an announcement and the overlay manager', () => {
  it('at 16 searches the announcement goes first, the bell preview after it; viewed once, it stays closed', async () => {
    const { context, page, errors } = await open({ cookies: { karma_search_count: '16' } });
    // The cookies as the preview lands in the page: a visitor may leave at that very moment.
    await page.addInitScript(() => {
      const watch = new MutationObserver(() => {
        if (!document.querySelector('.bell-preview')) return;
        (window as unknown as { cookiesAtPreview: string }).cookiesAtPreview = document.cookie;
        watch.disconnect();
      });
      watch.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${site.base}/discover`);
    const dialog = page.locator('dialog.announcement');
    await dialog.waitFor();
    await expect.poll(() => isModal(page, 'dialog.announcement')).toBe(true);
    await expect(dialog.locator('h2').textContent()).resolves.toBe('Your mail, one click away');
    expect(await page.locator('.bell-preview').count()).toBe(0);
    await dialog.getByRole('button', { name: 'No thanks' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => storage(page)).toBe('google-env');
    // Its turn over, the notification preview gets the screen, once.
    await page.locator('.bell-preview').waitFor();
    const cookiesAtPreview = await page.evaluate(
      () => (window as unknown as { cookiesAtPreview: string }).cookiesAtPreview,
    );
    expect(cookiesAtPreview).toContain('karma_previews_shown=flagged');
    await page.reload();
    await page.locator('[data-island="NotificationBell"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(500);
    expect(await page.locator('dialog.announcement').count()).toBe(0);
    expect(await page.locator('.bell-preview').count()).toBe(0);
    expect(errors).toEqual([]);
    await close(context);
  });

  it('at 15 searches there is no announcement; the preview shows at once', async () => {
    const { context, page } = await open({ cookies: { karma_search_count: '15' } });
    await page.goto(`${site.base}/discover`);
    await page.locator('.bell-preview').waitFor();
    expect(await page.locator('dialog.announcement').count()).toBe(0);
    await close(context);
  });
});

describe('in May 2023, with the shipped definitions', () => {
  // The 'google-env' announcement runs until 2023-06-01, the 'mail' highlight too; 'auth' ended
  // on 2023-04-04. A second site, on that date, shows them as they were meant to be seen.
  let old: Site;
  let clock = new Date('2023-05-20T12:00:00Z');
  beforeAll(async () => {
    old = await startSite({}, { now: () => clock });
  });
  afterAll(() => old?.close());

  async function openOld(cookies: Record<string, string>) {
    const context = await old.browser.newContext();
    const all = { karma_consent_v2: 'targeting', ...cookies };
    await context.addCookies(Object.entries(all).map(([name, value]) => ({ name, value, url: old.base })));
    const page = await context.newPage();
    await page.clock.setFixedTime(clock);
    return { context, page };
  }
  const viewedFeatures = async (context: BrowserContext) =>
    decodeURIComponent((await context.cookies()).find((c) => c.name === 'karma_features_viewed')?.value ?? '');

  it('the mail-environment announcement opens the mail shortcuts; closing them marks the feature seen', async () => {
    const { context, page } = await openOld({ karma_search_count: '20' });
    await page.goto(`${old.base}/discover`);
    const dialog = page.locator('dialog.announcement');
    await dialog.waitFor();
    expect(await page.locator('.new-badge').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Choose my service' }).click();
    const popover = page.locator('[role="dialog"]', { hasText: 'Google' }).first();
    await popover.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('karma_announcements_viewed'))).toBe('google-env');
    // Until hydrated the button is a link: the popover may have opened on a new page load.
    for (const island of ['MailShortcuts', 'NewFeatureBadge']) {
      await page.waitForSelector(`[data-island="${island}"][data-hydrated="true"]`, { state: 'attached' });
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => viewedFeatures(context)).toBe('mail');
    await page.reload();
    expect(await page.locator('.new-badge').count()).toBe(0);
    expect(await page.locator('dialog.announcement').count()).toBe(0);
    await context.close();
  });

  it("before 2023-04-04 the drawer's badge shows until the drawer is opened and closed", async () => {
    clock = new Date('2023-04-01T12:00:00Z');
    const { context, page } = await openOld({ karma_features_viewed: 'mail' });
    await page.goto(`${old.base}/discover`);
    const badge = page.locator('.drawer__toggle .new-badge');
    await badge.waitFor();
    await page.waitForSelector('[data-island="NewFeatureBadge"][data-hydrated="true"]', { state: 'attached' });
    await page.click('.drawer__toggle');
    await page.click('.drawer__toggle');
    await expect.poll(() => viewedFeatures(context)).toBe('mail,auth');
    expect(await badge.count()).toBe(0);
    await page.reload();
    expect(await page.locator('.drawer__toggle .new-badge').count()).toBe(0);
    await context.close();
  });
});
