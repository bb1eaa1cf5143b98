/**
 * The commands of the notifications CLI (./cli.ts), each given an open store and its outputs.
 * Import validates the whole file before it opens a transaction, so a bad entry anywhere leaves
 * the database as it was; the errors name each entry (./import-file.ts).
 */

import { type CliIo, readImportFile } from '../operator-cli.ts';
import type { Locale } from '../shared/locale-choice.ts';
import { validateImportText } from './import-file.ts';
import type { Notification, NotificationStore } from './notification-model.ts';

/** Far above any real file (1000 entries of 4000 characters); stops a wrong file early. */
const MAX_FILE_BYTES = 8 * 1024 * 1024;

export async function importCommand(
  file: string,
  options: { store: NotificationStore | undefined; io: CliIo; now: () => Date },
): Promise<number> {
  const { store, io } = options;
  const result = readImportFile(file, MAX_FILE_BYTES, validateImportText, io);
  if (!result) return 1;
  for (const warning of result.warnings) io.err(`warning: ${warning}`);
  const n = result.notifications.length;
  if (!store) {
    io.out(`${file}: ${n} notification(s) are valid (dry run: nothing was written)`);
    return 0;
  }
  await store.upsertMany(result.notifications, options.now());
  io.out(`imported ${n} notification(s) from ${file} (added, or replaced by id and locale)`);
  return 0;
}

function describe(notification: Notification, now: Date): string {
  const flags = [
    notification.contentType,
    notification.publishedAt > now ? 'scheduled' : undefined,
    notification.willSendNotificationOnDesktop && notification.expirationDate
      ? `desktop preview until ${notification.expirationDate.toISOString()}`
      : undefined,
  ].filter(Boolean);
  return `${notification.publishedAt.toISOString()}  ${notification.locale}  ${notification.id}  [${flags.join(', ')}]  ${notification.title}`;
}

export async function listCommand(store: NotificationStore, locale: Locale | undefined, io: CliIo): Promise<number> {
  const notifications = await store.listAll(locale);
  const now = io.now?.() ?? new Date();
  for (const notification of notifications) io.out(describe(notification, now));
  io.out(`${notifications.length} notification(s)${locale ? ` in ${locale}` : ''}`);
  return 0;
}

export async function removeCommand(
  store: NotificationStore,
  id: string,
  locale: Locale | undefined,
  io: CliIo,
): Promise<number> {
  const removed = await store.remove(id, locale);
  const where = locale ? ` in ${locale}` : '';
  if (removed === 0) {
    io.err(`no notification ${JSON.stringify(id)}${where}`);
    return 1;
  }
  io.out(`deleted ${removed} notification(s) ${JSON.stringify(id)}${where}`);
  return 0;
}
