/**
 * Answers a broken upstream gives, whatever was asked: for the fakes of remote providers
 * (searxng-server.ts, brave-server.ts), to test that such answers end in the error panel.
 *
 * - `html-page`: 200 with an HTML page (a captive portal or a proxy's own page, not the API)
 * - `not-json`: 200 labelled application/json whose body is not JSON at all
 * - `truncated`: a JSON body cut off mid-way, the connection closed before its Content-Length
 * - `reset`: the connection closed without an answer
 */
import type { ServerResponse } from 'node:http';

export const GARBAGE_MODES = ['html-page', 'not-json', 'truncated', 'reset'] as const;
export type GarbageMode = (typeof GARBAGE_MODES)[number];

export function isGarbageMode(mode: string): mode is GarbageMode {
  return (GARBAGE_MODES as readonly string[]).includes(mode);
}

export function answerGarbage(mode: GarbageMode, res: ServerResponse): void {
  switch (mode) {
    case 'html-page':
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Sign in to the network</title>');
      return;
    case 'not-json':
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('Service temporarily overloaded, retry later');
      return;
    case 'truncated': {
      const body = Buffer.from(JSON.stringify({ query: 'x', results: [{ url: 'https://example.org/', title: 'A' }] }));
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(body.length) });
      res.write(body.subarray(0, body.length >> 1), () => res.socket?.destroy());
      return;
    }
    case 'reset':
      res.socket?.destroy();
      return;
  }
}
