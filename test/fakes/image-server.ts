/**
 * A local image host for the image proxy tests (127.0.0.1, a free port). It serves a real PNG,
 * images over the proxy's 5 MiB cap (declared, or streamed without a length), non-images, slow and stalled answers, redirects and errors,
 * and records each request's headers so tests can check what the proxy sent upstream.
 *
 *   const images = await startImageServer();
 *   images.url('/small.png'); images.requests; await images.close();
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

export interface FakeImageServer {
  origin: string;
  url(path: string): string;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** Paths whose connection closed before the fake finished answering. */
  cutShort: string[];
  close(): Promise<void>;
}

/** A valid 2×2 RGB PNG, built here so the tests carry no binary file. */
export const SMALL_PNG = makePng(2, 2);
export const HUGE_BYTES = 6 * 1024 * 1024;

export async function startImageServer(): Promise<FakeImageServer> {
  const requests: FakeImageServer['requests'] = [];
  const cutShort: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    requests.push({ path, headers: req.headers });
    res.on('close', () => {
      if (!res.writableFinished) cutShort.push(path);
    });
    answer(path, res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    requests,
    cutShort,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function answer(path: string, res: ServerResponse): void {
  const redirect = /^\/redirect\/(\d+)$/.exec(path);
  if (redirect) {
    const left = Number(redirect[1]) - 1;
    return void res.writeHead(302, { Location: left > 0 ? `/redirect/${left}` : '/small.png' }).end();
  }
  if (path.startsWith('/redirect-to?')) {
    const to = new URLSearchParams(path.slice('/redirect-to?'.length)).get('to') ?? '/';
    return void res.writeHead(301, { Location: to }).end();
  }
  switch (path) {
    case '/small.png':
      return void res
        .writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': SMALL_PNG.length })
        .end(SMALL_PNG);
    case '/cookie.png':
      return void res
        .writeHead(200, { 'Content-Type': 'image/png; charset=binary', 'Set-Cookie': 'tracker=1', ETag: '"x"' })
        .end(SMALL_PNG);
    case '/huge-declared.png':
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': HUGE_BYTES });
      return void streamZeros(res, HUGE_BYTES);
    case '/endless.png':
      // No Content-Length and far past any cap: only the proxy hanging up ends it early.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return void streamZeros(res, 64 * HUGE_BYTES);
    case '/page.html':
      return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<script>alert(1)</script>');
    case '/image.svg':
      return void res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end('<svg onload="alert(1)"/>');
    case '/untyped':
      return void res.writeHead(200).end(SMALL_PNG);
    case '/slow.png':
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'image/png' }).end(SMALL_PNG), 2000).unref();
      return;
    case '/stall.png':
      // Headers and a first chunk, then nothing: only a timeout or a client leaving ends it.
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.write(SMALL_PNG);
      return;
    case '/broken.png':
      return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('boom');
    default:
      return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  }
}

function streamZeros(res: ServerResponse, total: number): void {
  const chunk = Buffer.alloc(64 * 1024);
  let sent = 0;
  const pump = () => {
    while (sent < total && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  pump();
}

function makePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  // Each row: filter byte 0, then RGB pixels (a green square).
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.from([0, ...Array(width).fill([0, 160, 80]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
