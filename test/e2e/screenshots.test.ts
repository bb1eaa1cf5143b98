/**
 * Screenshots of the main pages in light and dark, at desktop and mobile widths, kept as test
 * artifacts in test-results/screenshots/<page>-<mode>-<width>.png (gitignored) for a person to
 * look at. The test checks each is a real PNG and that the page logged no console error.
 * The pages are those of `npm run screenshots` (scripts/screenshot-pages.ts).
 */
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCREENSHOT_PAGES,
  SCREENSHOT_VARIANTS,
  type ScreenshotPage,
  type ScreenshotVariant,
  screenshotPath,
  settle,
} from '../../scripts/screenshot-pages.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';

const SCREENSHOT_DIR = join(import.meta.dirname, '../../test-results/screenshots');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let server: Server;
let base: string;
let browser: Browser;
/** One page per variant, reused by every shot, with the console errors it logged since the last shot. */
const pages: { variant: ScreenshotVariant; page: Page; errors: string[] }[] = [];

beforeAll(async () => {
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  t = buildTestApp();
  server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  for (const variant of SCREENSHOT_VARIANTS) {
    // The colour mode stays on 'system': the emulated preference picks light or dark.
    const context = await browser.newContext({ viewport: variant.viewport, colorScheme: variant.mode });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    pages.push({ variant, page, errors });
  }
});
afterAll(async () => {
  await browser?.close();
  server?.close();
  await t?.close();
});

/** The file shot, or null for an optional page the site does not have (yet). */
async function shoot(entry: (typeof pages)[number], shot: ScreenshotPage): Promise<string | null> {
  const { page, variant } = entry;
  entry.errors.length = 0;
  await page.context().clearCookies();
  const response = await page.goto(`${base}${screenshotPath(shot, 'animals')}`);
  if (shot.optional && response?.status() === 404) return null;
  expect(response?.status(), shot.path).toBe(shot.status);
  // A page answered with an error status logs that status as a failed load: not a page error.
  if (shot.status >= 400) entry.errors.length = 0;
  await settle(page);
  const file = join(SCREENSHOT_DIR, `${shot.name}-${variant.mode}-${variant.viewport.width}.png`);
  await page.screenshot({ path: file, fullPage: shot.fullPage, animations: 'disabled', caret: 'hide' });
  expect(entry.errors, `console errors on ${shot.path} (${variant.mode}, ${variant.viewport.width})`).toEqual([]);
  return file;
}

describe('screenshots', () => {
  for (const shot of SCREENSHOT_PAGES) {
    it(`${shot.name} (${shot.path}) in light and dark, desktop and mobile`, async () => {
      const files = await Promise.all(pages.map((entry) => shoot(entry, shot)));
      files.forEach((file, i) => {
        if (file === null) return;
        const png = readFileSync(file);
        const { width, height } = pages[i]?.variant.viewport ?? { width: 0, height: 0 };
        expect(png.subarray(0, 8).equals(PNG_SIGNATURE), `${file} is a PNG`).toBe(true);
        // The IHDR chunk: the viewport's size, or at least that for a full page (sideways
        // overflow is the accessibility test's business, as WCAG 1.4.10 Reflow).
        const size = { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
        if (shot.fullPage) {
          expect(size.width, `${file} width`).toBeGreaterThanOrEqual(width);
          expect(size.height, `${file} height`).toBeGreaterThanOrEqual(height);
        } else {
          expect(size, `${file} size`).toEqual({ width, height });
        }
        // Blank or nearly blank pages compress to under 0.01 byte a pixel; these pages, a flat
        // hero included, to 0.04 or more.
        expect(statSync(file).size / (size.width * size.height), `${file} bytes per pixel`).toBeGreaterThan(0.015);
      });
    });
  }
});
