/**
 * A Redis that keeps its connections open and stops answering (a frozen host, a full network
 * buffer) is the worst case: no error arrives to fail over on. The first command waits its
 * budget (1 s), then Redis counts as down and the next ones fail at once for a few seconds:
 * rate limits fall back to this process's counters, clicks go unbilled, /readyz says Redis is
 * unavailable, one error line says so.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';
import { BROWSER_UA, sponsoredItems, sponsoredLink } from '../helpers/sponsored.ts';

/** Relays to the real Redis until frozen; then forwards nothing either way, connections kept open. */
async function freezableRedis(): Promise<{ port: number; freeze(): void; close(): Promise<void> }> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const target = createConnection(6379, '127.0.0.1');
    for (const socket of [client, target]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk) => frozen || target.write(chunk));
    target.on('data', (chunk) => frozen || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => {
      frozen = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let redis: Awaited<ReturnType<typeof freezableRedis>>;
let t: TestApp;
beforeAll(async () => {
  redis = await freezableRedis();
  t = buildTestApp(
    { REDIS_URL: `redis://127.0.0.1:${redis.port}/9`, SEARCH_RATE_LIMIT_PER_MINUTE: '120' },
    { searchProvider: scriptedProvider(() => answer([webResult('Organic kayak result', 'https://example.org/k')])) },
  );
  await t.stores.sponsors.upsertLinks([sponsoredLink('otter')], new Date('2026-01-01T00:00:00Z'));
});
afterAll(async () => {
  await t.close();
  await redis.close();
});

const timed = async <T>(work: Promise<T>): Promise<[T, number]> => {
  const started = Date.now();
  const result = await work;
  return [result, Date.now() - started];
};

describe('a Redis that stops answering', () => {
  it('holds no page, click or probe past a short budget', async () => {
    const warm = await request(t.app).get('/search?q=kayak').set('User-Agent', BROWSER_UA).expect(200);
    expect((await request(t.app).get('/readyz').expect(200)).body.redis).toBe('ok');
    const href = sponsoredItems(warm.text)[0]?.href ?? '';
    redis.freeze();
    const [page, pageMs] = await timed(request(t.app).get('/search?q=otter').set('User-Agent', BROWSER_UA));
    expect(page.status).toBe(200);
    expect(pageMs).toBeLessThan(2500);
    const [next, nextMs] = await timed(request(t.app).get('/search?q=heron').set('User-Agent', BROWSER_UA));
    expect(next.status).toBe(200);
    expect(nextMs).toBeLessThan(800);
    const [click, clickMs] = await timed(request(t.app).get(href).set('User-Agent', BROWSER_UA));
    expect(click.status).toBe(302);
    expect(clickMs).toBeLessThan(800);
    expect(t.logs.join('\n')).toContain('"outcome":"not-checked"');
    const [ready, readyMs] = await timed(request(t.app).get('/readyz'));
    expect(ready.body).toMatchObject({ status: 'degraded', redis: 'unavailable' });
    expect(readyMs).toBeLessThan(800);
    expect(t.logs.filter((line) => line.includes('redis unavailable'))).toHaveLength(1);
  });
});
