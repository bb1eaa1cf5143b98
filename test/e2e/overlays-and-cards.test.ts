/**
 * What a visitor sees of the overlays and the card pages (issue 22), in Debian Chromium at a
 * desktop and a phone width: the partner cards line up, the settings show which associations the
 * region means, the notification preview covers neither the search box, the tabs, the results nor
 * the panel and shows once, the cookie banner
 * never hides 'Next' or the footer and can be refused in one click, and the side menu has a
 * backdrop that closes it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncyclopedia } from '../../server/search/encyclopedia.ts';
import { encyclopediaService } from '../../server/search/provider-registry.ts';
import { type FakeWiki, startWikiServer } from '../fakes/wiki-server.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [DESKTOP, PHONE];
let site: Site;
let wiki: FakeWiki;

beforeAll(async () => {
  wiki = await startWikiServer();
  const provider = scriptedProvider((q) =>
    answer(
      [
        webResult('Red fox - Wikipedia', wiki.articleUrl('Red_fox'), 'The red fox is the largest of the true foxes.'),
        ...Array.from({ length: 9 }, (_, i) => webResult(`Result ${i + 2} for ${q.text}`)),
      ],
      { hasMore: true },
    ),
  );
  site = await startSite(
    {},
    {
      now: () => NOW,
      searchProvider: provider,
      encyclopedia: encyclopediaService(
        provider,
        createEncyclopedia({ isWikiHost: (url) => url.origin === wiki.origin }),
      ),
    },
  );
  await site.app.stores.notifications.upsertMany(
    [
      {
        id: 'victory',
        locale: 'en',
        title: 'A court rules for the climate and for the wolves of the Alps',
        content: '<p>Read more about it.</p>',
        thumbnailUrl: null,
        imageUrl: null,
        contentType: 'victory',
        destinationUrl: '/partners',
        publishedAt: new Date('2026-11-15T09:00:00Z'),
        willSendNotificationOnDesktop: true,
        expirationDate: new Date('2026-12-31T00:00:00Z'),
      },
    ],
    NOW,
  );
});
afterAll(async () => {
  await site?.close();
  await wiki?.close();
});

async function open(
  viewport: { width: number; height: number },
  options: { consent?: string; javaScriptEnabled?: boolean; cookies?: Record<string, string> } = {},
) {
  const context = await site.browser.newContext({ viewport, javaScriptEnabled: options.javaScriptEnabled ?? true });
  const cookies = {
    ...options.cookies,
    ...(options.consent === undefined ? {} : { karma_consent_v2: options.consent }),
  };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: site.base })));
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxes = (page: Page, selector: string) =>
  page.$$eval(selector, (els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

/** Whether the element the visitor would hit at the middle of `selector` is that element (or inside it). */
const reachable = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

describe('partner cards', () => {
  it('line up in rows of equal top and height, over most of the page width', async () => {
    const { context, page } = await open(DESKTOP, { consent: '' });
    await page.goto(`${site.base}/partners`);
    const france = await boxes(page, '#fr .partner-card');
    expect(france.length).toBe(3);
    const rows = new Map<number, Box[]>();
    for (const card of france) rows.set(Math.round(card.y), [...(rows.get(Math.round(card.y)) ?? []), card]);
    for (const row of rows.values()) {
      expect(new Set(row.map((card) => Math.round(card.height))).size).toBe(1);
    }
    // Three cards in one row, spread over the page (the content used the left 550 px).
    expect(rows.size).toBe(1);
    const right = Math.max(...france.map((card) => card.x + card.width));
    expect(right).toBeGreaterThan(DESKTOP.width * 0.7);
    // The name is the card's first line: no empty band above it.
    const [card] = await boxes(page, '#fr .partner-card');
    const [title] = await boxes(page, '#fr .partner-card h3');
    expect((title?.y ?? 0) - (card?.y ?? 0)).toBeLessThan(24);
    await context.close();
  });
});

describe('settings', () => {
  it("shows the search region's associations as selected, and starts 'my own selection' from them", async () => {
    const { context, page, errors } = await open(DESKTOP, {
      consent: '',
      cookies: { karma_search_region: 'en-GB', karma_associations: 'default' },
    });
    await page.goto(`${site.base}/settings`);
    expect(await page.isChecked('#setting-associationsMode-default')).toBe(true);
    const region = page.locator('.settings__region input[type="checkbox"]');
    expect(await region.count()).toBe(1);
    expect(await page.isChecked('#setting-region-association-HSUK')).toBe(true);
    expect(await page.isVisible('#setting-region-association-HSUK')).toBe(true);
    expect(await page.locator('label[for="setting-region-association-HSUK"]').textContent()).toContain(
      'from your region',
    );
    // The editable boxes show with 'My own selection', the region's partner already ticked.
    expect(await page.isVisible('#setting-association-HSUK')).toBe(false);
    await page.check('#setting-associationsMode-custom');
    expect(await page.isVisible('#setting-association-HSUK')).toBe(true);
    expect(await page.isChecked('#setting-association-HSUK')).toBe(true);
    expect(await page.isChecked('#setting-association-L214')).toBe(false);
    // One theme choice on this page: the form's.
    expect(await page.locator('.color-mode').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the notification preview', () => {
  /** What it must leave visible: the search box and the tabs, the results and the panel. */
  const KEPT_CLEAR = '.search-header .search-form, .tabs a, .tabs summary, .result, .infobox';
  const clearOf = async (page: Page, box: Box) => {
    for (const [i, covered] of (await boxes(page, KEPT_CLEAR)).entries()) {
      if (covered.width > 0) expect(intersects(box, covered), `covers ${KEPT_CLEAR} #${i}`).toBe(false);
    }
  };
  for (const viewport of [...VIEWPORTS, { width: 1024, height: 768 }]) {
    it(`sits in the bell's header row, covering neither search box, tabs, results nor panel (${viewport.width} px), and shows once`, async () => {
      const { context, page, errors } = await open(viewport, { consent: 'targeting' });
      await page.goto(`${site.base}/search?q=red+fox`);
      const preview = page.locator('.bell-preview');
      await preview.waitFor();
      await page.locator('.infobox').waitFor();
      const [box] = await boxes(page, '.bell-preview');
      const [bell] = await boxes(page, '.bell__button');
      if (!box || !bell) throw new Error('no preview or bell');
      // Level with the bell, its notification's own place, inside the viewport.
      expect(box.y).toBeLessThan(bell.y + bell.height);
      expect(box.y + box.height).toBeGreaterThan(bell.y);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await clearOf(page, box);

      // Not dismissed, yet shown: the next page does not show it again.
      await expect.poll(() => cookie(context, 'karma_previews_shown')).toBe('victory');
      await page.reload();
      await page.locator('.infobox').waitFor();
      await page.waitForTimeout(500);
      expect(await preview.count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('leaves the search box of /settings clear on a phone', async () => {
    const { context, page, errors } = await open(PHONE, { consent: 'targeting' });
    await page.goto(`${site.base}/settings`);
    await page.locator('.bell-preview').waitFor();
    const [box] = await boxes(page, '.bell-preview');
    if (!box) throw new Error('no preview');
    await clearOf(page, box);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the cookie banner', () => {
  for (const javaScriptEnabled of [true, false]) {
    for (const viewport of VIEWPORTS) {
      it(`leaves 'Next' and the footer reachable at the end of the page (${viewport.width} px, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
        const { context, page } = await open(viewport, { javaScriptEnabled });
        await page.goto(`${site.base}/search?q=red+fox`);
        await page.locator('.consent__banner').waitFor();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(100);
        expect(await page.locator('.consent__banner').isVisible()).toBe(true);
        expect(await reachable(page, 'a[rel="next"]')).toBe(true);
        for (const link of await page.locator('.small-footer a').all()) {
          await expect(
            link.evaluate((el) => {
              const r = el.getBoundingClientRect();
              const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
              return hit === el || el.contains(hit);
            }),
          ).resolves.toBe(true);
        }
        await context.close();
      });
    }
  }

  it("'Refuse all' stores the necessary cookies only, in one click (JavaScript on)", async () => {
    const { context, page, errors } = await open(PHONE);
    await page.goto(`${site.base}/search?q=red+fox`);
    const refuse = page.getByRole('button', { name: 'Refuse all' });
    const accept = page.getByRole('button', { name: 'Accept all' });
    // As prominent as 'Accept all': same size and colours, side by side.
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(Math.abs((refuseBox?.height ?? 0) - (acceptBox?.height ?? 1))).toBeLessThan(1);
    expect(Math.abs((refuseBox?.y ?? 0) - (acceptBox?.y ?? 1))).toBeLessThan(1);
    const colours = (el: Element) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color].join();
    expect(await refuse.evaluate(colours)).toBe(await accept.evaluate(colours));
    await refuse.hover();
    await page.waitForSelector('[data-island="CookieConsent"][data-hydrated="true"]', { state: 'attached' });
    await Promise.all([page.waitForEvent('load'), refuse.click()]);
    expect(await cookie(context, 'karma_consent_v2')).toBe('');
    expect(await page.locator('.consent__banner').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'Refuse all' posts the form and stores the necessary cookies only (JavaScript off)", async () => {
    const { context, page } = await open(DESKTOP, { javaScriptEnabled: false });
    await page.goto(`${site.base}/search?q=red+fox`);
    await Promise.all([
      page.waitForURL(/\/search\?q=red\+fox/),
      page.getByRole('button', { name: 'Refuse all' }).click(),
    ]);
    expect(await cookie(context, 'karma_consent_v2')).toBe('');
    expect(await page.locator('.consent__banner').count()).toBe(0);
    await context.close();
  });
});

describe('the side menu', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`has a backdrop over the page that closes it (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { context, page } = await open(DESKTOP, { consent: '', javaScriptEnabled });
      await page.goto(`${site.base}/discover`);
      await page.click('.drawer__toggle');
      expect(await page.locator('.drawer').getAttribute('open')).not.toBeNull();
      // Right of the panel, the page is dimmed: what is hit there is the backdrop (the toggle's).
      const backdrop = await page.evaluate(() => {
        const hit = document.elementFromPoint(1000, 400);
        return {
          isToggle: hit?.classList.contains('drawer__toggle') ?? false,
          colour: hit ? getComputedStyle(hit, '::after').backgroundColor : '',
        };
      });
      expect(backdrop.isToggle).toBe(true);
      expect(backdrop.colour).not.toBe('rgba(0, 0, 0, 0)');
      // The panel's links stay above it.
      expect(await reachable(page, '.drawer__panel a[href$="/partners"]')).toBe(true);
      await page.mouse.click(1000, 400);
      await expect.poll(() => page.locator('.drawer').getAttribute('open')).toBeNull();
      await context.close();
    });
  }
});
