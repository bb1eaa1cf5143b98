/**
 * The preview of one desktop-flagged notification: a card under the header from md up, a banner
 * at the bottom of the screen below md (CSS). Reading or closing it stores its title as the last
 * previewed one, so it does not come back.
 */
import type { PanelStrings } from './notification-panel.tsx';
import type { NotificationItem } from './notification-types.ts';

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
      {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" width="56" height="56" /> : null}
      <div className="bell-preview__text">
        <p className="bell-preview__type">{labels.types[item.contentType]}</p>
        <p className="bell-preview__title">{item.title}</p>
        <button type="button" className="bell-preview__open" onClick={onOpen}>
          {labels.previewOpen}
        </button>
      </div>
      <button type="button" className="bell-preview__close" onClick={onClose} aria-label={labels.previewClose}>
        ×
      </button>
    </aside>
  );
}
