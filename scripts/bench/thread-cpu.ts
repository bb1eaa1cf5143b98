/**
 * CPU time a child process spent in its main thread and in all its other threads (V8's garbage
 * collector helpers, libuv's pool doing compression, search workers), read from
 * /proc/<pid>/task/<tid>/stat. A CPU profile shows the main thread only; on a machine whose cores
 * are shared with the load generator, the other threads' share decides throughput as well.
 * Linux only: elsewhere `threadCpu` answers undefined and the bench prints nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** /proc counts in USER_HZ ticks, 100 per second on Linux whatever the kernel's HZ. */
const MS_PER_TICK = 10;

export interface ThreadCpu {
  mainMs: number;
  otherMs: number;
}

export function threadCpu(pid: number | undefined): ThreadCpu | undefined {
  if (pid === undefined) return undefined;
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return undefined;
  }
  const cpu: ThreadCpu = { mainMs: 0, otherMs: 0 };
  for (const tid of tasks) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // a thread that ended meanwhile
    }
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ms = (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    if (tid === String(pid)) cpu.mainMs += ms;
    else cpu.otherMs += ms;
  }
  return cpu;
}
