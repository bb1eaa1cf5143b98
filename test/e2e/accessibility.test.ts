/**
 * axe (WCAG 2.1 A/AA and best practices), plus a check for WCAG 1.4.10 Reflow that axe cannot
 * make (no sideways scrolling), on the site's pages in light and dark, at desktop and mobile
 * widths, once the islands have hydrated. Any violation fails, except those in the temporary
 * allow-list below.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResponse, SearchResult } from '../../server/shared/search-types.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { type AxeViolation, findReflowViolations, formatViolations, runAxe } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

/**
 * Violations allowed while a fix is under way: a rule on one selector on the listed pages. Empty,
 * and it should stay so; the last test fails when an entry no longer matches, so it only shrinks.
 */
const KNOWN_VIOLATIONS_TO_FIX: readonly { rule: string; selector: string; paths: readonly string[] }[] = [];

const PAGES: readonly { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'home (fr)', path: '/fr' },
  { name: 'partners (es)', path: '/es/partners' },
  { name: 'partner ASPAS', path: '/partners/aspas' },
  { name: 'transparency (fr)', path: '/fr/partners/transparency' },
  { name: 'what', path: '/what' },
  { name: 'privacy', path: '/privacy' },
  { name: 'press', path: '/press' },
  { name: 'roadmap (es)', path: '/es/roadmap' },
  { name: 'cookies', path: '/cookies' },
  { name: 'discover', path: '/discover' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/auth/login' },
  { name: 'settings', path: '/settings' },
  { name: 'search', path: '/search?q=otter' },
  { name: 'images', path: '/images?q=otter' },
  { name: '404', path: '/no-such-page' },
];

/**
 * Dark is reached both ways the site supports: desktop through the colour-mode cookie (the
 * `data-color-mode` rules), mobile through the system preference with the mode left on system
 * (the `prefers-color-scheme` rules).
 */
const VARIANTS = [
  { name: 'light desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light', cookie: undefined },
  { name: 'dark desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light', cookie: 'dark' },
  { name: 'light mobile', viewport: { width: 390, height: 844 }, colorScheme: 'light', cookie: undefined },
  { name: 'dark mobile', viewport: { width: 390, height: 844 }, colorScheme: 'dark', cookie: undefined },
] as const;

/** Something in every vertical, so the All tab renders its news, images and videos groups. */
function respond(q: SearchQuery): SearchResponse {
  const item = (vertical: SearchResult['vertical'], n: number): SearchResult => {
    const title = `${vertical} ${n} about ${q.text}`;
    const base = { url: `https://${vertical}.example/${n}`, title, snippet: [{ text: `About ${q.text}` }] };
    if (vertical === 'news') {
      return { ...base, vertical, thumbnail: '/favicon.svg', source: 'News', published: new Date().toISOString() };
    }
    if (vertical === 'images') {
      return { ...base, vertical, image: { src: '/favicon.svg', thumbnail: '/favicon.svg', width: 32, height: 32 } };
    }
    if (vertical === 'videos') return { ...base, vertical, video: { durationS: 65 + n, thumbnail: '/favicon.svg' } };
    return webResult(title, base.url, `Otters are <semi-aquatic> mammals (${n}).`);
  };
  const results = Array.from({ length: q.vertical === 'web' ? 10 : 6 }, (_, i) => item(q.vertical, i + 1));
  if (q.vertical !== 'web') return answer(results, { hasMore: true });
  return answer(results, {
    hasMore: true,
    related: [`${q.text} habitat`, `sea ${q.text}`],
    infobox: { title: 'Otter', extract: 'Otters are carnivorous mammals.', url: 'https://en.wikipedia.org/wiki/Otter' },
  });
}

let t: TestApp;
let server: Server;
let base: string;
let browser: Browser;
const pages = new Map<string, { context: BrowserContext; page: Page }>();
/** Every violation seen (allowed or not) with its path, and the pages checked, for the allow-list check. */
const seen: (AxeViolation & { path: string })[] = [];
const checked = new Set<string>();

beforeAll(async () => {
  t = buildTestApp({}, { searchProvider: scriptedProvider(respond) });
  server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  // One context per variant, reused by every page.
  for (const variant of VARIANTS) {
    const context = await browser.newContext({ viewport: variant.viewport, colorScheme: variant.colorScheme });
    pages.set(variant.name, { context, page: await context.newPage() });
  }
});
afterAll(async () => {
  await browser?.close();
  server?.close();
  await t?.close();
});

/** Waits until every island on the page has hydrated, so axe sees what the visitor uses. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrate="interaction"])')].every(
        (m) => m.dataset.hydrated === 'true',
      ),
    undefined,
    { timeout: 10_000 },
  );
}

const matches = (a: (typeof KNOWN_VIOLATIONS_TO_FIX)[number], v: AxeViolation, path: string) =>
  a.rule === v.rule && a.selector === v.selector && a.paths.includes(path);

/** Opens the path in the variant's page and, once its islands have hydrated, runs axe and the reflow check. */
async function axeIn(variant: (typeof VARIANTS)[number], target: (typeof PAGES)[number]): Promise<AxeViolation[]> {
  const entry = pages.get(variant.name);
  if (!entry) throw new Error(`no page for ${variant.name}`);
  // Every page as a first visit: no locale cookie left by /fr or /es, no Karma counter.
  await entry.context.clearCookies();
  if (variant.cookie) {
    await entry.context.addCookies([{ name: 'karma_color_mode', value: variant.cookie, url: base }]);
  }
  const response = await entry.page.goto(`${base}${target.path}`);
  expect(response?.status(), `${target.path} status`).toBe(target.name === '404' ? 404 : 200);
  if (variant.cookie) {
    await expect(entry.page.locator('html').getAttribute('data-color-mode')).resolves.toBe(variant.cookie);
  }
  await hydrated(entry.page);
  return [...(await runAxe(entry.page)), ...(await findReflowViolations(entry.page))];
}

describe('axe finds no violations', () => {
  for (const target of PAGES) {
    it(`${target.name} (${target.path})`, async () => {
      // The four variants at once, each in its own context.
      const results = await Promise.all(VARIANTS.map((variant) => axeIn(variant, target)));
      // One entry per rule and node, with the variants it fails in.
      const found = new Map<string, AxeViolation & { variants: string[] }>();
      results.forEach((violations, i) => {
        const variant = VARIANTS[i]?.name ?? '';
        for (const v of violations) {
          const known = found.get(`${v.rule} ${v.selector}`);
          if (known) known.variants.push(variant);
          else found.set(`${v.rule} ${v.selector}`, { ...v, variants: [variant] });
        }
      });
      for (const v of found.values()) seen.push({ ...v, path: target.path });
      checked.add(target.path);
      const unexpected = [...found.values()]
        .filter((v) => !KNOWN_VIOLATIONS_TO_FIX.some((a) => matches(a, v, target.path)))
        .map((v) => ({ ...v, where: `${target.path} [${v.variants.join(', ')}]` }));
      expect(unexpected, `axe violations:\n\n${formatViolations(unexpected)}`).toEqual([]);
    });
  }

  it('the temporary allow-list has no entry that no longer matches (delete fixed ones)', (ctx) => {
    // Only meaningful when every page was checked (not under -t or after a failed hook).
    if (checked.size < PAGES.length) ctx.skip();
    const stale = KNOWN_VIOLATIONS_TO_FIX.flatMap((a) =>
      a.paths
        .filter((path) => !seen.some((v) => v.path === path && matches(a, v, path)))
        .map((path) => `${a.rule} ${a.selector} on ${path}`),
    );
    expect(stale).toEqual([]);
  });
});
