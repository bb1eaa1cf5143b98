/**
 * The feed's pure rules: the Learn/Act selection, cursors and batches, the URLs the page and the
 * island share, the cards (site links in the feed's language, other hosts' images proxied), and
 * the language of the articles (prefix, then the feed country cookie, then the page).
 */
import { describe, expect, it } from 'vitest';
import { FEED_COUNTRY_COOKIE } from '../../client/contract/feed-country.ts';
import { BATCH_SIZE, feedItemsHref, feedPageHref } from '../../client/contract/learn-act-urls.ts';
import type { Article } from '../../server/learn-act/article-schema.ts';
import {
  batchSlice,
  pageCursor,
  pageSlice,
  parseCursor,
  parseSelection,
  selectArticles,
  toCard,
} from '../../server/learn-act/feed.ts';
import { chooseFeedLocale } from '../../server/shared/feed-locale.ts';

const article = (title: string, type: Article['type'], date: string): Article => ({
  type,
  title,
  summary: `About ${title}`,
  desktopImage: '/feed/forest.webp',
  url: '/partners/aspas',
  category: type,
  date,
});

describe('selection', () => {
  it.each([
    [undefined, 'learn'],
    ['learn', 'learn'],
    ['act', 'act'],
    ['ACT', 'act'],
    ['Act', 'act'],
    ['victory', 'learn'],
    ['', 'learn'],
    [['act'], 'learn'],
  ])('%j → %s', (value, expected) => {
    expect(parseSelection(value)).toBe(expected);
  });

  it('keeps one type, newest first, equal dates in file order', () => {
    const list = [
      article('old learn', 'Learn', '2026-01-01'),
      article('act', 'Act', '2026-11-01'),
      article('new learn', 'Learn', '2026-10-01T10:00:00Z'),
      article('same day A', 'Learn', '2026-05-05'),
      article('same day B', 'Learn', '2026-05-05'),
    ];
    expect(selectArticles(list, 'learn').map((a) => a.title)).toEqual([
      'new learn',
      'same day A',
      'same day B',
      'old learn',
    ]);
    expect(selectArticles(list, 'act').map((a) => a.title)).toEqual(['act']);
  });
});

describe('cursor', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    ['005', 5],
    ['123456', 123456],
    ['1234567', undefined],
    ['-5', undefined],
    ['5.0', undefined],
    ['1e3', undefined],
    [' 5', undefined],
    ['abc', undefined],
    ['', undefined],
    [undefined, undefined],
    [['5'], undefined],
  ])('parseCursor(%j) = %j', (value, expected) => {
    expect(parseCursor(value)).toBe(expected);
  });

  it.each([
    [undefined, 12, 0],
    ['5', 12, 5],
    ['11', 12, 11],
    ['12', 12, 0],
    ['999', 12, 0],
    ['x', 12, 0],
    ['0', 0, 0],
  ])('a page with cursor %j over %i articles starts its last batch at %i', (value, total, expected) => {
    expect(pageCursor(value, total)).toBe(expected);
  });

  const twelve = Array.from({ length: 12 }, (_, i) => i);
  it.each([
    [0, [0, 1, 2, 3, 4], 5],
    [5, [5, 6, 7, 8, 9], 10],
    [10, [10, 11], null],
    [7, [7, 8, 9, 10, 11], null],
    [12, [], null],
    [40, [], null],
  ])('the batch at %i holds %j, next %j', (cursor, items, next) => {
    expect(batchSlice(twelve, cursor)).toEqual({ items, nextCursor: next });
  });

  it.each([
    [0, 5, 5],
    [5, 10, 10],
    [10, 12, null],
  ])('the page at cursor %i shows %i articles, next %j', (cursor, count, next) => {
    const { items, nextCursor } = pageSlice(twelve, cursor);
    expect(items).toEqual(twelve.slice(0, count));
    expect(nextCursor).toBe(next);
  });

  it('a page of exactly one batch has no next one', () => {
    expect(pageSlice([1, 2, 3, 4, 5], 0).nextCursor).toBeNull();
    expect(BATCH_SIZE).toBe(5);
  });
});

describe('URLs', () => {
  it.each([
    ['/learn-act', 'learn', undefined, '/learn-act?type=learn'],
    ['/learn-act', 'act', 0, '/learn-act?type=act'],
    ['/fr/learn-act', 'act', 5, '/fr/learn-act?type=act&cursor=5#item-5'],
    ['/learnact', 'learn', 10, '/learnact?type=learn&cursor=10#item-10'],
  ] as const)('page %s %s %j → %s', (path, type, cursor, expected) => {
    expect(feedPageHref(path, type, cursor)).toBe(expected);
  });

  it('names the items endpoint under API_BASE', () => {
    expect(feedItemsHref('', 'fr', 'act', 5)).toBe('/learn-act/items?locale=fr&type=act&cursor=5');
    expect(feedItemsHref('https://api.karma.example', 'en', 'learn', 0)).toBe(
      'https://api.karma.example/learn-act/items?locale=en&type=learn&cursor=0',
    );
  });
});

describe('cards', () => {
  const proxy = (url: string) => (url.startsWith('/') ? url : `/img?url=${encodeURIComponent(url)}&h=sig`);

  it('sends site links in the feed language and keeps site images', () => {
    const card = toCard(article('Fox', 'Learn', '2026-11-16'), 3, 'fr', proxy);
    expect(card).toMatchObject({
      index: 3,
      url: '/fr/partners/aspas',
      external: false,
      image: '/feed/forest.webp',
      imageAlt: '',
      dateText: '16 novembre 2026',
    });
  });

  it('routes other hosts’ images through the proxy and marks external links', () => {
    const remote = {
      ...article('Bee', 'Act', '2026-10-21'),
      desktopImage: 'https://bucket.example/bee.webp',
      url: 'https://www.rewild.org/',
      imageAlt: 'A bee',
    };
    const card = toCard(remote, 0, 'es', proxy);
    expect(card.image).toBe('/img?url=https%3A%2F%2Fbucket.example%2Fbee.webp&h=sig');
    expect(card.url).toBe('https://www.rewild.org/');
    expect(card.external).toBe(true);
    expect(card.imageAlt).toBe('A bee');
    expect(card.dateText).toBe('21 de octubre de 2026');
  });

  it('writes the date in UTC, whatever the time of day', () => {
    expect(toCard(article('Late', 'Learn', '2026-11-16T23:30:00-05:00'), 0, 'en', proxy).dateText).toBe(
      'November 17, 2026',
    );
  });
});

describe('the articles’ language', () => {
  const cookie = (value: string) => ({ [FEED_COUNTRY_COOKIE]: value });
  it.each([
    ['a /fr prefix', { pageLocale: 'fr', prefixed: true, cookies: {} }, 'fr'],
    ['a /es prefix over a French cookie', { pageLocale: 'es', prefixed: true, cookies: cookie('fr') }, 'es'],
    ['an /en prefix over a French cookie', { pageLocale: 'en', prefixed: true, cookies: cookie('FR') }, 'en'],
    ['a cookie holding fr', { pageLocale: 'en', prefixed: false, cookies: cookie('fr') }, 'fr'],
    ['a cookie holding fr-FR', { pageLocale: 'es', prefixed: false, cookies: cookie('fr-FR') }, 'fr'],
    ['a cookie holding FR', { pageLocale: 'en', prefixed: false, cookies: cookie('FR') }, 'fr'],
    ['a cookie holding es', { pageLocale: 'en', prefixed: false, cookies: cookie('es') }, 'es'],
    ['a cookie holding en-GB', { pageLocale: 'fr', prefixed: false, cookies: cookie('en-GB') }, 'en'],
    ['an unknown cookie', { pageLocale: 'es', prefixed: false, cookies: cookie('de') }, 'es'],
    ['no cookie', { pageLocale: 'fr', prefixed: false, cookies: {} }, 'fr'],
    [
      'a cookie that is not a string',
      { pageLocale: 'en', prefixed: false, cookies: { [FEED_COUNTRY_COOKIE]: 1 } },
      'en',
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(chooseFeedLocale(input)).toBe(expected);
  });
});
