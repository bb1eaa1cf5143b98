/**
 * Hover prefetch on result pages, in Debian Chromium: hovering related
 * searches counts nothing, the click counts one; other tabs are still prefetched with the local
 * index, and with a paid provider no result page is fetched ahead at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/local-index/records.jsonl');
let dir: string;
let ms = new Date('2025-06-15T12:00:00Z').getTime();
/** Each reading is 10 s later: the counter's 3 s rule never hides a count here. */
const clock = () => {
  ms += 10_000;
  return new Date(ms);
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-prefetch-'));
  await buildIndex({ inputs: [FIXTURE], outFile: join(dir, 'index.sqlite') });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function openResults(site: Site, path: string) {
  const context = await site.browser.newContext();
  await context.addCookies([{ name: 'karma_consent_v2', value: 'targeting', url: site.base }]);
  const page = await context.newPage();
  const prefetches: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['sec-purpose']?.startsWith('prefetch')) prefetches.push(new URL(r.url()).pathname);
  });
  await page.goto(`${site.base}${path}`);
  await page.waitForSelector('[data-island="NavigationProgress"][data-hydrated="true"]', { state: 'attached' });
  return { page, context, prefetches };
}

const shownCounter = (page: Page) => page.locator('.karma-counter__value').first().textContent();

describe('with the local index', () => {
  let site: Site;
  beforeAll(async () => {
    const provider = createLocalProvider({ indexFile: join(dir, 'index.sqlite'), now: clock });
    site = await startSite({ SEARCH_CACHE_TTL: '0' }, { searchProvider: provider, now: clock });
  });
  afterAll(() => site?.close());

  it('hovering three related searches and the next page counts nothing; clicking one counts one', async () => {
    const { page, context, prefetches } = await openResults(site, '/search?q=meadow');
    expect(await shownCounter(page)).toBe('001');
    const related = page.locator('nav.related a');
    expect(await related.count()).toBe(3);
    for (const link of [related.nth(0), related.nth(1), related.nth(2), page.locator('main a[href$="&p=2"]')]) {
      await link.hover();
      await page.waitForTimeout(300);
    }
    // What the server counted is in the counter cookie (a prefetch's answer would set it too).
    const counted = async () => (await context.cookies()).find((c) => c.name === 'karma_search_count')?.value;
    expect(await counted()).toBe('1');
    expect(prefetches.filter((p) => p === '/search')).toEqual([]);

    // The Images tab costs nothing and counts nothing: it is still fetched ahead.
    await page.hover('nav.tabs a[href^="/images"]');
    await page.waitForTimeout(300);
    expect(prefetches).toContain('/images');

    const target = (await related.nth(2).textContent()) ?? '';
    await Promise.all([page.waitForURL(/q=/), related.nth(2).click()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(target);
    expect(await shownCounter(page)).toBe('002');
    expect(await counted()).toBe('2');
    await context.close();
  });
});

describe('with a paid provider', () => {
  let site: Site;
  const remote = scriptedProvider((q) =>
    answer([webResult(`About ${q.text}`)], { related: ['otter a', 'otter b', 'otter c', 'otter d'] }),
  );
  beforeAll(async () => {
    site = await startSite({ SEARCH_CACHE_TTL: '0' }, { searchProvider: remote, now: clock });
  });
  afterAll(() => site?.close());

  it('fetches no result page ahead: hovering tabs and related searches asks the provider nothing', async () => {
    const { page, context, prefetches } = await openResults(site, '/search?q=otter');
    const calls = remote.calls.length;
    for (const link of [
      'nav.related a >> nth=0',
      'nav.related a >> nth=1',
      'nav.tabs a[href^="/images"]',
      'nav.tabs a[href^="/news"]',
    ]) {
      await page.hover(link);
      await page.waitForTimeout(300);
    }
    expect(prefetches).toEqual([]);
    expect(remote.calls.length).toBe(calls);
    await context.close();
  });
});
