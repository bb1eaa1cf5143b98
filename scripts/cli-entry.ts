/**
 * The one way the operators' commands (scripts/notifications.ts, sponsors.ts, ledger.ts) run
 * as a process: arguments in, lines out on stdout and stderr, the command's status as the exit
 * code; an unexpected error prints its stack and exits 1. What a command does with its arguments
 * is the commands' own frame, server/operator-cli.ts.
 */
import type { CliIo } from '../server/operator-cli.ts';

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
