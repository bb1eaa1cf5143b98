/** Debian Chromium through playwright-core; never a downloaded browser. */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, type BrowserServer, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The address of the Chromium every end-to-end file shares (test/e2e-browser.ts, the project's
 * global setup). Starting one took about 1.5 s a file on a two-core machine.
 */
export const SHARED_BROWSER_ENV = 'KARMA_TEST_BROWSER_WS';

/**
 * A browser of its own for the caller: a connection to the shared Chromium when the tests run one,
 * else a new Chromium. Closing it closes every context it opened (and the new Chromium).
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENV];
  if (shared) return chromium.connect(shared);
  return chromium.launch(launchOptions());
}

/** A Chromium others connect to (`launchBrowser` with SHARED_BROWSER_ENV set to its address). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

function launchOptions() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium), as .ci/run does`);
  }
  return {
    executablePath: CHROMIUM,
    args: ['--headless', ...QUIET_SWITCHES, '--disable-quic', '--no-first-run'],
  };
}

/** The switches every headless Chromium of the tests runs with (the project's standard set). */
const QUIET_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A persistent (non-incognito) profile in `dir`, in the new headless mode that persistent profiles
 * and extensions need; `extraArgs` add switches such as `--load-extension`.
 */
export function launchPersistentProfile(
  dir: string,
  options: Parameters<typeof chromium.launchPersistentContext>[1],
  extraArgs: readonly string[] = [],
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    ...options,
    executablePath: CHROMIUM,
    // `headless: false` leaves the mode to the `--headless=new` switch.
    headless: false,
    args: ['--headless=new', ...QUIET_SWITCHES, ...extraArgs],
  });
}
