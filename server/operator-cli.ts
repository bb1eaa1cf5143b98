/**
 * The frame of the operators' commands (`npm run notifications`, `sponsors` and `ledger`; run
 * as processes by scripts/cli-entry.ts): each command says its usage, options, commands and
 * what it does; the frame parses the arguments, answers `help`, refuses a bad command line,
 * reads the configuration as the server does, opens the server's own stores (DATA_DIR,
 * DATABASE_URL), runs the command and closes them.
 *
 * A function of argv and its outputs returning the exit code, so tests run the commands
 * in-process against a temporary database. Exit codes: 0 done, 1 refused or failed, 2 bad
 * usage, 78 bad configuration (as the server's boot).
 */
import { readFileSync, statSync } from 'node:fs';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { type Config, ConfigError, type Env, parseConfig } from './config.ts';
import { openStores, type Stores } from './stores.ts';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Env;
  /** The clock of the command (tests freeze it). */
  now?: () => Date;
}

type Options = NonNullable<ParseArgsConfig['options']>;
type Values<O extends Options> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true }>
>['values'];

export interface CommandLine<O extends Options> {
  command: string;
  /** The positional arguments after the command, as many as its arity says. */
  args: string[];
  values: Values<O>;
}

export interface OperatorCli<O extends Options> {
  usage: string;
  /** The options, `help` included (`--help` is the `help` command). */
  options: O;
  /** Each command and how many positional arguments it takes. */
  arity: ReadonlyMap<string, number>;
  /** A further check of a well-formed line: the message of what is wrong, else undefined. */
  check?: (line: CommandLine<O>) => string | undefined;
  /** False for a command that needs no database (an import's dry run validates the file alone). */
  needsStores?: (line: CommandLine<O>) => boolean;
  run: (line: CommandLine<O>, context: { config: Config; stores: Stores | undefined; io: CliIo }) => Promise<number>;
}

export async function runOperatorCli<O extends Options>(
  cli: OperatorCli<O>,
  argv: string[],
  io: CliIo,
): Promise<number> {
  let parsed: { values: Values<O>; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: cli.options, allowPositionals: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${cli.usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command = 'help', ...args] = (values as { help?: boolean }).help ? ['help'] : positionals;
  if (command === 'help') {
    io.out(cli.usage);
    return 0;
  }
  const wants = cli.arity.get(command);
  if (wants === undefined || args.length !== wants) {
    io.err(`${wants === undefined ? `unknown command ${command}` : `${command}: wrong arguments`}\n\n${cli.usage}`);
    return 2;
  }
  const line = { command, args, values };
  const problem = cli.check?.(line);
  if (problem !== undefined) {
    io.err(`${problem}\n\n${cli.usage}`);
    return 2;
  }
  let config: Config;
  try {
    config = parseConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 78;
  }
  const stores = cli.needsStores?.(line) === false ? undefined : openStores(config);
  try {
    await stores?.ping();
    return await cli.run(line, { config, stores, io });
  } catch (error) {
    io.err(`${command} failed: ${(error as Error)?.message ?? String(error)}`);
    return 1;
  } finally {
    await stores?.close();
  }
}

/**
 * An import command's file, read (at most `maxBytes`: a wrong file stops early) and validated
 * whole: the validation's result, or undefined once the operator has been told why not, each
 * problem on its own line, so that nothing is written from a file with one bad entry.
 */
export function readImportFile<Valid extends { ok: true }>(
  file: string,
  maxBytes: number,
  validate: (text: string) => Valid | { ok: false; errors: string[] },
  io: CliIo,
): Valid | undefined {
  let text: string;
  try {
    const size = statSync(file).size;
    if (size > maxBytes) throw new Error(`${file} is ${size} bytes; at most ${maxBytes} are read`);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    io.err(`cannot read ${file}: ${(error as Error).message}`);
    return undefined;
  }
  const result = validate(text);
  if (result.ok) return result;
  io.err(`${file}: ${result.errors.length} problem(s); nothing was imported`);
  for (const error of result.errors) io.err(`  ${error}`);
  return undefined;
}
