/**
 * Prefetching spends bytes the visitor may be paying for: never with data saver on, nor on a 2G
 * link. Chromium labels the 2G link this product is tuned for (800 ms round trips, 280 kbit/s)
 * '3g', so slow round trips or low bandwidth count as 2G here too.
 */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
  /** Estimated round-trip time, ms. */
  rtt?: number;
  /** Estimated bandwidth, Mbit/s. */
  downlink?: number;
}

export const SLOW_RTT_MS = 700;
export const SLOW_DOWNLINK_MBPS = 0.5;

export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  if (connection.effectiveType === '2g' || connection.effectiveType === 'slow-2g') return false;
  if (connection.rtt !== undefined && connection.rtt >= SLOW_RTT_MS) return false;
  // Browsers report 0 when they have no estimate yet: that is not a slow link.
  return !(connection.downlink !== undefined && connection.downlink > 0 && connection.downlink < SLOW_DOWNLINK_MBPS);
}

/**
 * Only same-origin page links are worth prefetching (not downloads, hashes or new tabs), and not
 * those to `excludedPaths`: result pages the server says must not be fetched ahead (a search
 * that would count, or a remote provider's paid lookup; server/shared/prefetch-rules.ts).
 */
export function isPrefetchableLink(
  link: { href: string; target?: string; download?: boolean; rel?: string },
  location: { origin: string; href: string },
  excludedPaths: readonly string[] = [],
): boolean {
  if (link.download || (link.target && link.target !== '_self') || /\bnofollow\b/.test(link.rel ?? '')) return false;
  let url: URL;
  try {
    url = new URL(link.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin || excludedPaths.includes(url.pathname)) return false;
  const here = new URL(location.href);
  return !(url.pathname === here.pathname && url.search === here.search);
}
