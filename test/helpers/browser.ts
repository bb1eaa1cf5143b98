/** Debian Chromium through playwright-core; never a downloaded browser. */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium), as .ci/run does`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', ...QUIET_SWITCHES, '--disable-quic', '--no-first-run'],
  });
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
