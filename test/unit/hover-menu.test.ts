import { describe, expect, it } from 'vitest';
import {
  CLOSE_DELAY_MS,
  closedMenu,
  type HoverMenuEvent,
  type HoverMenuState,
  msUntilTick,
  OPENING_GRACE_MS,
  reduceHoverMenu,
} from '../../client/lib/hover-menu.ts';

/** Plays events from a closed menu; returns whether it is open after each one. */
function play(events: HoverMenuEvent[], from: HoverMenuState = closedMenu): { open: boolean[]; state: HoverMenuState } {
  let state = from;
  const open: boolean[] = [];
  for (const event of events) {
    state = reduceHoverMenu(state, event);
    open.push(state.open);
  }
  return { open, state };
}

const T = 10_000;
const enter = (at: number): HoverMenuEvent => ({ type: 'pointerEnter', at });
const leave = (at: number): HoverMenuEvent => ({ type: 'pointerLeave', at });
const tick = (at: number): HoverMenuEvent => ({ type: 'tick', at });
const toggle = (at: number): HoverMenuEvent => ({ type: 'toggle', at });
const focusIn = (at: number): HoverMenuEvent => ({ type: 'focusIn', at });

describe('hover menu timing', () => {
  it('uses the delays of the spec', () => {
    expect([CLOSE_DELAY_MS, OPENING_GRACE_MS]).toEqual([500, 500]);
  });

  it.each<[string, HoverMenuEvent[], boolean[]]>([
    ['hover opens', [enter(T)], [true]],
    ['focus opens', [focusIn(T)], [true]],
    ['hover-out 300 ms after opening is ignored', [enter(T), leave(T + 300), tick(T + 5000)], [true, true, true]],
    ['hover-out at 500 ms counts', [enter(T), leave(T + 500), tick(T + 1000)], [true, true, false]],
    [
      'hover-out 600 ms after opening closes it at +1100, not before',
      [enter(T), leave(T + 600), tick(T + 1099), tick(T + 1100)],
      [true, true, true, false],
    ],
    [
      'hover-in before the delay cancels the close',
      [enter(T), leave(T + 600), enter(T + 900), tick(T + 1100), tick(T + 9000)],
      [true, true, true, true, true],
    ],
    [
      'leaving again after coming back waits a full delay again',
      [enter(T), leave(T + 600), enter(T + 900), leave(T + 1000), tick(T + 1100), tick(T + 1500)],
      [true, true, true, true, true, false],
    ],
    [
      'a second hover-out does not push the close later',
      [enter(T), leave(T + 600), leave(T + 800), tick(T + 1100)],
      [true, true, true, false],
    ],
    [
      'focus coming back cancels the close',
      [enter(T), leave(T + 600), focusIn(T + 700), tick(T + 1100)],
      [true, true, true, true],
    ],
    ['Escape closes', [enter(T), { type: 'escape' }], [true, false]],
    ['focus leaving closes at once', [focusIn(T), { type: 'focusOut' }], [true, false]],
    ['a click outside closes at once', [enter(T), leave(T + 100), { type: 'outside' }], [true, true, false]],
    ['click on the summary toggles', [toggle(T), toggle(T + 100), toggle(T + 200)], [true, false, true]],
    ['a click that finishes a hover opening keeps it open', [enter(T), toggle(T + 150)], [true, true]],
    ['a click long after a hover opening closes it', [enter(T), toggle(T + 2000)], [true, false]],
    ['a click after a focus opening (mouse down focuses first)', [focusIn(T), toggle(T + 80)], [true, true]],
    ['a stray tick or hover-out while closed changes nothing', [tick(T), leave(T)], [false, false]],
    ['a tick with no close pending changes nothing', [enter(T), tick(T + 60_000)], [true, true]],
  ])('%s', (_name, events, open) => {
    expect(play(events).open).toEqual(open);
  });

  it('remembers how and when it opened, and when it will close', () => {
    expect(play([enter(T)]).state).toEqual({ open: true, openedAt: T, openedBy: 'hover' });
    expect(play([enter(T), leave(T + 600)]).state).toEqual({
      open: true,
      openedAt: T,
      openedBy: 'hover',
      closeAt: T + 1100,
    });
    expect(play([enter(T), leave(T + 600), enter(T + 700)]).state).toEqual({
      open: true,
      openedAt: T,
      openedBy: 'hover',
    });
    expect(play([toggle(T)]).state).toEqual({ open: true, openedAt: T, openedBy: 'click' });
  });

  it.each<[string, HoverMenuEvent[], number, number | undefined]>([
    ['closed: no timer', [], T, undefined],
    ['open, nothing pending: no timer', [enter(T)], T + 100, undefined],
    ['close pending: the time left', [enter(T), leave(T + 600)], T + 700, 400],
    ['overdue: at once', [enter(T), leave(T + 600)], T + 2000, 0],
  ])('msUntilTick: %s', (_name, events, now, wait) => {
    expect(msUntilTick(play(events).state, now)).toBe(wait);
  });
});
