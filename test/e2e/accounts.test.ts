import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { formatViolations, runAxe } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let smtp: TestSmtpServer;
let t: TestApp;
let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // BASE_URL must be the address the browser uses: the mail's link points there.
  const probe = (await import('node:net')).createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  base = `http://127.0.0.1:${port}`;
  t = buildTestApp(
    { SMTP_URL: smtp.url, BASE_URL: base, LOGIN_REQUESTS_PER_HOUR: '1000' },
    { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
  );
  server = t.app.listen(port, '127.0.0.1');
  await once(server, 'listening');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  server?.close();
  await t?.close();
  await smtp?.close();
});

async function logIn(context: BrowserContext, email: string) {
  const page = await context.newPage();
  smtp.messages.length = 0;
  await page.goto(`${base}/auth/login`);
  await page.fill('#login-email', email);
  await page.click('form[action="/auth/login"] button[type="submit"]');
  await page.waitForSelector('text=Check your mailbox');
  const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
  const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
  await page.goto(link);
  // The landing page waits for the visitor's click (a link minted for another account must not
  // log anyone in by itself).
  await page.click('#verify-form button');
  await page.waitForURL(`${base}/?new-connection=true`);
  return page;
}

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'karma_session');

describe('an account on two browsers', () => {
  it('settings and counter follow the user', async () => {
    const email = `e2e-${Date.now()}@example.org`;
    const first = await browser.newContext();
    const page = await logIn(first, email);
    await page.goto(`${base}/settings`);
    await page.check('#setting-safeSearch-strict');
    await page.selectOption('#setting-region', 'fr-FR');
    await page.click('#settings-form button[type="submit"]');
    // The island saves with fetch, then fills its live region: polled, not read once.
    await expect
      .poll(() => page.locator('[data-island="SettingsSaver"] [role="status"]').textContent(), { timeout: 5000 })
      .toBe('Your settings have been saved.');
    await page.goto(`${base}/`);
    await page.fill('#home-q', 'pine marten');
    await page.press('#home-q', 'Enter');
    await page.waitForURL(/q=pine\+marten/);
    await expect(page.locator('.karma-counter__value').first().textContent()).resolves.toBe('001');

    const second = await browser.newContext();
    const other = await logIn(second, email);
    await expect(other.locator('.karma-counter__value').first().textContent()).resolves.toBe('001');
    await other.goto(`${base}/settings`);
    expect(await other.isChecked('#setting-safeSearch-strict')).toBe(true);
    await expect(other.locator('#setting-region').inputValue()).resolves.toBe('fr-FR');
    await first.close();
    await second.close();
  });

  it('opening a login link leaves the visitor logged out until they click, then the header shows the account', async () => {
    const email = `csrf-${Date.now()}@example.org`;
    const context = await browser.newContext();
    const page = await context.newPage();
    smtp.messages.length = 0;
    await page.goto(`${base}/auth/login`);
    await page.fill('#login-email', email);
    await page.click('form[action="/auth/login"] button[type="submit"]');
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
    const link = /^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '';
    await page.goto(link);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(link);
    expect(await sessionCookie(context)).toBeUndefined();
    await expect(page.locator('#verify-form button').textContent()).resolves.toBe('Log in as c…@example.org');
    await expect(page.locator('.site-nav a', { hasText: 'Log in' }).count()).resolves.toBe(1);
    const landingViolations = await runAxe(page);
    expect(landingViolations, formatViolations(landingViolations)).toEqual([]);

    await page.click('#verify-form button');
    await page.waitForURL(`${base}/?new-connection=true`);
    expect(await sessionCookie(context)).toBeDefined();
    await page.goto(`${base}/discover`);
    // The header's navigation (the drawer, inside the header too, has its own copy).
    const nav = page.locator('header.site-header .site-nav');
    await expect(nav.locator('.site-account__email').textContent()).resolves.toBe(email);
    await expect(page.locator('header.site-header a', { hasText: 'Log in' }).count()).resolves.toBe(0);
    const headerViolations = await runAxe(page);
    expect(headerViolations, formatViolations(headerViolations)).toEqual([]);
    await nav.locator('form[action="/auth/logout"] button').click();
    await page.waitForURL(`${base}/discover`);
    expect(await sessionCookie(context)).toBeUndefined();
    await expect(page.locator('.site-nav a', { hasText: 'Log in' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('the settings form works with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/settings`);
    await page.check('#setting-colorMode-dark');
    await page.selectOption('#setting-locale', 'es');
    await page.click('#settings-form button[type="submit"]');
    await page.waitForURL(`${base}/settings?saved=1`);
    await expect(page.locator('.settings > .notice[role="status"]').textContent()).resolves.toBe(
      'Tus ajustes se han guardado.',
    );
    await expect(page.locator('html').getAttribute('data-color-mode')).resolves.toBe('dark');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await context.close();
  });

  it('the login link works with JavaScript off (one click)', async () => {
    const email = `nojs-${Date.now()}@example.org`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    smtp.messages.length = 0;
    await page.goto(`${base}/auth/login`);
    await page.fill('#login-email', email);
    await page.click('form[action="/auth/login"] button[type="submit"]');
    const mail = await smtp.waitForMail((m) => m.envelope.to.includes(email));
    await page.goto(/^https?:\/\/\S+$/m.exec(mail.text)?.[0] ?? '');
    await page.click('#verify-form button');
    await page.waitForURL(`${base}/?new-connection=true`);
    await page.goto(`${base}/settings`);
    await expect(page.locator('.my-account').textContent()).resolves.toContain(email);
    await context.close();
  });
});
