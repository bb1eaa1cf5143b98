/**
 * The one way the operators' commands (scripts/notifications.ts, sponsors.ts, ledger.ts) run
 * as a process: arguments in, lines out on stdout and stderr, the command's status as the exit
 * code; an unexpected error prints its stack and exits 1.
 */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
}

export function runAsProcess(command: (args: string[], io: CliIo) => Promise<number>): void {
  command(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    env: process.env,
  }).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error?.stack ?? String(error));
      process.exit(1);
    },
  );
}
