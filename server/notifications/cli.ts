/**
 * `npm run notifications -- COMMAND` (scripts/notifications.ts; `node dist/notifications.js` in
 * the Docker image): operators publish and manage the 'You make it happen' notifications in the
 * server's own database, found from the same environment (DATA_DIR, DATABASE_URL) by the same
 * config parser as the server.
 *
 * A function of argv and its outputs returning the exit code, so tests run it in-process against
 * a temporary database. Exit codes: 0 done, 1 refused or failed (nothing written), 2 bad usage,
 * 78 bad configuration (as the server's boot).
 */
import { parseArgs } from 'node:util';
import { ConfigError, type Env, parseConfig } from '../config.ts';
import { isLocale, LOCALES, type Locale } from '../i18n/locale-choice.ts';
import { openStores, type Stores } from '../stores.ts';
import { importCommand, listCommand, removeCommand } from './cli-commands.ts';

export const USAGE = `Usage: npm run notifications -- COMMAND

Commands:
  import FILE.json [--dry-run]  validate the file, then add or replace each entry (by id and
                                locale) in one transaction; any error and nothing is written
  list [--locale en|fr|es]      every notification, newest first, scheduled ones included
  delete ID [--locale en|fr|es] delete a notification (in every locale unless --locale)
  help                          this text

The file format is described in README.md ("Notifications"); entries are numbered from 1 in
error messages. The database is the server's: DATA_DIR or DATABASE_URL.`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: Env;
  /** The clock stamped on imported rows (tests freeze it). */
  now?: () => Date;
}

const OPTIONS = {
  locale: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

/** How many positional arguments each command takes. */
const ARITY = new Map([
  ['import', 1],
  ['list', 0],
  ['delete', 1],
]);

type Parsed = { command: string; args: string[]; locale: Locale | undefined; dryRun: boolean };

function parseCommandLine(argv: string[]): Parsed | string {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    return (error as Error).message;
  }
  const { values, positionals } = parsed;
  const locale = values.locale;
  if (locale !== undefined && !isLocale(locale)) return `--locale must be one of ${LOCALES.join(', ')}`;
  const [command = 'help', ...args] = values.help ? ['help'] : positionals;
  return { command, args, locale, dryRun: values['dry-run'] };
}

export async function runNotificationsCli(argv: string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(argv);
  if (typeof parsed === 'string') {
    io.err(`${parsed}\n\n${USAGE}`);
    return 2;
  }
  const { command, args } = parsed;
  if (command === 'help') {
    io.out(USAGE);
    return 0;
  }
  const wants = ARITY.get(command);
  if (wants === undefined || args.length !== wants) {
    io.err(wants === undefined ? `unknown command ${command}\n\n${USAGE}` : `${command}: wrong arguments\n\n${USAGE}`);
    return 2;
  }
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(io.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(error.message);
    return 78;
  }
  const now = io.now ?? (() => new Date());
  // A dry run validates the file alone: it needs no database.
  const stores: Stores | undefined = command === 'import' && parsed.dryRun ? undefined : openStores(config);
  try {
    await stores?.ping();
    if (command === 'import') return await importCommand(args[0]!, { store: stores?.notifications, io, now });
    if (command === 'list') return await listCommand(stores!.notifications, parsed.locale, io);
    return await removeCommand(stores!.notifications, args[0]!, parsed.locale, io);
  } catch (error) {
    io.err(`${command} failed: ${(error as Error)?.message ?? String(error)}`);
    return 1;
  } finally {
    await stores?.close();
  }
}
