/**
 * A TCP relay in front of a real server (PostgreSQL), which a test can cut and restore: `down()`
 * drops every open connection and refuses new ones, as a database host that went away does;
 * `up()` listens again on the same port.
 *
 *   const proxy = await startTcpProxy('127.0.0.1', 5432);
 *   const url = `postgres://postgres@127.0.0.1:${proxy.port}/test`;
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: Server | undefined;
  const listen = async (port: number) => {
    server = createServer((client) => {
      const target = createConnection(targetPort, targetHost);
      track(client);
      track(target);
      client.pipe(target).pipe(client);
      client.on('close', () => target.destroy());
      target.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  };
  const port = await listen(0);
  const down = async () => {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };
  return {
    port,
    down,
    async up() {
      if (!server) await listen(port);
    },
    close: down,
  };
}
