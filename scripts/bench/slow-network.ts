/**
 * The results page on an emulated 2G link: the real app (scripts/bench/lib.ts, a child
 * process, local index with real results) in Debian Chromium through playwright-core, with the
 * DevTools protocol's network emulation (800 ms latency, 280 kbit/s down = 35,000 bytes/s,
 * 256 kbit/s up = 32,000 bytes/s) and the cache disabled. Each run is a cold visit in a fresh
 * browser context; 5 runs, median. From navigation start (performance.timeOrigin):
 *
 *  - first result visible: the first `article.result` exists, has a box and is visible
 *    (checkVisibility), and a frame has been produced since (requestAnimationFrame): ≤ 2.0 s;
 *  - interactive: every island that hydrates with the page (`[data-island]` but
 *    `data-hydrate="interaction"`) carries data-hydrated="true" (client/boot.ts), the document
 *    being parsed: ≤ 4 s.
 *
 * A probe injected with page.addInitScript records both with performance.now().
 *
 *   npx tsx scripts/bench/slow-network.ts [--runs N] [--waterfall]   (npm run bench:slow)
 *   --waterfall: also print the last run's resource timings (what waits on what)
 */
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../test/helpers/browser.ts';
import { benchIndex, buildApp, CHROME_DESKTOP, run, sampleQuery, startApp } from './lib.ts';

const BUDGET_MS = { firstResult: 2000, interactive: 4000 };
const LINK = { latency: 800, downloadThroughput: 35_000, uploadThroughput: 32_000 };

declare global {
  interface Window {
    __bench?: { firstResult?: number; interactive?: number };
  }
}

/**
 * Runs in the page before any of its scripts. A string, not a function: tsx (esbuild) would wrap
 * a function's inner functions in a `__name` helper that the page does not have.
 */
const PROBE = `(() => {
  const marks = {};
  window.__bench = marks;
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 &&
      (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true);
  };
  const check = () => {
    if (marks.firstResult === undefined) {
      const first = document.querySelector('article.result');
      if (first && visible(first)) {
        marks.firstResult = -1; // found; the time is the next frame's
        requestAnimationFrame(() => { marks.firstResult = performance.now(); });
      }
    }
    if (marks.interactive === undefined && document.readyState !== 'loading') {
      const eager = document.querySelectorAll('[data-island]:not([data-hydrate="interaction"])');
      if (eager.length > 0 && [...eager].every((el) => el.dataset.hydrated === 'true')) {
        marks.interactive = performance.now();
      }
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'],
  });
  document.addEventListener('readystatechange', check);
})();`;

async function oneRun(
  browser: Browser,
  url: string,
  waterfall: boolean,
): Promise<{ firstResult: number; interactive: number }> {
  const context = await browser.newContext({ userAgent: CHROME_DESKTOP, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    await page.goto(url, { waitUntil: 'commit', timeout: 30_000 });
    await page.waitForFunction(
      () => (window.__bench?.firstResult ?? -1) > 0 && window.__bench?.interactive !== undefined,
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    const marks = await page.evaluate(() => window.__bench!);
    if (waterfall) {
      const rows = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((e) => {
          const r = e as PerformanceResourceTiming;
          return [new URL(r.name).pathname, r.startTime, r.responseEnd, r.encodedBodySize] as const;
        }),
      );
      console.log('    resource                                   start    end  bytes');
      for (const [path, start, end, bytes] of rows) {
        console.log(
          `    ${path.padEnd(40)} ${String(Math.round(start)).padStart(6)} ${String(Math.round(end)).padStart(6)} ${String(bytes).padStart(6)}`,
        );
      }
    }
    return { firstResult: marks.firstResult!, interactive: marks.interactive! };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, waterfall: { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  buildApp();
  const index = await benchIndex();
  const server = await startApp(index);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const path = `/search?q=${encodeURIComponent(sampleQuery(index))}`;
    console.log(
      `index: ${index.description}; page: ${path}; link: ${LINK.latency} ms latency, ` +
        `${(LINK.downloadThroughput * 8) / 1000} kbit/s down, ${(LINK.uploadThroughput * 8) / 1000} kbit/s up, no cache`,
    );
    // One unmeasured visit on a fast link: the server's first render (index pages, JIT) is not the
    // link's cost.
    const warm = await browser.newContext();
    await (await warm.newPage()).goto(server.url + path);
    await warm.close();
    const results: { firstResult: number; interactive: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await oneRun(browser, server.url + path, values.waterfall && i === runs - 1);
      results.push(r);
      console.log(
        `  run ${i + 1}: first result ${Math.round(r.firstResult)} ms, interactive ${Math.round(r.interactive)} ms`,
      );
    }
    const firstResult = median(results.map((r) => r.firstResult));
    const interactive = median(results.map((r) => r.interactive));
    const okFirst = firstResult <= BUDGET_MS.firstResult;
    const okInteractive = interactive <= BUDGET_MS.interactive;
    console.log(
      `median of ${runs}: first result ${Math.round(firstResult)} ms (budget ${BUDGET_MS.firstResult}: ${okFirst ? 'met' : 'MISSED'}), ` +
        `interactive ${Math.round(interactive)} ms (budget ${BUDGET_MS.interactive}: ${okInteractive ? 'met' : 'MISSED'})`,
    );
    return okFirst && okInteractive ? 0 : 1;
  } finally {
    await browser?.close();
    await server.stop();
    index.cleanup();
  }
}

run(main);
