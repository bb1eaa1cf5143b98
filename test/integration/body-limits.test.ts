/**
 * A form or JSON body announced larger than its route's limit is answered 413 at once, before
 * any of it is read, localized, with the connection closed: a client announcing 50 MB and
 * sending nothing no longer holds the request until the server's timeout.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = buildTestApp();
  port = await t.listen();
});
afterAll(() => t.close());

/** Sends the head and a few body bytes, never the rest; resolves with the response head and how long it took. */
function announceHugeBody(path: string, type: string, language = 'en'): Promise<{ head: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: karma.test\r\nOrigin: http://karma.test\r\nAccept-Language: ${language}\r\n` +
          `Content-Type: ${type}\r\nContent-Length: 52428800\r\n\r\nname=a`,
      );
    });
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('close', () => resolve({ head: data, ms: Date.now() - started }));
    socket.on('error', reject);
    socket.setTimeout(5000, () => {
      socket.destroy();
      resolve({ head: data || 'no answer', ms: Date.now() - started });
    });
  });
}

describe('bodies announced over the limit', () => {
  it.each([
    ['/contact', 'application/x-www-form-urlencoded'],
    ['/settings', 'application/x-www-form-urlencoded'],
    ['/consent', 'application/x-www-form-urlencoded'],
    ['/auth/login', 'application/x-www-form-urlencoded'],
    ['/color-mode', 'application/x-www-form-urlencoded'],
    ['/mail-shortcuts', 'application/x-www-form-urlencoded'],
  ])('%s answers 413 at once and closes the connection', async (path, type) => {
    const { head, ms } = await announceHugeBody(path, type);
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(head.toLowerCase()).toContain('connection: close');
    expect(ms).toBeLessThan(2000);
  });

  it('says so in the visitor’s language', async () => {
    const { head } = await announceHugeBody('/contact', 'application/x-www-form-urlencoded', 'fr');
    expect(head).toContain('Ce formulaire a envoyé bien plus que prévu');
  });
});
