/** A real pino logger whose lines (JSON strings) are kept in memory for the test to read. */
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/logger.ts';

export function capturedLogger(level = 'info'): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { logger: createLogger(level, destination), lines };
}
