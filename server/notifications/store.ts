/**
 * The notification store: NotificationStore (./notification-model.ts) over the Kysely queries of
 * server/notifications/notification-queries.ts, on SQLite or PostgreSQL alike. It runs no migration of its
 * own: server/stores.ts gates it behind the boot migrations, as it does the account store.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { NotificationStore } from './notification-model.ts';
import * as queries from './notification-queries.ts';

export function createNotificationStore(db: Kysely<Database>): NotificationStore {
  return {
    listPublished: (locale, now, limit) => queries.listPublished(db, locale, now, limit),
    listAll: (locale) => queries.listAll(db, locale),
    upsertMany: (notifications, importedAt) => queries.upsertMany(db, notifications, importedAt),
    remove: (id, locale) => queries.remove(db, id, locale),
    count: () => queries.count(db),
  };
}
