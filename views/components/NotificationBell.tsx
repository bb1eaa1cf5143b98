/**
 * Places the bell island in a header. The server already knows the latest notifications
 * (server/middleware/bell-feed.ts), so it renders the dot itself, JavaScript or not, and the
 * island's chunk waits for the visitor's first interaction, unless a preview is due: then the
 * island loads with the page to ask the overlay manager for its turn and show it. A pending
 * cookie banner holds the preview back (both would take the bottom of a phone's screen).
 *
 * Props: the page's feed language, the visitor's seen state (cookies, and the account's datetime
 * when logged in, so a second device starts from what the first saw), the Learn & Act links.
 */
import { CONSENT_COOKIE, parseConsent, shouldShowBanner } from '../../client/contract/consent.ts';
import { FEED_COUNTRY_COOKIE, type FeedLocale, feedLocale } from '../../client/contract/feed-country.ts';
import {
  mergeLastSeen,
  OPENED_COOKIE,
  PREVIEW_COOKIE,
  PREVIEWS_SHOWN_COOKIE,
  parseSeenState,
  parseShownPreviews,
  previewCandidate,
  SEEN_COOKIE,
  type SeenState,
  showsDot,
} from '../../client/contract/notification-rules.ts';
import { type PageContext, perRequest, useRequest } from '../use-request.tsx';
import { companionPlan } from './Companion.tsx';
import { Island } from './Island.tsx';
import { counterModalOpensItself } from './KarmaCounter.tsx';

interface BellState {
  seen: SeenState;
  /** Ids of the previews already shown on this device: each shows once. */
  shownPreviews: string[];
  dot: boolean;
  previewDue: boolean;
  /** Another overlay (the cookie banner) has the screen: no preview on this page. */
  holdPreview: boolean;
}

/** The bell as the server sees it; undefined when the feature is off. Document asks too (overlay modules). */
export const bellState = perRequest((ctx: PageContext): BellState | undefined => {
  if (!ctx.config.features.youMakeItHappen) return undefined;
  const { cookies, visitor, bellFeed, services } = ctx;
  const cookieSeen = parseSeenState(cookies[SEEN_COOKIE], cookies[PREVIEW_COOKIE]);
  const accountAt = visitor?.account?.lastSeenNotificationAt?.getTime() ?? null;
  const seen = { ...cookieSeen, lastSeenAt: mergeLastSeen(cookieSeen.lastSeenAt, accountAt) };
  const shownPreviews = parseShownPreviews(cookies[PREVIEWS_SHOWN_COOKIE]);
  const items = bellFeed?.items ?? [];
  const now = (services.now?.() ?? new Date()).getTime();
  const feedShows = items.length > 0;
  // The cookie banner comes first: the preview waits for the visitor's choice (a reload). So do a
  // companion display or a counter modal the server knows are due on this page (they come before
  // it in the overlay order): the preview waits for a later page, and this one loads less.
  const overlayAllows =
    !shouldShowBanner(ctx.config.features.cookieConsent, parseConsent(cookies[CONSENT_COOKIE])) &&
    companionPlan(ctx) === undefined &&
    !counterModalOpensItself(ctx);
  return {
    seen,
    shownPreviews,
    dot: showsDot(items, seen, cookies[OPENED_COOKIE] === '1'),
    previewDue: previewCandidate(items, { ...seen, now, overlayAllows, feedShows, shown: shownPreviews }) !== null,
    holdPreview: !overlayAllows,
  };
});

export function NotificationBell() {
  const ctx = useRequest();
  const { t, locale, cookies, visitor, config, assets } = ctx;
  const state = bellState(ctx);
  if (!state) return null;
  const feed = feedLocale(cookies[FEED_COUNTRY_COOKIE], locale as FeedLocale);
  // The Learn & Act pages live under /fr and /es for those languages; English has no prefix.
  const prefix = feed === 'en' ? '' : `/${feed}`;
  return (
    <Island
      name="NotificationBell"
      keep
      hydrate={state.previewDue ? 'load' : 'interaction'}
      props={{
        locale: locale as FeedLocale,
        seen: state.seen,
        shownPreviews: state.shownPreviews,
        dot: state.dot,
        holdPreview: state.holdPreview,
        loggedIn: Boolean(visitor?.account),
        apiBase: config.apiBase,
        cookieDomain: config.cookieDomain,
        moreHref: { desktop: `${prefix}/learnact`, mobile: `${prefix}/learn-act` },
        stylesheet: assets.styles.bell ?? '',
        labels: { bell: t('notifications.bell'), bellNew: t('notifications.bellNew') },
      }}
    />
  );
}
