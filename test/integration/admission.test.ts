/**
 * Page admission (server/render/admission.ts) through the real app: pages beyond
 * PAGE_CONCURRENCY wait their turn before any work, in arrival order; a page waiting on a remote
 * provider gives its turn back once its shell is out; a visitor who leaves while waiting costs
 * nothing; health checks never wait behind pages.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchProvider, SearchResponse } from '../../server/search/types.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

/** A provider answering each query when the test releases it (web only: one lookup per page). */
function heldProvider(local: boolean) {
  const waiting = new Map<string, () => void>();
  const provider: SearchProvider & { calls: { text: string }[] } = {
    ...scriptedProvider(
      (query) =>
        new Promise<SearchResponse>((resolve) => {
          waiting.set(query.text, () => resolve(answer([webResult(`Result for ${query.text}`)])));
        }),
      { ...FULL_CAPABILITIES, verticals: ['web'] },
    ),
    local,
  };
  const release = (text: string) => {
    const go = waiting.get(text);
    if (!go) throw new Error(`no lookup for ${text} is waiting`);
    waiting.delete(text);
    go();
  };
  return { provider, release, asked: () => provider.calls.map((q) => q.text) };
}

interface Page {
  /** The body received so far. */
  text(): string;
  done: Promise<string>;
  request: http.ClientRequest;
}

function open(port: number, path: string): Page {
  let received = '';
  let request!: http.ClientRequest;
  const done = new Promise<string>((resolve, reject) => {
    request = http.get({ port, path }, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
      });
      res.on('end', () => resolve(received));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
  done.catch(() => {});
  return { text: () => received, done, request };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function serve(local: boolean, concurrency: number) {
  const held = heldProvider(local);
  t = buildTestApp({ PAGE_CONCURRENCY: String(concurrency) }, { searchProvider: held.provider });
  return { ...held, port: await t.listen() };
}

describe('page admission', () => {
  it('starts no more pages than PAGE_CONCURRENCY on the local index; the next starts when one ends', async () => {
    const { port, release, asked } = await serve(true, 2);
    const a = open(port, '/search?q=alpha');
    const b = open(port, '/search?q=beta');
    // Two connections: either may reach the server first.
    await expect.poll(() => asked().sort()).toEqual(['alpha', 'beta']);
    const c = open(port, '/search?q=gamma');
    await settle();
    // Waiting: no lookup, not a byte of its page.
    expect(asked().sort()).toEqual(['alpha', 'beta']);
    expect(c.text()).toBe('');
    expect(a.text()).toContain('name="q"');
    // Health checks and other routes outside the page table do not queue behind pages.
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    release('beta');
    expect(await b.done).toContain('Result for beta');
    await expect.poll(() => asked().at(-1)).toBe('gamma');
    release('gamma');
    release('alpha');
    expect(await c.done).toContain('Result for gamma');
    expect(await a.done).toContain('Result for alpha');
  });

  it('serves waiting pages in arrival order', async () => {
    const { port, release, asked } = await serve(true, 1);
    const first = open(port, '/search?q=first');
    await expect.poll(asked).toEqual(['first']);
    // One at a time, so that they reach the server in this order.
    const later: Page[] = [];
    for (const q of ['second', 'third', 'fourth']) {
      later.push(open(port, `/search?q=${q}`));
      await settle();
    }
    release('first');
    await first.done;
    for (const [i, q] of ['second', 'third', 'fourth'].entries()) {
      await expect.poll(asked).toEqual(['first', 'second', 'third', 'fourth'].slice(0, i + 2));
      release(q);
      expect(await later[i]!.done).toContain(`Result for ${q}`);
    }
  });

  it('a page waiting on a remote provider leaves its turn once its shell is sent', async () => {
    const { port, release, asked } = await serve(false, 1);
    const a = open(port, '/search?q=slowupstream');
    await expect.poll(() => a.text()).toContain('name="q"');
    // The first page still awaits its upstream answer, yet the second starts: shell and lookup.
    const b = open(port, '/search?q=another');
    await expect.poll(asked).toEqual(['slowupstream', 'another']);
    await expect.poll(() => b.text()).toContain('name="q"');
    release('another');
    expect(await b.done).toContain('Result for another');
    release('slowupstream');
    expect(await a.done).toContain('Result for slowupstream');
  });

  it('a visitor who leaves while waiting never starts a page, and the queue goes on', async () => {
    const { port, release, asked } = await serve(true, 1);
    const a = open(port, '/search?q=holding');
    await expect.poll(asked).toEqual(['holding']);
    const gone = open(port, '/search?q=gone');
    const next = open(port, '/search?q=next');
    await settle();
    gone.request.destroy();
    await settle();
    release('holding');
    await a.done;
    await expect.poll(asked).toEqual(['holding', 'next']);
    release('next');
    expect(await next.done).toContain('Result for next');
    expect(asked()).not.toContain('gone');
  });

  it('a visitor who leaves mid-page frees the turn', async () => {
    const { port, release, asked } = await serve(true, 1);
    const a = open(port, '/search?q=abandoned');
    await expect.poll(() => a.text()).toContain('name="q"');
    const b = open(port, '/search?q=following');
    await settle();
    expect(asked()).toEqual(['abandoned']);
    a.request.destroy();
    await expect.poll(asked).toEqual(['abandoned', 'following']);
    release('following');
    expect(await b.done).toContain('Result for following');
  });

  it('PAGE_CONCURRENCY=0 starts every page at once', async () => {
    const { port, release, asked } = await serve(true, 0);
    const pages = ['one', 'two', 'three', 'four', 'five'].map((q) => open(port, `/search?q=${q}`));
    await expect.poll(() => asked().length).toBe(5);
    for (const q of ['one', 'two', 'three', 'four', 'five']) release(q);
    for (const page of pages) expect(await page.done).toContain('</html>');
  });
});
