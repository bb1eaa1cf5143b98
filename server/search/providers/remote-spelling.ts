/**
 * How a remote provider's spelling hint is shown (issue #21): a correction replaces what the
 * visitor typed only when the text as typed found little. SearXNG always searches the text as
 * typed and returns `corrections` beside the results; Brave searches its `query.altered` form
 * unless asked not to (`spellcheck=false`). Either way the provider ends up knowing how many
 * results the text as typed found, and this decides what the page says.
 */
import type { SearchResponse } from '../types.ts';

/** Fewer results than this for the text as typed, and a correction is searched instead. */
export const FEW_RESULTS = 3;

/** Whether the text as typed found plenty: then a correction is only offered ('Did you mean'). */
export function typedFoundPlenty(typed: SearchResponse): boolean {
  return typed.results.length >= FEW_RESULTS;
}

/** The answer for the text as typed with `corrected` offered, not applied. */
export function withSuggestion(typed: SearchResponse, corrected: string): SearchResponse {
  return { ...typed, spelling: { corrected, suggestion: true } };
}

/** A hint worth showing: some text, other than what was typed. */
export function usableCorrection(hint: string | null | undefined, typed: string): string | undefined {
  const corrected = hint?.trim();
  return corrected && corrected !== typed.trim() ? corrected : undefined;
}
