/**
 * `npm run notifications -- COMMAND` (scripts/notifications.ts; `node dist/notifications.js` in
 * the Docker image): operators publish and manage the 'You make it happen' notifications in the
 * server's own database, found from the same environment (DATA_DIR, DATABASE_URL) by the same
 * config parser as the server. The argument handling, stores and exit codes are the operators'
 * commands' frame (server/operator-cli.ts).
 */

import { type CliIo, type OperatorCli, runOperatorCli } from '../operator-cli.ts';
import { isLocale, LOCALES } from '../shared/locale-choice.ts';
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

const OPTIONS = {
  locale: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

const NOTIFICATIONS_CLI: OperatorCli<typeof OPTIONS> = {
  usage: USAGE,
  options: OPTIONS,
  arity: new Map([
    ['import', 1],
    ['list', 0],
    ['delete', 1],
  ]),
  check: ({ values }) =>
    values.locale !== undefined && !isLocale(values.locale)
      ? `--locale must be one of ${LOCALES.join(', ')}`
      : undefined,
  // A dry run validates the file alone: it needs no database.
  needsStores: ({ command, values }) => !(command === 'import' && values['dry-run']),
  async run({ command, args, values }, { stores, io }) {
    const locale = values.locale !== undefined && isLocale(values.locale) ? values.locale : undefined;
    if (command === 'import') {
      return await importCommand(args[0]!, { store: stores?.notifications, io, now: io.now ?? (() => new Date()) });
    }
    if (!stores) return 1;
    if (command === 'list') return await listCommand(stores.notifications, locale, io);
    return await removeCommand(stores.notifications, args[0]!, locale, io);
  },
};

export async function runNotificationsCli(argv: string[], io: CliIo): Promise<number> {
  return await runOperatorCli(NOTIFICATIONS_CLI, argv, io);
}
