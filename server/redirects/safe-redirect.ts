/**
 * The one check every redirect target goes through, in one of three modes.
 *
 * Same-site paths, `safeRedirectTarget`: targets supplied by a visitor (`next=` of the language
 * switch, the consent, colour-mode and mail-shortcut forms, logout, the prefixed search routes).
 * Check the FINAL target, after any rewriting: stripping `/fr` from `/fr//evil.example` makes a
 * protocol-relative URL out of a harmless-looking path.
 *
 *   res.redirect(303, safeRedirectTarget(req.body?.next));
 *
 * Only a path on this site is kept: it starts with a single `/`, and its path part holds no `//`
 * and no `\` (browsers read `\` as `/`), neither as typed nor once percent-decoded (`%2F`, `%5C`:
 * a later hop may decode them). No control character anywhere (browsers drop tabs and newlines,
 * so `/\t/evil` is `//evil`; CR/LF would split the header). A scheme cannot appear: the first
 * character is `/`.
 *
 * External, allow-listed hosts, `safeExternalTarget`: targets the server builds for another site
 * from a table or the configuration with the visitor's query in them (a `!bang`'s search, the
 * unsupported-country engine). The hosts come from that same table, so a target built right always
 * passes; the check stops a template or encoding slip from becoming an open redirect.
 *
 *   const target = safeExternalTarget(bangTarget(bang, locale), BANG_HOSTS);
 *   if (target) res.redirect(302, target);
 *
 * Any host, `safeAnyHostTarget`: targets whose host the server vouches for otherwise (a result
 * link it signed for /out, a sponsored link's stored target, the link resolver's answer, a
 * configured store page). Only the form is checked, as for the allow-listed mode.
 */

const MAX_LENGTH = 2000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL = /[\u0000-\u001f\u007f]/;

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

function isSafePath(path: string): boolean {
  return !path.includes('//') && !path.includes('\\') && !CONTROL.test(path);
}

/** `value` when it is a path on this site, else `fallback`. */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !value.startsWith('/')) return fallback;
  if (CONTROL.test(value)) return fallback;
  const end = value.search(/[?#]/);
  const path = end === -1 ? value : value.slice(0, end);
  const plain = decoded(path);
  if (plain === undefined || !isSafePath(path) || !isSafePath(plain)) return fallback;
  return value;
}

const MAX_EXTERNAL_LENGTH = 8000;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]/u;

export interface ExternalTargetOptions {
  /** Accept `http:` as well: only for a target the operator configured as http. */
  allowHttp?: boolean;
  /** Longest target accepted (default 8,000 characters). */
  maxLength?: number;
}

/**
 * The URL `value` names when it is written as an absolute https URL (http only with `allowHttp`)
 * without userinfo (`user:pass@`): a literal `https://` start, no backslash (URL parsers read `\`
 * as `/`), no whitespace or control character (browsers drop tabs and newlines; CR/LF would split
 * the header), so what the browser parses is what was checked.
 */
function absoluteUrl(value: unknown, options: ExternalTargetOptions): URL | undefined {
  if (typeof value !== 'string' || value.length > (options.maxLength ?? MAX_EXTERNAL_LENGTH)) return undefined;
  if (CONTROL_OR_SPACE.test(value) || value.includes('\\')) return undefined;
  const scheme = /^https?:\/\//.exec(value)?.[0];
  if (!scheme || (scheme === 'http://' && !options.allowHttp)) return undefined;
  // No userinfo at all, even empty: `https://allowed@evil` and `https://evil@allowed` alike.
  if (value.slice(scheme.length).split(/[/?#]/, 1)[0]!.includes('@')) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  return url.username === '' && url.password === '' && url.hostname !== '' ? url : undefined;
}

/** `value` when it is an absolute URL (absoluteUrl) whose host, port included, is one of `hosts`. */
export function safeExternalTarget(
  value: unknown,
  hosts: ReadonlySet<string>,
  options: ExternalTargetOptions = {},
): string | undefined {
  const url = absoluteUrl(value, options);
  return url && hosts.has(url.host) ? (value as string) : undefined;
}

/**
 * Any host, for targets whose host the server vouches for by other means: a result link it signed
 * (/out), a sponsored link's stored target, the link resolver's answer, a configured store page.
 * The host is not checked; the form is, as above.
 */
export function safeAnyHostTarget(value: unknown, options: ExternalTargetOptions = {}): string | undefined {
  return absoluteUrl(value, options) ? (value as string) : undefined;
}
