/**
 * 'You make it happen' notifications (server/notifications/), published by operators with
 * `npm run notifications -- import FILE.json`.
 *
 * Primary key (id, locale): an operator gives a notification and its translations the same id,
 * and re-importing a file updates each (id, locale) in place. Timestamps are epoch-millisecond
 * `bigint` like every other table (server/db/schema.ts); the desktop flag is an integer 0/1 because
 * SQLite has no boolean type.
 */
import type { Kysely, Migration } from 'kysely';

export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'text', (col) => col.notNull())
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('thumbnail_url', 'text')
      .addColumn('image_url', 'text')
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('destination_url', 'text')
      .addColumn('published_at', 'bigint', (col) => col.notNull())
      .addColumn('will_send_notification_on_desktop', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('expires_at', 'bigint')
      .addColumn('imported_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('notifications_pkey', ['id', 'locale'])
      .execute();
    // Serves GET /notifications: one locale, published before now, newest first.
    await db.schema
      .createIndex('notifications_locale_published_at')
      .on('notifications')
      .columns(['locale', 'published_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notifications').execute();
  },
};
