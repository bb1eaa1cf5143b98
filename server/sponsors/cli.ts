/**
 * `npm run sponsors -- COMMAND` (scripts/sponsors.ts; `node dist/sponsors.js` in the Docker
 * image): operators manage the sponsored links in the server's own database, found from the
 * same environment (DATA_DIR, DATABASE_URL) by the same config parser as the server.
 *
 * A function of argv and its outputs returning the exit code, so tests run it in-process against
 * a temporary database. Exit codes: 0 done, 1 refused or failed (nothing written), 2 bad usage,
 * 78 bad configuration (as the server's boot).
 */
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config.ts';
import type { CliIo } from '../notifications/cli.ts';
import { openStores, type Stores } from '../stores.ts';
import { deleteCommand, importCommand, listCommand, pauseCommand } from './cli-commands.ts';

export const USAGE = `Usage: npm run sponsors -- COMMAND

Commands:
  import FILE.json [--dry-run]  validate the file, then add each link or update it by id, all in
                                one transaction; any error and nothing is written
  list                          every link: state, cost per click, today's spend, dates, audience
  pause ID                      stop showing and billing a link
  resume ID                     show a paused link again
  delete ID                     remove a link (its spend and ledger rows are kept)
  help                          this text

The file format is described in docs/sponsored-links.md; amounts are integer minor units and
entries are numbered from 1 in error messages. The database is the server's: DATA_DIR or
DATABASE_URL.`;

const OPTIONS = {
  'dry-run': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

/** How many positional arguments each command takes. */
const ARITY = new Map([
  ['import', 1],
  ['list', 0],
  ['pause', 1],
  ['resume', 1],
  ['delete', 1],
]);

export async function runSponsorsCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: { values: { 'dry-run': boolean; help: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command = 'help', ...args] = parsed.values.help ? ['help'] : parsed.positionals;
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
  const now = (io.now ?? (() => new Date()))();
  const dryRun = command === 'import' && parsed.values['dry-run'];
  // A dry run validates the file alone: it needs no database.
  const stores: Stores | undefined = dryRun ? undefined : openStores(config);
  const id = args[0] ?? '';
  try {
    await stores?.ping();
    const store = stores?.sponsors;
    if (command === 'import') return await importCommand(id, { store, io, now });
    if (!store) return 1;
    if (command === 'list') return await listCommand(store, io, now);
    if (command === 'pause' || command === 'resume') return await pauseCommand(store, id, command === 'pause', io, now);
    return await deleteCommand(store, id, io);
  } catch (error) {
    io.err(`${command} failed: ${(error as Error)?.message ?? String(error)}`);
    return 1;
  } finally {
    await stores?.close();
  }
}
