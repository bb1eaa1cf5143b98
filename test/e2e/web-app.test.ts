/**
 * The installable web app in Chromium: the service worker registers and activates on
 * the first visit, stores no result page or query after searches, and shows the offline page in
 * the page's language when the network is gone.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let site: Site;
let base: string;
let browser: Browser;

beforeAll(async () => {
  site = await startSite(
    {},
    {
      searchProvider: scriptedProvider((query) =>
        answer([webResult(`Result for ${query.text}`, 'https://example.org/')]),
      ),
    },
  );
  ({ base, browser } = site);
});
afterAll(() => site?.close());

/** A visitor who has answered the cookie banner, on the home page, its service worker active. */
async function installedVisit(): Promise<{ context: BrowserContext; page: Page; worker: Record<string, string> }> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const active = registration.active as ServiceWorker;
    if (active.state !== 'activated') {
      await new Promise((resolve) =>
        active.addEventListener('statechange', () => active.state === 'activated' && resolve(null)),
      );
    }
    return { state: active.state, scope: registration.scope, script: active.scriptURL };
  });
  return { context, page, worker };
}

/** Every URL in every cache of the page's origin. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

describe('the service worker', () => {
  it('registers from the first page and is activated for the whole site', async () => {
    const { context, worker } = await installedVisit();
    expect(worker).toEqual({ state: 'activated', scope: `${base}/`, script: `${base}/sw.js` });
    await context.close();
  });

  it("meets Chromium's installability checks (the manifest and icons load, a worker controls the page)", async () => {
    const { context, page } = await installedVisit();
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito profiles, where Chromium never offers to install.
    const errors = installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
    expect(errors).toEqual([]);
    const manifest = await devtools.send('Page.getAppManifest');
    expect({ url: manifest.url, errors: manifest.errors }).toEqual({ url: `${base}/manifest.webmanifest`, errors: [] });
    await context.close();
  });

  it('keeps static files and offline pages in its cache, never a search or a query', async () => {
    const { context, page } = await installedVisit();
    for (const path of ['/search?q=otter+pups', '/images?q=red+fox', '/news?q=hedgehog', '/search?q=badger&p=2']) {
      await page.goto(`${base}${path}`);
    }
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.evaluate(() => fetch('/search/autosuggest?q=otter').then((r) => r.text()));
    const urls = await cachedUrls(page);
    expect(urls).toContain(`${base}/offline/en`);
    expect(urls.some((url) => url.startsWith(`${base}/build/`))).toBe(true);
    // Only static files (a hashed stylesheet may be called search-….css) and the offline pages.
    const pages = urls.map((url) => new URL(url)).filter((url) => !/^\/(build|offline)\/|^\/icon-/.test(url.pathname));
    expect(pages.map(String)).toEqual([]);
    expect(urls.filter((url) => /^[^?]*\/search(\/|$)|[?&]q=|otter|fox|hedgehog|badger/.test(url))).toEqual([]);
    await context.close();
  });

  it('shows the offline page in the language of the page asked for when the network is gone', async () => {
    const { context, page } = await installedVisit();
    await context.setOffline(true);
    await page.goto(`${base}/search?q=otter`);
    await expect(page.locator('h1').textContent()).resolves.toBe(en.offlinePage.title);
    await page.goto(`${base}/fr/`);
    await expect(page.locator('h1').textContent()).resolves.toBe(fr.offlinePage.title);
    await context.setOffline(false);
    await page.goto(`${base}/`);
    await expect(page.locator('h1').textContent()).resolves.not.toBe(en.offlinePage.title);
    await context.close();
  });
});
