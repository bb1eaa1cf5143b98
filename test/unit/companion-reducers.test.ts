/**
 * The companion's transitions (client/lib/companion-reducers.ts): what each Next, Skip and close
 * changes in the state, and nothing else; then whole visits replayed through reducer and rules.
 */
import { describe, expect, it } from 'vitest';
import { type CompanionState, DEFAULT_COMPANION_STATE } from '../../client/contract/companion-state.ts';
import { type CompanionAction, reduceCompanion } from '../../client/lib/companion-reducers.ts';
import { type CompanionDevice, companionDisplay } from '../../client/lib/companion-rules.ts';

const state = (changes: Partial<CompanionState> = {}): CompanionState => ({ ...DEFAULT_COMPANION_STATE, ...changes });
const close = (display: Extract<CompanionAction, { type: 'close' }>['display'], count: number): CompanionAction => ({
  type: 'close',
  display,
  count,
});

const TRANSITIONS: [string, CompanionState, CompanionAction, Partial<CompanionState>][] = [
  [
    'Next on step 1 goes to step 2',
    state({ currentDisplay: 'tour-step-1' }),
    { type: 'next', count: 2 },
    { tourStep: 2 },
  ],
  [
    'Next on step 2 closes the tour and records the count',
    state({ tourStep: 2, currentDisplay: 'tour-step-2' }),
    { type: 'next', count: 12 },
    { tourStep: 2, tourClosed: true, counterCompanion: 12 },
  ],
  [
    'Next on a closed tour changes nothing',
    state({ tourClosed: true, tourStep: 2 }),
    { type: 'next', count: 13 },
    { tourClosed: true, tourStep: 2 },
  ],
  ['Skip on step 1', state(), close('tour-step-1', 2), { tourClosed: true, counterCompanion: 2 }],
  [
    'Skip on step 2',
    state({ tourStep: 2 }),
    close('tour-step-2', 12),
    { tourStep: 2, tourClosed: true, counterCompanion: 12 },
  ],
  [
    'closing the phone banner',
    state(),
    close('tour-step-mobile-1', 4),
    { tourClosed: true, counterCompanion: 4, countAfterClosingModalMobile: 4 },
  ],
  [
    'closing the modal',
    state(),
    close('modal-extension', 3),
    { modalClosed: true, countAfterClosingModalFirstTime: 3 },
  ],
  [
    'closing the modal a second time',
    state({ modalClosed: true, countAfterClosingModalFirstTime: 3 }),
    close('modal-extension-closed', 10),
    { modalClosed: true, countAfterClosingModalFirstTime: 3, modalClosedSecond: true },
  ],
  [
    'closing the installed modal',
    state({ chromeExtensionInstalled: true }),
    close('modal-extension-installed', 10),
    {
      chromeExtensionInstalled: true,
      modalExtensionInstalledClosed: true,
      countAfterClosingModalInstalledFirstTime: 10,
    },
  ],
  [
    'closing the installed modal a second time',
    state({ chromeExtensionInstalled: true, modalExtensionInstalledClosed: true }),
    close('modal-extension-installed-closed', 20),
    { chromeExtensionInstalled: true, modalExtensionInstalledClosed: true, modalExtensionInstalledClosedSecond: true },
  ],
  [
    'closing the toast',
    state(),
    close('toast-android', 5),
    { toastAndroidClosed: true, countAfterClosingToastAndroidFirstTime: 5, toastAndroidClosedCount: 1 },
  ],
  [
    'closing the toast a second time',
    state({ toastAndroidClosed: true, countAfterClosingToastAndroidFirstTime: 5, toastAndroidClosedCount: 1 }),
    close('toast-android-closed', 20),
    {
      toastAndroidClosed: true,
      countAfterClosingToastAndroidFirstTime: 5,
      toastAndroidClosedSecond: true,
      toastAndroidClosedCount: 2,
    },
  ],
  ['detection: installed', state(), { type: 'detected', installed: true }, { chromeExtensionInstalled: true }],
  ['detection: removed since', state({ chromeExtensionInstalled: true }), { type: 'detected', installed: false }, {}],
  [
    'shown: remembers the display',
    state(),
    { type: 'shown', display: 'modal-extension' },
    { currentDisplay: 'modal-extension' },
  ],
  ['shown: nothing', state({ currentDisplay: 'modal-extension' }), { type: 'shown', display: null }, {}],
];

describe('reduceCompanion', () => {
  it.each(TRANSITIONS)('%s', (_name, before, action, after) => {
    expect(reduceCompanion(before, action)).toEqual(state(after));
  });

  it('returns the same object when nothing changes (the island writes the cookie only on change)', () => {
    const s = state({ chromeExtensionInstalled: true, currentDisplay: 'tour-step-1' });
    expect(reduceCompanion(s, { type: 'detected', installed: true })).toBe(s);
    expect(reduceCompanion(s, { type: 'shown', display: 'tour-step-1' })).toBe(s);
  });
});

/** Replays a visit: at each count, what shows, and what the visitor does about it. */
function replay(device: CompanionDevice, visitor: Record<number, 'next' | 'close'>, last: number) {
  let s = state();
  const seen: string[] = [];
  for (let count = 1; count <= last; count++) {
    let display = companionDisplay({ count, device, state: s });
    seen.push(`${count}:${display ?? '-'}`);
    const act = visitor[count];
    if (act === 'next') s = reduceCompanion(s, { type: 'next', count });
    if (act === 'close' && display) s = reduceCompanion(s, { type: 'close', display, count });
    display = companionDisplay({ count, device, state: s });
    if (act) seen.push(`${count} after ${act}:${display ?? '-'}`);
  }
  return seen;
}

describe('a visit replayed', () => {
  it('desktop: Next at 2 shows step 2 at once, closing at 3 gives the closed variant at 10, step 2 ends at 12', () => {
    const visit = replay(
      { kind: 'desktop', browser: 'chrome', android: false },
      { 2: 'next', 3: 'close', 10: 'close', 12: 'next' },
      21,
    );
    expect(visit).toEqual([
      '1:-',
      '2:tour-step-1',
      '2 after next:tour-step-2',
      '3:modal-extension',
      '3 after close:-',
      ...[4, 5, 6, 7, 8, 9].map((n) => `${n}:-`),
      '10:modal-extension-closed',
      '10 after close:-',
      '11:-',
      '12:tour-step-2',
      '12 after next:-',
      ...[13, 14, 15, 16, 17, 18, 19, 20, 21].map((n) => `${n}:-`),
    ]);
  });

  it('Android: the banner at 2 to 4, closed at 4; the toast at 5, closed; then at 20 the closed variant', () => {
    const visit = replay({ kind: 'mobile', browser: 'chrome', android: true }, { 4: 'close', 5: 'close' }, 20);
    expect(visit).toEqual([
      '1:-',
      '2:tour-step-mobile-1',
      '3:tour-step-mobile-1',
      '4:tour-step-mobile-1',
      '4 after close:-',
      '5:toast-android',
      '5 after close:-',
      ...[6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => `${n}:-`),
      '20:toast-android-closed',
    ]);
  });
});
