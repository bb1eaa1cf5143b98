/**
 * Search worker threads for the local provider (SEARCH_WORKERS; ADR 011). better-sqlite3 is
 * synchronous: in the server's own thread every lookup stops the event loop for its duration, so
 * one slow ranking delays every page in flight. Each worker opens the index read-only itself
 * (SQLite shares the file's pages through the OS cache) and answers calls in order.
 *
 * A call goes to the worker with the fewest calls in flight (abandoned ones count: the worker
 * is still busy with them). The calls a turn of the event loop gives one worker leave in one
 * message at the end of the turn (a results page's four lookups, when there are fewer free
 * workers than lookups). A caller whose signal aborts stops waiting at once; the worker's late
 * answer is dropped. A worker that dies fails its calls with a ProviderError and is replaced on
 * the next call. Idle workers are unref'd: they never keep the process alive.
 */
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../../logger.ts';
import { ProviderError } from '../../provider.ts';
import type { IndexAnswers, IndexCall } from './index-calls.ts';
import type { CallReply, WorkerCalls, WorkerData, WorkerReply } from './worker-messages.ts';

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
  /** Calls given and not yet answered, abandoned ones included: the worker is busy with them. */
  busy: number;
  /** Calls of this turn, posted together when it ends. */
  outbox: WorkerCalls['calls'];
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
    outbox: [],
  }));
  let nextId = 0;
  let closed = false;

  function fail(slot: Slot, reason: string): void {
    const pending = [...slot.pending.values()];
    slot.pending.clear();
    slot.busy = 0;
    slot.outbox = [];
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
      slot.busy--;
      if (slot.busy === 0) worker.unref();
      settle(slot, reply.reply);
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

  /** Hands a worker's answer to its caller; no pending entry: the caller gave up, it is dropped. */
  function settle(slot: Slot, answer: CallReply): void {
    const pending = slot.pending.get(answer.id);
    slot.pending.delete(answer.id);
    if (!pending) return;
    if ('error' in answer) pending.reject(errorFrom(answer.error));
    else pending.resolve(answer.value);
  }

  /** Posts the turn's calls for a worker, those whose caller still waits. */
  function post(slot: Slot, worker: Worker): void {
    // The worker died meanwhile: its calls have failed, and the outbox is a new worker's.
    if (slot.worker !== worker) return;
    const given = slot.outbox;
    slot.outbox = [];
    const calls = given.filter(({ id }) => slot.pending.has(id));
    slot.busy -= given.length - calls.length;
    if (calls.length === 0) return;
    try {
      worker.postMessage({ calls } satisfies WorkerCalls);
    } catch {
      // One call that cannot be copied (not plain data) must not take the others with it.
      for (const one of calls) {
        try {
          worker.postMessage({ calls: [one] } satisfies WorkerCalls);
        } catch (error) {
          slot.busy--;
          slot.pending.get(one.id)?.reject(error as Error);
          slot.pending.delete(one.id);
        }
      }
    }
    if (slot.busy === 0) worker.unref();
  }

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
        if (slot.outbox.length === 0) setImmediate(post, slot, worker);
        slot.outbox.push({ id, call });
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
