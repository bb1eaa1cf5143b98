/**
 * An Images page whose thumbnails live on a host in trouble: a host that never answers, and a
 * resolver that never answers for its name. The real app over a real socket, the image host a
 * real local server (test/fakes/troubled-image-host.ts); the thumbnails are the signed /img URLs
 * the page itself links. The first thumbnails may each pay the proxy's budget while the host is
 * found out, never more; once its circuit is open they are answered at once, without a new
 * connection or lookup; after the cool-down one trial brings the images back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { HostLookup, ResolvedAddress } from '../../server/http/host-name-lookup.ts';
import type { ImageProxyTuning } from '../../server/search/image-proxy.ts';
import type { SearchResult } from '../../server/shared/search-types.ts';
import { startTroubledImageHost, type TroubledImageHost } from '../fakes/troubled-image-host.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider } from '../helpers/scripted-provider.ts';

const BUDGET_MS = 300;
/** Scheduling on a busy test machine, on top of the budget. */
const MARGIN_MS = 400;
/**
 * Under it, a page waited for at most one budget. A page's timing, not each thumbnail's, is asserted:
 * on a busy machine one thumbnail answered at once can still be scheduled late, a whole page can't
 * hide a second budget.
 */
const ONE_BUDGET_PAGE_MS = 2 * BUDGET_MS;
const BREAK_AFTER = 3;
/** Longer than the requests run while the circuit is open, even on a busy machine: no trial among them. */
const COOL_DOWN_MS = 3000;
const THUMBNAILS = 20;
/** What a browser asks of one origin at once (HTTP/1.1). */
const BROWSER_PARALLEL = 6;

let host: TroubledImageHost | undefined;
let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  await host?.close();
  app = undefined;
  host = undefined;
});

interface Thumbnail {
  status: number;
  type: string;
  ms: number;
}

/** The app whose Images tab shows THUMBNAILS thumbnails at `thumbnailUrl(i)`; returns their /img paths and a getter. */
async function startApp(thumbnailUrl: (i: number) => string, tuning: ImageProxyTuning = {}) {
  const images: SearchResult[] = Array.from({ length: THUMBNAILS }, (_, i) => ({
    vertical: 'images',
    url: `https://photos.example/${i}`,
    title: `Otter ${i}`,
    snippet: [],
    image: { src: `https://photos.example/${i}.jpg`, thumbnail: thumbnailUrl(i), width: 800, height: 600 },
  }));
  const provider = scriptedProvider(() => answer(images));
  app = buildTestApp(
    { SEARCH_CACHE_TTL: '0', IMAGE_PROXY_ALLOW_PRIVATE: 'true' },
    {
      searchProvider: provider,
      imageProxy: { timeoutMs: BUDGET_MS, breakAfter: BREAK_AFTER, halfOpenAfterMs: COOL_DOWN_MS, ...tuning },
    },
  );
  const base = `http://127.0.0.1:${await app.listen()}`;
  const html = await (await fetch(`${base}/images?q=otter`)).text();
  const paths = [...html.matchAll(/src="(\/img\?[^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
  expect(paths).toHaveLength(THUMBNAILS);
  const thumbnail = async (path: string): Promise<Thumbnail> => {
    const started = performance.now();
    const res = await fetch(base + path);
    await res.arrayBuffer();
    return { status: res.status, type: res.headers.get('content-type') ?? '', ms: performance.now() - started };
  };
  return { paths, thumbnail };
}

/** Every path, at most `parallel` at a time, as a browser loads a page's thumbnails. */
async function loadAll(thumbnail: (path: string) => Promise<Thumbnail>, paths: string[], parallel: number) {
  const started = performance.now();
  const shown: Thumbnail[] = [];
  const queue = [...paths];
  const lane = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) shown.push(await thumbnail(path));
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return { shown, ms: performance.now() - started };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failed = (t: Thumbnail) => t.status >= 500 && t.type.startsWith('text/plain');
const image = (t: Thumbnail) => t.status === 200 && t.type === 'image/png';

describe('an image host that never answers', () => {
  it('costs the first thumbnails their budget at most, the next ones nothing, until it recovers', async () => {
    host = await startTroubledImageHost('silent');
    const { paths, thumbnail } = await startApp((i) => host!.url(`/thumb/${i}.png`));
    // Finding the host out: each of the first thumbnails waits its budget, no more.
    for (const path of paths.slice(0, BREAK_AFTER)) {
      const shown = await thumbnail(path);
      expect(shown.status).toBe(504);
      expect(shown.ms).toBeGreaterThanOrEqual(BUDGET_MS - 20);
      expect(shown.ms).toBeLessThan(BUDGET_MS + MARGIN_MS);
    }
    expect(host.requests).toHaveLength(BREAK_AFTER);
    // Circuit open: the other thumbnails, and the failed ones again, answer at once, with no connection.
    const connections = host.connections;
    const { shown, ms } = await loadAll(thumbnail, [...paths.slice(BREAK_AFTER), ...paths.slice(0, BREAK_AFTER)], 1);
    expect(shown.every(failed)).toBe(true);
    expect(ms).toBeLessThan(ONE_BUDGET_PAGE_MS);
    expect(host.connections).toBe(connections);
    expect(host.requests).toHaveLength(BREAK_AFTER);
    // The host answers again: after the cool-down one trial closes the circuit, and the images come
    // back, those that failed too.
    host.setMode('answering');
    await sleep(COOL_DOWN_MS - ms + 100);
    expect(image(await thumbnail(paths[BREAK_AFTER]!))).toBe(true);
    expect(image(await thumbnail(paths[0]!))).toBe(true);
  });

  it('a page of thumbnails costs one budget, and a page shown again costs none', async () => {
    host = await startTroubledImageHost('silent');
    const { paths, thumbnail } = await startApp((i) => host!.url(`/thumb/${i}.png`));
    const first = await loadAll(thumbnail, paths, BROWSER_PARALLEL);
    expect(first.shown).toHaveLength(THUMBNAILS);
    expect(first.shown.every(failed)).toBe(true);
    // Only the browser's first few reached the host, each waiting one budget; the rest found its
    // circuit open. Without the circuit the page would wait four budgets, one per round of six.
    expect(first.shown.every((t) => t.ms < BUDGET_MS + MARGIN_MS)).toBe(true);
    expect(first.ms).toBeLessThan(ONE_BUDGET_PAGE_MS + MARGIN_MS);
    // The first round, and at most one more thumbnail after each failure counted before the
    // circuit opened (on a busy machine the first round's budgets end one by one).
    expect(host.requests.length).toBeLessThanOrEqual(BROWSER_PARALLEL + BREAK_AFTER - 1);
    const connections = host.connections;
    const again = await loadAll(thumbnail, paths, BROWSER_PARALLEL);
    expect(again.shown.every(failed)).toBe(true);
    expect(again.ms).toBeLessThan(BUDGET_MS);
    expect(host.connections).toBe(connections);
  });

  it('a half-open trial holds up no other thumbnail', async () => {
    host = await startTroubledImageHost('silent');
    const { paths, thumbnail } = await startApp((i) => host!.url(`/thumb/${i}.png`), { halfOpenAfterMs: 800 });
    await loadAll(thumbnail, paths.slice(0, BREAK_AFTER), 1);
    await sleep(900);
    // The first thumbnail after the cool-down makes the trial (and pays for it); the others do not wait for it.
    let trialEnded = false;
    const trial = thumbnail(paths[BREAK_AFTER]!).finally(() => {
      trialEnded = true;
    });
    await sleep(50);
    const others = await loadAll(thumbnail, paths.slice(BREAK_AFTER + 1, BREAK_AFTER + 6), 1);
    expect(others.shown.every(failed)).toBe(true);
    // All five were answered while the trial still waited for the silent host.
    expect(trialEnded).toBe(false);
    expect((await trial).status).toBe(504);
    expect(host.requests).toHaveLength(BREAK_AFTER + 1);
  });
});

/** A resolver that never answers until it recovers; then the lookups it held fail, as at the system resolver's timeout. */
function silentResolver() {
  const asked: string[] = [];
  const held: ((error: Error) => void)[] = [];
  let recovered = false;
  const lookupHost: HostLookup<ResolvedAddress[]> = (hostname) => {
    asked.push(hostname);
    if (recovered) return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    return new Promise((_resolve, reject) => held.push(reject));
  };
  const recover = () => {
    recovered = true;
    for (const reject of held.splice(0)) reject(Object.assign(new Error('queryA ETIMEOUT'), { code: 'ETIMEOUT' }));
  };
  return { asked, lookupHost, recover };
}

describe('a resolver that never answers', () => {
  it('is asked once for the host, the page ends within the budget, and images return once it does', async () => {
    host = await startTroubledImageHost('answering');
    const resolver = silentResolver();
    // The host by name: its address would need no lookup.
    const { paths, thumbnail } = await startApp((i) => `http://images.invalid:${host!.port}/thumb/${i}.png`, {
      lookupHost: resolver.lookupHost,
    });
    const first = await loadAll(thumbnail, paths, BROWSER_PARALLEL);
    expect(first.shown.every(failed)).toBe(true);
    expect(first.shown.every((t) => t.ms < BUDGET_MS + MARGIN_MS)).toBe(true);
    expect(first.ms).toBeLessThan(ONE_BUDGET_PAGE_MS + MARGIN_MS);
    expect(resolver.asked).toEqual(['images.invalid']);
    const again = await loadAll(thumbnail, paths, BROWSER_PARALLEL);
    expect(again.ms).toBeLessThan(BUDGET_MS);
    expect(resolver.asked).toHaveLength(1);
    expect(host.connections).toBe(0);
    // The resolver answers again: after the cool-down one trial (a thumbnail the open circuit
    // refused) looks the name up, and the images return, those that failed too.
    resolver.recover();
    // The circuit opened during the first page: a cool-down after the second one has run out.
    await sleep(COOL_DOWN_MS - again.ms + 100);
    expect(image(await thumbnail(paths[THUMBNAILS - 1]!))).toBe(true);
    expect(image(await thumbnail(paths[0]!))).toBe(true);
    expect(resolver.asked).toHaveLength(2);
    expect(host.requests).toEqual([`/thumb/${THUMBNAILS - 1}.png`, '/thumb/0.png']);
  });
});
