/**
 * A saturated server answers new page requests at once with 503 and Retry-After, before any
 * lookup, while probes and files still answer; a server under normal load sheds nothing.
 * Saturation is made on purpose: a provider stand-in that holds the event loop (renders do so
 * under overload), or lookups that never finish (the queue of requests in flight).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function holdTheLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy, as a long render is
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('load shedding', () => {
  it('after the event loop was held, sheds page requests at once but not probes or files', async () => {
    const provider = scriptedProvider((query) => {
      if (query.text === 'slow') holdTheLoop(800);
      return answer([webResult('Red fox')]);
    });
    app = buildTestApp({ SHED_EVENT_LOOP_DELAY_MS: '400', SHED_RETRY_AFTER_S: '3' }, { searchProvider: provider });
    const origin = `http://127.0.0.1:${await app.listen()}`;

    // The first page loads the views and strings, holding the loop a while itself.
    await (await fetch(`${origin}/search?q=warm`)).text();
    await sleep(600);
    // Normal load: a few pages one after the other, none shed.
    for (let i = 0; i < 3; i++) expect((await fetch(`${origin}/search?q=fox${i}`)).status).toBe(200);

    const slow = fetch(`${origin}/search?q=slow`);
    // Sent as soon as the loop is free again: the delay it just had is still recent.
    await sleep(100);
    const started = performance.now();
    const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => fetch(`${origin}/search?q=fox${i}`)));
    const elapsed = performance.now() - started;
    const probes = await Promise.all(['/healthz', '/readyz', '/favicon.ico'].map((path) => fetch(origin + path)));
    expect((await slow).status).toBe(200);

    const shed = pages.filter((res) => res.status === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(1000);
    expect(shed[0]!.headers.get('retry-after')).toBe('3');
    expect(shed[0]!.headers.get('cache-control')).toBe('no-store');
    expect(await shed[0]!.text()).toMatch(/try again/);
    expect(probes.map((res) => res.status)).toEqual([200, 200, 200]);

    // Once the loop has been free for a while, pages are served again.
    await sleep(700);
    for (let i = 0; i < 3; i++) expect((await fetch(`${origin}/search?q=fox${i}`)).status).toBe(200);
  });

  it('sheds page requests beyond the in-flight limit, and serves again once they finish', async () => {
    const release: (() => void)[] = [];
    const provider = scriptedProvider(async (query) => {
      if (query.text === 'held') await new Promise<void>((resolve) => release.push(resolve));
      return answer([webResult('Red fox')]);
    });
    app = buildTestApp({ SHED_MAX_IN_FLIGHT: '2' }, { searchProvider: provider });
    const origin = `http://127.0.0.1:${await app.listen()}`;
    const held = [fetch(`${origin}/search?q=held`), fetch(`${origin}/search?q=held`)];
    while (release.length < 2) await sleep(10);

    const extra = await fetch(`${origin}/search?q=fox`);
    expect(extra.status).toBe(503);
    expect(extra.headers.get('retry-after')).toBe('2');
    expect(provider.calls.filter((q) => q.text === 'fox')).toEqual([]);
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${origin}/favicon.ico`)).status).toBe(200);

    for (const done of release) done();
    for (const res of await Promise.all(held)) {
      expect(res.status).toBe(200);
      await res.text();
    }
    expect((await fetch(`${origin}/search?q=fox`)).status).toBe(200);
  });

  it('is off in tests unless asked for', async () => {
    app = buildTestApp({}, { searchProvider: scriptedProvider(() => answer([webResult('Red fox')])) });
    expect(app.app).toBeDefined();
    const origin = `http://127.0.0.1:${await app.listen()}`;
    const pages = await Promise.all(Array.from({ length: 20 }, () => fetch(`${origin}/search?q=fox`)));
    expect(pages.map((res) => res.status)).toEqual(Array(20).fill(200));
  });
});
