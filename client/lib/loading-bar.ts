/**
 * The loading bar shown while the browser navigates. Pure: the island feeds it the time.
 * It appears only when a navigation takes longer than 500 ms, grows to 100 % over about 5 s,
 * turns to a failure colour on error and hides 500 ms after finishing.
 */
export const SHOW_DELAY_MS = 500;
export const GROW_MS = 5000;
export const HIDE_DELAY_MS = 500;

export type LoadingBarState =
  | { phase: 'idle' }
  | { phase: 'loading'; startedAt: number }
  | { phase: 'done' | 'failed'; startedAt: number; endedAt: number };

export const idle: LoadingBarState = { phase: 'idle' };

export type LoadingBarEvent =
  | { type: 'start'; at: number }
  | { type: 'finish'; at: number }
  | { type: 'fail'; at: number }
  | { type: 'reset' };

export function reduceLoadingBar(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case 'start':
      return state.phase === 'loading' ? state : { phase: 'loading', startedAt: event.at };
    case 'finish':
    case 'fail':
      if (state.phase !== 'loading') return state;
      return { phase: event.type === 'finish' ? 'done' : 'failed', startedAt: state.startedAt, endedAt: event.at };
    case 'reset':
      return idle;
  }
}

export interface LoadingBarView {
  visible: boolean;
  /** Width in percent, 0–100. */
  progress: number;
  failed: boolean;
}

export function viewLoadingBar(state: LoadingBarState, now: number): LoadingBarView {
  if (state.phase === 'idle') return { visible: false, progress: 0, failed: false };
  const shownAt = state.startedAt + SHOW_DELAY_MS;
  if (state.phase === 'loading') {
    if (now < shownAt) return { visible: false, progress: 0, failed: false };
    return { visible: true, progress: Math.min(100, ((now - shownAt) / GROW_MS) * 100), failed: false };
  }
  // A navigation that ended before the bar appeared never shows it.
  if (state.endedAt < shownAt || now >= state.endedAt + HIDE_DELAY_MS) {
    return { visible: false, progress: 0, failed: false };
  }
  return { visible: true, progress: 100, failed: state.phase === 'failed' };
}
