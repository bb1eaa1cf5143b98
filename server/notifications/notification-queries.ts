/**
 * The notifications table (server/db/schema.ts, server/migrations/0002_notifications.ts): rows in and out,
 * mapped to the Notification type of server/notifications/notification-model.ts. Validation happens before
 * (server/notifications/import-file.ts); these functions trust their input.
 */
import type { Kysely, Selectable } from 'kysely';
import { fromMillis, fromNullableMillis, toMillis } from '../db/epoch-millis.ts';
import type { Database, NotificationsTable } from '../db/schema.ts';
import type { Locale } from '../shared/locale-choice.ts';
import type { Notification, NotificationContentType } from './notification-model.ts';

type Db = Kysely<Database>;
type Row = Selectable<NotificationsTable>;

function toRow(notification: Notification, importedAt: Date): NotificationsTable {
  return {
    id: notification.id,
    locale: notification.locale,
    title: notification.title,
    content: notification.content,
    thumbnail_url: notification.thumbnailUrl,
    image_url: notification.imageUrl,
    content_type: notification.contentType,
    destination_url: notification.destinationUrl,
    published_at: toMillis(notification.publishedAt),
    will_send_notification_on_desktop: notification.willSendNotificationOnDesktop ? 1 : 0,
    expires_at: notification.expirationDate ? toMillis(notification.expirationDate) : null,
    imported_at: toMillis(importedAt),
  };
}

/** Rows are read back as written; the route sanitizes again before serving (defence in depth). */
function fromRow(row: Row): Notification {
  return {
    id: row.id,
    locale: row.locale as Locale,
    title: row.title,
    content: row.content,
    thumbnailUrl: row.thumbnail_url,
    imageUrl: row.image_url,
    contentType: row.content_type as NotificationContentType,
    destinationUrl: row.destination_url,
    publishedAt: fromMillis(row.published_at),
    // PostgreSQL and SQLite both return the integer; Number() also accepts a stray boolean.
    willSendNotificationOnDesktop: Number(row.will_send_notification_on_desktop) === 1,
    expirationDate: fromNullableMillis(row.expires_at),
  };
}

export async function listPublished(db: Db, locale: Locale, now: Date, limit: number): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('locale', '=', locale)
    .where('published_at', '<=', toMillis(now))
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

export async function listAll(db: Db, locale?: Locale): Promise<Notification[]> {
  let query = db.selectFrom('notifications').selectAll();
  if (locale) query = query.where('locale', '=', locale);
  const rows = await query.orderBy('published_at', 'desc').orderBy('id').orderBy('locale').execute();
  return rows.map(fromRow);
}

export async function upsertMany(db: Db, notifications: readonly Notification[], importedAt: Date): Promise<void> {
  if (notifications.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const notification of notifications) {
      const row = toRow(notification, importedAt);
      const { id: _id, locale: _locale, ...changes } = row;
      await trx
        .insertInto('notifications')
        .values(row)
        .onConflict((oc) => oc.columns(['id', 'locale']).doUpdateSet(changes))
        .execute();
    }
  });
}

export async function remove(db: Db, id: string, locale?: Locale): Promise<number> {
  let query = db.deleteFrom('notifications').where('id', '=', id);
  if (locale) query = query.where('locale', '=', locale);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function count(db: Db): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
