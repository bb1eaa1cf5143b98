/**
 * The companion's state transitions, pure: the island applies one, writes the result to the
 * cookie (client/contract/companion-state.ts) and recomputes the display (companion-rules.ts).
 * Every transition clears currentDisplay: what shows next is the rules' decision, not a leftover.
 *
 * - Next on the desktop tour goes to step 2; Next on step 2 ends the tour, as Skip does.
 * - Skip, closing a tour step and closing the phone banner mark the tour closed and record the
 *   count (counterCompanion; the phone banner also countAfterClosingModalMobile).
 * - Closing a modal or the toast sets its first flag and records the count, or, for the 'closed'
 *   variant, its second flag.
 */
import type { CompanionDisplay, CompanionState } from '../contract/companion-state.ts';

export type CompanionAction =
  | { type: 'next'; count: number }
  | { type: 'close'; display: CompanionDisplay; count: number }
  | { type: 'detected'; installed: boolean }
  | { type: 'shown'; display: CompanionDisplay | null };

function closeTour(state: CompanionState, count: number): CompanionState {
  return { ...state, currentDisplay: null, tourClosed: true, counterCompanion: count };
}

function close(state: CompanionState, display: CompanionDisplay, count: number): CompanionState {
  const base = { ...state, currentDisplay: null };
  switch (display) {
    case 'tour-step-1':
    case 'tour-step-2':
      return closeTour(state, count);
    case 'tour-step-mobile-1':
      return { ...closeTour(state, count), countAfterClosingModalMobile: count };
    case 'modal-extension':
      return { ...base, modalClosed: true, countAfterClosingModalFirstTime: count };
    case 'modal-extension-closed':
      return { ...base, modalClosedSecond: true };
    case 'modal-extension-installed':
      return { ...base, modalExtensionInstalledClosed: true, countAfterClosingModalInstalledFirstTime: count };
    case 'modal-extension-installed-closed':
      return { ...base, modalExtensionInstalledClosedSecond: true };
    case 'toast-android':
      return {
        ...base,
        toastAndroidClosed: true,
        countAfterClosingToastAndroidFirstTime: count,
        toastAndroidClosedCount: state.toastAndroidClosedCount + 1,
      };
    case 'toast-android-closed':
      return { ...base, toastAndroidClosedSecond: true, toastAndroidClosedCount: state.toastAndroidClosedCount + 1 };
  }
}

export function reduceCompanion(state: CompanionState, action: CompanionAction): CompanionState {
  switch (action.type) {
    case 'next':
      if (state.tourClosed) return state;
      return state.tourStep === 1 ? { ...state, currentDisplay: null, tourStep: 2 } : closeTour(state, action.count);
    case 'close':
      return close(state, action.display, action.count);
    case 'detected':
      return state.chromeExtensionInstalled === action.installed
        ? state
        : { ...state, chromeExtensionInstalled: action.installed };
    case 'shown':
      return state.currentDisplay === action.display ? state : { ...state, currentDisplay: action.display };
  }
}
