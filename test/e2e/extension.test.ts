/**
 * The browser extension, unpacked into Chromium: the site's pages detect it (no 'add to
 * browser' link) and its new tab opens the site's /newtab.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { buildExtensions } from '../../scripts/build-extension.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, launchPersistentProfile } from '../helpers/browser.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

/** Chromium's id for an unpacked extension: its folder's SHA-256, the first 32 hex digits as a–p. */
const unpackedExtensionId = (dir: string) =>
  [...createHash('sha256').update(dir).digest('hex').slice(0, 32)]
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)))
    .join('');

let outDir: string;
let extensionId: string;
let t: TestApp;
let base: string;
let context: BrowserContext;
/** The server's clock: each search moves it 3 s on, so that each one counts. */
let clock = new Date('2026-11-25T10:00:00Z');

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'karma-extension-e2e-'));
  const unpacked = join(outDir, 'extension-chromium');
  extensionId = unpackedExtensionId(unpacked);
  t = buildTestApp(
    { CHROME_EXTENSION_ID: extensionId, SEARCH_CACHE_TTL: '0' },
    {
      now: () => clock,
      searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`, 'https://example.org/')])),
    },
  );
  base = `http://127.0.0.1:${await t.listen()}`;
  await buildExtensions({ baseUrl: base, outDir });
  // Extensions load only in the new headless mode, which launchPersistentProfile selects.
  context = await launchPersistentProfile(
    join(outDir, 'profile'),
    {
      // A desktop Chrome, whose visitors the companion offers the extension to.
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      viewport: { width: 1280, height: 800 },
    },
    [`--disable-extensions-except=${unpacked}`, `--load-extension=${unpacked}`],
  );
  await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: base }]);
  if (context.serviceWorkers().length === 0) await context.waitForEvent('serviceworker');
});
afterAll(async () => {
  await context?.close();
  await t?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('the unpacked extension in Chromium', () => {
  it('loads with the id the site is configured with', () => {
    expect(context.serviceWorkers().map((w) => w.url())).toContain(`chrome-extension://${extensionId}/background.js`);
  });

  it("answers the site's detection, so the results page shows no 'add to browser' link", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/search?q=otter`);
    const reply = await page.evaluate(
      (id) =>
        new Promise((resolve) => {
          type SendMessage = (id: string, message: unknown, reply: (answer: unknown) => void) => void;
          const chrome = (globalThis as unknown as { chrome: { runtime: { sendMessage: SendMessage } } }).chrome;
          chrome.runtime.sendMessage(id, { action: 'hasExtensionInstalled' }, resolve);
        }),
      extensionId,
    );
    expect(reply).toEqual({ installed: true, version: packageJson.version });
    await page.waitForSelector('[data-island="AddToBrowser"][data-hydrated="true"]', { state: 'attached' });
    // Detection takes a message round trip; the link stays hidden through it and after.
    await page.waitForTimeout(500);
    await expect(page.locator('a.add-to-browser').getAttribute('hidden')).resolves.not.toBeNull();
    await page.close();
    // The same page in a browser without the extension offers it.
    const plain = await launchBrowser();
    const without = await (await plain.newContext()).newPage();
    await without.goto(`${base}/search?q=otter`);
    await without.waitForSelector('a.add-to-browser:not([hidden])', { state: 'attached' });
    await plain.close();
  });

  it("shows the companion's installed-extension modal at the third search", async () => {
    await context.clearCookies();
    await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: base }]);
    const page = await context.newPage();
    for (const n of [1, 2, 3]) {
      clock = new Date(clock.getTime() + 3000);
      await page.goto(`${base}/search?q=${encodeURIComponent(`wild animals ${n}`)}`);
    }
    await expect(page.locator('.karma-counter__value').first().textContent()).resolves.toBe('003');
    await expect(page.locator('[data-display]').getAttribute('data-display')).resolves.toBe(
      'modal-extension-installed',
    );
    await page.close();
  });

  it("opens the site's /newtab in place of the new tab", async () => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/newtab.html`);
    await page.waitForURL(`${base}/newtab`);
    expect(page.url()).toBe(`${base}/newtab`);
    await page.close();
  });

  it('counts a search made from the new tab once, on the results page it lands on', async () => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/newtab.html`);
    await page.waitForURL(`${base}/newtab`);
    const before = Number(await page.locator('.karma-counter__value').first().textContent());
    const increments: string[] = [];
    page.on('request', (request) => request.url().endsWith('/search/increment') && increments.push(request.url()));
    clock = new Date(clock.getTime() + 3000);
    await page.locator('#newtab-q').fill('sea otter');
    await page.locator('#newtab-q').press('Enter');
    await page.waitForURL(`${base}/search?q=sea+otter`);
    expect(Number(await page.locator('.karma-counter__value').first().textContent())).toBe(before + 1);
    // Counted by /search itself: a POST /search/increment as well would count it twice.
    expect(increments).toEqual([]);
    await page.close();
  });
});
