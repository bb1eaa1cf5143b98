/**
 * The one check every redirect target supplied by a visitor goes through (`next=` of the language
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
