/**
 * The 'You make it happen' bell. Without JavaScript it is a link to the Learn & Act page; hydrated
 * it fetches the feed on mount (and again when the feed-country cookie changes), shows a dot for
 * new notifications, opens a dropdown (a full-width sheet below md, by CSS) and may show one
 * preview of a desktop-flagged notification when the overlay manager allows it. The rules live
 * in ../contract/notification-rules.ts.
 *
 * Only the button, the fetch and the rules load with the page. The dropdown, the preview, their
 * stylesheet and strings, and what acting on them does come together on first need: most visits
 * never open the bell, and the home page's byte budget pays only for what every visit runs.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FeedLocale } from '../contract/feed-country.ts';
import { lastSeenAfterClose, previewCandidate, type SeenState, showsDot } from '../contract/notification-rules.ts';
import type { NotificationItem } from '../contract/notification-types.ts';
import {
  currentFeedLocale,
  dotHiddenThisSession,
  fetchNotifications,
  watchFeedCountry,
} from '../lib/notification-feed.ts';
import type { PanelStrings } from '../lib/notification-panel.tsx';
import { currentOverlay, onOverlayChange, reportOverlay } from '../lib/overlay-manager.ts';
import { loadStylesheet } from '../lib/stylesheet.ts';
import { useDismiss } from '../lib/use-dismiss.ts';

export interface NotificationBellProps {
  /** The page's language: the feed's unless the feed-country cookie says otherwise. */
  locale: FeedLocale;
  seen: SeenState;
  /** Ids of the previews already shown on this device (as the page loaded): each shows once. */
  shownPreviews: string[];
  /** The server's dot, shown until the island has fetched the feed itself. */
  dot: boolean;
  /** The cookie banner is up: it goes first, so no preview on this page. */
  holdPreview: boolean;
  loggedIn: boolean;
  apiBase: string;
  cookieDomain?: string;
  /** The Learn & Act pages: the desktop one, and the mobile one (below md). */
  moreHref: { desktop: string; mobile: string };
  /** client/styles/bell.css, loaded with the dropdown. */
  stylesheet: string;
  labels: { bell: string; bellNew: string };
}

type Status = 'loading' | 'ready' | 'error';
type Ui = typeof import('../lib/notification-ui.ts') & { strings: PanelStrings };

let uiModule: Promise<Ui> | undefined;
function loadUi(stylesheet: string, locale: string): Promise<Ui> {
  // Rendered once styled (no unstyled flash); a failed stylesheet still leaves it usable.
  uiModule ??= Promise.all([import('../lib/notification-ui.ts'), loadStylesheet(stylesheet)]).then(
    async ([module]) => ({ ...module, strings: await module.fetchPanelStrings(locale) }),
  );
  uiModule.catch(() => {
    uiModule = undefined;
  });
  return uiModule;
}

export default function NotificationBellIsland(props: NotificationBellProps) {
  const { labels, moreHref, cookieDomain } = props;
  const [hydrated, setHydrated] = useState(false);
  const [items, setItems] = useState<NotificationItem[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState<SeenState>(props.seen);
  const [dotHidden, setDotHidden] = useState(false);
  const [overlay, setOverlay] = useState<string | null>(null);
  const [ui, setUi] = useState<Ui | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback(() => {
    fetchNotifications(currentFeedLocale(props.locale)).then(
      (list) => {
        setItems(list);
        setStatus('ready');
      },
      (error: unknown) => {
        // The feed is a bonus: an empty list, a line for whoever looks, and a message in the dropdown.
        console.warn('notifications feed unavailable', error);
        setItems([]);
        setStatus('error');
      },
    );
  }, [props.locale]);

  useEffect(() => {
    setHydrated(true);
    setDotHidden(dotHiddenThisSession());
    load();
    const stopWatching = watchFeedCountry(load);
    const stopOverlay = onOverlayChange(() => setOverlay(currentOverlay()));
    return () => {
      stopWatching();
      stopOverlay();
    };
  }, [load]);

  const feedShows = status === 'ready' && items.length > 0;
  const overlayAllows = !props.holdPreview;
  // The ids as the page loaded: the preview shown here stays until closed, and is not shown again.
  const shown = props.shownPreviews;
  const candidate = previewCandidate(items, { ...seen, now: Date.now(), overlayAllows, feedShows, shown });
  useEffect(() => {
    if (status !== 'loading') reportOverlay('youMakeItHappen', candidate !== null && !open);
  }, [status, candidate, open]);
  const preview = overlay === 'youMakeItHappen' && !open ? candidate : null;

  const withUi = useCallback(
    (then?: (module: Ui) => void) =>
      loadUi(props.stylesheet, props.locale).then(
        (module) => {
          setUi(module);
          then?.(module);
        },
        (error: unknown) => {
          // Without its chunk or strings the dropdown cannot show: the Learn & Act page can.
          console.warn('the bell could not load its dropdown', error);
          location.assign(matchMedia('(min-width: 768px)').matches ? moreHref.desktop : moreHref.mobile);
        },
      ),
    [props.stylesheet, props.locale, moreHref],
  );

  useEffect(() => {
    if (preview && !ui) withUi();
  }, [preview, ui, withUi]);
  // Shown now: remembered on this device, so no other page shows it again. A layout effect runs
  // in the same task that puts the preview on screen: a visitor who leaves at once (a reload, a
  // link) must not see it a second time, as a plain effect, run after paint, would allow.
  const shownId = preview && ui ? preview.id : null;
  useLayoutEffect(() => {
    if (shownId !== null) ui?.rememberPreviewShown(shownId, cookieDomain);
  }, [shownId, ui, cookieDomain]);

  const close = useCallback(() => {
    setOpen(false);
    const at = lastSeenAfterClose(items, Date.now());
    if (at !== null) {
      withUi((module) => module.saveLastSeen(at, props));
      setSeen((current) => ({ ...current, lastSeenAt: at }));
    }
    button.current?.focus();
  }, [items, props, withUi]);

  const openBell = () => {
    setDotHidden(true);
    setOpen(true);
    withUi((module) => module.hideDotForSession(cookieDomain));
  };

  const dismissPreview = (item: NotificationItem, thenOpen: boolean) => {
    withUi((module) => module.savePreviewTitle(item.title, cookieDomain));
    setSeen((current) => ({ ...current, lastPreviewTitle: item.title }));
    if (thenOpen) openBell();
  };

  useDismiss(open, root, close);

  const dot = !dotHidden && (status === 'loading' ? props.dot : showsDot(items, seen, false));
  const icon = [<BellIcon key="icon" />, dot ? <span key="dot" className="bell__dot" data-testid="bell-dot" /> : null];
  return (
    <div className="bell" ref={root}>
      {hydrated ? (
        <button
          ref={button}
          type="button"
          className="bell__button"
          aria-expanded={open}
          aria-label={dot ? labels.bellNew : labels.bell}
          onClick={() => (open ? close() : openBell())}
        >
          {icon}
        </button>
      ) : (
        <a className="bell__button" href={moreHref.desktop} aria-label={labels.bell}>
          {icon}
        </a>
      )}
      {open && ui ? (
        <ui.NotificationPanel
          items={items}
          error={status === 'error'}
          loading={status === 'loading'}
          seen={seen}
          moreHref={moreHref}
          labels={ui.strings}
          onClose={close}
        />
      ) : null}
      {preview && ui ? (
        <ui.NotificationPreview
          item={preview}
          labels={ui.strings}
          onOpen={() => dismissPreview(preview, true)}
          onClose={() => dismissPreview(preview, false)}
        />
      ) : null}
    </div>
  );
}

function BellIcon() {
  return (
    <svg className="bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
        fill="currentColor"
      />
    </svg>
  );
}
