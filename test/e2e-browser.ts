/**
 * The end-to-end project's global setup: one Debian Chromium for all its files, each of which
 * connects with `launchBrowser()` (test/helpers/browser.ts) and gets fresh contexts; closing its
 * connection closes them. Files that need a profile of their own (extensions) still start theirs.
 */
import type { BrowserServer } from 'playwright-core';
import { launchBrowserServer, SHARED_BROWSER_ENV } from './helpers/browser.ts';

let server: BrowserServer | undefined;

export async function setup(): Promise<void> {
  server = await launchBrowserServer();
  // Read by the test workers, which are started with this process's environment.
  process.env[SHARED_BROWSER_ENV] = server.wsEndpoint();
}

export async function teardown(): Promise<void> {
  delete process.env[SHARED_BROWSER_ENV];
  await server?.close();
}
