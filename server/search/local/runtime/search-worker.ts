/**
 * A search worker thread (worker-pool.ts starts it): its own read-only connection to the index,
 * answering the provider's calls one after the other (those a turn made come in one message). Ranking a two-word query over thousands
 * of records takes milliseconds of synchronous SQLite work; here it runs beside the event loop,
 * which meanwhile renders and sends other pages. Nothing here logs the query.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { answerCall, type IndexCall } from './index-calls.ts';
import { createIndexHandle, type IndexLogger } from './index-handle.ts';
import type { CallReply, WorkerCalls, WorkerData, WorkerLog, WorkerReply } from './worker-messages.ts';

const port = parentPort;
if (!port) throw new Error('search-worker.ts runs as a worker thread (worker-pool.ts)');
const { indexFile, reloadCheckMs } = workerData as WorkerData;

/** The index handle's two log lines, passed to the pool's logger (pino stays in the main thread). */
function log(level: WorkerLog['level'], fields: Record<string, unknown>, message: string): void {
  const err = fields.err instanceof Error ? { message: fields.err.message } : undefined;
  port!.postMessage({ log: { level, fields: { ...fields, ...(err && { err }) }, message } } satisfies WorkerReply);
}
const logger = {
  info: (fields: Record<string, unknown>, message: string) => log('info', fields, message),
  error: (fields: Record<string, unknown>, message: string) => log('error', fields, message),
} as IndexLogger;

const handle = createIndexHandle(indexFile, { logger, reloadCheckMs });

/** One call's answer, or its error as name and message: an error object does not cross whole. */
function reply(id: number, call: IndexCall): CallReply {
  try {
    return { id, value: answerCall(handle, call) };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    const provider = (error as { provider?: unknown }).provider;
    return { id, error: { name, message, ...(typeof provider === 'string' && { provider }) } };
  }
}

// Each answer leaves as soon as it is there: the page's main results never wait for its groups.
port.on('message', ({ calls }: WorkerCalls) => {
  for (const { id, call } of calls) port.postMessage({ reply: reply(id, call) } satisfies WorkerReply);
});
