/**
 * The preview of one desktop-flagged notification: a small popover from the bell, one or two
 * lines high. On a results page it lies over the bell's own header row (./notification-preview-position.ts),
 * so it never covers the search box, the tabs, the results or the encyclopedia panel; elsewhere
 * it hangs under the bell (CSS). It shows once per notification on a device (the island
 * remembers its id); reading or closing it also stores its title as the last previewed one.
 */

import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import type { NotificationItem } from '../contract/notification-types.ts';
import type { PanelStrings } from './notification-panel.tsx';
import { placePreview } from './notification-preview-position.ts';

/** Its place in a results page's header row, relative to its containing block; none elsewhere. */
function useHeaderRowPlace(root: { current: HTMLElement | null }): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useLayoutEffect(() => {
    const update = () => {
      const preview = root.current;
      const bell = preview?.closest('.bell')?.querySelector('.bell__button');
      const header = preview?.closest('.search-header');
      const box = preview?.offsetParent;
      if (!preview || !bell || !header || !box) return setStyle(undefined);
      const searchBox = header.querySelector('.search-form')?.getBoundingClientRect() ?? null;
      const place = placePreview(
        bell.getBoundingClientRect(),
        searchBox,
        preview.offsetHeight,
        document.documentElement.clientWidth,
      );
      const origin = box.getBoundingClientRect();
      setStyle({ top: place.top - origin.top, left: place.left - origin.left, width: place.width, right: 'auto' });
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [root]);
  return style;
}

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
  const root = useRef<HTMLElement>(null);
  const place = useHeaderRowPlace(root);
  return (
    <aside
      ref={root}
      className={place ? 'bell-preview bell-preview--in-row' : 'bell-preview'}
      style={place}
      aria-label={labels.previewLabel}
    >
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
