/** What the worker pool and its search workers say to each other (structured-clone data). */
export interface WorkerData {
  indexFile: string;
  reloadCheckMs?: number;
}

export interface WorkerLog {
  level: 'info' | 'error';
  fields: Record<string, unknown>;
  message: string;
}

/** A call's answer or error, or a log line. Errors cross as name and message (and provider). */
export type WorkerReply =
  | { id: number; value: unknown }
  | { id: number; error: { name: string; message: string; provider?: string } }
  | { log: WorkerLog };
