/** Placeholder island: the notification bell. */
export default function NotificationBell(_props: Record<string, never>) {
  return null;
}
