/**
 * Searches elsewhere for the current query: the result header's Google and Maps links and the
 * 'Try with…' / 'Other search' menus. Links open in a new tab, with no referrer.
 */
export type OutboundVertical = 'web' | 'images' | 'news' | 'videos';

/** Google's own vertical filters, so 'Google' on the images tab searches Google Images. */
const GOOGLE_VERTICAL: Record<OutboundVertical, string> = { web: '', images: 'isch', news: 'nws', videos: 'vid' };

export function googleUrl(query: string, vertical: OutboundVertical = 'web'): string {
  const tbm = GOOGLE_VERTICAL[vertical];
  return `https://www.google.com/search?q=${encodeURIComponent(query)}${tbm ? `&tbm=${tbm}` : ''}`;
}

export function mapsUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
