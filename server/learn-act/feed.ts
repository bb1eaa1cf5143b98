/**
 * The feed's rules, pure: which articles a selection shows (newest first), how a `?cursor=` is
 * read, what a page and a batch hold, and how an article becomes a display-ready card.
 *
 * A cursor is the offset of a batch in the selection. The page at `?cursor=10` shows every card
 * up to the end of that batch ([0, 15)), so a 'load more' link without JavaScript loses nothing
 * above; `GET /learn-act/items?cursor=10` answers only [10, 15).
 */

import type { FeedSelection, LearnActBatch, LearnActCard } from '../../client/contract/learn-act-types.ts';
import { BATCH_SIZE } from '../../client/contract/learn-act-urls.ts';
import { intlFormat } from '../shared/intl-formats.ts';
import { isSitePath, localizeHref } from '../shared/local-href.ts';
import type { Locale } from '../shared/locale-choice.ts';
import type { Article } from './article-schema.ts';

/** `?type=`: 'learn' or 'act' in any letter case; anything else is the default, learn. */
export function parseSelection(value: unknown): FeedSelection {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  return v === 'act' ? 'act' : 'learn';
}

export function isSelection(value: unknown): value is FeedSelection {
  return value === 'learn' || value === 'act';
}

/** A well-formed cursor: digits only, short enough to be an offset; undefined otherwise. */
export function parseCursor(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value);
}

/** The cursor of a page: a well-formed one inside the selection, else 0 (the first batch). */
export function pageCursor(value: unknown, total: number): number {
  const cursor = parseCursor(value);
  return cursor !== undefined && cursor < total ? cursor : 0;
}

/** The selection's articles, newest first (equal dates keep the file's order). */
export function selectArticles(articles: readonly Article[], selection: FeedSelection): Article[] {
  const type = selection === 'act' ? 'Act' : 'Learn';
  return articles
    .map((article, order) => ({ article, order, time: Date.parse(article.date) }))
    .filter((entry) => entry.article.type === type)
    .sort((a, b) => b.time - a.time || a.order - b.order)
    .map((entry) => entry.article);
}

/** The next batch's cursor after showing up to `end`, or null when nothing is left. */
const nextAfter = (end: number, total: number) => (end < total ? end : null);

/** What the page at `cursor` shows: everything up to the end of that batch. */
export function pageSlice<T>(list: readonly T[], cursor: number): { items: T[]; nextCursor: number | null } {
  const end = Math.min(list.length, cursor + BATCH_SIZE);
  return { items: list.slice(0, end), nextCursor: nextAfter(end, list.length) };
}

/** One batch from `cursor`; past the end it is empty (the file may have shrunk since). */
export function batchSlice<T>(list: readonly T[], cursor: number): { items: T[]; nextCursor: number | null } {
  const end = Math.min(list.length, cursor + BATCH_SIZE);
  return { items: list.slice(cursor, end), nextCursor: nextAfter(end, list.length) };
}

/** The date in the feed's language; UTC, so the server and any visitor read the same day. */
export function formatArticleDate(date: string, locale: Locale): string {
  return intlFormat(Intl.DateTimeFormat, locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}

/**
 * A card for the browser. Site links go to the page in the feed's language; images from other
 * hosts go through `proxyImage` (the signed /img proxy), so the browser only talks to this site.
 */
export function toCard(
  article: Article,
  index: number,
  locale: Locale,
  proxyImage: (url: string) => string,
): LearnActCard {
  const external = !isSitePath(article.url);
  return {
    index,
    type: article.type,
    category: article.category,
    title: article.title,
    summary: article.summary,
    image: proxyImage(article.desktopImage),
    imageAlt: article.imageAlt ?? '',
    url: external ? article.url : localizeHref(article.url, locale, true),
    external,
    date: article.date,
    dateText: formatArticleDate(article.date, locale),
  };
}

/** Cards for `items` that start at `offset` in their selection. */
export function toBatch(
  slice: { items: Article[]; nextCursor: number | null },
  offset: number,
  locale: Locale,
  proxyImage: (url: string) => string,
): LearnActBatch {
  return {
    items: slice.items.map((article, i) => toCard(article, offset + i, locale, proxyImage)),
    nextCursor: slice.nextCursor,
  };
}
