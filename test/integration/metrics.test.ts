/**
 * /metrics (prom-client), off unless METRICS=true. After searches, a 404, sponsored clicks and a
 * provider failure, an operator's scraper sees requests by route pattern and status, provider
 * lookups and errors, the circuit state and clicks by outcome; and never a query, an address or a
 * user agent, whatever the visitors sent.
 */

import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createMetrics, startMetricsServer } from '../../server/metrics/http-metrics.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { capturedLogger } from '../helpers/logs.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA, sponsoredItems, sponsoredLink } from '../helpers/sponsored.ts';

const silentLogger = () => capturedLogger().logger;
const CANARY = 'zqxcanary7319';
const ADDRESS = '198.51.100.77';
const AGENT = `${BROWSER_UA} CanaryBrowser/5521`;

const provider = scriptedProvider((query) => {
  if (query.text.includes('broken')) throw new Error(`backend down for ${query.text}`);
  return answer([webResult('Organic kayak result', 'https://example.org/kayak')]);
});

/** The value of one series, e.g. series(text, 'karma_http_requests_total', 'status="404"'). */
function series(text: string, name: string, ...labels: string[]): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.every((label) => l.includes(label)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('/metrics', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('is not served unless METRICS=true', async () => {
    t = buildTestApp({}, { searchProvider: provider });
    await request(t.app).get('/metrics').expect(404);
  });

  it('with METRICS_PORT, serves them on that port only, not on the public one', async () => {
    const metrics = createMetrics();
    t = buildTestApp({ METRICS: 'true', METRICS_PORT: '0' }, { searchProvider: provider, metrics });
    await request(t.app).get('/healthz').expect(200);
    await request(t.app).get('/metrics').expect(404);
    const server = startMetricsServer(metrics, 0, silentLogger());
    try {
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(series(text, 'karma_http_requests_total', 'route="/healthz"', 'status="200"')).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('counts requests, lookups, failures and clicks, with no query, address or user agent', async () => {
    const app = buildTestApp({ METRICS: 'true' }, { searchProvider: provider, metrics: createMetrics() });
    t = app;
    await app.stores.sponsors.upsertLinks(
      [sponsoredLink('otter', { cpc: 40, url: 'https://otter.example/kayaks' })],
      new Date('2020-01-01T00:00:00Z'),
    );
    const get = (path: string) => request(app.app).get(path).set('User-Agent', AGENT).set('X-Forwarded-For', ADDRESS);
    for (const tab of ['web', 'news', 'images']) {
      await get(`/search?q=${CANARY}+${tab}&t=${tab}`).expect(200);
    }
    await get(`/search/autosuggest?q=${CANARY}`);
    await get(`/no-such-page-${CANARY}`).expect(404);
    const results = await get('/search?q=kayak').expect(200);
    const href = sponsoredItems(results.text)[0]?.href;
    expect(href).toBeDefined();
    await get(href as string).expect(302);
    await get(href as string).expect(302);
    await get(`/search?q=broken+${CANARY}`).expect(503);
    // Five failures in a row open the web circuit: the next lookup is refused at once.
    for (let i = 0; i < 5; i++) await get(`/search?q=broken+${CANARY}+${i}`);

    const res = await request(app.app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.text;
    expect(series(text, 'karma_http_requests_total', 'status="404"', 'route="unmatched"')).toBe(1);
    expect(series(text, 'karma_http_requests_total', 'route="/r/:id"', 'status="302"')).toBe(2);
    expect(text).toMatch(/karma_http_request_duration_seconds_bucket\{[^}]*status_class="2xx"/);
    expect(
      series(text, 'karma_search_lookup_duration_seconds_count', 'outcome="ok"', 'vertical="web"'),
    ).toBeGreaterThan(0);
    expect(series(text, 'karma_search_errors_total', 'outcome="error"', `provider="${provider.name}"`)).toBe(5);
    expect(series(text, 'karma_search_errors_total', 'outcome="unavailable"', 'vertical="web"')).toBeGreaterThan(0);
    expect(series(text, 'karma_search_circuit_state', 'vertical="web"')).toBe(1);
    expect(series(text, 'karma_sponsored_clicks_total', 'outcome="billed"')).toBe(1);
    expect(series(text, 'karma_sponsored_clicks_total', 'outcome="repeat"')).toBe(1);
    expect(text).toContain('karma_rate_limited_total');
    for (const secret of [CANARY, 'kayak', 'broken', ADDRESS, 'CanaryBrowser', 'otter.example']) {
      expect(text).not.toContain(secret);
    }
  });
});
