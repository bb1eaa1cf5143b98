/**
 * Search worker threads for the local provider (SEARCH_WORKERS; ADR 011). better-sqlite3 is
 * synchronous: in the server's own thread every lookup stops the event loop for its duration, so
 * one slow ranking delays every page in flight. Each worker opens the index read-only itself
 * (SQLite shares the file's pages through the OS cache) and answers calls in order.
 *
 * A call goes to the worker with the fewest calls in flight (abandoned ones count: the worker
 * is still busy with them). A caller whose signal aborts stops waiting at once; the worker's late
 * answer is dropped. A worker that dies fails its calls with a ProviderError and is replaced on
 * the next call. Idle workers are unref'd: they never keep the process alive.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../../logger.ts';
import { ProviderError } from '../../provider.ts';
import type { IndexAnswers, IndexCall } from './index-calls.ts';
import type { WorkerData, WorkerReply } from './worker-messages.ts';

/**
 * The worker's entry: dist/search-worker.js beside the bundle's main.js; from the sources, a
 * small .mjs that registers tsx in the worker first (tsx's main-thread hooks do not reach it).
 */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./search-worker-tsx.mjs', import.meta.url)
  : new URL('./search-worker.js', import.meta.url);

export interface WorkerPoolOptions {
  indexFile: string;
  size: number;
  reloadCheckMs?: number;
  logger?: Logger;
  /** The worker's entry (tests give a scripted one); search-worker's by default. */
  workerUrl?: URL;
}

export interface WorkerPool {
  call<K extends IndexCall['op']>(call: Extract<IndexCall, { op: K }>, signal?: AbortSignal): Promise<IndexAnswers[K]>;
  close(): Promise<void>;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker | undefined;
  /** Calls whose caller still waits. */
  pending: Map<number, Pending>;
  /** Calls posted and not yet answered, abandoned ones included: the worker is busy with them. */
  busy: number;
}

function spawnWorker(url: URL, data: WorkerData): Worker {
  // The parent's `--import tsx` would load tsx a second, broken way in the worker.
  const fromSources = url.pathname.endsWith('.mjs');
  return new Worker(url, { workerData: data, ...(fromSources && { execArgv: [] }) });
}

function errorFrom(reply: { name: string; message: string; provider?: string }): Error {
  const error = reply.provider !== undefined ? new ProviderError(reply.provider, '') : new Error();
  error.message = reply.message;
  if (reply.provider === undefined) error.name = reply.name;
  return error;
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  if (!Number.isInteger(options.size) || options.size < 1)
    throw new RangeError('a worker pool needs 1 or more workers');
  const slots: Slot[] = Array.from({ length: options.size }, () => ({
    worker: undefined,
    pending: new Map(),
    busy: 0,
  }));
  let nextId = 0;
  let closed = false;

  function fail(slot: Slot, reason: string): void {
    const pending = [...slot.pending.values()];
    slot.pending.clear();
    slot.busy = 0;
    slot.worker = undefined;
    for (const p of pending) p.reject(new ProviderError('local', reason));
  }

  function start(slot: Slot): Worker {
    const data: WorkerData = { indexFile: options.indexFile, reloadCheckMs: options.reloadCheckMs };
    const worker = spawnWorker(options.workerUrl ?? WORKER_URL, data);
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      if ('log' in reply) {
        options.logger?.[reply.log.level](reply.log.fields, reply.log.message);
        return;
      }
      // No pending entry: the caller gave up (aborted) and the answer is dropped.
      const pending = slot.pending.get(reply.id);
      slot.pending.delete(reply.id);
      slot.busy--;
      if (slot.busy === 0) worker.unref();
      if (!pending) return;
      if ('error' in reply) pending.reject(errorFrom(reply.error));
      else pending.resolve(reply.value);
    });
    worker.on('error', (error) => {
      options.logger?.error({ err: error }, 'search worker failed');
      if (slot.worker === worker) fail(slot, `search worker failed: ${error.message}`);
    });
    worker.on('exit', (code) => {
      if (slot.worker === worker) fail(slot, `search worker stopped (exit code ${code})`);
    });
    slot.worker = worker;
    return worker;
  }

  const leastBusy = (): Slot => slots.reduce((best, slot) => (slot.busy < best.busy ? slot : best));

  return {
    call(call, signal) {
      if (closed) return Promise.reject(new ProviderError('local', 'the search workers are closed'));
      if (signal?.aborted) return Promise.reject(signal.reason);
      const slot = leastBusy();
      const worker = slot.worker ?? start(slot);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          slot.pending.delete(id);
          reject(signal!.reason);
        };
        slot.pending.set(id, {
          resolve: (value) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(value as never);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        try {
          worker.postMessage({ id, call });
        } catch (error) {
          // A call that cannot be copied to the worker (not plain data) never reaches it.
          slot.pending.get(id)?.reject(error as Error);
          slot.pending.delete(id);
          return;
        }
        // Calls in flight keep the process alive until answered (a CLI awaiting a search).
        worker.ref();
        slot.busy++;
      });
    },
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          if (!worker) return;
          fail(slot, 'the search workers are closed');
          await worker.terminate();
        }),
      );
    },
  };
}
