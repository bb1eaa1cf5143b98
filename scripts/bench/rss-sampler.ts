/**
 * A process's resident memory, sampled from /proc/PID/status every `intervalMs` (Linux; elsewhere
 * `available` is false and nothing is sampled): VmRSS, the whole, and its two parts, RssAnon
 * (the heap, stacks, buffers: where a leak grows) and RssFile (mapped files: for the server,
 * the index's pages that SQLite's mmap has touched, bounded by its mmap_size, the kernel's to
 * drop under pressure). Each peak is of the samples, so a spike shorter than the interval can
 * pass between two; VmHWM (the kernel's high-water mark over the process's life) checks them.
 *
 *   const rss = rssSampler(pid);
 *   rss.start(); …; const { rss: total, anon, file } = rss.stop(); // peaks in bytes
 */
import { readFileSync } from 'node:fs';

type Field = 'VmRSS' | 'VmHWM' | 'RssAnon' | 'RssFile';

/** Fields of /proc/PID/status in bytes (the kernel writes kB); undefined where unreadable. */
export function procStatus(pid: number): Partial<Record<Field, number>> | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const fields: Partial<Record<Field, number>> = {};
  for (const field of ['VmRSS', 'VmHWM', 'RssAnon', 'RssFile'] as const) {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    if (kb !== undefined) fields[field] = Number(kb) * 1024;
  }
  return fields;
}

export interface MemoryPeaks {
  rss: number;
  anon: number;
  file: number;
}

export interface RssSampler {
  readonly available: boolean;
  /** Starts a new window of samples. */
  start(): void;
  /** Ends the window; returns its peaks in bytes (0 when nothing could be read). */
  stop(): MemoryPeaks;
}

export function rssSampler(pid: number | undefined, intervalMs = 250): RssSampler {
  const available = pid !== undefined && procStatus(pid)?.VmRSS !== undefined;
  let timer: NodeJS.Timeout | undefined;
  let peaks: MemoryPeaks = { rss: 0, anon: 0, file: 0 };
  const sample = () => {
    const now = pid === undefined ? undefined : procStatus(pid);
    if (!now) return;
    peaks = {
      rss: Math.max(peaks.rss, now.VmRSS ?? 0),
      anon: Math.max(peaks.anon, now.RssAnon ?? 0),
      file: Math.max(peaks.file, now.RssFile ?? 0),
    };
  };
  return {
    available,
    start() {
      peaks = { rss: 0, anon: 0, file: 0 };
      if (!available) return;
      sample();
      timer = setInterval(sample, intervalMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      if (available) sample();
      return peaks;
    },
  };
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "412.3 MB (anon 150.1, file 262.2)". */
export const peaksLine = (p: MemoryPeaks) =>
  `${mb(p.rss)} (anon ${(p.anon / 1024 / 1024).toFixed(1)}, file ${(p.file / 1024 / 1024).toFixed(1)})`;
