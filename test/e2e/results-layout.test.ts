/**
 * The results pages as a visitor sees them: one left edge for tabs, box and results;
 * a tab row that sets outside searches apart and scrolls on phones with a cue (every entry,
 * Settings and More included: test/e2e/results-tabs.test.ts); justified image
 * rows with reserved boxes and a neutral placeholder for a picture that fails; a compact image
 * strip on the phone's All tab; news with snippet and a quiet source line; one ellipsis.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery, SearchResponse, SearchResult } from '../../server/shared/search-types.ts';
import { type Site, startSite } from '../helpers/e2e.ts';
import { answer, scriptedProvider } from '../helpers/scripted-provider.ts';

const PICTURES = ['forest-mist', 'hills-dawn', 'mountain-lake', 'sea-cliffs'];
const SIZES: [number, number][] = [
  [1600, 1067],
  [800, 1200],
  [1920, 1080],
  [1000, 1000],
  [1200, 800],
  [600, 900],
];
/** The fifth image's picture does not exist: its tile must keep its box and show the placeholder. */
const BROKEN = 4;
const IMAGE_COUNT = 24;

function respond(q: SearchQuery): SearchResponse {
  if (q.vertical === 'images') {
    const images: SearchResult[] = Array.from({ length: IMAGE_COUNT }, (_, i) => {
      const [width, height] = SIZES[i % SIZES.length]!;
      const src = i === BROKEN ? '/no-such-picture.jpg' : `/backgrounds/${PICTURES[i % PICTURES.length]}-640.jpg`;
      const title = `${q.text} picture ${i + 1}`;
      return {
        vertical: 'images',
        url: `https://pics.example/${i}`,
        title,
        snippet: [],
        image: { src, thumbnail: src, width, height },
      };
    });
    return answer(images, { hasMore: true });
  }
  if (q.vertical === 'news') {
    return answer(
      Array.from({ length: 4 }, (_, i) => ({
        vertical: 'news',
        url: `https://news.example/${i}`,
        title: `Survey counts more ${q.text} ${i + 1}`,
        snippet: [{ text: `Field teams report that the ${q.text} population grew...` }],
        source: 'The Guardian',
        published: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
        ...(i === 0 ? { thumbnail: '/backgrounds/hills-dawn-640.jpg' } : {}),
      })),
    );
  }
  if (q.vertical === 'videos') {
    return answer([
      { vertical: 'videos', url: 'https://v.example/1', title: `${q.text} film`, snippet: [], video: {} },
    ]);
  }
  return answer(
    Array.from({ length: 8 }, (_, i) => ({
      vertical: 'web',
      url: `https://site${i}.example.org/${i}`,
      title: `Result ${i + 1} about ${q.text}`,
      snippet: [{ text: 'First described in 1821…' }, { text: '. It lives high in the mountains...' }],
    })),
    { hasMore: true },
  );
}

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite({}, { searchProvider: scriptedProvider(respond) });
  browser = site.browser;
});
afterAll(() => site?.close());

async function open(path: string, width: number, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height: width > 500 ? 800 : 844 },
    ...options,
  });
  // A visitor who already answered the cookie banner: the banner is not what these tests look at.
  await context.addCookies([{ name: 'karma_consent_v2', value: 'essentials', url: site.base }]);
  const page = await context.newPage();
  await page.goto(`${site.base}${path}`);
  await page.waitForLoadState('load');
  return page;
}

const left = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().left);

describe('results page grid', () => {
  it('at 1280 px, the tabs, the search box and the first result start on one left edge', async () => {
    const page = await open('/search?q=snow+leopard', 1280);
    const edges = [
      await left(page, '.tabs a'),
      await left(page, '.search-page-header .search-form'),
      await left(page, '.result'),
    ];
    expect(Math.max(...edges) - Math.min(...edges)).toBeLessThanOrEqual(2);
    // …and that edge is right of the logo, not under it.
    const logo = await page.locator('.search-header .logo').evaluate((el) => el.getBoundingClientRect().right);
    expect(edges[0]).toBeGreaterThan(logo);
    // 'Search tools' has a line of its own above the first result.
    const tools = await page.locator('.filters summary').evaluate((el) => el.getBoundingClientRect().bottom);
    const firstResult = await page
      .locator('.result')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(tools).toBeLessThan(firstResult);
    await page.context().close();
  });

  it('lists the search types first, the searches elsewhere after a divider, then Settings and More', async () => {
    const page = await open('/search?q=snow+leopard', 1280);
    const types = await page.locator('.tabs > a').allTextContents();
    expect(types).toEqual(['All', 'Web', 'Images', 'News', 'Videos']);
    const elsewhere = page.locator('.tabs__elsewhere');
    await expect(elsewhere.getAttribute('aria-label')).resolves.toBe('Search elsewhere');
    await expect(elsewhere.locator(':scope > a, summary').allTextContents()).resolves.toEqual([
      'Maps',
      'Google',
      'Try with…',
      'Other search',
    ]);
    const divider = await elsewhere.evaluate((el) => getComputedStyle(el, '::before').width);
    expect(divider).toBe('1px');
    await expect(page.locator('.tabs__site > a, .tabs__site summary').allTextContents()).resolves.toEqual([
      'Settings',
      'More',
    ]);
    const footerLinks = await page
      .locator('.small-footer a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(footerLinks).toEqual(expect.arrayContaining(['/settings', '/privacy', '/terms']));
    await page.context().close();
  });

  it('at 390 px, the tab row scrolls with a fade, never wraps or clips a label, and shows the search types whole', async () => {
    const page = await open('/images?q=snow+leopard', 390);
    const row = page.locator('.tabs');
    const state = await row.evaluate((nav) => {
      const box = nav.getBoundingClientRect();
      const fade = getComputedStyle(nav, '::after');
      const labels = [...nav.querySelectorAll<HTMLElement>(':scope > a, .tabs__elsewhere > a, summary')].map((el) => ({
        text: el.textContent,
        // One line (two would be over 60 px), and nothing of the label hidden inside its box.
        oneLine: el.getBoundingClientRect().height < 50 && el.scrollWidth <= el.clientWidth + 1,
      }));
      const types = [...nav.querySelectorAll<HTMLElement>(':scope > a')].map((el) => el.getBoundingClientRect().right);
      return {
        scrolls: nav.scrollWidth > nav.clientWidth,
        fade: { image: fade.backgroundImage, width: Number.parseFloat(fade.width), position: fade.position },
        labels,
        typesRight: Math.max(...types),
        visibleRight: box.right - Number.parseFloat(fade.width),
      };
    });
    expect(state.scrolls).toBe(true);
    expect(state.fade.position).toBe('sticky');
    expect(state.fade.image).toMatch(/linear-gradient/);
    expect(state.fade.width).toBeGreaterThanOrEqual(24);
    expect(state.labels.filter((l) => !l.oneLine)).toEqual([]);
    // The five search types are never under the fade nor cut.
    expect(state.typesRight).toBeLessThanOrEqual(state.visibleRight);
    // Scrolled to the end, the last entry is whole and clear of the fade.
    const end = await row.evaluate((nav) => {
      nav.scrollLeft = nav.scrollWidth;
      const last = nav.querySelector('.tabs__elsewhere > :last-child') as HTMLElement;
      return { last: last.getBoundingClientRect().right, row: nav.getBoundingClientRect().right };
    });
    expect(end.last).toBeLessThanOrEqual(end.row - 16);
    await page.context().close();
  });
});

describe('images tab', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`fills each row of the width with tiles whose size is reserved (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = await open('/images?q=snow+leopard', 1280, { javaScriptEnabled });
      const layout = await page.locator('.image-grid').evaluate((grid) => {
        const tiles = [...grid.querySelectorAll<HTMLElement>('.image-item')].map((li) => {
          const frame = li.querySelector('.image-item__frame')!.getBoundingClientRect();
          const img = li.querySelector('img')!;
          return {
            top: Math.round(frame.top),
            left: frame.left,
            right: frame.right,
            width: frame.width,
            height: frame.height,
            attrs: [img.getAttribute('width'), img.getAttribute('height')],
          };
        });
        const box = grid.getBoundingClientRect();
        return { tiles, left: box.left, right: box.right, width: box.width };
      });
      expect(layout.tiles.length).toBe(IMAGE_COUNT);
      // width and height set on every picture, in the result's proportions.
      layout.tiles.forEach((tile, i) => {
        const [w, h] = SIZES[i % SIZES.length]!;
        const [attrW, attrH] = tile.attrs.map(Number);
        expect(attrW! / attrH!).toBeCloseTo(w / h, 1);
        expect(tile.width / tile.height).toBeCloseTo(w / h, 1);
      });
      const rows = new Map<number, typeof layout.tiles>();
      for (const tile of layout.tiles) rows.set(tile.top, [...(rows.get(tile.top) ?? []), tile]);
      const full = [...rows.values()].slice(0, -1);
      expect(full.length).toBeGreaterThanOrEqual(2);
      for (const row of full) {
        // Every full row spans the grid's width, its tiles all of one height.
        expect(Math.abs(row[0]!.left - layout.left)).toBeLessThanOrEqual(2);
        expect(Math.abs(row.at(-1)!.right - layout.right)).toBeLessThanOrEqual(2);
        const heights = row.map((t) => t.height);
        expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(2);
      }
      // The grid uses the page's width, not a narrow column.
      expect(layout.width).toBeGreaterThan(1000);
      await page.context().close();
    });
  }

  it('shows a failed picture as a plain placeholder of the tile’s size', async () => {
    const page = await open('/images?q=snow+leopard', 1280);
    const tile = page.locator('.image-item').nth(BROKEN);
    const frame = tile.locator('.image-item__frame');
    await frame.scrollIntoViewIfNeeded();
    await expect
      .poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
      .toBe(true);
    const box = (await frame.boundingBox())!;
    const [w, h] = SIZES[BROKEN % SIZES.length]!;
    expect(box.width / box.height).toBeCloseTo(w / h, 1);
    expect(box.height).toBeGreaterThan(100);
    // Inside the rounded corners, every pixel is the placeholder's one colour: no icon, no alt text.
    const shot = await page.screenshot({
      clip: { x: box.x + 10, y: box.y + 10, width: box.width - 20, height: box.height - 20 },
    });
    const colours = await page.evaluate(async (png) => {
      const img = new Image();
      img.src = `data:image/png;base64,${png}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const data = ctx.getImageData(0, 0, img.width, img.height).data;
      const seen = new Set<string>();
      for (let i = 0; i < data.length; i += 4) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      return [...seen];
    }, shot.toString('base64'));
    expect(colours).toHaveLength(1);
    await page.context().close();
  });

  it('shows more than 10 images, with no layout shift, and a plain ‘More images’ link to the next page', async () => {
    const page = await open('/images?q=snow+leopard', 1280);
    await expect(page.locator('.image-item').count()).resolves.toBeGreaterThan(10);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          window.scrollTo(0, document.body.scrollHeight);
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
    const more = page.getByRole('link', { name: 'More images' });
    await expect(more.getAttribute('href')).resolves.toBe('/images?q=snow+leopard&p=2');
    await expect(page.locator('.pager a[rel="next"]').count()).resolves.toBe(0);
    await page.context().close();
  });
  it('with JavaScript, ‘More images’ adds the next page’s tiles in place', async () => {
    const page = await open('/images?q=snow+leopard', 1280);
    const more = page.getByRole('link', { name: 'More images' });
    await more.scrollIntoViewIfNeeded();
    // The island wakes on the first interaction (pointer over it), then takes the click.
    await more.hover();
    await page.locator('[data-island="MoreImages"][data-hydrated="true"]').waitFor();
    await more.click();
    await expect.poll(() => page.locator('.image-grid > .image-item').count()).toBe(2 * IMAGE_COUNT);
    expect(new URL(page.url()).search).toBe('?q=snow+leopard');
    // The next click asks for the page after.
    await expect(more.getAttribute('href')).resolves.toBe('/images?q=snow+leopard&p=3');
    await page.context().close();
  });
});

describe('All tab and news', () => {
  it('on a phone, the All tab’s images are one compact strip', async () => {
    const page = await open('/search?q=snow+leopard', 390);
    const group = page.locator('.group--images');
    await group.waitFor();
    const tops = await group
      .locator('.image-item')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThan(2);
    expect(new Set(tops).size).toBe(1);
    const height = await group.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(300);
    await page.context().close();
  });

  it('shows news with its snippet, thumbnail and a quiet source line, titles styled as web results', async () => {
    const page = await open('/news?q=snow+leopard', 1280);
    const first = page.locator('.news-item').first();
    await expect(first.locator('.news-item__snippet').textContent()).resolves.toBe(
      'Field teams report that the snow leopard population grew…',
    );
    const thumb = first.locator('img');
    await expect(thumb.getAttribute('width')).resolves.toBeTruthy();
    await expect(thumb.getAttribute('height')).resolves.toBeTruthy();
    // The source line, beside the site's menu link (views/search/SiteRules.tsx).
    const sourceLine = first.locator('.news-item__meta');
    await expect(
      sourceLine.evaluate((line) => {
        const copy = line.cloneNode(true) as HTMLElement;
        copy.querySelector('.site-rules-link')?.remove();
        return copy.textContent;
      }),
    ).resolves.toBe('The Guardian · 2 days ago');
    await expect(sourceLine.locator('.site-rules-link').count()).resolves.toBe(1);
    const style = (selector: string, p: Page) =>
      p
        .locator(selector)
        .first()
        .evaluate((el) => {
          const s = getComputedStyle(el);
          return { color: s.color, size: s.fontSize, line: s.textDecorationLine };
        });
    const meta = await style('.news-item__meta', page);
    const title = await style('.news-item__title', page);
    expect(Number.parseFloat(meta.size)).toBeLessThan(Number.parseFloat(title.size));
    expect(meta.color).not.toBe(title.color);
    const web = await open('/search?q=snow+leopard', 1280);
    expect(await style('.result__title', web)).toEqual(title);
    await web.context().close();
    await page.context().close();
  });

  it('ends cut snippets with one ellipsis character', async () => {
    const page = await open('/search?q=snow+leopard', 1280);
    const snippets = await page.locator('.result .snippet').allTextContents();
    expect(snippets.length).toBeGreaterThan(0);
    for (const text of snippets) {
      expect(text).toBe('First described in 1821… It lives high in the mountains…');
    }
    await page.context().close();
  });
});
