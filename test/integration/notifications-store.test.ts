/**
 * The notification store on both engines it runs on: one suite, each test on a fresh SQLite file
 * and on a fresh PostgreSQL schema (test/helpers/databases.ts), through the real openStores.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import type { Notification, NotificationStore } from '../../server/notifications/notification-model.ts';
import { ensureStarterNotifications, starterNotifications } from '../../server/notifications/starter.ts';
import { TEST_DATABASES, type TestDatabase } from '../helpers/databases.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const day = (n: number) => new Date(NOW.getTime() + n * 24 * 3600_000);

function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    locale: 'en',
    title: `Title ${id}`,
    content: `<p>${id}</p>`,
    thumbnailUrl: '/feed/forest.webp',
    imageUrl: null,
    contentType: 'act',
    destinationUrl: 'https://www.rewild.org/',
    publishedAt: day(-1),
    willSendNotificationOnDesktop: false,
    expirationDate: null,
    ...overrides,
  };
}

describe.each(['sqlite', 'postgres'] as const)('notification store on %s', (kind) => {
  let database: TestDatabase;
  let store: NotificationStore;
  beforeEach(async () => {
    database = await TEST_DATABASES[kind]();
    store = database.stores.notifications;
  });
  afterEach(() => database.close());

  it('reads back what it wrote, every field and type intact', async () => {
    const full = notification('full', {
      locale: 'fr',
      imageUrl: '/feed/wolf.webp',
      publishedAt: new Date('2026-11-02T09:00:00.123Z'),
      willSendNotificationOnDesktop: true,
      expirationDate: new Date('2027-02-15T00:00:00Z'),
    });
    await store.upsertMany([full], NOW);
    expect(await store.listPublished('fr', NOW, 3)).toEqual([full]);
    expect(await store.count()).toBe(1);
  });

  it('lists one locale, published by now, newest first, at most the page size', async () => {
    await store.upsertMany(
      [
        notification('old', { publishedAt: day(-30) }),
        notification('newest', { publishedAt: day(-1) }),
        notification('middle', { publishedAt: day(-10) }),
        notification('exactly-now', { publishedAt: NOW }),
        notification('scheduled', { publishedAt: day(1) }),
        notification('french', { locale: 'fr', publishedAt: day(-2) }),
        // Expired: still in the feed (the expiry only ends the desktop preview).
        notification('expired', {
          publishedAt: day(-20),
          expirationDate: day(-5),
          willSendNotificationOnDesktop: true,
        }),
      ],
      NOW,
    );
    const ids = async (locale: 'en' | 'fr', limit: number) =>
      (await store.listPublished(locale, NOW, limit)).map((n) => n.id);
    expect(await ids('en', 20)).toEqual(['exactly-now', 'newest', 'middle', 'expired', 'old']);
    expect(await ids('en', 2)).toEqual(['exactly-now', 'newest']);
    expect(await ids('fr', 20)).toEqual(['french']);
    expect((await store.listAll()).map((n) => n.id)).toContain('scheduled');
    expect((await store.listAll('fr')).map((n) => n.id)).toEqual(['french']);
  });

  it('upserts by id and locale: a re-import replaces, a translation is its own row', async () => {
    await store.upsertMany([notification('a'), notification('a', { locale: 'es', title: 'Hola' })], NOW);
    await store.upsertMany([notification('a', { title: 'Changed', willSendNotificationOnDesktop: true })], NOW);
    const all = await store.listAll();
    expect(all.map((n) => [n.locale, n.title, n.willSendNotificationOnDesktop])).toEqual([
      ['en', 'Changed', true],
      ['es', 'Hola', false],
    ]);
  });

  it('writes all or nothing: one failing row rolls back the rows before it', async () => {
    await store.upsertMany([notification('kept')], NOW);
    const broken = notification('broken', { title: null as unknown as string });
    await expect(store.upsertMany([notification('first'), broken], NOW)).rejects.toThrow();
    expect((await store.listAll()).map((n) => n.id)).toEqual(['kept']);
  });

  it('deletes one locale or every locale, and says how many rows went', async () => {
    await store.upsertMany(
      ['en', 'fr', 'es'].map((locale) => notification('x', { locale: locale as 'en' })),
      NOW,
    );
    expect(await store.remove('x', 'fr')).toBe(1);
    expect(await store.remove('x', 'fr')).toBe(0);
    expect(await store.remove('x')).toBe(2);
    expect(await store.count()).toBe(0);
  });

  it('imports the starter notifications only into an empty table', async () => {
    const logger = createLogger('silent');
    expect(await ensureStarterNotifications(store, logger, NOW)).toBe(starterNotifications().length);
    expect(await ensureStarterNotifications(store, logger, NOW)).toBe(0);
    const fr = await store.listPublished('fr', NOW, 20);
    expect(fr.length).toBeGreaterThanOrEqual(4);
    expect(fr[0]?.willSendNotificationOnDesktop).toBe(true);
  });

  it('has an index for the listing query', async () => {
    const db = database.stores.db;
    const names =
      kind === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'index' and tbl_name = 'notifications'`.execute(db)
        : await sql<{
            name: string;
          }>`select indexname as name from pg_indexes where tablename = 'notifications' and schemaname = current_schema()`.execute(
            db,
          );
    expect(names.rows.map((row) => row.name)).toContain('notifications_locale_published_at');
  });
});
