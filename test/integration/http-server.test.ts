/**
 * The server's own limits: a request whose body trickles in is cut (a slowloris holds no
 * connection for ever), and one address cannot open more than its share of connections.
 * Run with short limits; the production values are checked against the 30 s promise below.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { createHttpServer, serverTimeouts } from '../../server/http-server.ts';

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

async function start(options: Parameters<typeof createHttpServer>[1]): Promise<number> {
  const app = express();
  app.post('/echo', express.text({ type: '*/*' }), (req, res) => {
    res.send(`got ${String(req.body).length}`);
  });
  app.get('/', (_req, res) => res.send('ok'));
  const server = createHttpServer(app, options);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

function open(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  // A refused socket is reset by the server: expected, not a failure.
  socket.on('error', () => {});
  return once(socket, 'connect').then(() => socket);
}

/** Resolves with what the server sent once it closes the connection. */
function whenClosed(socket: Socket): Promise<string> {
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  return new Promise((resolve) => socket.once('close', () => resolve(received)));
}

describe('the HTTP server', () => {
  it('cuts a POST whose body arrives a byte at a time, within its request timeout', async () => {
    const port = await start({ requestTimeoutMs: 2000, maxConnectionsPerAddress: 10 });
    const socket = await open(port);
    const closed = whenClosed(socket);
    const startedAt = Date.now();
    socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('a'), 200);
    const received = await closed;
    clearInterval(trickle);
    const elapsed = Date.now() - startedAt;
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // requestTimeout (2 s) plus at most one check interval (0.5 s), plus scheduling slack.
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(3500);
  });

  it('answers a request sent at an ordinary pace', async () => {
    const port = await start({ requestTimeoutMs: 2000, maxConnectionsPerAddress: 10 });
    const res = await fetch(`http://127.0.0.1:${port}/echo`, { method: 'POST', body: 'hello' });
    expect(await res.text()).toBe('got 5');
  });

  it('with the production settings, cuts a body sent 1 byte every 10 s within 30 s', () => {
    const { http } = parseConfig({});
    const t = serverTimeouts(http.requestTimeoutMs);
    expect(t.requestTimeout + t.connectionsCheckingInterval).toBeLessThanOrEqual(30_000);
    expect(t.headersTimeout).toBeLessThanOrEqual(t.requestTimeout);
    expect(http.maxConnectionsPerAddress).toBeGreaterThan(0);
  });

  it('refuses the connection over the cap from one address, and admits again once one closes', async () => {
    const port = await start({ requestTimeoutMs: 5000, maxConnectionsPerAddress: 3 });
    const held = await Promise.all([open(port), open(port), open(port)]);
    const extra = await open(port);
    const refused = whenClosed(extra);
    extra.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await refused).toBe('');
    // The held ones still work.
    const answer = whenClosed(held[0]!);
    held[0]!.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
    await new Promise((r) => setTimeout(r, 50));
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { Connection: 'close' } });
    expect(await res.text()).toBe('ok');
  });

  it('does not cap an exempt address (a trusted proxy)', async () => {
    const port = await start({ requestTimeoutMs: 5000, maxConnectionsPerAddress: 1, exempt: () => true });
    await open(port);
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { Connection: 'close' } });
    expect(await res.text()).toBe('ok');
  });
});
