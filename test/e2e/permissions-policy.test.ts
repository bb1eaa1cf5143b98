/**
 * The Permissions-Policy header names only features the browser knows: Chromium logs a console
 * warning for every unknown one ("Unrecognized feature"), on every page, which hides real
 * warnings from whoever reads the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
});
afterAll(() => site.close());

describe('Permissions-Policy in Chromium', () => {
  it.each(['/', '/search?q=owl', '/settings'])('%s logs no policy warning', async (path) => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto(`${site.base}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(200);
    expect(messages.filter((text) => /permissions.policy|unrecognized feature/i.test(text))).toEqual([]);
    await context.close();
  });
});
