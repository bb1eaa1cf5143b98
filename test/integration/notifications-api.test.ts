/**
 * GET /notifications through the real app (supertest, SQLite stores in a temp DATA_DIR) with a
 * frozen clock: the JSON shape of client/contract/notification-types.ts, caching, the locale and page
 * size rules, 400s, publication and order, sanitizing on the way out, and 503 without a database.
 */
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '../../client/contract/notification-types.ts';
import type { Notification } from '../../server/notifications/notification-model.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const day = (n: number) => new Date(NOW.getTime() + n * 24 * 3600_000);

function notification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    locale: 'en',
    title: `Title ${id}`,
    content: `<p>${id}</p>`,
    thumbnailUrl: null,
    imageUrl: null,
    contentType: 'learn',
    destinationUrl: null,
    publishedAt: day(-1),
    willSendNotificationOnDesktop: false,
    expirationDate: null,
    ...overrides,
  };
}

let t: TestApp;
beforeEach(async () => {
  t = buildTestApp({}, { now: () => NOW });
  await t.stores.notifications.upsertMany(
    [
      notification('oldest', { publishedAt: day(-40) }),
      notification('old', { publishedAt: day(-30) }),
      notification('expired', { publishedAt: day(-20), expirationDate: day(-10), willSendNotificationOnDesktop: true }),
      notification('recent', {
        publishedAt: day(-2),
        contentType: 'act',
        thumbnailUrl: '/feed/wolf.webp',
        imageUrl: '/feed/wolf.webp',
        destinationUrl: '/partners/aspas',
        willSendNotificationOnDesktop: true,
        expirationDate: day(60),
      }),
      notification('tomorrow', { publishedAt: day(1) }),
      notification('bonjour', { locale: 'fr', publishedAt: day(-3) }),
      notification('hola', { locale: 'es', publishedAt: day(-3) }),
    ],
    NOW,
  );
});
afterEach(() => t.close());

const ids = (body: NotificationsResponse) => body.notifications.map((n) => n.id);

describe('GET /notifications', () => {
  it('answers the fixed JSON shape, newest first, 3 by default, cached 30 minutes for everyone', async () => {
    const res = await request(t.app).get('/notifications?locale=en');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toEqual({
      locale: 'en',
      notifications: [
        {
          id: 'recent',
          title: 'Title recent',
          content: '<p>recent</p>',
          thumbnailUrl: '/feed/wolf.webp',
          imageUrl: '/feed/wolf.webp',
          contentType: 'act',
          destinationUrl: '/partners/aspas',
          publishedAt: day(-2).toISOString(),
          willSendNotificationOnDesktop: true,
          expirationDate: day(60).toISOString(),
        },
        expect.objectContaining({ id: 'expired', expirationDate: day(-10).toISOString() }),
        expect.objectContaining({ id: 'old' }),
      ],
    } satisfies NotificationsResponse);
  });

  it('hides what is published in the future, keeps expired ones, and honours pageSize', async () => {
    const res = await request(t.app).get('/notifications?locale=en&pageSize=20');
    expect(ids(res.body)).toEqual(['recent', 'expired', 'old', 'oldest']);
    expect(ids((await request(t.app).get('/notifications?locale=en&pageSize=1')).body)).toEqual(['recent']);
  });

  it('shows a scheduled notification once the clock reaches it', async () => {
    // Same database, a clock two days on (close() removes only the helper's own empty temp dir).
    const later = buildTestApp({ DATA_DIR: t.dataDir }, { now: () => day(2) });
    try {
      const res = await request(later.app).get('/notifications?locale=en&pageSize=1');
      expect(ids(res.body)).toEqual(['tomorrow']);
    } finally {
      await later.close();
    }
  });

  it('filters by locale', async () => {
    const fr = await request(t.app).get('/notifications?locale=fr');
    expect(fr.body).toMatchObject({ locale: 'fr', notifications: [{ id: 'bonjour' }] });
    expect(ids((await request(t.app).get('/notifications?locale=es')).body)).toEqual(['hola']);
  });

  it('without locale, answers in the request language, privately, varying on what chose it', async () => {
    const byHeader = await request(t.app).get('/notifications').set('Accept-Language', 'es-ES,es;q=0.9');
    expect(byHeader.body.locale).toBe('es');
    expect(byHeader.headers['cache-control']).toBe('private, max-age=1800');
    expect(byHeader.headers.vary).toMatch(/Cookie/);
    expect(byHeader.headers.vary).toMatch(/Accept-Language/);
    const byCookie = await request(t.app).get('/notifications').set('Cookie', 'karma_i18n_redirected=fr');
    expect(ids(byCookie.body)).toEqual(['bonjour']);
    expect((await request(t.app).get('/notifications')).body.locale).toBe('en');
  });

  it.each([
    ['pageSize=0', 'pageSize must be a whole number from 1 to 20'],
    ['pageSize=21', 'pageSize must be a whole number from 1 to 20'],
    ['pageSize=abc', 'pageSize must be a whole number from 1 to 20'],
    ['pageSize=2&pageSize=3', 'pageSize must be a whole number from 1 to 20'],
    ['locale=de', 'locale must be one of en, fr, es'],
    ['locale=', 'locale must be one of en, fr, es'],
  ])('?%s is a 400 with a clear message', async (query, error) => {
    const res = await request(t.app).get(`/notifications?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sanitizes content and drops unsafe links even when a row was written raw', async () => {
    await t.stores.db
      .insertInto('notifications')
      .values({
        id: 'raw',
        locale: 'en',
        title: 'Raw',
        content: '<p onclick="steal()">Hi <a href="javascript:alert(1)">you</a></p><script>alert(1)</script>',
        thumbnail_url: 'javascript:alert(1)',
        image_url: null,
        content_type: 'news',
        destination_url: '//evil.example/',
        published_at: NOW.getTime(),
        will_send_notification_on_desktop: 0,
        expires_at: null,
        imported_at: NOW.getTime(),
      })
      .execute();
    const [item] = (await request(t.app).get('/notifications?locale=en&pageSize=1')).body.notifications;
    expect(item).toMatchObject({ id: 'raw', content: '<p>Hi you</p>', thumbnailUrl: null, destinationUrl: null });
  });

  it('answers 503 when the database is closed, with one log line that holds no request content', async () => {
    await t.stores.close();
    const res = await request(t.app).get('/notifications?locale=fr&pageSize=2&canary=zebra-canary-42');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: expect.stringContaining('unavailable') });
    expect(res.headers['cache-control']).toBe('no-store');
    const failures = t.logs.filter((line) => line.includes('notifications lookup failed'));
    expect(failures).toHaveLength(1);
    expect(t.logs.join('\n')).not.toContain('zebra-canary-42');
    expect(t.logs.some((line) => line.includes('"route":"/notifications"'))).toBe(true);
  });
});
