/**
 * The form of a result URL under which two sources' copies of one page compare equal, for the
 * merge step's de-duplication (merge-results.ts). It is a key, never a link shown to anyone:
 *
 *   canonicalUrl('https://WWW.Example.org/a/?utm_source=x&id=2#top') // → 'example.org/a?id=2'
 *
 * Host lowercased without `www.`, default port dropped, no fragment, no trailing slash, no
 * utm_* tracking parameters (the others keep their order: they may select the content). The
 * scheme is left out too: sources disagree on http and https for the same page.
 */
export function canonicalUrl(url: string): string {
  if (!URL.canParse(url)) return url.trim();
  const parsed = new URL(url);
  const host = parsed.host.replace(/^www\./, '');
  const kept = [...parsed.searchParams].filter(([name]) => !/^utm_/i.test(name));
  const search = kept.length > 0 ? `?${new URLSearchParams(kept)}` : '';
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${host}${path}${search}`;
}
