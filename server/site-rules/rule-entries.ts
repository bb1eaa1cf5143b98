/**
 * The compact text of a rule list, shared by the anonymous cookie (rules-cookie.ts) and the
 * restore link (restore-link.ts): one entry per rule, the action's letter then the host, entries
 * joined by `_`, in rule order (which is the pins' order):
 *
 *   bpinterest.com_pdeveloper.mozilla.org_rexample.org
 *
 * Every character is a cookie octet and unreserved in a URL, so the text is stored as it is, with
 * no base64 overhead. `_` never occurs in a normalized host (letters, digits, hyphens and dots).
 * A rule costs its host's length plus two bytes.
 */
import { isNormalizedHost } from '../shared/site-host.ts';
import { MAX_RULES, type SiteAction, type SiteRule } from './site-rules.ts';

const LETTER_OF: Record<SiteAction, string> = { block: 'b', lower: 'l', raise: 'r', pin: 'p' };
const ACTION_OF = new Map<string, SiteAction>([
  ['b', 'block'],
  ['l', 'lower'],
  ['r', 'raise'],
  ['p', 'pin'],
]);
const SEPARATOR = '_';

export function formatRuleEntries(rules: readonly SiteRule[]): string {
  return rules.map((rule) => `${LETTER_OF[rule.action]}${rule.host}`).join(SEPARATOR);
}

/**
 * Reads entries in order up to the first that is not a rule as formatRuleEntries writes it (an
 * unknown letter, a host not in normalized form, a host seen before, a rule past MAX_RULES).
 * `complete` tells whether every entry was read. Never throws; the work is bounded whatever the
 * text's length.
 */
export function parseRuleEntries(text: string): { rules: SiteRule[]; complete: boolean } {
  const rules: SiteRule[] = [];
  if (text === '') return { rules, complete: true };
  // One entry past the limit is enough to see that the text holds too many.
  const entries = text.split(SEPARATOR, MAX_RULES + 1);
  const seen = new Set<string>();
  for (const entry of entries) {
    const action = ACTION_OF.get(entry.slice(0, 1));
    const host = entry.slice(1);
    if (!action || seen.has(host) || rules.length >= MAX_RULES || !isNormalizedHost(host)) {
      return { rules, complete: false };
    }
    seen.add(host);
    rules.push({ host, action });
  }
  return { rules, complete: true };
}
