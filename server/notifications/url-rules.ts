/**
 * Which links a notification may carry. Pure functions, table-tested
 * (test/unit/notification-server-rules.test.ts).
 *
 * - Fields (thumbnailUrl, imageUrl, destinationUrl): an absolute https URL, or a path on this
 *   site. Plain http would be mixed content on the https site, and any other scheme
 *   (javascript:, data:…) is a way to run or smuggle code.
 * - Links inside the content: the same, plus http and mailto (a partner's page may still be on
 *   http; a contact address is a fair link).
 * A site path starts with exactly one '/': browsers read '//host' and '/\host' as another host.
 */
export const MAX_URL_LENGTH = 2048;

/** Spaces and control characters: browsers strip some of them, which hides a scheme. */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return /\s/.test(value);
}

export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])/.test(value) && !hasUnsafeCharacter(value) && value.length <= MAX_URL_LENGTH;
}

function hasScheme(value: string, schemes: readonly string[]): boolean {
  if (hasUnsafeCharacter(value) || value.length > MAX_URL_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!schemes.includes(url.protocol)) return false;
  // mailto has no host; web links must name one ('https:/x' parses, but means nothing useful).
  return url.protocol === 'mailto:' ? url.pathname.includes('@') : url.hostname !== '' && /^https?:\/\//i.test(value);
}

/** For the URL fields of a notification. */
export function isSafeFieldUrl(value: string): boolean {
  return isSitePath(value) || hasScheme(value, ['https:']);
}

/** For `<a href>` inside the content. */
export function isSafeContentHref(value: string): boolean {
  return isSitePath(value) || hasScheme(value, ['https:', 'http:', 'mailto:']);
}
