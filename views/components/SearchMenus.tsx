/**
 * The 'Try with…' dropdown and the 'Other search' menu of the result header: outbound searches
 * for the current query, from one data table (server/search/outbound-links.ts).
 */
export function TryWithMenu(_props: { query: string; vertical: 'web' | 'images' | 'news' | 'videos' }) {
  return null;
}

export function OtherSearchMenu(_props: { query: string; vertical: 'web' | 'images' | 'news' | 'videos' }) {
  return null;
}
