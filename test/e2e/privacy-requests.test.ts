/**
 * The privacy proof in Chromium: every request the home page, results pages and the
 * settings make goes to the site's own origin, before consent and after "Accept all"; the only
 * exception is the tag manager, and only once analytics consent is given. Result images from
 * other hosts come through the site's /img proxy. Requests to anywhere else are recorded, then
 * answered locally (the tag manager) or aborted, so the test needs no network.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../server/shared/search-types.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const GTM = 'GTM-TEST123';
const TAG_MANAGER_HOST = 'www.googletagmanager.com';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
// Android: where the search box asks for suggestions as one types.
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const image = (n: number): SearchResult => ({
  vertical: 'images',
  url: `https://photos.example/kayak-${n}`,
  title: `Kayak ${n}`,
  snippet: [{ text: 'A kayak' }],
  image: { src: `https://cdn.photos.example/${n}.jpg`, thumbnail: `https://cdn.photos.example/${n}-small.jpg` },
});
const provider = scriptedProvider((q) =>
  answer(
    q.vertical === 'images'
      ? [image(1), image(2)]
      : [
          webResult('Kayaks', 'https://shop.example/kayaks'),
          webResult('Red fox', 'https://en.wikipedia.org/wiki/Red_fox'),
        ],
  ),
);

let site: Site;
beforeAll(async () => {
  site = await startSite({ TAG_MANAGER_ID: GTM }, { searchProvider: provider });
});
afterAll(() => site?.close());

const PAGES = ['/', '/search?q=kayak', '/images?q=kayak', '/settings'];

/** Visits every page the way a visitor would (the pointer wakes the islands), recording requests. */
async function visitAll(page: Page, requests: string[], typing: boolean): Promise<string[]> {
  const start = requests.length;
  for (const path of PAGES) {
    await page.goto(`${site.base}${path}`, { waitUntil: 'networkidle' });
    await page.mouse.move(200, 200);
    await page.locator('button').first().hover();
    if (path === '/' && typing) {
      // Typing asks for suggestions (after a debounce): from the site itself too.
      await page.waitForSelector('[data-island="SearchBox"][data-hydrated="true"]', { state: 'attached' });
      const suggested = page.waitForRequest(/\/search\/autosuggest\?/);
      await page.locator('#home-q').pressSequentially('kay', { delay: 50 });
      await suggested;
    }
    // The islands the pointer woke load their code now.
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle');
  }
  return requests.slice(start);
}

const ownOrigin = (url: string) => url.startsWith(`${site.base}/`) || /^(data|blob):/.test(url);

describe.each([
  ['desktop', DESKTOP],
  ['Android', ANDROID],
])('requests a visitor makes (%s)', (_name, userAgent) => {
  it('go to the site alone before consent; the tag manager joins only after Accept all', async () => {
    const context = await site.browser.newContext({ userAgent });
    const typing = userAgent === ANDROID;
    // Nothing leaves the machine: the tag manager gets an empty script, anything else is refused.
    await context.route(
      (url) => !ownOrigin(url.href),
      (route) =>
        new URL(route.request().url()).host === TAG_MANAGER_HOST
          ? route.fulfill({ body: '', contentType: 'application/javascript' })
          : route.abort(),
    );
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));

    const before = await visitAll(page, requests, typing);
    expect(before.length).toBeGreaterThan(PAGES.length);
    expect(before.filter((url) => !ownOrigin(url))).toEqual([]);
    // Result images from other hosts were shown, through the site's proxy.
    expect(before.some((url) => url.startsWith(`${site.base}/img?`))).toBe(true);
    if (typing) expect(before.some((url) => url.startsWith(`${site.base}/search/autosuggest?`))).toBe(true);

    await page.goto(`${site.base}/`);
    await page.locator('[data-island="CookieConsent"] button').first().hover();
    await page.waitForSelector('[data-island="CookieConsent"][data-hydrated="true"]', { state: 'attached' });
    expect(
      requests.filter((url) => !ownOrigin(url)),
      'nothing else until the click',
    ).toEqual([]);
    const clickedAt = requests.length;
    await Promise.all([
      page.waitForEvent('load'),
      page.locator('.consent__banner > .consent__actions > .consent__accept').click(),
    ]);
    await visitAll(page, requests, typing);
    const thirdParty = requests.slice(clickedAt).filter((url) => !ownOrigin(url));
    expect(thirdParty.length, 'the tag manager loads after analytics consent').toBeGreaterThan(0);
    for (const url of thirdParty) expect(new URL(url).host).toBe(TAG_MANAGER_HOST);
    await context.close();
  });
});
