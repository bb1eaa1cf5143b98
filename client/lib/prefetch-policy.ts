/** Prefetching spends bytes the visitor may be paying for: never on 2G or with data saver on. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/** Only same-origin page links are worth prefetching (not downloads, hashes or new tabs). */
export function isPrefetchableLink(
  link: { href: string; target?: string; download?: boolean; rel?: string },
  location: { origin: string; href: string },
): boolean {
  if (link.download || (link.target && link.target !== '_self') || /\bnofollow\b/.test(link.rel ?? '')) return false;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  const here = new URL(location.href);
  return !(url.pathname === here.pathname && url.search === here.search);
}
