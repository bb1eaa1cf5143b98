/**
 * An end-to-end test's site: the real app on a loopback port and Debian Chromium.
 *
 *   const site = await startSite({}, { searchProvider });
 *   const page = await (await site.browser.newContext()).newPage();
 *   await page.goto(`${site.base}/`);
 *   await site.close();
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import type { AppDeps } from '../../server/app.ts';
import type { Env } from '../../server/config.ts';
import { buildTestApp, type TestApp } from './app.ts';
import { launchBrowser } from './browser.ts';

export interface Site {
  base: string;
  browser: Browser;
  app: TestApp;
  close(): Promise<void>;
}

export async function startSite(env: Env = {}, deps: Partial<AppDeps> = {}): Promise<Site> {
  const app = buildTestApp(env, deps);
  const server = app.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  return {
    base,
    browser,
    app,
    async close() {
      await browser.close();
      server.closeAllConnections();
      server.close();
      await app.close();
    },
  };
}
