import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResponse, SearchResult } from '../../server/shared/search-types.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

function respond(q: SearchQuery): Promise<SearchResponse> | SearchResponse {
  if (q.text === 'held back') {
    // Long enough past the notice's 3 s for a loaded machine to paint it before the results come.
    return new Promise((resolve) => setTimeout(() => resolve(answer([webResult('Finally here')])), 6000));
  }
  const item = (vertical: SearchResult['vertical'], title: string): SearchResult =>
    vertical === 'news'
      ? { vertical, url: `https://n.example/${title}`, title, snippet: [], published: new Date().toISOString() }
      : vertical === 'images'
        ? {
            vertical,
            url: `https://i.example/${title}`,
            title,
            snippet: [],
            image: { src: '/favicon.svg', thumbnail: '/favicon.svg', width: 32, height: 32 },
          }
        : vertical === 'videos'
          ? { vertical, url: `https://v.example/${title}`, title, snippet: [], video: { durationS: 65 } }
          : webResult(title);
  if (q.vertical !== 'web') return answer([item(q.vertical, `${q.vertical} about ${q.text}`)]);
  const fresh = q.freshness === 'day' ? 'Fresh ' : '';
  return answer(Array.from({ length: 8 }, (_, i) => item('web', `${fresh}Result ${i + 1} for ${q.text}`)));
}

let site: Site;
let base: string;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({ SEARCH_TIMEOUT_MS: '10000' }, { searchProvider: scriptedProvider(respond) });
  ({ base, browser } = site);
});
afterAll(() => site?.close());

describe('searching', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`a search from the home page shows results (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${base}/`);
      await page.fill('#home-q', 'snow leopard');
      await page.press('#home-q', 'Enter');
      await page.waitForURL(/\/search\?q=snow\+leopard/);
      await expect(page.locator('.result__title').first().textContent()).resolves.toBe('Result 1 for snow leopard');
      // Groups appear where they belong among the web results, whatever order they streamed in.
      await page.locator('.group--videos').waitFor();
      // What the visitor sees, top to bottom, whatever order the parts streamed in.
      const order = await page.$$eval('.serp > .result, .serp > .group', (items) =>
        items
          .map((el) => ({
            kind: el.classList.contains('group') ? (el.className.split(' ')[1] ?? '') : 'result',
            top: el.getBoundingClientRect().top,
          }))
          .sort((a, b) => a.top - b.top)
          .map((e) => e.kind),
      );
      expect(order).toEqual([
        'result',
        'result',
        'result',
        'group--news',
        'result',
        'result',
        'group--images',
        'result',
        'result',
        'group--videos',
        'result',
      ]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('filters change the results', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/search?q=lynx`);
    await page.click('.filters summary');
    await page.selectOption('#filter-freshness', 'day');
    await page.click('.filters button[type="submit"]');
    await page.waitForURL(/freshness=day/);
    await expect(page.locator('.result__title').first().textContent()).resolves.toBe('Fresh Result 1 for lynx');
    await context.close();
  });

  it('says the connection looks slow after 3 s, then shows the results', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}/search?q=held+back`, { waitUntil: 'commit' });
    const notice = page.locator('.slow-notice');
    await notice.waitFor({ state: 'attached' });
    expect(await notice.isVisible()).toBe(false);
    await notice.waitFor({ state: 'visible', timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    await expect(page.locator('.slow-notice a').getAttribute('href')).resolves.toBe('/search?q=held+back');
    await page.locator('.result__title').waitFor({ timeout: 8000 });
    await expect(page.locator('.result__title').textContent()).resolves.toBe('Finally here');
    expect(await notice.isVisible()).toBe(false);
    await context.close();
  });
});
