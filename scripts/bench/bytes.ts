/**
 * Byte budgets (deterministic: no timing). Starts the real app (scripts/bench/lib.ts)
 * on the local index (the corpus slice when ../shared/corpus exists, else the starter index) and
 * checks, for a cold visit (no cookies, desktop Chrome):
 *
 *  (a) the first 14 KB (14,336 bytes, one initial congestion window) of the gzip-compressed
 *      results page decode to HTML holding the header, the search box and the first 3 results
 *      with their titles and snippets, with the critical CSS inline and no render-blocking request
 *      in <head> (no stylesheet link, no classic script without defer/async/module);
 *  (b) the whole results page without images: HTML + every linked stylesheet + the JavaScript a
 *      cold visit loads (boot, shared chunks, islands not waiting for interaction) ≤ 40 KB gzipped,
 *      JavaScript ≤ 20 KB; also for the heaviest usual visit (the companion's tour due);
 *  (c) the home page, likewise, ≤ 25 KB (the background image excepted).
 *
 * Compression: zlib gzip at the default level, as the integration tests count (brotli, which the
 * server prefers, is smaller). 1 KB = 1,000 bytes, as in the tests, except the 14,336-byte window.
 *
 *   npx tsx scripts/bench/bytes.ts   (npm run bench:bytes)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGunzip, gzipSync } from 'node:zlib';
import { type Assets, BUILD_DIR, loadAssets, scriptsForIslands } from '../../server/assets.ts';
import { benchIndex, buildApp, CHROME_DESKTOP, kb, ROOT, run, sampleQuery, startApp } from './lib.ts';

const WINDOW = 14_336;
const BUDGET = { page: 40_000, script: 20_000, home: 25_000 };
const HEAVY_VISIT = 'karma_consent_v2=targeting; karma_search_count=2';

/** gunzips what a prefix of a gzip stream holds (the end of input is expected, not an error). */
function gunzipPrefix(prefix: Buffer): Promise<string> {
  return new Promise((resolveText) => {
    const chunks: Buffer[] = [];
    const gunzip = createGunzip();
    gunzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = () => resolveText(Buffer.concat(chunks).toString('utf8'));
    gunzip.on('error', done); // 'unexpected end of file'
    gunzip.on('end', done);
    gunzip.end(prefix);
  });
}

async function fetchHtml(url: string, cookie?: string): Promise<string> {
  const headers: Record<string, string> = { 'User-Agent': CHROME_DESKTOP, 'Accept-Encoding': 'identity' };
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(url, { headers });
  if (res.status !== 200) throw new Error(`${url}: status ${res.status}`);
  return res.text();
}

const buildFile = (url: string) => readFileSync(join(ROOT, BUILD_DIR, url.replace('/build/', '')));
const gzipped = (url: string) => gzipSync(buildFile(url)).length;

function eagerIslands(html: string): string[] {
  const eager = [...html.matchAll(/<div class="island" data-island="(\w+)"(?![^>]*data-hydrate="interaction")/g)];
  return [...new Set(eager.map((m) => m[1] as string))];
}

const linkedStyles = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="(\/build\/[^"]+)"/g)].map((m) => m[1] as string);

/** Page weight: gzip of the HTML + its stylesheets + the JavaScript a cold visit runs. */
function weigh(html: string, assets: Assets) {
  const styles = linkedStyles(html);
  const islands = eagerIslands(html);
  const scripts = scriptsForIslands(assets, islands);
  const htmlBytes = gzipSync(html).length;
  const cssBytes = styles.reduce((sum, url) => sum + gzipped(url), 0);
  const jsBytes = scripts.reduce((sum, url) => sum + gzipped(url), 0);
  return { htmlBytes, cssBytes, jsBytes, total: htmlBytes + cssBytes + jsBytes, islands, styles };
}

/** Requests in <head> that hold rendering: stylesheets and classic external scripts. */
function blockingInHead(html: string): string[] {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const blocking: string[] = [];
  for (const m of head.matchAll(/<link\b[^>]*>/g)) {
    if (/rel="stylesheet"/.test(m[0]) && !/media="(print|not all)"/.test(m[0])) blocking.push(m[0]);
  }
  for (const m of head.matchAll(/<script\b[^>]*>/g)) {
    const tag = m[0];
    if (!/\ssrc=/.test(tag)) continue;
    if (/\s(defer|async)(=|\s|>)/.test(tag) || /type="module"/.test(tag)) continue;
    blocking.push(tag);
  }
  return blocking;
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

function firstWindowChecks(prefixHtml: string, assets: Assets): Check[] {
  const checks: Check[] = [];
  const has = (name: string, ok: boolean, detail = '') => checks.push({ name, ok, detail });
  has('critical CSS inline', prefixHtml.includes(assets.criticalCss), `${kb(assets.criticalCss.length)} raw`);
  has('header', /<header id="search-page-header"/.test(prefixHtml));
  has('search box (form with the query field)', /<form\b[\s\S]*?name="q"[\s\S]*?<\/form>/.test(prefixHtml));
  const results = [...prefixHtml.matchAll(/<article class="result[ "][\s\S]*?<\/article>/g)].map((m) => m[0]);
  const complete = results.filter(
    (r) => /class="result__title"[^>]*>[^<]+/.test(r) && /<p class="snippet">[\s\S]*?\S[\s\S]*?<\/p>/.test(r),
  );
  has('first 3 results with title and snippet', complete.length >= 3, `${complete.length} complete in the window`);
  return checks;
}

async function main(): Promise<number> {
  buildApp();
  const assets = loadAssets(ROOT);
  const index = await benchIndex();
  const server = await startApp(index);
  try {
    const query = sampleQuery(index);
    const path = `/search?q=${encodeURIComponent(query)}`;
    console.log(`index: ${index.description}; page: ${path}, cold visit, desktop Chrome; gzip default level`);
    const html = await fetchHtml(server.url + path);
    // The budgets hold with the sponsored links of sponsored-fixture.ts on the page.
    console.log(`  sponsored links on the page: ${html.match(/class="sponsored__item"/g)?.length ?? 0}`);
    const compressed = gzipSync(html);
    const prefixHtml = await gunzipPrefix(compressed.subarray(0, WINDOW));
    let ok = true;
    const line = (label: string, pass: boolean, detail: string) => {
      ok &&= pass;
      console.log(`  ${pass ? 'ok  ' : 'MISS'} ${label}${detail ? `: ${detail}` : ''}`);
    };

    console.log(
      `(a) first ${WINDOW.toLocaleString('en')} compressed bytes → ${kb(Buffer.byteLength(prefixHtml))} of HTML ` +
        `(of ${kb(Buffer.byteLength(html))}, ${kb(compressed.length)} gzipped)`,
    );
    for (const check of firstWindowChecks(prefixHtml, assets)) line(check.name, check.ok, check.detail);
    const blocking = blockingInHead(html);
    line('no render-blocking request in <head>', blocking.length === 0, blocking.join(' ') || 'none');

    const page = weigh(html, assets);
    console.log(`(b) results page, cold visit (islands: ${page.islands.join(', ')}; styles: ${page.styles.length})`);
    line(
      `HTML + CSS + JS ≤ ${kb(BUDGET.page)}`,
      page.total <= BUDGET.page,
      `${kb(page.total)} (HTML ${kb(page.htmlBytes)}, CSS ${kb(page.cssBytes)}, JS ${kb(page.jsBytes)})`,
    );
    line(`JavaScript ≤ ${kb(BUDGET.script)}`, page.jsBytes <= BUDGET.script, kb(page.jsBytes));
    // The heaviest usual results page (as test/integration/build.test.ts): consent given and the
    // companion's tour due, so its island loads with the page.
    const heavy = weigh(await fetchHtml(server.url + path, HEAVY_VISIT), assets);
    console.log(`    same page, companion's tour due (islands: ${heavy.islands.join(', ')})`);
    line(
      `HTML + CSS + JS ≤ ${kb(BUDGET.page)}`,
      heavy.total <= BUDGET.page,
      `${kb(heavy.total)} (HTML ${kb(heavy.htmlBytes)}, CSS ${kb(heavy.cssBytes)}, JS ${kb(heavy.jsBytes)})`,
    );
    line(`JavaScript ≤ ${kb(BUDGET.script)}`, heavy.jsBytes <= BUDGET.script, kb(heavy.jsBytes));

    const homeHtml = await fetchHtml(`${server.url}/`);
    const home = weigh(homeHtml, assets);
    console.log(`(c) home page, cold visit (islands: ${home.islands.join(', ')})`);
    line(
      `HTML + CSS + JS ≤ ${kb(BUDGET.home)}`,
      home.total <= BUDGET.home,
      `${kb(home.total)} (HTML ${kb(home.htmlBytes)}, CSS ${kb(home.cssBytes)}, JS ${kb(home.jsBytes)})`,
    );
    console.log(`bytes budgets: ${ok ? 'met' : 'MISSED'}`);
    return ok ? 0 : 1;
  } finally {
    await server.stop();
    index.cleanup();
  }
}

run(main);
