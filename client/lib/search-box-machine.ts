/**
 * The search box as a pure state machine: what the visitor typed, the suggestions on offer and
 * which one the arrow keys preview. The SearchBox island only feeds it events and renders its
 * selectors, so every rule is tested without a browser (test/unit/search-box-machine.test.ts).
 *
 *   idle ──input, clear──▶ typing ──ArrowDown, ArrowUp──▶ previewSuggestion
 *   typing ◀──the arrows wrap past either end of the list── previewSuggestion
 *   typing, previewSuggestion ──submit, click outside, Escape──▶ idle
 *   idle ──ArrowDown, ArrowUp, while suggestions are held──▶ previewSuggestion
 */

export type SearchBoxPhase = 'idle' | 'typing' | 'previewSuggestion';

export interface SearchBoxState {
  phase: SearchBoxPhase;
  /** What the visitor typed (or last chose): the arrows wrap back to it, Escape restores it. */
  typed: string;
  suggestions: readonly string[];
  /** Index of the previewed suggestion; -1 unless the phase is previewSuggestion. */
  preview: number;
}

export type SearchBoxEvent =
  | { type: 'input'; value: string }
  | { type: 'clear' }
  | { type: 'suggestions'; list: readonly string[] }
  | { type: 'arrowDown' }
  | { type: 'arrowUp' }
  | { type: 'escape' }
  | { type: 'choose'; index: number }
  | { type: 'submit' }
  | { type: 'clickOutside' };

/** Blank text is never searched for nor sent for suggestions. */
export const isBlank = (text: string): boolean => text.trim() === '';

export function initialSearchBoxState(value: string): SearchBoxState {
  return { phase: 'idle', typed: value, suggestions: [], preview: -1 };
}

export function displayedValue(state: SearchBoxState): string {
  return state.phase === 'previewSuggestion' ? (state.suggestions[state.preview] ?? state.typed) : state.typed;
}

export function isListOpen(state: SearchBoxState): boolean {
  return state.phase !== 'idle' && state.suggestions.length > 0;
}

/** Element ids come from the island's id prop: React and Preact would not agree on useId. */
export const listboxId = (prefix: string): string => `${prefix}-suggestions`;
export const optionId = (prefix: string, index: number): string => `${prefix}-suggestion-${index}`;

export function activeDescendant(state: SearchBoxState, prefix: string): string | undefined {
  return state.phase === 'previewSuggestion' ? optionId(prefix, state.preview) : undefined;
}

/**
 * The text to fetch suggestions for: none while idle, so a results page never asks for the
 * query it already shows, and nothing after a submit while the next page loads.
 */
export function suggestionTerm(state: SearchBoxState): string {
  return state.phase === 'idle' ? '' : state.typed.trim();
}

function previewing(state: SearchBoxState, index: number): SearchBoxState {
  return index < 0
    ? { ...state, phase: 'typing', preview: -1 }
    : { ...state, phase: 'previewSuggestion', preview: index };
}

/** The typed text (-1) and the suggestions (0 … n-1) form one ring the arrows walk round. */
function move(state: SearchBoxState, step: 1 | -1): SearchBoxState {
  const ring = state.suggestions.length + 1;
  if (ring === 1) return state;
  return previewing(state, ((state.preview + 1 + step + ring) % ring) - 1);
}

function settle(state: SearchBoxState, typed: string): SearchBoxState {
  return { ...state, phase: 'idle', typed, preview: -1 };
}

function receive(state: SearchBoxState, list: readonly string[]): SearchBoxState {
  // A late answer for text the visitor has since erased.
  if (isBlank(state.typed)) return state;
  const next = { ...state, suggestions: list };
  if (state.phase === 'idle') return next;
  // Keep previewing the same words if the new list still has them; otherwise the text under the
  // visitor's eyes would silently change, so fall back to what they typed.
  const previewed = state.phase === 'previewSuggestion' ? state.suggestions[state.preview] : undefined;
  return previewing(next, previewed === undefined ? -1 : list.indexOf(previewed));
}

export function reduceSearchBox(state: SearchBoxState, event: SearchBoxEvent): SearchBoxState {
  switch (event.type) {
    case 'input':
      return {
        phase: 'typing',
        typed: event.value,
        suggestions: isBlank(event.value) ? [] : state.suggestions,
        preview: -1,
      };
    case 'clear':
      return { phase: 'typing', typed: '', suggestions: [], preview: -1 };
    case 'suggestions':
      return receive(state, event.list);
    case 'arrowDown':
      return move(state, 1);
    case 'arrowUp':
      return move(state, -1);
    case 'escape':
      return state.phase === 'idle' ? state : settle(state, state.typed);
    case 'choose': {
      const chosen = state.suggestions[event.index];
      return chosen === undefined ? state : settle(state, chosen);
    }
    case 'submit': {
      const value = displayedValue(state);
      return isBlank(value) ? state : settle(state, value);
    }
    case 'clickOutside':
      // What the visitor sees stays in the box: the preview becomes the text.
      return state.phase === 'idle' ? state : settle(state, displayedValue(state));
  }
}
