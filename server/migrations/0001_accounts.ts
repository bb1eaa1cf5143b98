/**
 * Accounts, their settings, passwordless login tokens and sessions. Portable across SQLite and
 * PostgreSQL: text ids, integer counters, epoch-millisecond `bigint` timestamps (see
 * server/db/schema.ts). Migrations take `Kysely<unknown>`: they describe the schema as it was at their
 * time, not the current `Database` type.
 */
import type { Kysely, Migration } from 'kysely';

export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('email', 'text', (col) => col.notNull().unique())
      .addColumn('email_hash', 'text', (col) => col.notNull().unique())
      .addColumn('counter', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('last_seen_notification_at', 'bigint')
      .execute();

    await db.schema
      .createTable('account_settings')
      .addColumn('account_id', 'text', (col) => col.primaryKey().references('accounts.id').onDelete('cascade'))
      .addColumn('settings_json', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'bigint', (col) => col.notNull())
      .execute();

    // Keyed by e-mail, not account: a token exists before its account does.
    await db.schema
      .createTable('login_tokens')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('email_hash', 'text', (col) => col.notNull())
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    // Serves the rate-limit count and the code lookup (both by e-mail, newest first).
    await db.schema
      .createIndex('login_tokens_email_hash_created_at')
      .on('login_tokens')
      .columns(['email_hash', 'created_at'])
      .execute();
    await db.schema.createIndex('login_tokens_expires_at').on('login_tokens').column('expires_at').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (col) => col.primaryKey())
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_account_id').on('sessions').column('account_id').execute();
    await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['sessions', 'login_tokens', 'account_settings', 'accounts']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
