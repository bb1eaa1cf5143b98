/** The props an island was rendered with, read back from its `data-props` attribute (HTML-decoded). */
export function islandProps<T>(html: string, name: string): T | undefined {
  const raw = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html)?.[1];
  if (raw === undefined) return undefined;
  const decoded = raw
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  // &amp; last, so "&amp;lt;" stays "&lt;".
  return JSON.parse(decoded.replace(/&amp;/g, '&')) as T;
}
