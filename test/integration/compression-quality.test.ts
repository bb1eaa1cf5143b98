/**
 * Pages and files are compressed at different brotli qualities (server/middleware/compress.ts):
 * pages, rendered for each visit, at the cheaper PAGE_QUALITY; files, kept by the browser, at
 * the package's 4. The same text served as both shows it: the file's bytes are fewer, and both
 * decode to the text.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROTLI_WINDOW_BITS, compress, PAGE_QUALITY } from '../../server/middleware/compress.ts';

/** Text as files and pages hold it: the site's own stylesheet, some 17 KB, three times over. */
const TEXT = readFileSync(new URL('../../client/styles/critical.css', import.meta.url), 'utf8').repeat(3);

let server: ReturnType<express.Express['listen']>;
let origin: string;
beforeAll(async () => {
  const app = express();
  app.use(compress());
  // Written in two parts with a flush between, as a page streams.
  const send = (_req: express.Request, res: express.Response) => {
    res.type('text/html');
    res.write(TEXT.slice(0, 20_000));
    (res as express.Response & { flush(): void }).flush();
    res.end(TEXT.slice(20_000));
  };
  app.get('/page', send);
  app.get('/file.js', send);
  server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The bytes as sent (node:http does not decode them), and how they were encoded. */
function raw(path: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(origin + path, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
    }).on('error', reject);
  });
}

it('compresses a file harder than a page, and both decode to the same text', async () => {
  const page = await raw('/page');
  const file = await raw('/file.js');
  expect([page.encoding, file.encoding]).toEqual(['br', 'br']);
  expect(brotliDecompressSync(page.body).toString()).toBe(TEXT);
  expect(brotliDecompressSync(file.body).toString()).toBe(TEXT);
  expect(file.body.length).toBeLessThan(page.body.length);
  // The page costs what PAGE_QUALITY costs: about its size for the text in one piece.
  const oneShot = brotliCompressSync(TEXT, {
    params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_QUALITY, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS },
  }).length;
  expect(page.body.length).toBeGreaterThan(oneShot * 0.95);
  expect(page.body.length).toBeLessThan(oneShot * 1.1);
});
