/**
 * The HTTP server around the app, with the limits a public server needs: a request (headers and
 * body) must arrive within `requestTimeoutMs`, so a client sending a byte every few seconds cannot
 * hold a connection for ever (Node checks every `checkIntervalMs`, so the cut comes at most that
 * much later), and one address may hold at most `maxConnectionsPerAddress` open connections.
 * Responses are not limited: a results page may stream for as long as its lookups take.
 *
 *   const server = createHttpServer(app, { requestTimeoutMs: 20_000, maxConnectionsPerAddress: 50 });
 *   server.listen(port);
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { answerClientErrors } from './http/client-errors.ts';
import { connectionCap } from './http/connection-cap.ts';

export interface HttpServerOptions {
  requestTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerAddress: number;
  /** Addresses the cap does not apply to: trusted proxies carry many clients' connections. */
  exempt?: (address: string) => boolean;
}

/** Headers come first and are small: they get a shorter share of the request's time. */
const HEADERS_TIMEOUT_MS = 10_000;
const CHECK_INTERVAL_MS = 5_000;
/** Longer than Node's 5 s: a browser's next click reuses the connection; idle sockets are cheap. */
const KEEP_ALIVE_TIMEOUT_MS = 10_000;

/** Node's timeouts for a request time limit; a slow request is cut by `requestTimeout + connectionsCheckingInterval`. */
export function serverTimeouts(requestTimeout: number) {
  return {
    requestTimeout,
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
    keepAliveTimeout: Math.min(KEEP_ALIVE_TIMEOUT_MS, requestTimeout),
    // Node's default (30 s) would let a slow request live up to twice its timeout.
    connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, Math.ceil(requestTimeout / 4)),
  };
}

export function createHttpServer(app: RequestListener, options: HttpServerOptions): Server {
  const server = createServer(serverTimeouts(options.requestTimeoutMs), app);
  // Oversize headers, non-HTTP bytes and slow requests get a readable answer, not a bare status.
  answerClientErrors(server);
  const cap = connectionCap(options.maxConnectionsPerAddress);
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || options.exempt?.(address)) return;
    if (!cap.admit(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => cap.release(address));
  });
  return server;
}
