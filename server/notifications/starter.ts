/**
 * The starter notifications (server/content/notifications/starter-notifications.json, in the
 * import file format), so a new installation's bell is not empty. server/main.ts loads them at
 * boot when the notifications table is empty; operators replace or add to them with
 * `npm run notifications -- import FILE.json`.
 *
 * The file is imported as a module, so the server bundle (dist/main.js) carries it and the
 * Docker image needs no copy of server/content. It goes through the same validation as an
 * operator's file; a unit test keeps it valid.
 */
import starterFile from '../content/notifications/starter-notifications.json' with { type: 'json' };
import type { Logger } from '../logger.ts';
import { validateImportFile } from './import-file.ts';
import type { Notification, NotificationStore } from './notification-model.ts';

export const STARTER_FILE: unknown = starterFile;

export function starterNotifications(): Notification[] {
  const result = validateImportFile(STARTER_FILE);
  if (!result.ok) throw new Error(`invalid starter notifications:\n${result.errors.join('\n')}`);
  return result.notifications;
}

/**
 * Imports the starter notifications when there is none at all. Two servers booting together may
 * both import: the upsert makes that harmless. Returns how many were imported (0: none needed).
 */
export async function ensureStarterNotifications(
  store: Pick<NotificationStore, 'count' | 'upsertMany'>,
  logger: Logger,
  now: Date,
): Promise<number> {
  if ((await store.count()) > 0) return 0;
  const notifications = starterNotifications();
  await store.upsertMany(notifications, now);
  logger.info({ count: notifications.length }, 'imported the starter notifications (the table was empty)');
  return notifications.length;
}
