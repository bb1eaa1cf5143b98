/**
 * A remote provider that is down, slow or answers garbage, through the whole app against the
 * fakes of SearXNG and Brave (behind a TCP relay that can refuse connections): the results page
 * shows the localized error panel within the provider timeout plus 200 ms (wall time measured
 * from the outside), with a 503 when the failure came within RESULTS_STATUS_WAIT_MS; repeated
 * failures open the circuit (pages fail at once, /readyz says search is down) and it closes once
 * the provider answers again after the half-open delay (/readyz says ok again). The runner's own
 * rules are in test/unit/search-runner.test.ts, the 503 rule in results-page-status.test.ts.
 */
import { get } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchProvider } from '../../server/search/provider.ts';
import { createBraveProvider } from '../../server/search/providers/brave.ts';
import { createSearxngProvider } from '../../server/search/providers/searxng.ts';
import { startFakeBrave } from '../fakes/brave-server.ts';
import { startFakeSearxng } from '../fakes/searxng-server.ts';
import { buildTestApp } from '../helpers/app.ts';
import { loadLeaves } from '../helpers/locale-files.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const TIMEOUT_MS = 1000;
/** Longer than the default, for a busy machine: a fast failure still settles within it. */
const STATUS_WAIT_MS = '400';
const HALF_OPEN_MS = 1500;

/** The panel's strings as React writes them into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
const strings = Object.fromEntries(
  (['en', 'fr', 'es'] as const).map((locale) => {
    const leaves = loadLeaves(`${import.meta.dirname}/../../locales/${locale}.json`);
    const text = (key: string) => escaped(leaves.get(key) ?? `missing ${key}`);
    return [
      locale,
      { title: text('search.error.title'), body: text('search.error.body'), late: text('search.error.timeout') },
    ];
  }),
);

interface Fake {
  setMode(mode: string, options?: { status?: number; delayMs?: number }): void;
  reset(): void;
  close(): Promise<void>;
  requests: unknown[];
}

interface Backend {
  name: string;
  start(): Promise<{ fake: Fake; provider: (relayPort: number) => SearchProvider; port: number }>;
}

const backends: Backend[] = [
  {
    name: 'searxng',
    async start() {
      const fake = await startFakeSearxng();
      return {
        fake: fake as Fake,
        port: Number(new URL(fake.url).port),
        provider: (relay) => createSearxngProvider({ baseUrl: `http://127.0.0.1:${relay}` }),
      };
    },
  },
  {
    name: 'brave',
    async start() {
      const fake = await startFakeBrave();
      return {
        fake: fake as Fake,
        port: Number(new URL(fake.url).port),
        provider: (relay) => createBraveProvider({ apiKey: fake.apiKey, apiUrl: `http://127.0.0.1:${relay}/res/v1` }),
      };
    },
  },
];

/** GETs a page on a listening app: status, body and the wall time until its last byte. */
function timedGet(port: number, path: string, locale: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { 'Accept-Language': locale } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
    }).on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(backends)('the $name provider failing', (backend) => {
  let fake: Fake;
  let relay: TcpProxy;
  let provider: SearchProvider;
  beforeAll(async () => {
    const started = await backend.start();
    fake = started.fake;
    relay = await startTcpProxy('127.0.0.1', started.port);
    provider = started.provider(relay.port);
  });
  afterAll(async () => {
    await relay.close();
    await fake.close();
  });

  // Each fault: how to cause it, and whether it fails within the status wait (503) or after (200).
  const faults: [name: string, cause: () => Promise<void> | void, status: number][] = [
    ['connection refused', () => relay.down(), 503],
    ['connection reset without an answer', () => fake.setMode('reset'), 503],
    ['an HTML error page (HTTP 502)', () => fake.setMode('http-error', { status: 502 }), 503],
    ['an HTTP 500', () => fake.setMode('http-error', { status: 500 }), 503],
    ['an HTML page with HTTP 200', () => fake.setMode('html-page'), 503],
    ['a body that is not JSON', () => fake.setMode('not-json'), 503],
    ['malformed JSON', () => fake.setMode('malformed'), 503],
    ['a body cut off mid-way', () => fake.setMode('truncated'), 503],
    ['JSON of the wrong shape', () => fake.setMode('wrong-shape'), 503],
    ['no answer at all (hangs)', () => fake.setMode('slow', { delayMs: 30_000 }), 200],
  ];

  it('every fault shows the localized error panel within the timeout plus 200 ms', async () => {
    // The circuit stays closed here: every page reaches the provider.
    const t = buildTestApp(
      { SEARCH_CACHE_TTL: '0', SEARCH_TIMEOUT_MS: String(TIMEOUT_MS), RESULTS_STATUS_WAIT_MS: STATUS_WAIT_MS },
      { searchProvider: provider, searchCircuit: { breakAfter: 1000 } },
    );
    try {
      const port = await t.listen();
      // A first page compiles the renderer's code (on a busy machine, long enough for the lookup's
      // timer to fire first): a cold start is not what is measured here.
      await timedGet(port, '/search?q=warm+up&t=web', 'en');
      const locales = ['en', 'fr', 'es'] as const;
      for (const [i, [name, cause, status]] of faults.entries()) {
        const locale = locales[i % locales.length] ?? 'en';
        await cause();
        try {
          const page = await timedGet(port, `/search?q=otter+habitat&t=web&f=${i}`, locale);
          expect(page.status, name).toBe(status);
          expect(page.text, name).toContain('class="error-panel"');
          expect(page.text, name).toContain(strings[locale]?.title);
          expect(page.text, name).toContain(status === 503 ? strings[locale]?.body : strings[locale]?.late);
          expect(page.ms, name).toBeLessThan(TIMEOUT_MS + 200);
        } finally {
          fake.reset();
          await relay.up();
        }
      }
      // And the provider answering again gives results.
      const fine = await timedGet(port, '/search?q=otter+habitat&t=web', 'en');
      expect(fine.status).toBe(200);
      expect(fine.text).not.toContain('class="error-panel"');
      expect(fine.text).toContain('class="result__title"');
    } finally {
      await t.close();
    }
  });

  it('repeated failures open the circuit, /readyz says so; it closes once the provider answers', async () => {
    const t = buildTestApp(
      { SEARCH_CACHE_TTL: '0', SEARCH_TIMEOUT_MS: String(TIMEOUT_MS), RESULTS_STATUS_WAIT_MS: STATUS_WAIT_MS },
      { searchProvider: provider, searchCircuit: { breakAfter: 3, halfOpenAfterMs: HALF_OPEN_MS } },
    );
    const page = (q: string) => request(t.app).get(`/search?q=${q}&t=web`).set('Accept-Language', 'es');
    const ready = () => request(t.app).get('/readyz');
    try {
      expect((await ready()).body).toMatchObject({ status: 'ready', search: 'ok' });

      for (const cycle of ['recovered by a visitor', 'recovered by /readyz alone']) {
        fake.setMode('http-error', { status: 500 });
        for (let i = 0; i < 3; i++) expect((await page(`lynx${i}`)).status, cycle).toBe(503);
        // Open: the next pages fail at once without reaching the provider.
        const reached = fake.requests.length;
        const started = performance.now();
        const refused = await page('lynx');
        expect(refused.status, cycle).toBe(503);
        expect(refused.text).toContain(strings.es?.title);
        expect(performance.now() - started).toBeLessThan(TIMEOUT_MS);
        const notReady = await ready();
        expect(notReady.status, cycle).toBe(503);
        expect(notReady.body, cycle).toMatchObject({ status: 'unavailable', search: 'unavailable' });
        expect(fake.requests.length, cycle).toBe(reached);

        // The provider is back, but the circuit stays open until the half-open delay has passed.
        fake.reset();
        expect((await page('lynx')).status, cycle).toBe(503);
        expect((await ready()).body.search, cycle).toBe('unavailable');
        expect(fake.requests.length, cycle).toBe(0);
        await sleep(HALF_OPEN_MS + 50);

        if (cycle === 'recovered by a visitor') {
          const back = await page('lynx');
          expect(back.status, cycle).toBe(200);
          expect(back.text).toContain('class="result__title"');
          expect((await ready()).body, cycle).toMatchObject({ status: 'ready', search: 'ok' });
        } else {
          // No search traffic (a replica the load balancer took out): the readiness probe is the trial.
          const back = await ready();
          expect(back.status, cycle).toBe(200);
          expect(back.body, cycle).toMatchObject({ status: 'ready', search: 'ok' });
          expect((await page('lynx')).status, cycle).toBe(200);
        }
      }
      // The log names the open circuit (the provider's address stays out of /readyz).
      expect(t.logs.join('')).toContain('the circuit is open after repeated failed lookups');
    } finally {
      fake.reset();
      await t.close();
    }
  });
});
