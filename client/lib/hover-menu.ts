/**
 * When a hover menu (the 'Other search' menu) is open. Pure: the island stamps each event with
 * the time (performance.now()) and, while `closeAt` is set, runs a timer that sends a `tick`.
 *
 * - The pointer or the focus entering the menu opens it.
 * - The pointer leaving closes it CLOSE_DELAY_MS later, unless it comes back first: a pointer that
 *   overshoots the panel's edge for a moment does not lose the menu.
 * - The pointer leaving within OPENING_GRACE_MS of the opening is ignored: the panel is still
 *   appearing under a pointer on its way to it, and a pointer that merely grazed the summary
 *   leaves the menu open until a click elsewhere, Escape or focus leaving closes it.
 * - A click on the summary toggles, except within OPENING_GRACE_MS of a hover or focus opening
 *   (a mouse click focuses and hovers first: the click belongs to the gesture that opened it).
 * - Escape, focus leaving the menu and a click outside close it at once.
 */
export const CLOSE_DELAY_MS = 500;
export const OPENING_GRACE_MS = 500;

export type HoverMenuOpener = 'hover' | 'focus' | 'click';

export type HoverMenuState =
  | { open: false }
  | { open: true; openedAt: number; openedBy: HoverMenuOpener; closeAt?: number };

export const closedMenu: HoverMenuState = { open: false };

export type HoverMenuEvent =
  | { type: 'pointerEnter' | 'focusIn' | 'pointerLeave' | 'toggle' | 'tick'; at: number }
  | { type: 'escape' | 'focusOut' | 'outside' };

function opened(at: number, openedBy: HoverMenuOpener): HoverMenuState {
  return { open: true, openedAt: at, openedBy };
}

export function reduceHoverMenu(state: HoverMenuState, event: HoverMenuEvent): HoverMenuState {
  switch (event.type) {
    case 'pointerEnter':
    case 'focusIn':
      if (!state.open) return opened(event.at, event.type === 'pointerEnter' ? 'hover' : 'focus');
      // Coming back cancels a pending close.
      return state.closeAt === undefined ? state : opened(state.openedAt, state.openedBy);
    case 'pointerLeave':
      if (!state.open || state.closeAt !== undefined || event.at - state.openedAt < OPENING_GRACE_MS) return state;
      return { ...state, closeAt: event.at + CLOSE_DELAY_MS };
    case 'tick':
      return state.open && state.closeAt !== undefined && event.at >= state.closeAt ? closedMenu : state;
    case 'toggle':
      if (!state.open) return opened(event.at, 'click');
      if (state.openedBy !== 'click' && event.at - state.openedAt < OPENING_GRACE_MS) {
        return opened(state.openedAt, state.openedBy);
      }
      return closedMenu;
    case 'escape':
    case 'focusOut':
    case 'outside':
      return closedMenu;
  }
}

/** Milliseconds until the island must send a `tick`, or undefined when no close is pending. */
export function msUntilTick(state: HoverMenuState, now: number): number | undefined {
  return state.open && state.closeAt !== undefined ? Math.max(0, state.closeAt - now) : undefined;
}
