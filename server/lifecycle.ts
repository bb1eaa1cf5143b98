/**
 * Graceful shutdown: stop accepting connections, let in-flight requests finish (at most
 * `graceMs`), then close the stores. Idle keep-alive sockets are closed at once so they do not
 * hold the process open.
 */
import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

export function shutdownGracefully(
  server: Server,
  closeStores: () => Promise<void>,
  logger: Logger,
  graceMs = 10_000,
): Promise<void> {
  return new Promise((resolve) => {
    logger.info({ graceMs }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('grace period over: closing remaining connections');
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      closeStores()
        .catch((error) => logger.error({ err: error }, 'closing stores failed'))
        .finally(() => {
          logger.info('stopped');
          resolve();
        });
    });
    server.closeIdleConnections();
  });
}
