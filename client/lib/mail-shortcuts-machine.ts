/**
 * The mail shortcut popover as a pure reducer; the island (client/islands/MailShortcutsIsland.tsx) runs
 * the effects (cookie, account update, timers). Time comes in with the events (`now`), so tests
 * drive the 3-second confirmation and error without waiting.
 *
 *   choose ──save──▶ saving ──succeeded──▶ saved ──3 s──▶ grid (and the popover closes)
 *      ▲                │
 *      │             failed
 *      │                ▼
 *      └──── 3 s ──── error (the save button is disabled meanwhile)
 *   grid ──modify──▶ choose
 */
import type { MailParam } from '../contract/mail-shortcuts-types.ts';

/** How long the confirmation and the error stay. */
export const NOTICE_MS = 3000;

export type MailPhase = 'choose' | 'saving' | 'saved' | 'error' | 'grid';

export interface MailState {
  open: boolean;
  phase: MailPhase;
  /** The stored provider, null before the first choice and after 'modify'. */
  provider: string | null;
  /** The radio checked in the choice. */
  selected: string;
  /** When the confirmation or the error ends (ms since the epoch), else null. */
  until: number | null;
  /** A failure reported by the server without JavaScript (`?mail=error`): shown, nothing disabled. */
  failedBefore: boolean;
}

export type MailEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'select'; id: string }
  | { type: 'save' }
  | { type: 'succeeded'; provider: string; now: number }
  | { type: 'failed'; now: number }
  | { type: 'tick'; now: number }
  /** `first` is preselected again, as on a first visit. */
  | { type: 'modify'; first: string };

/** The state a page starts in: from the stored provider and the page's `mail` parameter. */
export function initialMailState(provider: string | null, first: string, opened: MailParam | undefined, now: number) {
  const base: MailState = {
    open: opened !== undefined,
    phase: provider ? 'grid' : 'choose',
    provider,
    selected: provider ?? first,
    until: null,
    failedBefore: opened === 'error',
  };
  // The form route's confirmation ends like the island's: 3 s after the page shows it.
  return opened === 'saved' && provider ? { ...base, phase: 'saved' as const, until: now + NOTICE_MS } : base;
}

export function reduceMail(state: MailState, event: MailEvent): MailState {
  switch (event.type) {
    case 'open':
      return state.open ? state : { ...state, open: true };
    case 'close':
      if (!state.open) return state;
      // Closing ends the confirmation early; an error keeps its 3 s (the button stays disabled).
      return state.phase === 'saved'
        ? { ...state, open: false, phase: 'grid', until: null }
        : { ...state, open: false, failedBefore: false };
    case 'select':
      return state.phase === 'choose' || state.phase === 'error' ? { ...state, selected: event.id } : state;
    case 'save':
      return state.phase === 'choose' ? { ...state, phase: 'saving', failedBefore: false } : state;
    case 'succeeded':
      if (state.phase !== 'saving') return state;
      return { ...state, phase: 'saved', provider: event.provider, until: event.now + NOTICE_MS };
    case 'failed':
      return state.phase === 'saving' ? { ...state, phase: 'error', until: event.now + NOTICE_MS } : state;
    case 'tick':
      if (state.until === null || event.now < state.until) return state;
      if (state.phase === 'saved') return { ...state, phase: 'grid', until: null, open: false };
      if (state.phase === 'error') return { ...state, phase: 'choose', until: null };
      return { ...state, until: null };
    case 'modify':
      return state.phase === 'grid' || state.phase === 'saved'
        ? { ...state, phase: 'choose', provider: null, selected: event.first, until: null, failedBefore: false }
        : state;
  }
}

/** Milliseconds until the next 'tick' matters, or null when no timer should run. */
export function timerDelay(state: MailState, now: number): number | null {
  if (state.until === null || (state.phase !== 'saved' && state.phase !== 'error')) return null;
  return Math.max(0, state.until - now);
}

/** Whether the save button is disabled: while saving, and for the 3 s of an error. */
export const saveDisabled = (state: MailState) => state.phase === 'saving' || state.phase === 'error';

/** Whether the error message shows: the island's own failure, or the form route's. */
export const showsError = (state: MailState) => state.phase === 'error' || state.failedBefore;

/** Whether the popover shows the grid of shortcuts (with the confirmation while 'saved'). */
export const showsGrid = (state: MailState) =>
  state.provider !== null && (state.phase === 'grid' || state.phase === 'saved');
