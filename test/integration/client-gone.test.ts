import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * Sends a request and closes at once, so that the server reads the request and the end of the
 * connection together: what it meets under overload, when it gets to requests whose clients
 * have given up waiting (scripts/bench/load.ts).
 */
async function sendAndLeave(port: number, path: string): Promise<void> {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.on('data', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.end(`GET ${path} HTTP/1.1\r\nHost: karma.test\r\nAccept: text/html\r\n\r\n`);
  await new Promise((resolve) => socket.once('close', resolve));
}

describe('a results page whose visitor has already left', () => {
  it('is neither searched nor rendered, while a visitor who waits gets the page', async () => {
    const provider = scriptedProvider(() => answer([webResult('Red fox')]));
    app = buildTestApp({}, { searchProvider: provider });
    const port = await app.listen();
    for (const path of ['/search?q=fox', '/images?q=fox', '/news?q=fox', '/search?q=fox&p=2']) {
      await sendAndLeave(port, path);
    }
    await sleep(200);
    expect(provider.calls).toEqual([]);

    const res = await fetch(`http://127.0.0.1:${port}/search?q=fox`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Red fox');
    expect(provider.calls.length).toBeGreaterThan(0);
  });
});
