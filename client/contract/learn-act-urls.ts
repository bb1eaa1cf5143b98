/**
 * URLs of the Learn & Act feed, shared by the server page and the island so that the link the
 * island follows in place and the plain link it replaces always name the same batch.
 *
 *   feedPageHref('/fr/learn-act', 'act', 5)  → '/fr/learn-act?type=act&cursor=5#item-5'
 *   feedItemsHref('', 'fr', 'act', 5)       → '/learn-act/items?locale=fr&type=act&cursor=5'
 */
import type { FeedSelection } from './learn-act-types.ts';

/** Articles per batch: the first page shows one batch, each 'load more' adds one. */
export const BATCH_SIZE = 5;

/** The anchor of the card at `index`, so a no-JavaScript 'load more' lands on the first new one. */
export const itemAnchor = (index: number) => `item-${index}`;

/** The page showing the selection up to the batch starting at `cursor` (the first batch when undefined). */
export function feedPageHref(pagePath: string, type: FeedSelection, cursor?: number): string {
  if (cursor === undefined || cursor <= 0) return `${pagePath}?type=${type}`;
  return `${pagePath}?type=${type}&cursor=${cursor}#${itemAnchor(cursor)}`;
}

/** The JSON batch starting at `cursor` (GET /learn-act/items). */
export function feedItemsHref(apiBase: string, locale: string, type: FeedSelection, cursor: number): string {
  const query = new URLSearchParams({ locale, type, cursor: String(cursor) });
  return `${apiBase}/learn-act/items?${query}`;
}
