/**
 * Places the companion (extension and app onboarding) in the search layout. The server
 * knows everything the rules need (the search count after this search, the User-Agent, the state
 * cookie), so it decides: when a display is due the island loads with the page (and the overlay
 * manager waits for it, views/overlay-modules.ts); otherwise nothing at all is rendered, not even
 * the marker, and the page pays nothing. Only the extension detection is the browser's: the
 * island recomputes with it (the two modal variants fall on the same counts).
 *
 * Only result pages (their tabs hold the tour's targets), and not while the cookie banner waits
 * for an answer: a modal would make it inert, and both would fight for a phone's screen.
 */

import { COMPANION_COOKIE, type CompanionState, parseCompanionState } from '../../client/contract/companion-state.ts';
import { CONSENT_COOKIE, parseConsent, shouldShowBanner } from '../../client/contract/consent.ts';
import { companionDevice } from '../../client/lib/companion-device.ts';
import { type CompanionDevice, companionDisplay } from '../../client/lib/companion-rules.ts';
import type { CompanionStrings } from '../../client/lib/companion-view.tsx';
import { applicationsPageUrl } from '../../server/shared/app-links.ts';
import { type PageContext, perRequest, useRequest } from '../use-request.tsx';
import { Island } from './Island.tsx';

const RESULT_PATHS: ReadonlySet<string> = new Set(['/search', '/images', '/news', '/videos']);

interface CompanionPlan {
  count: number;
  device: CompanionDevice;
  state: CompanionState;
}

/** What the companion starts from on this page, or undefined when nothing is due (overlay modules ask too). */
export const companionPlan = perRequest((ctx: PageContext): CompanionPlan | undefined => {
  if (!RESULT_PATHS.has(ctx.path)) return undefined;
  if (shouldShowBanner(ctx.config.features.cookieConsent, parseConsent(ctx.cookies[CONSENT_COOKIE]))) return undefined;
  const plan = {
    count: ctx.visitor?.counter ?? 0,
    device: companionDevice(ctx.userAgent),
    state: parseCompanionState(ctx.cookies[COMPANION_COOKIE]),
  };
  return companionDisplay(plan) === null ? undefined : plan;
});

/** The strings of the displays this device can get, interpolated (literal keys for the locale test). */
function companionStrings({ t }: PageContext, count: number, desktop: boolean): CompanionStrings {
  // `count` picks the plural form (locales: title_one, title_other…) and fills {{count, number}}.
  const searches = { count };
  const common = { close: t('companion.close'), later: t('companion.later') };
  if (!desktop) {
    return {
      ...common,
      texts: {
        'tour-step-mobile-1': {
          title: t('companion.tourMobile.title'),
          text: t('companion.tourMobile.text'),
          action: t('companion.tourMobile.action'),
          dismiss: t('companion.gotIt'),
        },
        'toast-android': {
          text: t('companion.toastAndroid.text'),
          installText: t('companion.toastAndroid.installText'),
          action: t('companion.toastAndroid.action'),
        },
        'toast-android-closed': {
          text: t('companion.toastAndroidClosed.text', searches),
          installText: t('companion.toastAndroidClosed.installText', searches),
          action: t('companion.toastAndroidClosed.action'),
        },
      },
    };
  }
  const step = (n: number) => t('companion.step', { step: n, total: 2 });
  const tour = { next: t('companion.next'), skip: t('companion.skip') };
  return {
    ...common,
    texts: {
      'tour-step-1': {
        title: t('companion.tourGoogle.title'),
        text: t('companion.tourGoogle.text'),
        step: step(1),
        ...tour,
      },
      'tour-step-2': {
        title: t('companion.tourOther.title'),
        text: t('companion.tourOther.text'),
        step: step(2),
        ...tour,
      },
      'modal-extension': {
        title: t('companion.modalExtension.title'),
        text: t('companion.modalExtension.text'),
        action: t('companion.modalExtension.action'),
      },
      'modal-extension-closed': {
        title: t('companion.modalExtensionClosed.title', searches),
        text: t('companion.modalExtensionClosed.text'),
        action: t('companion.modalExtensionClosed.action'),
      },
      'modal-extension-installed': {
        title: t('companion.modalInstalled.title'),
        text: t('companion.modalInstalled.text'),
        action: t('companion.modalInstalled.action'),
      },
      'modal-extension-installed-closed': {
        title: t('companion.modalInstalledClosed.title', searches),
        text: t('companion.modalInstalledClosed.text'),
        action: t('companion.modalInstalledClosed.action'),
      },
    },
  };
}

export function Companion() {
  const ctx = useRequest();
  const plan = companionPlan(ctx);
  if (!plan) return null;
  const { config, assets } = ctx;
  const apps = applicationsPageUrl(config.showcaseBase);
  return (
    <Island
      name="Companion"
      props={{
        ...plan,
        cookieDomain: config.cookieDomain,
        extensionIds: config.extensions,
        links: {
          extension: '/extension',
          apps,
          android: config.storeUrls.android ?? apps,
          // Without it the Android toast offers the browser's install prompt.
          androidStore: config.storeUrls.android,
        },
        // Loaded by the island before it shows anything: a <link> here, at the top of <body>,
        // would hold back the painting of the whole page until it arrived.
        stylesheet: assets.styles.companion ?? '',
        strings: companionStrings(ctx, plan.count, plan.device.kind === 'desktop'),
      }}
    />
  );
}
