/**
 * `npm run screenshots`: builds the app, starts it as `npm start` runs it (production bundle, a
 * temporary data directory, the starter index), and shoots every page of
 * scripts/screenshot-pages.ts at 1280×800 and 390×844, light and dark, into screenshots/
 * (git-ignored) as `<page>-<light|dark>-<width>.png`, plus `<page>-nojs-…` for the pages marked
 * `noJs`. Debian Chromium through playwright-core.
 *
 *   npm run screenshots                 # every page
 *   npm run screenshots -- home results # only the pages whose name starts with one of these
 *
 * The colour mode stays on 'system' (no karma_color_mode cookie): the emulated
 * prefers-color-scheme picks light or dark, as it does for a first visitor. Each shot starts
 * without cookies, so the consent banner shows as a new visitor sees it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { ensureStarterIndex } from '../server/search/local/build/starter-index.ts';
import { launchBrowser } from '../test/helpers/browser.ts';
import { buildApp, ROOT, run, startApp } from './bench/lib.ts';
import {
  SCREENSHOT_PAGES,
  SCREENSHOT_VARIANTS,
  type ScreenshotPage,
  type ScreenshotVariant,
  screenshotPath,
  settle,
} from './screenshot-pages.ts';

const OUT_DIR = join(ROOT, 'screenshots');
/** Has several results on the starter index, in every tab that has any. */
const QUERY = 'animals';

async function shoot(
  browser: Browser,
  base: string,
  page: ScreenshotPage,
  variant: ScreenshotVariant,
  javaScript: boolean,
): Promise<string> {
  const context = await browser.newContext({
    viewport: variant.viewport,
    colorScheme: variant.mode,
    javaScriptEnabled: javaScript,
  });
  try {
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(e.message));
    const response = await tab.goto(`${base}${screenshotPath(page, QUERY)}`);
    const status = response?.status() ?? 0;
    if (page.optional && status === 404) return `${page.name}: skipped (404: not on this site yet)`;
    await settle(tab, javaScript);
    const stem = `${page.name}${javaScript ? '' : '-nojs'}-${variant.mode}-${variant.viewport.width}`;
    await tab.screenshot({
      path: join(OUT_DIR, `${stem}.png`),
      fullPage: page.fullPage,
      animations: 'disabled',
      caret: 'hide',
    });
    const height = await tab.evaluate(() => document.documentElement.scrollHeight);
    const problems = [
      status === page.status ? '' : `status ${status}, expected ${page.status}`,
      ...errors.map((e) => `page error: ${e}`),
    ].filter(Boolean);
    return `${stem}.png (page ${height} px)${problems.length ? ` — ${problems.join('; ')}` : ''}`;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const only = process.argv.slice(2);
  const pages = SCREENSHOT_PAGES.filter((p) => only.length === 0 || only.some((prefix) => p.name.startsWith(prefix)));
  if (pages.length === 0) {
    console.error(`no page matches ${only.join(' ')}; pages: ${SCREENSHOT_PAGES.map((p) => p.name).join(' ')}`);
    return 2;
  }
  // A full run starts from an empty folder; a partial one replaces only its own pictures.
  if (only.length === 0) rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  buildApp();
  const indexDir = mkdtempSync(join(tmpdir(), 'karma-screenshots-index-'));
  const indexFile = join(indexDir, 'index.sqlite');
  await ensureStarterIndex(indexFile);
  const server = await startApp({ file: indexFile, kind: 'starter', description: 'starter index', cleanup() {} });
  let browser: Browser | undefined;
  let failures = 0;
  try {
    browser = await launchBrowser();
    for (const page of pages) {
      for (const javaScript of page.noJs ? [true, false] : [true]) {
        for (const variant of SCREENSHOT_VARIANTS) {
          const line = await shoot(browser, server.url, page, variant, javaScript);
          if (line.includes(' — ')) failures += 1;
          console.log(line);
        }
      }
    }
  } finally {
    await browser?.close();
    await server.stop();
    rmSync(indexDir, { recursive: true, force: true });
  }
  console.log(`screenshots in ${OUT_DIR}${failures ? `; ${failures} with a problem (above)` : ''}`);
  return failures ? 1 : 0;
}

run(main);
