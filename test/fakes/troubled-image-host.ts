/**
 * An image host in trouble, for the tests of the image proxy whose neighbour is down (127.0.0.1,
 * a free port). Its mode can change mid-test, as a host that recovers does:
 *
 * - `silent`: accepts the connection, reads the request, never answers (a host or a middlebox
 *   that swallows traffic);
 * - `answering`: answers every path at once with a small PNG.
 *
 * It counts connections as well as requests: an open circuit must open neither.
 *
 *   const host = await startTroubledImageHost('silent');
 *   host.url('/thumb/1.png'); host.requests; host.connections; host.setMode('answering'); await host.close();
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMALL_PNG } from './image-server.ts';

export type ImageHostMode = 'silent' | 'answering';

export interface TroubledImageHost {
  origin: string;
  port: number;
  url(path: string): string;
  /** The paths asked for, in order. */
  requests: string[];
  /** Connections accepted so far. */
  readonly connections: number;
  setMode(mode: ImageHostMode): void;
  close(): Promise<void>;
}

export async function startTroubledImageHost(initial: ImageHostMode): Promise<TroubledImageHost> {
  let mode = initial;
  let connections = 0;
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '/');
    if (mode === 'silent') return;
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': SMALL_PNG.length }).end(SMALL_PNG);
  });
  server.on('connection', () => {
    connections++;
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    url: (path) => `${origin}${path}`,
    requests,
    get connections() {
      return connections;
    },
    setMode: (next) => {
      mode = next;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
