/**
 * What the /settings/sites page renders from: the visitor's rules and, after a form, what it
 * did. Messages come translated from the route (server/routes/site-rules-messages.ts), which
 * knows the error codes; the page only shows them.
 */
import type { SiteAction, SiteRule } from '../../server/shared/site-rule.ts';

/** A line of an imported file that was not read as a rule, with its reason already in words. */
export interface SkippedLineView {
  line: number;
  text: string;
  reason: string;
}

/** What an import or a curated list added. */
export interface AddedSummary {
  changed: number;
  /** Skipped lines beyond those listed are only counted: a pasted blob is not repeated whole. */
  skipped: SkippedLineView[];
  skippedMore: number;
  refused: SiteRule[];
  /** The curated list's title, when the rules came from one. */
  listTitle?: string;
}

export interface SiteRulesProps {
  rules: readonly SiteRule[];
  /** The host field's value: a prefilled host, or what was typed when it was refused. */
  host?: string;
  action?: SiteAction;
  /** Where the rule form goes back to when the page was opened from another (a results page). */
  returnTo?: string;
  /** Why the rule form changed nothing. */
  error?: string;
  /** Why the import changed nothing, with the text kept so nothing pasted is lost. */
  importError?: string;
  importText?: string;
  summary?: AddedSummary;
}
