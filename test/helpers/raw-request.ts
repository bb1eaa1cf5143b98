/**
 * Sends a request exactly as given (request line, headers, body bytes) to a listening test app:
 * unlike supertest or fetch, nothing re-encodes a hostile path or query string on the way.
 */
import { once } from 'node:events';
import http, { type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpServer } from '../../server/http-server.ts';

export interface RawResponse {
  status: number;
  body: string;
}

const REQUEST_TIMEOUT_MS = 8_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  // Node's client sends a GET or DELETE body with neither Content-Length nor chunked framing.
  const framed = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: framed, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    // A request left unanswered is a finding too: fail it with its path rather than time out.
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`${method} ${path.slice(0, 300)}: no answer within ${REQUEST_TIMEOUT_MS} ms`)),
    );
    req.end(body);
  });
}

/**
 * Serves `app` through the server of server/main.ts (its time limits, and its answers to the
 * requests Node's parser refuses), on a free loopback port.
 */
export async function listenLikeMain(app: RequestListener): Promise<{ port: number; close(): void }> {
  const server = createHttpServer(app, { requestTimeoutMs: 20_000, maxConnectionsPerAddress: 0 });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * fast-check options: a fixed seed (FC_SEED to replay another), and no shrinking unless
 * FC_SHRINK=1: shrinking 2 KB values through HTTP can outlast the test's time limit.
 */
export const fcOptions = (numRuns: number) => ({
  seed: Number(process.env.FC_SEED ?? 20),
  numRuns,
  endOnFailure: !process.env.FC_SHRINK,
});
