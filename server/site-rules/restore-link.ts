/**
 * The `s` parameter of a restore link (`/settings/restore?s=…`): every preference and site rule
 * of a visitor, carried in the link itself so that nothing is stored on the server. A person
 * bookmarks it or copies it to another device, and opening it sets their cookies again.
 *
 *   1.eyJzIjp7Imthcm1hX3RoZW1lIjoiZGFyayJ9LCJyIjoiYnBpbnRlcmVzdC5jb20ifQ
 *
 * `1.`, the format's version, then base64url of a compact JSON: `s`, the preference cookies by
 * name (the caller chooses which: this module knows nothing of settings), and `r`, the rules in
 * the entry text of rule-entries.ts. With 100 typical rules a link is about 3 KB, well under what
 * browsers and servers accept.
 *
 * Decoding never throws and is all or nothing: a link cut short when copied, or edited, gives an
 * error rather than a part of someone's settings, which would look restored and not be. A
 * version this code does not know is its own error, so the page can say the link is from a newer
 * or older Karma. Preference names are cookie-like (a letter, then letters, digits, `_`, `-`),
 * values short strings; entries that would not pass are left out when encoding, so a link this
 * code writes always decodes.
 */
import { z } from 'zod';
import { formatRuleEntries, parseRuleEntries } from './rule-entries.ts';
import type { SiteRule } from './site-rules.ts';

const VERSION = '1';
/** Far above a link with every rule and preference; a longer one is refused unread. */
const MAX_LINK_LENGTH = 16_384;
const MAX_SETTINGS = 64;
const MAX_VALUE_LENGTH = 1024;
const SETTING_NAME = /^[a-z][a-z0-9_-]{0,63}$/i;

/** Names are checked on the parsed JSON as it came: a record schema silently drops `__proto__`. */
const hasSettingNames = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length <= MAX_SETTINGS &&
  Object.keys(value).every((name) => SETTING_NAME.test(name));

const restoreJson = z.strictObject({
  s: z
    .unknown()
    .refine(hasSettingNames)
    .pipe(z.record(z.string(), z.string().max(MAX_VALUE_LENGTH))),
  r: z.string().max(MAX_LINK_LENGTH),
});

export type RestoreError = 'empty' | 'unknown-version' | 'malformed';
export type DecodedRestore = { settings: Record<string, string>; rules: SiteRule[] } | { error: RestoreError };

export function encodeRestore(settings: Readonly<Record<string, string>>, rules: readonly SiteRule[]): string {
  const kept = Object.entries(settings)
    .filter(([name, value]) => SETTING_NAME.test(name) && value.length <= MAX_VALUE_LENGTH)
    .slice(0, MAX_SETTINGS);
  const json = JSON.stringify({ s: Object.fromEntries(kept), r: formatRuleEntries(rules) });
  return `${VERSION}.${Buffer.from(json, 'utf8').toString('base64url')}`;
}

export function decodeRestore(s: unknown): DecodedRestore {
  if (typeof s !== 'string' || s.trim() === '') return { error: 'empty' };
  const text = s.trim();
  const dot = text.indexOf('.');
  if (dot < 0 || text.length > MAX_LINK_LENGTH) return { error: 'malformed' };
  const version = text.slice(0, dot);
  if (version !== VERSION) return { error: /^\d{1,6}$/.test(version) ? 'unknown-version' : 'malformed' };

  const payload = text.slice(dot + 1);
  // Buffer skips characters outside the alphabet: a link with any is altered, not readable.
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return { error: 'malformed' };
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { error: 'malformed' };
  }
  const parsed = restoreJson.safeParse(json);
  if (!parsed.success) return { error: 'malformed' };
  const entries = parseRuleEntries(parsed.data.r);
  if (!entries.complete) return { error: 'malformed' };
  return { settings: Object.fromEntries(Object.entries(parsed.data.s)), rules: entries.rules };
}
