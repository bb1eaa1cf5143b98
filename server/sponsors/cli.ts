/**
 * `npm run sponsors -- COMMAND` (scripts/sponsors.ts; `node dist/sponsors.js` in the Docker
 * image): operators manage the sponsored links in the server's own database, found from the
 * same environment (DATA_DIR, DATABASE_URL) by the same config parser as the server. The
 * argument handling, stores and exit codes are the operators' commands' frame
 * (server/operator-cli.ts).
 */
import { type CliIo, type OperatorCli, runOperatorCli } from '../operator-cli.ts';
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

const SPONSORS_CLI: OperatorCli<typeof OPTIONS> = {
  usage: USAGE,
  options: OPTIONS,
  arity: new Map([
    ['import', 1],
    ['list', 0],
    ['pause', 1],
    ['resume', 1],
    ['delete', 1],
  ]),
  // A dry run validates the file alone: it needs no database.
  needsStores: ({ command, values }) => !(command === 'import' && values['dry-run']),
  async run({ command, args }, { stores, io }) {
    const now = (io.now ?? (() => new Date()))();
    const id = args[0] ?? '';
    const store = stores?.sponsors;
    if (command === 'import') return await importCommand(id, { store, io, now });
    if (!store) return 1;
    if (command === 'list') return await listCommand(store, io, now);
    if (command === 'pause' || command === 'resume') return await pauseCommand(store, id, command === 'pause', io, now);
    return await deleteCommand(store, id, io);
  },
};

export async function runSponsorsCli(argv: string[], io: CliIo): Promise<number> {
  return await runOperatorCli(SPONSORS_CLI, argv, io);
}
