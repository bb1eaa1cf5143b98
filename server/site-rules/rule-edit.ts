/**
 * The edits the rules page makes, on top of site-rules.ts: where the list is kept decides how
 * long it may grow. A visitor without an account keeps it in one cookie (rules-cookie.ts), so an
 * edit that would not fit is refused (`too-large`) or, for a batch, the rules that would not fit
 * are refused one by one, rather than writing a cookie the browser drops with every rule in it.
 * An account holds MAX_RULES whatever their length.
 */
import { normalizeHost } from '../shared/site-host.ts';
import { fitsRulesCookie } from './rules-cookie.ts';
import { type RuleEditError, type SiteAction, type SiteRule, setRule } from './site-rules.ts';

export type SiteRulesEditError = RuleEditError | 'too-large';

export interface SiteRulesEdited {
  rules: SiteRule[];
  /** The host as the rule stores it (what the person typed, normalized). */
  host: string;
  /** The host's action before the edit, so that a page can offer to undo it. */
  previous: SiteAction | null;
}

export function editSiteRules(
  rules: readonly SiteRule[],
  input: string,
  action: SiteAction | 'remove',
  inCookie: boolean,
): SiteRulesEdited | { error: SiteRulesEditError } {
  const normalized = normalizeHost(input);
  if ('error' in normalized) return normalized;
  const { host } = normalized;
  const previous = rules.find((rule) => rule.host === host)?.action ?? null;
  const edit = setRule(rules, host, action);
  if ('error' in edit) return edit;
  if (inCookie && !fitsRulesCookie(edit.rules)) return { error: 'too-large' };
  return { rules: edit.rules, host, previous };
}

export interface SiteRulesMerged {
  rules: SiteRule[];
  /** How many of the added rules set a host's action anew (those already set are not counted). */
  changed: number;
  /** Rules left out: the list was full, or would no longer fit in the cookie. */
  refused: SiteRule[];
}

/** Adds rules in turn, as an import or a curated list does; each one refused leaves the list as it was. */
export function addSiteRules(
  rules: readonly SiteRule[],
  added: readonly SiteRule[],
  inCookie: boolean,
): SiteRulesMerged {
  let merged: SiteRule[] = [...rules];
  let changed = 0;
  const refused: SiteRule[] = [];
  for (const rule of added) {
    const edit = setRule(merged, rule.host, rule.action);
    if ('error' in edit || (inCookie && !fitsRulesCookie(edit.rules))) {
      refused.push(rule);
      continue;
    }
    if (!merged.some((kept) => kept.host === rule.host && kept.action === rule.action)) changed++;
    merged = edit.rules;
  }
  return { rules: merged, changed, refused };
}
