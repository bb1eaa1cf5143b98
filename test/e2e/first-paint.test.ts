/**
 * Nothing moves once painted, on a slow link:
 * - a page whose HTML pauses in its first screen (a slow link, or a parser that yields under
 *   load): Chromium paints nothing before the header and the home's first screen are parsed
 *   (header-ids.ts). The page is served through a loopback proxy that sends the document up to
 *   an element, waits, then sends the rest; before, a pause inside the header painted it without
 *   its last items, and one in the home's hero moved the hero's panel (0.03). A browser that
 *   does not wait for the marks (no `rel=expect`) paints early: the CSS keeps back what would
 *   move until it is complete;
 * - a page whose stylesheets come late: the home and the results are styled by the inline CSS,
 *   other pages wait for theirs (docs/decisions/039-first-paint-marks.md). Before, the settings
 *   moved by 0.34 when theirs came, the results by 0.02 (an empty status line's margins).
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';
import { RECORD_SHIFTS, SHIFTS, type Shift } from '../helpers/layout-shifts.ts';

const PAUSE_MS = 700;

let site: Site;
let proxy: Server;
let proxyBase: string;
/** Where in a document the pause comes: before a tag, found in the HTML as sent (-1: nowhere). */
type Cut = (html: string) => number;
/**
 * The page the proxy holds back, where, whether without its `rel=expect` links (as a browser
 * that does not read them paints), and where it last paused (-1 when it did not).
 */
let held: { path: string; cut: Cut; withoutExpect?: boolean } | undefined;
let pausedAt = -1;

/** Before the tag holding `text` (its `n`th occurrence after `after`). */
const pauseBefore =
  (text: string, after = '', n = 1): Cut =>
  (html) => {
    let at = html.indexOf(after);
    for (let k = 0; k < n && at >= 0; k++) at = html.indexOf(text, at + 1);
    return at < 0 ? -1 : html.lastIndexOf('<', at);
  };

beforeAll(async () => {
  site = await startSite();
  proxy = createServer(async (req, res) => {
    const upstream = await fetch(`${site.base}${req.url}`, {
      headers: { cookie: req.headers.cookie ?? '', 'accept-language': req.headers['accept-language'] ?? 'en' },
      redirect: 'manual',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of upstream.headers) {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) {
        headers[name] = value;
      }
    }
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, headers);
    const page = held && req.url === held.path ? held : undefined;
    if (!page) return res.end(body);
    let html = body.toString('utf8');
    if (page.withoutExpect) html = html.replace(/<link rel="expect"[^>]*>/g, '');
    const cut = page.cut(html);
    if (cut < 0) return res.end(html);
    pausedAt = cut;
    res.write(html.slice(0, cut));
    setTimeout(() => res.end(html.slice(cut)), PAUSE_MS);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  proxyBase = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  proxy?.closeAllConnections();
  proxy?.close();
  await site?.close();
});

async function shiftsWhilePaused(path: string, cut: Cut, width: number, withoutExpect = false): Promise<Shift[]> {
  held = { path, cut, withoutExpect };
  pausedAt = -1;
  const context = await site.browser.newContext({ viewport: { width, height: width > 800 ? 800 : 844 } });
  try {
    await context.addInitScript(RECORD_SHIFTS);
    const page = await context.newPage();
    await page.goto(`${proxyBase}${path}`);
    await page.waitForLoadState('load');
    // Islands hydrate after load.
    await page.waitForTimeout(800);
    expect(pausedAt, 'the document paused where asked').toBeGreaterThan(0);
    if (withoutExpect) {
      // The case is only a case if the browser painted before the rest of the document came.
      const { paint, documentEnd } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        documentEnd: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
      }));
      expect(paint, 'painted while the document was held back').toBeLessThan(documentEnd);
    }
    return (await page.evaluate(SHIFTS)) as Shift[];
  } finally {
    held = undefined;
    await context.close();
  }
}

const FIRST_SCREEN_PAUSES: [string, string, Cut][] = [
  ['/', 'in the header, before the bell and the counter', pauseBefore('class="bell"')],
  ['/', 'in the hero, before the search box', pauseBefore('class="search-form', 'class="home-hero')],
  ['/', 'in the partners strip, after its first name', pauseBefore('<li>', 'class="partners-strip"', 2)],
  ['/search?q=wolf', 'in the search header, before the bell and the counter', pauseBefore('class="bell"')],
];

describe('a pause in the first screen moves nothing', () => {
  for (const width of [390, 1280]) {
    for (const [path, where, cut] of FIRST_SCREEN_PAUSES) {
      it(`${path} at ${width} px, paused ${where}`, async () => {
        expect(await shiftsWhilePaused(path, cut, width)).toEqual([]);
      });
    }
  }
});

describe('a pause in the first screen moves nothing in a browser that paints before its marks', () => {
  // Firefox and Safari do not read `rel=expect`: their first paint may come with part of the
  // header or of the home's first screen. The CSS keeps back what would move as the rest arrives.
  for (const width of [390, 1280]) {
    for (const [path, where, cut] of FIRST_SCREEN_PAUSES) {
      it(`${path} at ${width} px, paused ${where}`, async () => {
        expect(await shiftsWhilePaused(path, cut, width, true)).toEqual([]);
      });
    }
  }
});

/** Holds the build's stylesheets back, as a slow link does. */
async function shiftsWithLateStylesheets(path: string, width: number): Promise<Shift[]> {
  const context = await site.browser.newContext({ viewport: { width, height: width > 800 ? 800 : 844 } });
  try {
    await context.addInitScript(RECORD_SHIFTS);
    await context.route(/\/build\/.*\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${site.base}${path}`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(800);
    return (await page.evaluate(SHIFTS)) as Shift[];
  } finally {
    await context.close();
  }
}

describe('late stylesheets move nothing', () => {
  const paths = [
    '/search?q=wolf',
    '/images?q=wolf',
    '/search?q=wolf&p=999',
    '/settings',
    '/partners',
    '/auth/login',
    '/learn-act',
    '/discover',
  ];
  for (const path of paths) {
    it(`${path} at 390 px`, async () => {
      expect(await shiftsWithLateStylesheets(path, 390)).toEqual([]);
    });
  }
});
