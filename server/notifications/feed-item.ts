/**
 * A stored notification as `GET /notifications` serves it (client/contract/notification-types.ts):
 * ISO dates, and the content sanitized once more, with any URL field that is not safe dropped.
 * The import already did both; doing it again here means a row written by hand, or by an older
 * version with looser rules, still cannot put a script or a javascript: link in the bell.
 */
import type { NotificationItem } from '../../client/contract/notification-types.ts';
import { CONTENT_TYPES, DEFAULT_CONTENT_TYPE, type Notification } from './notification-model.ts';
import { sanitizeNotificationHtml } from './sanitize.ts';
import { isSafeFieldUrl } from './url-rules.ts';

const safeUrl = (value: string | null): string | null => (value !== null && isSafeFieldUrl(value) ? value : null);

/**
 * `proxyImage` (the app's signed /img proxy) rewrites pictures on other hosts, so the browser
 * showing the bell never contacts a third party; site paths pass through it unchanged.
 */
export function toFeedItem(notification: Notification, proxyImage?: (url: string) => string): NotificationItem {
  const image = (value: string | null) => {
    const url = safeUrl(value);
    return url !== null && proxyImage ? proxyImage(url) : url;
  };
  return {
    id: notification.id,
    title: notification.title,
    content: sanitizeNotificationHtml(notification.content),
    thumbnailUrl: image(notification.thumbnailUrl),
    imageUrl: image(notification.imageUrl),
    contentType: (CONTENT_TYPES as readonly string[]).includes(notification.contentType)
      ? notification.contentType
      : DEFAULT_CONTENT_TYPE,
    destinationUrl: safeUrl(notification.destinationUrl),
    publishedAt: notification.publishedAt.toISOString(),
    willSendNotificationOnDesktop: notification.willSendNotificationOnDesktop,
    expirationDate: notification.expirationDate?.toISOString() ?? null,
  };
}
