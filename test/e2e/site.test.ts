import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutes as routes } from '../../server/routes/route-table.tsx';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let site: Site;
let base: string;
let browser: Browser;

beforeAll(async () => {
  site = await startSite(
    {},
    {
      routes: [
        ...routes,
        {
          id: 'slow',
          path: '/slow-page',
          prefixable: false,
          layout: 'default',
          titleKey: 'site.name',
          guards: [(_req, _res, next) => void setTimeout(next, 2500)],
          view: () => 'slow page',
        },
      ],
      searchProvider: scriptedProvider((query) =>
        answer([webResult(`Result for ${query.text}`, 'https://example.org/')]),
      ),
    },
  );
  ({ base, browser } = site);
});
afterAll(() => site?.close());

/** A page that records console errors, page errors and every request URL. */
/** A visitor who has already answered the cookie banner (its own tests are in consent.test.ts). */
async function openPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  return { page, context, errors, requests };
}

const hydrated = (page: Page, name: string) =>
  page.waitForSelector(`[data-island="${name}"][data-hydrated="true"]`, { state: 'attached', timeout: 10_000 });

describe('home page', () => {
  it('renders and hydrates its islands with JavaScript on, without console errors or CSP violations', async () => {
    const { page, context, errors, requests } = await openPage();
    await page.goto(`${base}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Search the web, support wildlife');
    await hydrated(page, 'NavigationProgress');
    // The colour switch hydrates on first interaction.
    await page.hover('.color-mode button[value="dark"]');
    await hydrated(page, 'ColorModeSwitch');
    expect(errors).toEqual([]);
    // Nothing leaves the site.
    expect(requests.filter((u) => !u.startsWith(base))).toEqual([]);
    await context.close();
  });

  it('renders and searches with JavaScript off', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${base}/fr`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Cherchez sur le web, soutenez la vie sauvage');
    await page.fill('#home-q', 'hérisson');
    await page.press('#home-q', 'Enter');
    await page.waitForURL(/\/search\?q=h%C3%A9risson/);
    await expect(page.locator('.result__title').first().textContent()).resolves.toBe('Result for hérisson');
    expect(await page.locator('.result__title').first().isVisible()).toBe(true);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await context.close();
  });
});

describe('connection status', () => {
  it('says so when the browser goes offline, and when it is back', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(`${base}/cookies`);
    await hydrated(page, 'ConnectionStatus');
    const status = page.locator('.connection-status');
    expect(await status.isVisible()).toBe(false);
    await context.setOffline(true);
    await status.waitFor({ state: 'visible' });
    expect(await status.textContent()).toContain('You are offline');
    await context.setOffline(false);
    await expect.poll(() => status.textContent()).toBe('You are back online.');
    await status.waitFor({ state: 'hidden', timeout: 5000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('language switch', () => {
  it('keeps the path on prefixed pages', async () => {
    const { page, context } = await openPage();
    await page.goto(`${base}/fr/cookies`);
    await page.click('.language-switch a[hreflang="es"]');
    await page.waitForURL(`${base}/es/cookies`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');
    await context.close();
  });

  it('keeps the path and query on result pages, and remembers the choice', async () => {
    const { page, context } = await openPage();
    await page.goto(`${base}/search?q=lynx`);
    await page.click('.language-switch a[hreflang="fr"]');
    await page.waitForURL(`${base}/search?q=lynx`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await page.goto(`${base}/cookies`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await context.close();
  });
});

describe('colour mode', () => {
  it('switches at once with JavaScript and survives a reload', async () => {
    const { page, context, errors } = await openPage();
    await page.goto(`${base}/cookies`);
    await page.hover('.color-mode button[value="dark"]');
    await hydrated(page, 'ColorModeSwitch');
    const url = page.url();
    await page.click('.color-mode button[value="dark"]');
    await expect.poll(() => page.locator('html').getAttribute('data-color-mode')).toBe('dark');
    expect(page.url()).toBe(url);
    await expect(page.locator('.color-mode button[value="dark"]').getAttribute('aria-pressed')).resolves.toBe('true');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 20, 24)');
    await page.reload();
    await expect(page.locator('html').getAttribute('data-color-mode')).resolves.toBe('dark');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works as a form without JavaScript', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${base}/es/discover`);
    await page.click('.color-mode button[value="light"]');
    await page.waitForURL(`${base}/es/discover`);
    await expect(page.locator('html').getAttribute('data-color-mode')).resolves.toBe('light');
    await context.close();
  });
});

describe('navigation feedback', () => {
  it('shows the loading bar when the next page is slow to answer, not before 500 ms', async () => {
    const { page, context } = await openPage();
    await page.goto(`${base}/`);
    await hydrated(page, 'NavigationProgress');
    // Playwright cannot query a page whose navigation is pending, so the page reports the
    // bar's changes itself, timed from the click.
    const seen: { at: number; visible: boolean; value: number }[] = [];
    page.on('console', (m) => {
      const match = /^bar (\d+) (true|false) (\d+)$/.exec(m.text());
      if (match) seen.push({ at: Number(match[1]), visible: match[2] === 'true', value: Number(match[3]) });
    });
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/slow-page'; // its server takes 2.5 s before the first byte
      link.id = 'slow-link';
      link.textContent = 'slow';
      document.body.prepend(link);
      const bar = document.querySelector('.loading-bar') as HTMLElement;
      let clickedAt = 0;
      link.addEventListener('click', () => {
        clickedAt = performance.now();
      });
      new MutationObserver(() => {
        if (!clickedAt) return;
        const at = Math.round(performance.now() - clickedAt);
        console.log(`bar ${at} ${!bar.hidden} ${bar.getAttribute('aria-valuenow')}`);
      }).observe(bar, { attributes: true });
    });
    await page.click('#slow-link', { noWaitAfter: true });
    await page.waitForURL(/\/slow-page$/, { timeout: 10_000 });
    const shown = seen.filter((s) => s.visible);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown[0]?.at).toBeGreaterThanOrEqual(450);
    expect(shown[0]?.at).toBeLessThan(1000);
    // It grows: about 20 % a second, so 30–50 % after 2.5 s.
    const last = shown.at(-1)?.value ?? 0;
    expect(last).toBeGreaterThan(25);
    expect(last).toBeLessThan(60);
    await context.close();
  });

  it('prefetches a hovered link, except on the 2G link (800 ms RTT, 280 kbit/s)', async () => {
    for (const [network, expected] of [
      ['fast', 1],
      ['2g', 0],
    ] as const) {
      const { page, context } = await openPage();
      if (network === '2g') {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 800,
          downloadThroughput: (280 * 1024) / 8,
          uploadThroughput: (256 * 1024) / 8,
          connectionType: 'cellular2g',
        });
      }
      await page.goto(`${base}/cookies`);
      await hydrated(page, 'NavigationProgress');
      if (network === '2g') {
        const rtt = await page.evaluate(() => (navigator as unknown as { connection: { rtt: number } }).connection.rtt);
        expect(rtt).toBeGreaterThanOrEqual(700);
      }
      await page.hover('.site-nav a[href="/discover"]');
      await page.waitForTimeout(200);
      const hints = await page.locator('link[rel="prefetch"][href$="/discover"]').count();
      expect(hints, network).toBe(expected);
      await context.close();
    }
  });

  it('reloads once when an island chunk fails to load, not again within 60 s', async () => {
    const { page, context } = await openPage();
    let loads = 0;
    page.on('load', () => loads++);
    await page.route(/\/build\/NavigationProgressIsland-.*\.js$/, (route) => route.abort());
    await page.goto(`${base}/cookies`);
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await context.close();
  });
});
