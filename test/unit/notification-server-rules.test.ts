/**
 * The pure rules of the notifications: which URLs a notification may carry, which dates an import
 * file may hold, how GET /notifications reads its query, and how a stored row is served.
 */
import { describe, expect, it } from 'vitest';
import { toFeedItem } from '../../server/notifications/feed-item.ts';
import { parseFeedQuery } from '../../server/notifications/feed-query.ts';
import { parseIsoDate } from '../../server/notifications/iso-date.ts';
import type { Notification } from '../../server/notifications/notification-model.ts';
import { isSafeContentHref, isSafeFieldUrl, isSitePath } from '../../server/notifications/url-rules.ts';

describe('URL rules', () => {
  it.each([
    // value, site path, field URL, content href
    ['/partners/aspas', true, true, true],
    ['/feed/wolf.webp', true, true, true],
    ['/', true, true, true],
    ['https://www.rewild.org/lost-species', false, true, true],
    ['http://example.org/', false, false, true],
    ['mailto:hello@example.org', false, false, true],
    ['mailto:nobody', false, false, false],
    ['//evil.example/x', false, false, false],
    ['/\\evil.example/x', false, false, false],
    ['javascript:alert(1)', false, false, false],
    ['JAVASCRIPT:alert(1)', false, false, false],
    ['data:text/html,hi', false, false, false],
    ['https:/no-host', false, false, false],
    ['https://', false, false, false],
    ['ftp://example.org/', false, false, false],
    ['partners', false, false, false],
    ['', false, false, false],
    ['/with space', false, false, false],
    ['https://example.org/\nx', false, false, false],
    [`/${'a'.repeat(3000)}`, false, false, false],
  ])('%s: site path %s, field %s, content link %s', (value, sitePath, field, href) => {
    expect(isSitePath(value)).toBe(sitePath);
    expect(isSafeFieldUrl(value)).toBe(field);
    expect(isSafeContentHref(value)).toBe(href);
  });
});

describe('parseIsoDate', () => {
  it.each([
    ['2026-11-02', '2026-11-02T00:00:00.000Z'],
    ['2026-11-02T09:00:00Z', '2026-11-02T09:00:00.000Z'],
    ['2026-11-02T09:00Z', '2026-11-02T09:00:00.000Z'],
    ['2026-11-02T09:00:00.250Z', '2026-11-02T09:00:00.250Z'],
    ['2026-11-02T09:00:00+01:00', '2026-11-02T08:00:00.000Z'],
    ['2026-11-02T09:00:00-05:30', '2026-11-02T14:30:00.000Z'],
    ['2028-02-29', '2028-02-29T00:00:00.000Z'],
  ])('%s → %s', (text, iso) => {
    expect(parseIsoDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    ['2026-02-30'],
    ['2026-02-29'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-11-02T24:00:00Z'],
    ['2026-11-02T09:60:00Z'],
    ['2026-11-02T09:00:00'],
    ['2026-11-02 09:00:00Z'],
    ['2026-11-02T09:00:00+25:00'],
    ['02/11/2026'],
    ['tomorrow'],
    [''],
  ])('%s is refused', (text) => {
    expect(parseIsoDate(text)).toBeUndefined();
  });
});

describe('parseFeedQuery', () => {
  it.each([
    [{}, 'fr', { locale: 'fr', pageSize: 3, localeFromRequest: true }],
    [{}, undefined, { locale: 'en', pageSize: 3, localeFromRequest: true }],
    [{}, 'de', { locale: 'en', pageSize: 3, localeFromRequest: true }],
    [{ locale: 'es' }, 'fr', { locale: 'es', pageSize: 3, localeFromRequest: false }],
    [{ pageSize: '1' }, 'en', { locale: 'en', pageSize: 1, localeFromRequest: true }],
    [{ pageSize: '20', locale: 'fr' }, 'en', { locale: 'fr', pageSize: 20, localeFromRequest: false }],
    [{ pageSize: '007' }, 'en', { locale: 'en', pageSize: 7, localeFromRequest: true }],
    [{ other: 'ignored' }, 'en', { locale: 'en', pageSize: 3, localeFromRequest: true }],
  ])('%j (request locale %s) → %j', (query, requestLocale, expected) => {
    expect(parseFeedQuery(query, requestLocale)).toEqual({ ok: true, ...expected });
  });

  const PAGE_SIZE = 'pageSize must be a whole number from 1 to 20';
  const LOCALE = 'locale must be one of en, fr, es';
  it.each([
    [{ pageSize: '0' }, PAGE_SIZE],
    [{ pageSize: '21' }, PAGE_SIZE],
    [{ pageSize: '-1' }, PAGE_SIZE],
    [{ pageSize: '2.5' }, PAGE_SIZE],
    [{ pageSize: '1e1' }, PAGE_SIZE],
    [{ pageSize: 'three' }, PAGE_SIZE],
    [{ pageSize: '' }, PAGE_SIZE],
    [{ pageSize: ' 3' }, PAGE_SIZE],
    [{ pageSize: ['3', '4'] }, PAGE_SIZE],
    [{ pageSize: '99999999999999999999' }, PAGE_SIZE],
    [{ locale: 'de' }, LOCALE],
    [{ locale: 'FR' }, LOCALE],
    [{ locale: '' }, LOCALE],
    [{ locale: ['fr', 'en'] }, LOCALE],
  ])('%j → 400 %s', (query, error) => {
    expect(parseFeedQuery(query, 'en')).toEqual({ ok: false, error });
  });
});

describe('toFeedItem', () => {
  const stored: Notification = {
    id: 'welcome',
    locale: 'en',
    title: 'Welcome',
    content: '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>',
    thumbnailUrl: '/feed/forest.webp',
    imageUrl: 'javascript:alert(1)',
    contentType: 'news',
    destinationUrl: '//evil.example/',
    publishedAt: new Date('2026-11-02T09:00:00Z'),
    willSendNotificationOnDesktop: true,
    expirationDate: new Date('2027-01-01T00:00:00Z'),
  };

  it('serves ISO dates, sanitized content, and drops unsafe URL fields', () => {
    expect(toFeedItem(stored)).toEqual({
      id: 'welcome',
      title: 'Welcome',
      content: '<p>Hi there</p>',
      thumbnailUrl: '/feed/forest.webp',
      imageUrl: null,
      contentType: 'news',
      destinationUrl: null,
      publishedAt: '2026-11-02T09:00:00.000Z',
      willSendNotificationOnDesktop: true,
      expirationDate: '2027-01-01T00:00:00.000Z',
    });
  });

  it('serves an unknown stored content type as learn, and a missing expiry as null', () => {
    const item = toFeedItem({ ...stored, contentType: 'gossip' as never, expirationDate: null });
    expect(item.contentType).toBe('learn');
    expect(item.expirationDate).toBeNull();
  });
});
