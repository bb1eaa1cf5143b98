/**
 * The bell's rules as plain functions of their inputs (times are epoch milliseconds, the clock is
 * a parameter), so table tests pin every branch and the island stays a thin renderer.
 *
 * Two pieces of visitor state drive them, both kept in cookies by the island so the server can
 * render the same first paint:
 * - lastSeenAt: when the visitor last closed the bell with notifications in it;
 * - lastPreviewTitle: the title of the last preview the visitor opened or closed.
 * A third, PREVIEWS_SHOWN_COOKIE, lists the ids of the previews already shown on this device: a
 * preview shows once, whether or not the visitor acted on it.
 */
import type { NotificationItem } from './notification-types.ts';

export const SEEN_COOKIE = 'karma_notifications_seen';
export const PREVIEW_COOKIE = 'karma_notification_preview';
/**
 * A session cookie (no expiry: gone when the browser closes): opening the bell hides the dot for
 * the session. A cookie rather than sessionStorage so the server renders the same dot.
 */
export const OPENED_COOKIE = 'karma_bell_opened';
/** Ids of the previews shown on this device, comma-separated, the latest last (at most MAX_SHOWN). */
export const PREVIEWS_SHOWN_COOKIE = 'karma_previews_shown';
const MAX_SHOWN = 10;

export interface SeenState {
  lastSeenAt: number | null;
  lastPreviewTitle: string | null;
}

const time = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/** New: published after the last close of the bell (or never closed), and not the one already previewed. */
export function isNew(item: Pick<NotificationItem, 'publishedAt' | 'title'>, seen: SeenState): boolean {
  const unseen = seen.lastSeenAt === null || time(item.publishedAt) > seen.lastSeenAt;
  return unseen && item.title !== seen.lastPreviewTitle;
}

/** The dot on the bell: a new notification, unless the bell was opened in this session. */
export function showsDot(items: readonly NotificationItem[], seen: SeenState, openedThisSession: boolean): boolean {
  return !openedThisSession && items.some((item) => isNew(item, seen));
}

/** What closing the bell stores as the last-seen datetime: now, but only if there was something to see. */
export function lastSeenAfterClose(items: readonly NotificationItem[], now: number): number | null {
  return items.length > 0 ? now : null;
}

export interface PreviewContext extends SeenState {
  now: number;
  /** The overlay manager lets this module show (client/lib/overlay-manager.ts). */
  overlayAllows: boolean;
  /** The feed loaded and shows notifications (not the error state, not empty). */
  feedShows: boolean;
  /** Ids of the previews already shown on this device (PREVIEWS_SHOWN_COOKIE). */
  shown?: readonly string[];
}

/**
 * The notification to preview, if any: flagged for desktop, expiring in the future, published
 * after the last-seen date, not the title last previewed, never shown before; and only when the overlay manager and
 * the feed allow it. The newest such notification wins (the feed is newest first).
 */
export function previewCandidate(items: readonly NotificationItem[], ctx: PreviewContext): NotificationItem | null {
  if (!ctx.overlayAllows || !ctx.feedShows) return null;
  return (
    items.find(
      (item) =>
        item.willSendNotificationOnDesktop &&
        time(item.expirationDate) > ctx.now &&
        (ctx.lastSeenAt === null || time(item.publishedAt) > ctx.lastSeenAt) &&
        item.title !== ctx.lastPreviewTitle &&
        !ctx.shown?.includes(item.id),
    ) ?? null
  );
}

/** Whether the overlay manager should be told this module has something to show. */
export function hasPreview(items: readonly NotificationItem[], ctx: Omit<PreviewContext, 'overlayAllows'>): boolean {
  return previewCandidate(items, { ...ctx, overlayAllows: true }) !== null;
}

/**
 * The seen state from the cookies as the server parsed them (server/middleware/cookies.ts has decoded
 * the preview title); a malformed datetime counts as never seen.
 */
export function parseSeenState(seenCookie: string | undefined, previewTitle: string | undefined): SeenState {
  const at = seenCookie !== undefined && /^\d{1,15}$/.test(seenCookie) ? Number(seenCookie) : null;
  return { lastSeenAt: at, lastPreviewTitle: previewTitle || null };
}

/** The later of the browser's and the account's last-seen datetimes (either may be absent). */
export function mergeLastSeen(cookieAt: number | null, accountAt: number | null): number | null {
  if (cookieAt === null) return accountAt;
  if (accountAt === null) return cookieAt;
  return Math.max(cookieAt, accountAt);
}

/** The ids in PREVIEWS_SHOWN_COOKIE (as the server decoded it, or undefined); anything else: none. */
export function parseShownPreviews(raw: string | undefined): string[] {
  return raw ? raw.split(',').filter((id) => /^[A-Za-z0-9][\w.-]{0,63}$/.test(id)) : [];
}

/** The list after showing `id`: added last, once, the oldest dropped past MAX_SHOWN. */
export function withShownPreview(shown: readonly string[], id: string): string[] {
  return [...shown.filter((other) => other !== id), id].slice(-MAX_SHOWN);
}
