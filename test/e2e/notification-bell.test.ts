/**
 * The bell in Debian Chromium with the browser clock frozen (page.clock): the dot, the preview and
 * its overlay slot, the seen state in cookies and on the account, the error state, the mobile
 * sheet, the feed language, and the plain link without JavaScript.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/accounts/secrets.ts';
import type { Notification } from '../../server/notifications/notification-model.ts';
import { type Site, startSite } from '../helpers/e2e.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
let site: Site;

function notification(overrides: Partial<Notification> & Pick<Notification, 'id' | 'title'>): Notification {
  return {
    locale: 'en',
    content: '<p>Read more about it.</p>',
    thumbnailUrl: null,
    imageUrl: null,
    contentType: 'learn',
    destinationUrl: '/partners',
    publishedAt: new Date('2026-11-10T09:00:00Z'),
    willSendNotificationOnDesktop: false,
    expirationDate: null,
    ...overrides,
  };
}

beforeAll(async () => {
  site = await startSite({}, { now: () => NOW });
  await site.app.stores.notifications.upsertMany(
    [
      notification({ id: 'old', title: 'Forests of the Pyrenees' }),
      notification({
        id: 'victory',
        title: 'A court rules for the climate',
        contentType: 'victory',
        publishedAt: new Date('2026-11-15T09:00:00Z'),
        willSendNotificationOnDesktop: true,
        expirationDate: new Date('2026-12-31T00:00:00Z'),
      }),
      notification({ id: 'victory', locale: 'fr', title: 'Une victoire pour le climat' }),
      notification({ id: 'future', title: 'Not yet', publishedAt: new Date('2026-12-01T00:00:00Z') }),
    ],
    NOW,
  );
});
afterAll(() => site?.close());

async function open(
  options: { width?: number; at?: Date; javaScriptEnabled?: boolean; context?: BrowserContext } = {},
) {
  const context =
    options.context ??
    (await site.browser.newContext({
      viewport: { width: options.width ?? 1280, height: 800 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    }));
  // The visitor has answered the cookie banner: it would otherwise hold the preview back.
  if (!options.context) await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: site.base }]);
  const page = await context.newPage();
  await page.clock.setFixedTime(options.at ?? NOW);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

const bell = (page: Page) => page.locator('.bell__button');
const dot = (page: Page) => page.locator('[data-testid="bell-dot"]');
const panel = (page: Page) => page.locator('.bell__panel');
const preview = (page: Page) => page.locator('.bell-preview');
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

/**
 * Opens the path and waits for the bell to hydrate and fetch its feed. The island loads with the
 * page only when a preview is due; otherwise it waits for an interaction, which the pointer gives.
 */
async function ready(page: Page, path = '/discover') {
  const loaded = page.waitForResponse((r) => r.url().includes('/notifications?'));
  await page.goto(`${site.base}${path}`);
  const island = page.locator('[data-island="NotificationBell"]');
  if ((await island.getAttribute('data-hydrate')) === 'interaction') await bell(page).hover();
  await loaded;
  await page.waitForSelector('[data-island="NotificationBell"][data-hydrated="true"]', { state: 'attached' });
}

describe('the bell on desktop', () => {
  it('previews the desktop notification, then marks things seen on close', async () => {
    const { context, page, errors } = await open();
    await ready(page);
    await expect(dot(page).isVisible()).resolves.toBe(true);
    await preview(page).waitFor();
    await expect(preview(page).textContent()).resolves.toContain('A court rules for the climate');

    await preview(page).getByRole('button', { name: 'Read' }).click();
    await panel(page).waitFor();
    await expect.poll(() => preview(page).count()).toBe(0);
    expect(decodeURIComponent((await cookie(context, 'karma_notification_preview')) ?? '')).toBe(
      'A court rules for the climate',
    );
    await expect.poll(() => dot(page).count()).toBe(0);
    // Newest first; the future one is not published yet; the previewed one is no longer new.
    const titles = await panel(page).locator('.bell__item-title').allTextContents();
    expect(titles).toEqual(['A court rules for the climate', 'Forests of the Pyrenees']);
    const marked = await panel(page).locator('.bell__item[data-new] .bell__item-title').allTextContents();
    expect(marked).toEqual(['Forests of the Pyrenees']);
    expect(await panel(page).locator('.bell__item-title a').first().getAttribute('href')).toBe('/partners');

    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(await cookie(context, 'karma_notifications_seen')).toBe(String(NOW.getTime()));

    await ready(page);
    expect(await dot(page).count()).toBe(0);
    expect(await preview(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closing the preview stores its title; the dot stays for the other new one', async () => {
    const { context, page } = await open();
    await ready(page);
    await preview(page).getByRole('button', { name: 'Dismiss this news' }).click();
    await expect.poll(() => preview(page).count()).toBe(0);
    expect(await dot(page).isVisible()).toBe(true);
    await ready(page);
    expect(await preview(page).count()).toBe(0);
    expect(await dot(page).isVisible()).toBe(true);
    await context.close();
  });

  it('opening hides the dot for the rest of the session, even before anything is saved', async () => {
    const { context, page } = await open();
    await ready(page);
    await bell(page).click();
    await panel(page).waitFor();
    await ready(page); // navigates away with the panel open: no close, no last-seen datetime
    expect(await cookie(context, 'karma_notifications_seen')).toBeUndefined();
    expect(await dot(page).count()).toBe(0);
    const fresh = await open();
    await ready(fresh.page);
    expect(await dot(fresh.page).isVisible()).toBe(true);
    await fresh.context.close();
    await context.close();
  });

  it('an expired preview is not shown (clock after the expiry), the dot still is', async () => {
    const { context, page } = await open({ at: new Date('2027-01-05T00:00:00Z') });
    await ready(page);
    expect(await dot(page).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(await preview(page).count()).toBe(0);
    await context.close();
  });

  it('a failing feed shows the error message and picture, and no dot', async () => {
    const { context, page } = await open();
    await page.route('**/notifications?*', (route) => route.fulfill({ status: 503, body: '{}' }));
    await ready(page);
    expect(await dot(page).count()).toBe(0);
    await bell(page).click();
    const error = panel(page).locator('.bell__error');
    await expect(error.textContent()).resolves.toContain("Whoops ! An error occurred. We'll be back soon :)");
    expect(await error.locator('img').getAttribute('src')).toBe('/feed/notifications-error.svg');
    // Nothing to see: closing saves no last-seen datetime.
    await page.keyboard.press('Escape');
    expect(await cookie(context, 'karma_notifications_seen')).toBeUndefined();
    await context.close();
  });

  it('the feed follows the Learn & Act region: set in the settings, or changed by another tab', async () => {
    const { context, page } = await open();
    await ready(page);
    await bell(page).click();
    await panel(page).getByRole('link', { name: 'Choose the news region' }).click();
    await page.waitForURL(/\/settings/);
    await page.selectOption('#setting-learn-act', 'FR');
    await Promise.all([page.waitForURL(/\/settings/), page.click('#settings-form button[type="submit"]')]);
    await expect.poll(() => cookie(context, 'karma_learn_act_region')).toBe('FR');
    const french = page.waitForResponse((r) => r.url().includes('/notifications?') && r.url().includes('locale=fr'));
    await ready(page);
    await french;
    await bell(page).click();
    await expect(panel(page).locator('.bell__item-title').first().textContent()).resolves.toBe(
      'Une victoire pour le climat',
    );
    await page.keyboard.press('Escape');
    // Another tab (here: a script) changes the region: the bell fetches again on its own.
    const english = page.waitForResponse((r) => r.url().includes('locale=en'));
    await page.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the test plays another tab writing the cookie.
      document.cookie = 'karma_learn_act_region=INTL; path=/';
      window.dispatchEvent(new Event('focus'));
    });
    await english;
    await context.close();
  });
});

describe('the bell elsewhere', () => {
  it('below md the dropdown is a full-width sheet linking to the mobile Learn & Act page', async () => {
    const { context, page } = await open({ width: 390 });
    await ready(page, '/search?q=otters');
    await preview(page).waitFor();
    // Across the screen under the bell's row, with a small margin (a popover, not a bottom bar).
    const box = await preview(page).boundingBox();
    expect(box?.x).toBeLessThanOrEqual(8);
    expect(box?.width).toBeGreaterThan(370);
    expect(box?.y).toBeLessThan(100);
    await preview(page).getByRole('button', { name: 'Dismiss this news' }).click();
    await bell(page).click();
    const sheet = await panel(page).boundingBox();
    expect(sheet?.x).toBe(0);
    expect(sheet?.width).toBeGreaterThan(370);
    const more = panel(page).getByRole('link', { name: 'More news' });
    expect(await more.count()).toBe(1);
    expect(await more.getAttribute('href')).toBe('/learn-act');
    await context.close();
  });

  it('the cookie banner goes first: no preview while it waits for an answer', async () => {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 800 } });
    const { page } = await open({ context });
    await ready(page);
    expect(await page.locator('[data-island="CookieConsent"]').count()).toBe(1);
    expect(await dot(page).isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(await preview(page).count()).toBe(0);
    await context.close();
  });

  it('without JavaScript the bell is a link to the Learn & Act page', async () => {
    const { context, page } = await open({ javaScriptEnabled: false });
    await page.goto(`${site.base}/discover`);
    expect(await page.locator('a.bell__button').getAttribute('href')).toBe('/learnact');
    await context.close();
  });

  it('logged in, closing saves the datetime on the account: another browser starts from it', async () => {
    const account = await site.app.stores.accounts.findOrCreateAccount('bell@example.org', sha256('bell'), NOW);
    const sessionId = randomBytes(24).toString('base64url');
    await site.app.stores.accounts.createSession({
      idHash: sha256(sessionId),
      accountId: account.id,
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + 86_400_000),
    });
    const session = [{ name: 'karma_session', value: sessionId, url: site.base }];
    const first = await open();
    await first.context.addCookies(session);
    await ready(first.page);
    await bell(first.page).click();
    await panel(first.page).waitFor();
    const saved = first.page.waitForResponse((r) => r.url().endsWith('/account/seen-notifications'));
    await first.page.keyboard.press('Escape');
    expect((await saved).status()).toBe(204);
    expect((await site.app.stores.accounts.getAccount(account.id))?.lastSeenNotificationAt?.getTime()).toBe(
      NOW.getTime(),
    );

    const second = await open();
    await second.context.addCookies(session);
    await ready(second.page);
    expect(await dot(second.page).count()).toBe(0);
    expect(await preview(second.page).count()).toBe(0);
    await first.context.close();
    await second.context.close();
  });
});
