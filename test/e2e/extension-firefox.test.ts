/**
 * The Firefox add-on's detection (ADR 026): Firefox has no externally_connectable, so
 * the build's content script (detect.js, on the site's origin only) answers the page's message.
 * There is no Firefox here: Chromium with a Firefox User-Agent runs the built detect.js at
 * document start in every page, as Firefox injects it (run_at document_start), and the site's
 * pages must see the add-on: no 'add to browser' link, the installed variant of the companion.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExtensions } from '../../scripts/build-extension.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

let outDir: string;
let site: Site;
let detectScript: string;
beforeAll(async () => {
  site = await startSite(
    { SEARCH_CACHE_TTL: '0' },
    { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) },
  );
  outDir = mkdtempSync(join(tmpdir(), 'karma-extension-firefox-'));
  await buildExtensions({ baseUrl: site.base, outDir });
  const dir = join(outDir, 'extension-firefox');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  detectScript = readFileSync(join(dir, manifest.content_scripts[0].js[0]), 'utf8');
}, 60_000);
afterAll(async () => {
  await site?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** A desktop Firefox at its third search, the tour closed: the extension modal is due. */
async function thirdSearch(withAddOn: boolean): Promise<Page> {
  const context = await site.browser.newContext({ userAgent: FIREFOX, viewport: { width: 1280, height: 800 } });
  if (withAddOn) await context.addInitScript({ content: detectScript });
  const state = { tourClosed: true, tourStep: 2, counterCompanion: 2 };
  await context.addCookies([
    { name: 'karma_consent_v2', value: 'targeting', url: site.base },
    { name: 'karma_search_count', value: '2', url: site.base },
    { name: 'karma_companion', value: encodeURIComponent(JSON.stringify(state)), url: site.base },
  ]);
  const page = await context.newPage();
  await page.goto(`${site.base}/search?q=otter`);
  expect(await page.locator('.karma-counter__value').first().textContent()).toBe('003');
  return page;
}

describe('the Firefox add-on, seen by the site', () => {
  it("with it: no 'add to browser' link, the installed-extension modal", async () => {
    const page = await thirdSearch(true);
    await page.locator('[data-display]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-display]').getAttribute('data-display')).toBe('modal-extension-installed');
    await expect(page.locator('a.add-to-browser').getAttribute('hidden')).resolves.not.toBeNull();
    await page.context().close();
  }, 60_000);

  it("without it: the 'add to browser' link and the extension modal", async () => {
    const page = await thirdSearch(false);
    await page.waitForSelector('a.add-to-browser:not([hidden])', { state: 'attached' });
    await page.locator('[data-display]').waitFor({ state: 'attached' });
    expect(await page.locator('[data-display]').getAttribute('data-display')).toBe('modal-extension');
    await page.context().close();
  }, 60_000);

  it('answers only its own site: a page of another origin gets no answer', async () => {
    const page = await thirdSearch(true);
    // The same script, injected into a page of another origin (localhost, not 127.0.0.1), keeps quiet.
    await page.goto(`${site.base.replace('127.0.0.1', 'localhost')}/robots.txt`);
    const answered = await page.evaluate(
      () =>
        new Promise((resolve) => {
          addEventListener('message', (event) => event.data?.source === 'karma-extension' && resolve(true));
          postMessage({ source: 'karma-page', action: 'hasExtensionInstalled' }, location.origin);
          setTimeout(() => resolve(false), 500);
        }),
    );
    expect(answered).toBe(false);
    await page.context().close();
  }, 60_000);
});
