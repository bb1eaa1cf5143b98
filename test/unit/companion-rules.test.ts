/**
 * The companion's display rules (client/lib/companion-rules.ts), exhaustively: for each device
 * and state below, the display at every search count from 0 to 60 is the one the table names
 * for that count, and null at every other count.
 */
import { describe, expect, it } from 'vitest';
import {
  type CompanionDisplay,
  type CompanionState,
  DEFAULT_COMPANION_STATE,
} from '../../client/contract/companion-state.ts';
import { type CompanionDevice, companionDisplay } from '../../client/lib/companion-rules.ts';

const DESKTOP: CompanionDevice = { kind: 'desktop', browser: 'chrome', android: false };
const DESKTOP_FIREFOX: CompanionDevice = { kind: 'desktop', browser: 'firefox', android: false };
const IPHONE: CompanionDevice = { kind: 'mobile', browser: 'safari', android: false };
const IPAD: CompanionDevice = { kind: 'tablet', browser: 'safari', android: false };
const ANDROID: CompanionDevice = { kind: 'mobile', browser: 'chrome', android: true };
const ANDROID_TABLET: CompanionDevice = { kind: 'tablet', browser: 'chrome', android: true };
const ANDROID_FIREFOX: CompanionDevice = { kind: 'mobile', browser: 'firefox', android: true };
const ANDROID_EDGE: CompanionDevice = { kind: 'mobile', browser: 'edge', android: true };

const TENS = [10, 20, 30, 40, 50, 60];
const TWENTIES = [20, 40, 60];
const state = (changes: Partial<CompanionState> = {}): CompanionState => ({ ...DEFAULT_COMPANION_STATE, ...changes });

type Expected = Partial<Record<CompanionDisplay, number[]>>;
const CASES: [string, CompanionDevice, CompanionState, Expected][] = [
  // Desktop, extension absent.
  ['desktop, new visitor', DESKTOP, state(), { 'tour-step-1': [2, 12], 'modal-extension': [3, ...TENS] }],
  ['desktop, any browser', DESKTOP_FIREFOX, state(), { 'tour-step-1': [2, 12], 'modal-extension': [3, ...TENS] }],
  [
    'desktop, tour at step 2',
    DESKTOP,
    state({ tourStep: 2 }),
    { 'tour-step-2': [2, 12], 'modal-extension': [3, ...TENS] },
  ],
  ['desktop, tour closed', DESKTOP, state({ tourClosed: true, tourStep: 2 }), { 'modal-extension': [3, ...TENS] }],
  [
    'desktop, modal closed at 3',
    DESKTOP,
    state({ modalClosed: true, countAfterClosingModalFirstTime: 3 }),
    { 'tour-step-1': [2, 12], 'modal-extension-closed': TENS },
  ],
  [
    'desktop, modal closed at 10: not again at 10',
    DESKTOP,
    state({ modalClosed: true, countAfterClosingModalFirstTime: 10, tourClosed: true }),
    { 'modal-extension-closed': [20, 30, 40, 50, 60] },
  ],
  [
    'desktop, modal closed twice',
    DESKTOP,
    state({ modalClosed: true, modalClosedSecond: true, countAfterClosingModalFirstTime: 3 }),
    { 'tour-step-1': [2, 12] },
  ],
  // Desktop, extension installed: the same pattern with its own flags.
  [
    'desktop, extension installed',
    DESKTOP,
    state({ chromeExtensionInstalled: true }),
    { 'tour-step-1': [2, 12], 'modal-extension-installed': [3, ...TENS] },
  ],
  [
    'desktop, installed, the absent-extension modal closed twice before',
    DESKTOP,
    state({ chromeExtensionInstalled: true, modalClosed: true, modalClosedSecond: true, tourClosed: true }),
    { 'modal-extension-installed': [3, ...TENS] },
  ],
  [
    'desktop, installed modal closed at 20',
    DESKTOP,
    state({
      chromeExtensionInstalled: true,
      modalExtensionInstalledClosed: true,
      countAfterClosingModalInstalledFirstTime: 20,
    }),
    { 'tour-step-1': [2, 12], 'modal-extension-installed-closed': [10, 30, 40, 50, 60] },
  ],
  [
    'desktop, installed modal closed twice',
    DESKTOP,
    state({
      chromeExtensionInstalled: true,
      modalExtensionInstalledClosed: true,
      modalExtensionInstalledClosedSecond: true,
      tourClosed: true,
    }),
    {},
  ],
  // Phones and tablets without Android: the tour banner only.
  ['iPhone, new visitor', IPHONE, state(), { 'tour-step-mobile-1': [2, 3, 4] }],
  ['iPad, new visitor', IPAD, state(), { 'tour-step-mobile-1': [2, 3, 4] }],
  ['iPhone, tour closed', IPHONE, state({ tourClosed: true, counterCompanion: 2 }), {}],
  ['iPhone, tour at step 2 (from a desktop-mode visit)', IPHONE, state({ tourStep: 2 }), {}],
  [
    'iPhone, modal flags do not matter',
    IPHONE,
    state({ chromeExtensionInstalled: true }),
    { 'tour-step-mobile-1': [2, 3, 4] },
  ],
  // Android: the banner, then the app toast.
  ['Android, new visitor', ANDROID, state(), { 'tour-step-mobile-1': [2, 3, 4], 'toast-android': TWENTIES }],
  [
    'Android tablet, new visitor',
    ANDROID_TABLET,
    state(),
    { 'tour-step-mobile-1': [2, 3, 4], 'toast-android': TWENTIES },
  ],
  [
    'Android Edge counts as non-Firefox',
    ANDROID_EDGE,
    state(),
    { 'tour-step-mobile-1': [2, 3, 4], 'toast-android': TWENTIES },
  ],
  ['Android Firefox: no toast', ANDROID_FIREFOX, state(), { 'tour-step-mobile-1': [2, 3, 4] }],
  ['Android Firefox, tour closed: nothing', ANDROID_FIREFOX, state({ tourClosed: true, counterCompanion: 4 }), {}],
  [
    'Android, tour closed at 4',
    ANDROID,
    state({ tourClosed: true, counterCompanion: 4 }),
    { 'toast-android': [5, 6, 7, ...TWENTIES] },
  ],
  [
    'Android, tour closed at 19',
    ANDROID,
    state({ tourClosed: true, counterCompanion: 19 }),
    { 'toast-android': [20, 21, 22, 40, 60] },
  ],
  [
    'Android, tour closed at 0: never at 1',
    ANDROID,
    state({ tourClosed: true, counterCompanion: 0 }),
    { 'toast-android': [2, 3, ...TWENTIES] },
  ],
  [
    'Android, tour at step 2 but not closed: the toast follows count 0',
    ANDROID,
    state({ tourStep: 2 }),
    { 'toast-android': [2, 3, ...TWENTIES] },
  ],
  [
    'Android, toast closed at 5',
    ANDROID,
    state({
      tourClosed: true,
      counterCompanion: 4,
      toastAndroidClosed: true,
      countAfterClosingToastAndroidFirstTime: 5,
    }),
    { 'toast-android-closed': TWENTIES },
  ],
  [
    'Android, toast closed at 20: not again at 20',
    ANDROID,
    state({
      tourClosed: true,
      counterCompanion: 4,
      toastAndroidClosed: true,
      countAfterClosingToastAndroidFirstTime: 20,
    }),
    { 'toast-android-closed': [40, 60] },
  ],
  [
    'Android, toast closed twice',
    ANDROID,
    state({ tourClosed: true, toastAndroidClosed: true, toastAndroidClosedSecond: true }),
    {},
  ],
];

describe('companionDisplay, counts 0 to 60', () => {
  it.each(CASES)('%s', (_name, device, companionState, expected) => {
    const want = new Map<number, CompanionDisplay>();
    for (const [display, counts] of Object.entries(expected) as [CompanionDisplay, number[]][]) {
      for (const count of counts) want.set(count, display);
    }
    const got = Array.from({ length: 61 }, (_, count) => companionDisplay({ count, device, state: companionState }));
    const wanted = Array.from({ length: 61 }, (_, count) => want.get(count) ?? null);
    expect(got).toEqual(wanted);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('shows nothing for a count of %s', (count) => {
    for (const device of [DESKTOP, ANDROID, IPHONE]) {
      expect(companionDisplay({ count, device, state: state() })).toBeNull();
    }
  });
});
