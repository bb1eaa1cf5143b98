/**
 * Requests too big for Node's HTTP parser (a 100 KB query string, 20 KB of cookies, a request
 * line that is not HTTP) never reach the app: the server itself answers them. The answer is a
 * 4xx with a message a person can act on, in English, French and Spanish, and the server keeps
 * serving. Through the real server of server/main.ts (createHttpServer).
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { listenLikeMain, rawRequest } from '../helpers/raw-request.ts';
import { answer, scriptedProvider, webResult } from '../helpers/scripted-provider.ts';

let t: TestApp;
let server: Awaited<ReturnType<typeof listenLikeMain>>;
let port: number;
beforeAll(async () => {
  t = buildTestApp({}, { searchProvider: scriptedProvider((q) => answer([webResult(`About ${q.text}`)])) });
  server = await listenLikeMain(t.app);
  port = server.port;
});
afterAll(async () => {
  server.close();
  await t.close();
});

/** Raw bytes on a socket: what arrives before the server closes it. */
function exchange(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('a search with a 100 KB query answers 431 with a message, and the next search works', async () => {
    const res = await rawRequest(port, 'GET', `/search?q=${encodeURIComponent('é'.repeat(17_000))}`);
    expect(res.status).toBe(431);
    expect(res.body).toMatch(/too long/i);
    expect(res.body).toMatch(/trop long/i);
    expect(res.body).toMatch(/demasiado larg/i);
    expect((await rawRequest(port, 'GET', '/search?q=otter')).status).toBe(200);
  });

  // On a keep-alive connection that already carried an answer (the search above): Node's own
  // handler then closed it without a word.
  it('20 KB of cookies answers 431 with a message, on a connection already used', async () => {
    const cookie = Array.from({ length: 20 }, (_, i) => `karma_junk${i}=${'x'.repeat(1000)}`).join('; ');
    const res = await rawRequest(port, 'GET', '/', { cookie });
    expect(res.status).toBe(431);
    expect(res.body).toMatch(/cookies/i);
  });

  it('a request line that is not HTTP answers 400 with a message', async () => {
    const received = await exchange('{"not": "http"}\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received.split('\r\n\r\n')[1]?.trim()).not.toBe('');
  });
});
