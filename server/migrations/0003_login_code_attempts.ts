/**
 * Wrong login codes per e-mail address (server/accounts/storage/login-code-attempts.ts): one row per address
 * that typed a code lately, so every replica counts the same guesses. Keyed by the address's
 * hash, never the address.
 */
import type { Kysely, Migration } from 'kysely';

export const loginCodeAttemptsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_code_attempts')
      .addColumn('email_hash', 'text', (col) => col.primaryKey())
      .addColumn('attempts', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('login_code_attempts_expires_at')
      .on('login_code_attempts')
      .column('expires_at')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('login_code_attempts').execute();
  },
};
