/**
 * 'You make it happen' notifications as the server sees them. Operators publish them
 * (scripts/notifications.ts → ./import-file.ts), the store keeps them (./store.ts over
 * server/notifications/notification-queries.ts), GET /notifications serves them (server/routes/
 * notifications-api.ts) in the JSON shape of client/contract/notification-types.ts.
 *
 * `isNew` is not here: it depends on what each visitor has seen, so the bell computes it.
 */

import type { NotificationContentType } from '../../client/contract/notification-types.ts';
import type { Locale } from '../shared/locale-choice.ts';

export type { NotificationContentType };

export const CONTENT_TYPES = ['act', 'learn', 'news', 'victory'] as const satisfies readonly NotificationContentType[];
export const DEFAULT_CONTENT_TYPE: NotificationContentType = 'learn';

export interface Notification {
  /** Shared by the translations of one notification; unique per locale. */
  id: string;
  locale: Locale;
  title: string;
  /** Sanitized HTML (./sanitize.ts). */
  content: string;
  thumbnailUrl: string | null;
  imageUrl: string | null;
  contentType: NotificationContentType;
  destinationUrl: string | null;
  publishedAt: Date;
  willSendNotificationOnDesktop: boolean;
  /** Ends the desktop preview only; an expired notification stays in the feed. */
  expirationDate: Date | null;
}

export interface NotificationStore {
  /** Notifications of `locale` published at or before `now`, newest first, at most `limit`. */
  listPublished(locale: Locale, now: Date, limit: number): Promise<Notification[]>;
  /** Every notification (of one locale, if given), future ones included, newest first: for operators. */
  listAll(locale?: Locale): Promise<Notification[]>;
  /** Inserts or replaces each (id, locale), all in one transaction: all land or none. */
  upsertMany(notifications: readonly Notification[], importedAt: Date): Promise<void>;
  /** Deletes the id in one locale, or in every locale; returns how many rows went. */
  remove(id: string, locale?: Locale): Promise<number>;
  count(): Promise<number>;
}
