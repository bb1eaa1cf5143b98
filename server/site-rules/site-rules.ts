/**
 * A person's site rules and the edits made to them. A rule is a host (which covers its
 * subdomains) and what to do with that site's results:
 *
 * - `block`: never shown, in any tab, nor in the encyclopedia panel or sponsored links;
 * - `lower` / `raise`: moved a fixed number of places (apply-site-rules.ts);
 * - `pin`: listed first, pinned sites in the order they were pinned.
 *
 * One rule per host: setting a host again replaces its rule. A rule whose action changes moves
 * to the end of the list, so the newest pin is the last pinned; setting the same action again
 * changes nothing (re-pinning keeps a pin's place). At most MAX_RULES rules: a long list costs
 * every search a pass over it, and the anonymous cookie must hold them (rules-cookie.ts).
 * Every function is pure and returns a new list.
 */
import { type HostError, hostCovers, normalizeHost } from '../shared/site-host.ts';
import { MAX_RULES, type SiteAction, type SiteRule } from '../shared/site-rule.ts';

export { MAX_RULES, SITE_ACTIONS, type SiteAction, type SiteRule } from '../shared/site-rule.ts';

export type RuleEditError = HostError | 'too-many-rules';
export type RuleEdit = { rules: SiteRule[] } | { error: RuleEditError };

/**
 * Sets, replaces or removes the rule for the host a person typed. A refused host or a list that
 * is full returns an error, and the caller keeps the list it had.
 */
export function setRule(rules: readonly SiteRule[], input: string, action: SiteAction | 'remove'): RuleEdit {
  const normalized = normalizeHost(input);
  if ('error' in normalized) return normalized;
  const { host } = normalized;
  const existing = rules.find((rule) => rule.host === host);
  const others = rules.filter((rule) => rule.host !== host);
  if (action === 'remove') return { rules: others };
  if (existing?.action === action) return { rules: [...rules] };
  if (!existing && rules.length >= MAX_RULES) return { error: 'too-many-rules' };
  return { rules: [...others, { host, action }] };
}

/**
 * Adds rules (from an imported file or a restore link) to a person's own, as if each were set in
 * turn; those that would pass MAX_RULES are returned in `refused` so the page can list them.
 */
export function mergeRules(
  rules: readonly SiteRule[],
  added: readonly SiteRule[],
): { rules: SiteRule[]; refused: SiteRule[] } {
  let merged: SiteRule[] = [...rules];
  const refused: SiteRule[] = [];
  for (const rule of added) {
    const edit = setRule(merged, rule.host, rule.action);
    if ('rules' in edit) merged = edit.rules;
    else refused.push(rule);
  }
  return { rules: merged, refused };
}

/**
 * The rule that decides for a result host: of the rules covering it, the one with the longest
 * host, so `pin docs.example.com` wins over `block example.com` for docs.example.com only.
 * Hosts are unique, so the longest covering host is unique too.
 */
export function ruleFor(rules: readonly SiteRule[], resultHost: string | undefined): SiteRule | undefined {
  if (resultHost === undefined) return undefined;
  let best: SiteRule | undefined;
  for (const rule of rules) {
    if (hostCovers(rule.host, resultHost) && (!best || rule.host.length > best.host.length)) best = rule;
  }
  return best;
}

/** Whether a host's results are hidden: for the encyclopedia panel and sponsored links. */
export function isBlocked(rules: readonly SiteRule[], resultHost: string | undefined): boolean {
  return ruleFor(rules, resultHost)?.action === 'block';
}
