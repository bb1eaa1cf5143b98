/**
 * What the companion shows for a search count: a pure function of the count, the device (from
 * the User-Agent, client/lib/companion-device.ts) and the state cookie. The server runs it to know
 * whether to load the island at all; the island runs it again after each action and once the
 * extension detection has answered. The table test in test/unit/companion-rules.test.ts walks every branch for counts 0 to 60.
 *
 * The branches never compete for one count (2 and 12 for the tour, 3 and tens for the modals),
 * but the order below still decides: desktop tour, desktop modals, phone tour, Android toast.
 */
import type { CompanionDisplay, CompanionState } from '../contract/companion-state.ts';

export type DeviceKind = 'mobile' | 'tablet' | 'desktop';
export type BrowserName = 'chrome' | 'brave' | 'edge' | 'safari' | 'firefox' | 'other';

export interface CompanionDevice {
  kind: DeviceKind;
  browser: BrowserName;
  /** Android phone or tablet (the Play Store app exists for it). */
  android: boolean;
}

export interface CompanionInput {
  /** The Karma search count after this search. */
  count: number;
  device: CompanionDevice;
  state: CompanionState;
}

export const TOUR_COUNTS: readonly number[] = [2, 12];
export const MOBILE_TOUR_COUNTS: readonly number[] = [2, 3, 4];
export const MODAL_FIRST_COUNT = 3;
export const MODAL_EVERY = 10;
export const TOAST_EVERY = 20;
/** The toast follows the tour's close by this many searches. */
export const TOAST_AFTER_TOUR: readonly number[] = [1, 2, 3];

const multipleOf = (count: number, every: number) => count % every === 0;

function desktopTour({ count, state }: CompanionInput): CompanionDisplay | null {
  if (state.tourClosed || state.tourStep > 2 || !TOUR_COUNTS.includes(count)) return null;
  return state.tourStep === 1 ? 'tour-step-1' : 'tour-step-2';
}

/**
 * The extension modal, in its two variants (the extension absent or installed). First at 3 and
 * every tenth search until closed once; then the 'closed' variant at every tenth search, but not
 * at the count it was closed at (a reload right after closing must not bring it back), until it
 * is closed a second time.
 */
function desktopModal({ count, state }: CompanionInput): CompanionDisplay | null {
  const installed = state.chromeExtensionInstalled;
  const closed = installed ? state.modalExtensionInstalledClosed : state.modalClosed;
  const closedSecond = installed ? state.modalExtensionInstalledClosedSecond : state.modalClosedSecond;
  const closedAt = installed ? state.countAfterClosingModalInstalledFirstTime : state.countAfterClosingModalFirstTime;
  if (!closed) {
    if (count !== MODAL_FIRST_COUNT && !multipleOf(count, MODAL_EVERY)) return null;
    return installed ? 'modal-extension-installed' : 'modal-extension';
  }
  if (closedSecond || !multipleOf(count, MODAL_EVERY) || count === closedAt) return null;
  return installed ? 'modal-extension-installed-closed' : 'modal-extension-closed';
}

function mobileTour({ count, device, state }: CompanionInput): CompanionDisplay | null {
  if (device.kind === 'desktop' || state.tourClosed || state.tourStep > 1) return null;
  return MOBILE_TOUR_COUNTS.includes(count) ? 'tour-step-mobile-1' : null;
}

/**
 * The Android app toast (not for Firefox: its visitors chose a browser of their own). First in
 * the three searches after the tour was closed (counterCompanion, 0 before: the tour banner has
 * those counts then) and at every twentieth; then the 'closed' variant at every twentieth, not
 * at the count it was closed at, until closed again.
 */
function androidToast({ count, device, state }: CompanionInput): CompanionDisplay | null {
  if (!device.android || device.browser === 'firefox') return null;
  if (!state.toastAndroidClosed) {
    if (count === 1) return null;
    const afterTour = TOAST_AFTER_TOUR.includes(count - state.counterCompanion);
    return afterTour || multipleOf(count, TOAST_EVERY) ? 'toast-android' : null;
  }
  if (state.toastAndroidClosedSecond || !multipleOf(count, TOAST_EVERY)) return null;
  return count === state.countAfterClosingToastAndroidFirstTime ? null : 'toast-android-closed';
}

/** The display due at this count, or null (always null at 0: nothing before the first search). */
export function companionDisplay(input: CompanionInput): CompanionDisplay | null {
  if (!Number.isSafeInteger(input.count) || input.count <= 0) return null;
  if (input.device.kind === 'desktop') return desktopTour(input) ?? desktopModal(input);
  return mobileTour(input) ?? androidToast(input);
}

export const isTourStep = (display: CompanionDisplay | null): display is 'tour-step-1' | 'tour-step-2' =>
  display === 'tour-step-1' || display === 'tour-step-2';
export const isModal = (display: CompanionDisplay | null): boolean => display?.startsWith('modal-') === true;
export const isToast = (display: CompanionDisplay | null): boolean => display?.startsWith('toast-') === true;
