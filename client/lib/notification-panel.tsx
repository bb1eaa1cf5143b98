/**
 * The bell's dropdown: a feed-language choice, up to three notifications (newest first, the new
 * ones marked), 'more news' (the Learn & Act page), or the error message with its picture. One
 * markup for both sizes: CSS makes it a dropdown from md up and a full-width sheet below.
 */
import { useEffect, useRef } from 'react';
import { isNew, type SeenState } from '../contract/notification-rules.ts';
import type { NotificationContentType, NotificationItem } from '../contract/notification-types.ts';

/** The dropdown's strings: the `notifications` strings of locales/*.json, served by server/routes/ui-strings.ts. */
export interface PanelStrings {
  title: string;
  close: string;
  moreNews: string;
  empty: string;
  loading: string;
  error: string;
  newBadge: string;
  changeRegion: string;
  types: Record<NotificationContentType, string>;
  previewLabel: string;
  previewOpen: string;
  previewClose: string;
}

interface PanelProps {
  items: NotificationItem[];
  error: boolean;
  loading: boolean;
  seen: SeenState;
  moreHref: { desktop: string; mobile: string };
  labels: PanelStrings;
  onClose: () => void;
}

const external = (url: string) => /^https?:\/\//.test(url);
const ERROR_IMAGE = '/feed/notifications-error.svg';

export function NotificationPanel(props: PanelProps) {
  const { items, labels, seen } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  let body: unknown;
  if (props.error) {
    body = (
      <div className="bell__error" role="alert">
        <img src={ERROR_IMAGE} alt="" width="120" height="90" />
        <p>{labels.error}</p>
      </div>
    );
  } else if (props.loading) {
    body = <p className="bell__status">{labels.loading}</p>;
  } else if (items.length === 0) {
    body = <p className="bell__status">{labels.empty}</p>;
  } else {
    body = (
      <ul className="bell__list">
        {items.map((item) => (
          <li key={item.id} className="bell__item" data-new={isNew(item, seen) ? 'true' : undefined}>
            {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" width="64" height="64" loading="lazy" /> : null}
            <div>
              <p className="bell__meta">
                <span className={`bell__type bell__type--${item.contentType}`}>{labels.types[item.contentType]}</span>
                {isNew(item, seen) ? <span className="bell__new">{labels.newBadge}</span> : null}
              </p>
              <h3 className="bell__item-title">
                {item.destinationUrl ? (
                  <a
                    href={item.destinationUrl}
                    {...(external(item.destinationUrl) ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
                  >
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
              </h3>
              {/* The server sanitized this HTML (server/notifications/sanitize.ts). */}
              <div className="bell__content" dangerouslySetInnerHTML={{ __html: item.content }} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="bell__panel" role="dialog" aria-labelledby="bell-title">
      <div className="bell__head">
        <h2 id="bell-title" ref={heading} tabIndex={-1}>
          {labels.title}
        </h2>
        <button type="button" className="bell__close" onClick={props.onClose} aria-label={labels.close}>
          ×
        </button>
      </div>
      <p className="bell__region">
        <a href="/settings#setting-learn-act">{labels.changeRegion}</a>
      </p>
      {body as never}
      <p className="bell__more">
        <a className="bell__more-link bell__more-link--desktop" href={props.moreHref.desktop}>
          {labels.moreNews}
        </a>
        <a className="bell__more-link bell__more-link--mobile" href={props.moreHref.mobile}>
          {labels.moreNews}
        </a>
      </p>
    </div>
  );
}
