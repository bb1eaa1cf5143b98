/**
 * The site rules of a visitor without an account, kept in one cookie on their device: `1.`, the
 * format's version, then the rules' compact entries (rule-entries.ts):
 *
 *   karma_site_rules=1.bpinterest.com_pdeveloper.mozilla.org
 *
 * How many fit: browsers keep a cookie whose name and value total 4,096 bytes, which leaves
 * MAX_RULES_COOKIE_VALUE (4,079) bytes for the value. A rule costs its host plus two bytes. Hosts
 * people block or pin (`pinterest.com`, `stackoverflow.com`, `developer.mozilla.org`) average
 * about 12 characters, so MAX_RULES of them take about 1.4 KB; MAX_RULES rules fit as long as
 * their hosts average at most 38 characters. Past that, encodeRulesCookie refuses, and the caller
 * keeps the rules it had and says so (the list is full for a visitor without an account), rather
 * than writing a cookie the browser would drop with every rule in it.
 *
 * Reading: the cookie arrives from the browser and may hold anything. decodeRulesCookie never
 * throws. An unknown version or anything but a string gives no rules; otherwise the valid prefix
 * is kept, the rules before the first entry that is not one, since a cookie we wrote is either
 * whole or edited by hand, and a prefix keeps the most of what the person set.
 */

import { SITE_RULES_COOKIE } from '../shared/cookie-names.ts';
import { formatRuleEntries, parseRuleEntries } from './rule-entries.ts';
import type { SiteRule } from './site-rules.ts';

export const RULES_COOKIE = SITE_RULES_COOKIE;
const VERSION_PREFIX = '1.';

/** The longest value written: 4,096 bytes less the name and its `=`. */
export const MAX_RULES_COOKIE_VALUE = 4096 - RULES_COOKIE.length - 1;

export type EncodedRulesCookie = { value: string } | { error: 'too-large' };

export function encodeRulesCookie(rules: readonly SiteRule[]): EncodedRulesCookie {
  const value = `${VERSION_PREFIX}${formatRuleEntries(rules)}`;
  return value.length > MAX_RULES_COOKIE_VALUE ? { error: 'too-large' } : { value };
}

/** Whether a list could be kept in the cookie: checked before accepting an anonymous edit. */
export function fitsRulesCookie(rules: readonly SiteRule[]): boolean {
  return 'value' in encodeRulesCookie(rules);
}

export function decodeRulesCookie(value: unknown): SiteRule[] {
  if (typeof value !== 'string' || !value.startsWith(VERSION_PREFIX)) return [];
  return parseRuleEntries(value.slice(VERSION_PREFIX.length)).rules;
}
