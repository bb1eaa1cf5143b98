/**
 * The JSON shape of one notification as `GET /notifications` returns it (server/routes/
 * notifications-api.ts) and the bell island reads it. Dates are ISO 8601 strings. `content` is
 * HTML already sanitized by the server. `isNew` is not here: it depends on what this visitor
 * has seen, so the bell computes it (client/contract/notification-rules.ts).
 */
export type NotificationContentType = 'act' | 'learn' | 'news' | 'victory';

export interface NotificationItem {
  id: string;
  title: string;
  content: string;
  thumbnailUrl: string | null;
  imageUrl: string | null;
  contentType: NotificationContentType;
  destinationUrl: string | null;
  publishedAt: string;
  willSendNotificationOnDesktop: boolean;
  expirationDate: string | null;
}

export interface NotificationsResponse {
  locale: string;
  notifications: NotificationItem[];
}
