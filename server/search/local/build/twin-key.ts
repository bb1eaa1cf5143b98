/**
 * Which records are the same page in several languages: they share a twin key, and a results
 * page shows one of them (twin-collapse.ts). Three sources, most specific first:
 *
 * - `entity`: the Wikidata item of a Wikipedia article ("Q42"; the CirrusSearch dumps'
 *   `wikibase_item`), the same for the article on every wiki;
 * - `alternates`: the page's hreflang alternates, other-language URLs of the same page. Each
 *   page of a set lists the others, so the set's first URL in sort order names it;
 * - this site's paths: `/fr/partners/l214` and `/es/partners/l214` are `/partners/l214`.
 */

const SITE_LOCALE_PREFIX = /^\/(?:en|fr|es)(?=\/|$)/;
const WIKIDATA_ITEM = /^Q[1-9][0-9]{0,11}$/;

export interface TwinSource {
  url: string;
  entity?: string;
  alternates?: readonly string[];
}

/** The record's twin key, or undefined when nothing says it has translations. */
export function twinKey({ url, entity, alternates }: TwinSource): string | undefined {
  if (entity && WIKIDATA_ITEM.test(entity)) return `wikidata:${entity}`;
  if (alternates && alternates.length > 0) return `alternates:${[url, ...alternates].sort()[0]}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `site:${url.replace(SITE_LOCALE_PREFIX, '') || '/'}`;
  return undefined;
}
