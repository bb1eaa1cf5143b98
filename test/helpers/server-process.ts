/**
 * Runs the server's entry (server/main.ts, through tsx, so the test needs no build) as its own
 * process, for what only a process shows: its exit code, its stderr at boot, whether an
 * unhandled event kills it.
 *
 *   const server = startServerProcess({ PORT: '0', DATA_DIR: dir });
 *   const port = await server.listening;
 *   expect(await server.stop()).toBe(0);
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything printed so far. */
  stdout(): string;
  stderr(): string;
  /** The port, once the server logs that it listens; rejects if the process exits first. */
  listening: Promise<number>;
  /** The exit code. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // The local index alone unless a test names other sources: the open APIs are unreachable here.
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', SEARCH_PROVIDER: 'local', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /"port":(\d+)[^\n]*"msg":"listening on/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${stderr}`)));
  });
  listening.catch(() => undefined);
  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    listening,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
