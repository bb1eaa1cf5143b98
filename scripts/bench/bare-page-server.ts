/**
 * The floor of scripts/bench/ssr-realistic.ts: a bare `node:http` server answering every request
 * with one results page's bytes, exactly as the app sent them (PAGE_FILE, already compressed
 * with PAGE_ENCODING when the app compressed it), with no routing, no middleware and no
 * rendering: what sending the page alone costs on this machine. Run in a child process, like the
 * app, bundled by lib.ts bundleScript.
 *
 *   PAGE_FILE=… PAGE_ENCODING=br PORT=… node dist/bench/bare-page-server.js
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.env.PAGE_FILE;
if (!file) throw new Error('PAGE_FILE is required');
const body = readFileSync(file);
const headers: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Length': String(body.length),
  'Cache-Control': 'private, no-store',
};
if (process.env.PAGE_ENCODING) headers['Content-Encoding'] = process.env.PAGE_ENCODING;

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
// The app's keep-alive (server/http-server.ts): connections are reused alike on both sides.
server.keepAliveTimeout = 10_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
