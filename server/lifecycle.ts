/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish (at most
 * `graceMs`, 8 s: inside Docker's 10 s stop timeout), then close the stores. Keep-alive sockets
 * are closed after their next response, which says `Connection: close` (see
 * connectionCloseWhenStopping); those still idle after `drainMs` are closed then.
 */
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { RequestHandler } from 'express';
import type { Logger } from './logger.ts';

/**
 * Once stopping, every response (including those in flight, whose headers are written later)
 * says `Connection: close`: Node then ends the socket after it, and the client opens its next
 * connection elsewhere (a replica still serving) instead of reusing one about to be cut.
 */
export function connectionCloseWhenStopping(isStopping: () => boolean): RequestHandler {
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (isStopping() && !this.headersSent) this.setHeader('Connection', 'close');
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

export function shutdownGracefully(
  server: Server,
  closeStores: () => Promise<void>,
  logger: Logger,
  graceMs = 8000,
  drainMs = Math.min(1000, graceMs / 4),
): Promise<void> {
  return new Promise((resolve) => {
    logger.info({ graceMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    // Idle sockets are closed only after a short drain: one closed at once races the client
    // sending its next request on it, which then fails (ECONNRESET) instead of being answered
    // with `Connection: close`. The sweep also catches sockets whose answer was streamed with a
    // keep-alive header before the signal.
    let sweep: NodeJS.Timeout | undefined;
    const drain = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), 100);
      sweep.unref();
    }, drainMs);
    drain.unref();
    // net's close, not http's: since Node 19 the latter also closes idle keep-alive sockets at
    // once (the race above). This one only stops accepting, and calls back after the last socket.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(force);
      clearTimeout(drain);
      clearInterval(sweep);
      closeStores()
        .catch((error) => logger.error({ err: error }, 'closing stores failed'))
        .finally(() => {
          logger.info('stopped');
          resolve();
        });
    });
  });
}
