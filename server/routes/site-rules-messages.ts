/**
 * The rules pages' codes in the visitor's words: why a host or an edit was refused
 * (server/shared/site-host.ts, server/site-rules/rule-edit.ts), why an imported line was skipped
 * (goggles-file.ts), and an import's report as the page lists it.
 */
import type { SiteRulesProps } from '../../views/pages/SiteRulesPage.tsx';
import { MAX_RULES, type SiteRule } from '../shared/site-rule.ts';
import type { SkippedLine, SkipReason } from '../site-rules/goggles-file.ts';
import type { SiteRulesEditError } from '../site-rules/rule-edit.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const EDIT_ERRORS: Record<SiteRulesEditError, string> = {
  empty: 'siteRules.errors.empty',
  'not-a-host': 'siteRules.errors.notAHost',
  'bad-scheme': 'siteRules.errors.badScheme',
  'has-path': 'siteRules.errors.hasPath',
  'has-port': 'siteRules.errors.hasPort',
  'ip-address': 'siteRules.errors.ipAddress',
  'too-long': 'siteRules.errors.tooLong',
  'too-many-rules': 'siteRules.errors.tooManyRules',
  'too-large': 'siteRules.errors.tooLarge',
};

const SKIP_REASONS: Record<SkipReason, string> = {
  'has-pattern': 'siteRules.skipReasons.hasPattern',
  'unknown-option': 'siteRules.skipReasons.unknownOption',
  'no-action': 'siteRules.skipReasons.noAction',
  'no-site': 'siteRules.skipReasons.noSite',
  'conflicting-options': 'siteRules.skipReasons.conflictingOptions',
  'bad-value': 'siteRules.skipReasons.badValue',
  'bad-host': 'siteRules.skipReasons.badHost',
  'too-many-rules': 'siteRules.skipReasons.tooManyRules',
};

/** Skipped lines listed one by one; past this they are counted (a pasted blob is not echoed whole). */
const MAX_LISTED_SKIPPED = 50;

export function editErrorMessage(t: Translate, code: SiteRulesEditError): string {
  return t(EDIT_ERRORS[code], { count: MAX_RULES });
}

/** The report of rules added from a file or a curated list. */
export function addedSummary(
  t: Translate,
  added: { changed: number; refused: SiteRule[]; skipped?: readonly SkippedLine[]; listTitle?: string },
): NonNullable<SiteRulesProps['summary']> {
  const skipped = added.skipped ?? [];
  return {
    changed: added.changed,
    skipped: skipped.slice(0, MAX_LISTED_SKIPPED).map((line) => ({
      line: line.line,
      text: line.text,
      reason: t(SKIP_REASONS[line.reason]),
    })),
    skippedMore: Math.max(0, skipped.length - MAX_LISTED_SKIPPED),
    refused: added.refused,
    listTitle: added.listTitle,
  };
}
