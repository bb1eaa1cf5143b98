/**
 * The preview of one desktop-flagged notification: a small popover hanging from the bell (CSS),
 * one or two lines high, so that it stays over the header and the tabs, never over the results or
 * the encyclopedia panel. It shows once per notification on a device (the island remembers its
 * id); reading or closing it also stores its title as the last previewed one.
 */

import type { NotificationItem } from '../contract/notification-types.ts';
import type { PanelStrings } from './notification-panel.tsx';

export function NotificationPreview({
  item,
  labels,
  onOpen,
  onClose,
}: {
  item: NotificationItem;
  labels: PanelStrings;
  onOpen: () => void;
  onClose: () => void;
}) {
  return (
    <aside className="bell-preview" aria-label={labels.previewLabel}>
      {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" width="40" height="40" /> : null}
      <p className="bell-preview__title">
        <span className="bell-preview__type">{labels.types[item.contentType]}</span> {item.title}
      </p>
      <button type="button" className="bell-preview__open" onClick={onOpen}>
        {labels.previewOpen}
      </button>
      <button type="button" className="bell-preview__close" onClick={onClose} aria-label={labels.previewClose}>
        ×
      </button>
    </aside>
  );
}
