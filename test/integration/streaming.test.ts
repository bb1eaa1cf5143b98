import { once } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROTLI_WINDOW_BITS } from '../../server/middleware/compress.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
let port: number;
let release: (() => void) | undefined;
let lastSignal: AbortSignal | undefined;

beforeAll(async () => {
  t = buildTestApp(
    {},
    {
      // A provider that answers only when the test says so (web only: no All-tab groups).
      searchProvider: scriptedProvider(
        (query, signal) => {
          lastSignal = signal;
          return new Promise((resolve) => {
            release = () => resolve(answer([webResult(`Result for ${query.text}`, 'https://example.org/a')]));
          });
        },
        { ...FULL_CAPABILITIES, verticals: ['web'] },
      ),
    },
  );
  port = await t.listen();
});
afterAll(() => t.close());

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ port, path, headers }, resolve).on('error', reject);
  });
}

describe('streaming', () => {
  it('flushes the shell (head, header, search box) before slow results arrive', async () => {
    release = undefined;
    const res = await get('/search?q=pangolin', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    // The raw bytes, decompressed as they arrive.
    const zlib = await import('node:zlib');
    const body = res.pipe(zlib.createGunzip());
    let received = '';
    body.on('data', (chunk) => {
      received += chunk;
    });
    await expect.poll(() => received, { timeout: 3000 }).toContain('name="q"');
    expect(received).toContain('<style nonce=');
    expect(received).toContain('Searching…');
    expect(received).not.toContain('Result for pangolin');
    // The footer comes after the results: nothing past the results' place is sent yet.
    expect(received).not.toContain('class="feedback-button"');
    expect(release).toBeTypeOf('function');
    (release as (() => void) | undefined)?.();
    await once(body, 'end');
    expect(received).toContain('Result for pangolin');
    expect(received).toContain('rel="noreferrer noopener"');
    // In document order, visible without any script: results, then the footer.
    expect(received.indexOf('Result for pangolin')).toBeLessThan(received.indexOf('class="small-footer"'));
    expect(received).toContain('<style nonce="');
    expect(received).toContain('.results-pending{display:none}');
    expect(received).not.toMatch(/<div hidden id="S:|\$RC\(/);
    expect(received.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('streams brotli with a 256 KB window: the shell decodes before the results arrive', async () => {
    release = undefined;
    const res = await get('/search?q=okapi', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const zlib = await import('node:zlib');
    const raw: Buffer[] = [];
    res.on('data', (chunk: Buffer) => raw.push(chunk));
    const body = res.pipe(zlib.createBrotliDecompress());
    let received = '';
    body.on('data', (chunk) => {
      received += chunk;
    });
    await expect.poll(() => received, { timeout: 3000 }).toContain('name="q"');
    expect(received).not.toContain('Result for okapi');
    // The stream header's window bits (RFC 7932, 9.1): 1, then 3 bits n, for 17 + n.
    const first = raw[0]![0]!;
    expect(first & 1).toBe(1);
    expect(17 + ((first >> 1) & 7)).toBe(BROTLI_WINDOW_BITS);
    (release as (() => void) | undefined)?.();
    await once(body, 'end');
    expect(received).toContain('Result for okapi');
    expect(received.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('aborts the render and the lookup when the client goes away', async () => {
    release = undefined;
    lastSignal = undefined;
    const req = http.get({ port, path: '/search?q=aardvark' });
    const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
    res.once('data', () => req.destroy());
    await expect.poll(() => lastSignal?.aborted, { timeout: 3000 }).toBe(true);
    const line = () =>
      t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'request' && l.route === '/search' && l.aborted === true);
    await expect.poll(line, { timeout: 3000 }).toBeTruthy();
  });
});

describe('visitors who leave mid-lookup', () => {
  it('do not take the results away from the next visitor (the circuit breaker stays closed)', async () => {
    // Like the real providers (fetch, the search workers): abandons its work when aborted.
    const provider = scriptedProvider(
      (query, signal) =>
        new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          if (query.text === 'stayer') resolve(answer([webResult('Result for stayer', 'https://example.org/s')]));
        }),
      { ...FULL_CAPABILITIES, verticals: ['web'] },
    );
    const app = buildTestApp({}, { searchProvider: provider });
    const appPort = await app.listen();
    try {
      // More departures in a row than the breaker's threshold (5).
      for (let i = 0; i < 7; i++) {
        const req = http.get({ port: appPort, path: `/search?q=leaver${i}` });
        const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
        await new Promise((resolve) => res.once('data', resolve));
        req.destroy();
        // The runner logs each lookup's outcome (never the query): this one was cancelled.
        await expect.poll(() => app.logs.filter((l) => l.includes('"outcome":"cancelled"')).length).toBe(i + 1);
      }
      const html = await (await fetch(`http://127.0.0.1:${appPort}/search?q=stayer`)).text();
      expect(html).toContain('Result for stayer');
      expect(html).not.toContain('class="error-panel"');
    } finally {
      await app.close();
    }
  });
});
