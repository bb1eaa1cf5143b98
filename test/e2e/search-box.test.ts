import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ANIMALS = ['leopard', 'lynx', 'wolf'];

const provider = {
  ...scriptedProvider((q) => answer([webResult(`Result for ${q.text}`)])),
  async suggest(text: string) {
    return ANIMALS.map((animal) => `${text} ${animal}`);
  },
};

/** The chunk the island imports lazily (react-query and the fetch), named from the build. */
function suggestionsChunk(): string {
  const manifest = JSON.parse(readFileSync('public/build/manifest.json', 'utf8'));
  const island = readFileSync(`public${manifest.islands.SearchBox}`, 'utf8');
  const lazy = island.match(/import\("\.\/(chunk-[\w-]+\.js)"\)/)?.[1];
  if (!lazy) throw new Error('the SearchBox chunk imports no lazy chunk: rebuild with npx tsx scripts/build.ts');
  return `/build/${lazy}`;
}

let site: Site;
let base: string;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({}, { searchProvider: provider });
  ({ base, browser } = site);
});
afterAll(() => site?.close());

/** A page that records console and page errors and every request, with when it was made. */
async function openPage(userAgent: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ userAgent, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: { url: string; at: number }[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
  const suggestRequests = () => requests.filter((r) => r.url.includes('/search/autosuggest'));
  return { page, context, errors, requests, suggestRequests };
}

async function openHome(userAgent: string) {
  const opened = await openPage(userAgent);
  await opened.page.goto(`${base}/`);
  await opened.page.waitForSelector('[data-island="SearchBox"][data-hydrated="true"]', { state: 'attached' });
  return opened;
}

/** What a screen reader and the eye get from the box. */
async function comboboxState(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#home-q');
    const list = document.querySelector<HTMLElement>('#home-suggestions');
    return {
      value: input?.value,
      expanded: input?.getAttribute('aria-expanded'),
      active: input?.getAttribute('aria-activedescendant') ?? null,
      listVisible: Boolean(list && !list.hidden),
      selected: [...document.querySelectorAll('#home-suggestions [aria-selected="true"]')].map((o) => o.id),
    };
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG A/AA and best-practice violations inside the search form. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (...args: unknown[]) => Promise<{ violations: { id: string }[] }> };
    };
    const result = await axe.run(document.querySelector('.search-form'), {
      runOnly: ['wcag2a', 'wcag2aa', 'best-practice'],
    });
    return result.violations.map((violation) => violation.id);
  });
}

describe('search box on Android', () => {
  it('offers suggestions after the debounce, previews them with the arrows and searches for the previewed one', async () => {
    const { page, context, errors, requests, suggestRequests } = await openHome(ANDROID);
    const lazyChunk = suggestionsChunk();
    expect(requests.some((r) => r.url.endsWith(lazyChunk))).toBe(false);
    await page.locator('#home-q').pressSequentially('snow', { delay: 60 });
    const lastKeyAt = Date.now();
    await page.locator('#home-suggestions [role="option"]').first().waitFor();
    // One request, for the whole word, 800 ms after the last key. `lastKeyAt` is read after
    // Playwright's own trailing key delay and across processes, so allow 150 ms of slack.
    expect(suggestRequests().map((r) => new URL(r.url).searchParams.get('q'))).toEqual(['snow']);
    expect(suggestRequests()[0]!.at - lastKeyAt).toBeGreaterThanOrEqual(650);
    expect(requests.some((r) => r.url.endsWith(lazyChunk))).toBe(true);
    await expect(page.locator('#home-suggestions [role="option"]').allTextContents()).resolves.toEqual(
      ANIMALS.map((animal) => `snow ${animal}`),
    );
    const typed = { value: 'snow', expanded: 'true', active: null, listVisible: true, selected: [] };
    const previewing = (index: number) => ({
      value: `snow ${ANIMALS[index]}`,
      expanded: 'true',
      active: `home-suggestion-${index}`,
      listVisible: true,
      selected: [`home-suggestion-${index}`],
    });
    await expect(comboboxState(page)).resolves.toEqual(typed);
    for (const [key, expected] of [
      ['ArrowDown', previewing(0)],
      ['ArrowDown', previewing(1)],
      ['ArrowDown', previewing(2)],
      ['ArrowDown', typed],
      ['ArrowUp', previewing(2)],
      ['ArrowUp', previewing(1)],
      ['ArrowUp', previewing(0)],
      ['ArrowUp', typed],
      ['ArrowUp', previewing(2)],
      ['Escape', { value: 'snow', expanded: 'false', active: null, listVisible: false, selected: [] }],
      ['ArrowDown', previewing(0)],
      ['ArrowDown', previewing(1)],
    ] as const) {
      await page.keyboard.press(key);
      await expect(comboboxState(page), `after ${key}`).resolves.toEqual(expected);
    }
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=snow\+lynx$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches for a clicked suggestion, and a click outside closes the list', async () => {
    const { page, context, errors } = await openHome(ANDROID);
    await page.locator('#home-q').pressSequentially('ice');
    await page.locator('#home-suggestions [role="option"]').first().waitFor();
    await page.locator('h1').click();
    await expect(comboboxState(page)).resolves.toMatchObject({ value: 'ice', expanded: 'false', listVisible: false });
    await page.locator('#home-q').press('ArrowDown');
    await page.locator('#home-suggestions [role="option"]', { hasText: 'ice wolf' }).click();
    await page.waitForURL(/\/search\?q=ice\+wolf$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancels a suggestion request the visitor has typed past', async () => {
    const { page, context, errors } = await openHome(ANDROID);
    // Hold the first answer back so that it is still on its way when the next term is asked for.
    await page.route(/autosuggest\?q=slow&/, () => {});
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(new URL(request.url()).searchParams.get('q') ?? ''));
    await page.locator('#home-q').pressSequentially('slow');
    await page.waitForRequest(/autosuggest\?q=slow&/);
    await page.locator('#home-q').pressSequentially('er');
    await page.locator('#home-suggestions [role="option"]', { hasText: 'slower lynx' }).waitFor();
    await expect.poll(() => failed).toEqual(['slow']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('search box on desktop', () => {
  it('offers no list, asks for no suggestion and never downloads the suggestion chunk', async () => {
    const { page, context, errors, requests, suggestRequests } = await openHome(DESKTOP);
    await expect(page.locator('#home-suggestions').count()).resolves.toBe(0);
    await expect(page.locator('#home-q').getAttribute('role')).resolves.toBeNull();
    await page.locator('#home-q').pressSequentially('snow');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(1500);
    expect(suggestRequests()).toEqual([]);
    expect(requests.some((r) => r.url.endsWith(suggestionsChunk()))).toBe(false);
    await expect(page.locator('#home-q').inputValue()).resolves.toBe('snow');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('blank searches', () => {
  for (const [device, userAgent] of [
    ['Android', ANDROID],
    ['desktop', DESKTOP],
  ] as const) {
    it(`are refused in place with JavaScript (${device})`, async () => {
      const { page, context, errors } = await openHome(userAgent);
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
      await page.locator('#home-q').press('Enter');
      await page.locator('#home-q').fill('   ');
      await page.locator('.search-form button[type="submit"]').click();
      await page.locator('#home-q').press('Enter');
      await page.waitForTimeout(500);
      expect(navigations).toEqual([]);
      expect(page.url()).toBe(`${base}/`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

// The same aliases as scripts/build.ts: the browser renders the island with Preact.
const preactAliases = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * The island's markup as the browser serializes it, attributes sorted (React and Preact set them
 * in different orders, which means nothing). A search field's value is a property, not markup.
 */
const serializeIsland = (root: Element) => {
  const copy = root.cloneNode(true) as Element;
  for (const element of copy.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort();
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  copy.querySelector('input[type="search"]')?.removeAttribute('value');
  return { html: copy.innerHTML, value: root.querySelector<HTMLInputElement>('input[type="search"]')?.value };
};

describe('server and client markup', () => {
  it.each([
    ['the home page on Android', '/', ANDROID, '', 'aria-controls="home-suggestions"'],
    [
      'the result header on desktop',
      '/search?q=snow+leopard&t=web',
      DESKTOP,
      'snow leopard',
      'name="t" type="hidden" value="web"',
    ],
  ])('React on the server renders what Preact renders for %s', async (_name, path, userAgent, value, fragment) => {
    const { page, context } = await openPage(userAgent, false);
    await page.goto(`${base}${path}`);
    const marker = page.locator('[data-island="SearchBox"]').first();
    const props = JSON.parse((await marker.getAttribute('data-props')) ?? '{}');
    const server = await marker.evaluate(serializeIsland);
    await context.close();

    const bundle = await esbuild.build({
      stdin: {
        contents: `import { h, render } from 'preact';
          import SearchBox from './client/islands/SearchBoxIsland.tsx';
          window.renderSearchBox = (props) => {
            const root = document.body.appendChild(document.createElement('div'));
            root.id = 'preact-root';
            render(h(SearchBox, props), root);
          };`,
        resolveDir: process.cwd(),
        loader: 'tsx',
      },
      bundle: true,
      format: 'iife',
      write: false,
      alias: preactAliases,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const blank = await browser.newPage();
    await blank.evaluate(bundle.outputFiles[0]!.text);
    await blank.evaluate(
      (p) => (window as unknown as { renderSearchBox: (p: object) => void }).renderSearchBox(p),
      props,
    );
    const client = await blank.locator('#preact-root').evaluate(serializeIsland);
    await blank.close();
    expect(client).toEqual(server);
    expect(server.value).toBe(value);
    expect(server.html).toContain(fragment);
  });
});
