/**
 * Reading and writing the site's cookies from islands, with the attributes the server uses too:
 * path /, SameSite=Lax, the parent domain when COOKIE_DOMAIN is set, Secure over https.
 */
export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split('; ')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq) === name) return part.slice(eq + 1);
  }
  return undefined;
}

/** `maxAgeS`: a year by default; null for a session cookie (gone when the browser closes); 0 removes it. */
export function writeCookie(name: string, value: string, cookieDomain?: string, maxAgeS: number | null = 31536000) {
  const maxAge = maxAgeS === null ? '' : `; max-age=${maxAgeS}`;
  const domain = cookieDomain ? `; domain=${cookieDomain}` : '';
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${name}=${value}; path=/${maxAge}; samesite=lax${domain}${secure}`;
}
