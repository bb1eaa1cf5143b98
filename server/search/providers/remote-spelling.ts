/**
 * How a remote provider's spelling hint is shown: a correction replaces what the
 * visitor typed only when the text as typed found little. SearXNG always searches the text as
 * typed and returns `corrections` beside the results; Brave searches its `query.altered` form
 * unless asked not to (`spellcheck=false`). Either way the provider ends up knowing how many
 * results the text as typed found, and this decides what the page says.
 */
import type { SearchResponse } from '../../shared/search-types.ts';

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

/** Spaces and letter case say nothing of spelling: 'Fox  site:x.org' is 'fox site:x.org'. */
const comparable = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * A hint worth showing: some text other than the query the provider was `sent`. That is the text
 * rebuilt from the operators in the provider's syntax (remoteQueryText), not the text as typed:
 * 'fox  -dog site:Example.org' goes out as 'fox site:example.org -dog', and a provider naming
 * that form as its altered query or correction changed nothing.
 */
export function usableCorrection(hint: string | null | undefined, sent: string): string | undefined {
  const corrected = hint?.trim();
  return corrected && comparable(corrected) !== comparable(sent) ? corrected : undefined;
}
