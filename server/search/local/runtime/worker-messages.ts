/** What the worker pool and its search workers say to each other (structured-clone data). */
import type { IndexCall } from './index-calls.ts';

export interface WorkerData {
  indexFile: string;
  reloadCheckMs?: number;
}

export interface WorkerLog {
  level: 'info' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

/**
 * The calls a turn of the event loop made, sent together: a results page's lookups (web, news,
 * images, videos) cost one message and one wake-up of the worker instead of four.
 */
export interface WorkerCalls {
  calls: { id: number; call: IndexCall }[];
}

/** A call's answer or error. Errors cross as name and message (and provider). */
export type CallReply =
  | { id: number; value: unknown }
  | { id: number; error: { name: string; message: string; provider?: string } };

/** One call's answer, sent as soon as it is done, or a log line. */
export type WorkerReply = { reply: CallReply } | { log: WorkerLog };
