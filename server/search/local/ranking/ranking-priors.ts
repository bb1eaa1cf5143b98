/**
 * What a record's ranking owes to the record itself rather than to the query's words
 * (docs/index-format.md, "Ranking"):
 *
 * - a static quality prior: `popularity` (0…1, stored per record at import; CirrusSearch dumps
 *   derive it from their `incoming_links` and `popularity_score`) multiplies the score by up to
 *   1 + POPULARITY_WEIGHT, so of two otherwise equal records the more popular ranks first, while
 *   a better text match still wins;
 * - the visitor's region, only with 'Personalized results' on: records in the region's language,
 *   or from a site of its country (the record's `country`, else its URL's country domain), rank
 *   first, before every other match, in their own order. A factor so large that no bm25 ratio
 *   between two matches reaches it does that within the same one ORDER BY. Off, the region is
 *   ignored. Such a page is seldom settled by the first-page shortcut (its bound grows by the
 *   same factor): the full ranking query runs, a few milliseconds for a common word.
 *
 * Both are one SQL factor over the `record_filters` row (alias `f`), with its largest value, which
 * the first-page shortcut (top-candidates.ts) needs to bound what a record it did not score
 * could reach. bm25 scores are negative, lower is better: a factor above 1 improves a score.
 */
import type { SearchQuery } from '../../../shared/search-types.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';

export const POPULARITY_WEIGHT = 0.5;
export const REGION_BOOST = 1_000_000;

/** The ranking factor of a record's popularity (0…1). */
export function popularityFactor(popularity: number): number {
  return 1 + POPULARITY_WEIGHT * Math.min(1, Math.max(0, popularity));
}

export interface RegionPreference {
  /** Primary language subtag, lower case: 'fr'. */
  language: string;
  /** ISO country, upper case: 'FR'. */
  country: string;
}

/** The region to favour: none unless personalized results are on and the region names a country. */
export function regionPreference(query: Pick<SearchQuery, 'region' | 'personalized'>): RegionPreference | undefined {
  if (!query.personalized) return undefined;
  const match = /^([a-z]{2,3})-([a-z]{2})$/i.exec(query.region);
  return match ? { language: match[1]!.toLowerCase(), country: match[2]!.toUpperCase() } : undefined;
}

/** Which of these columns the open index has (files before format 4 have neither). */
export interface PriorColumns {
  popularity: boolean;
  country: boolean;
}

export interface PriorFactor {
  /** An SQL expression over `f`, at least 1. */
  sql: string;
  params: string[];
  /** Its largest value over the index's records (given the index's largest popularity). */
  max: number;
  /** Whether it favours the visitor's region too; else it is the popularity's alone (popularityPart). */
  regional: boolean;
}

/** The popularity's SQL factor below, `(1.0 + 0.5 * f.popularity)`, computed as SQLite computes it. */
export function popularityPart(popularity: number): number {
  return 1.0 + POPULARITY_WEIGHT * popularity;
}

/** The record factor for a query, or undefined when it is 1 for every record. */
export function priorFactor(
  columns: PriorColumns,
  maxPopularity: number,
  region: RegionPreference | undefined,
): PriorFactor | undefined {
  const parts: string[] = [];
  const params: string[] = [];
  let max = 1;
  if (columns.popularity && maxPopularity > 0) {
    parts.push(`(1.0 + ${POPULARITY_WEIGHT} * f.popularity)`);
    max *= popularityFactor(maxPopularity);
  }
  if (region) {
    const ofCountry = columns.country ? ' OR f.country = ?' : '';
    parts.push(`(CASE WHEN f.lang = ?${ofCountry} THEN ${REGION_BOOST}.0 ELSE 1.0 END)`);
    params.push(region.language, ...(columns.country ? [region.country] : []));
    max *= REGION_BOOST;
  }
  return parts.length > 0 ? { sql: parts.join(' * '), params, max, regional: region !== undefined } : undefined;
}

/** Country-code domains that are sold as generic names, so they say nothing of a site's country. */
const GENERIC_COUNTRY_DOMAINS = new Set(['ai', 'cc', 'co', 'fm', 'io', 'ly', 'me', 'nu', 'tk', 'to', 'tv', 'ws']);

/** The country a URL's host names by its domain: https://www.lemonde.fr/… → FR; .com → none. */
export function urlCountry(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return undefined;
  }
  const top = host.slice(host.lastIndexOf('.') + 1).toLowerCase();
  if (!/^[a-z]{2}$/.test(top) || GENERIC_COUNTRY_DOMAINS.has(top)) return undefined;
  // .uk is the United Kingdom's domain; its ISO code is GB.
  return top === 'uk' ? 'GB' : top.toUpperCase();
}

/** The open index's prior columns and largest popularity, read once per connection. */
function indexPriors(index: OpenIndex): { columns: PriorColumns; maxPopularity: number } {
  return index.memo('ranking-priors', () => {
    const names = new Set(
      (index.db.prepare('PRAGMA table_info(record_filters)').all() as { name: string }[]).map((c) => c.name),
    );
    const columns = { popularity: names.has('popularity'), country: names.has('country') };
    const maxPopularity = columns.popularity
      ? ((index.db.prepare('SELECT max(popularity) FROM record_filters').pluck().get() as number | null) ?? 0)
      : 0;
    return { columns, maxPopularity };
  });
}

/** The record factor of `query` on `index` (undefined: 1 for every record). */
export function queryPriorFactor(index: OpenIndex, query: SearchQuery): PriorFactor | undefined {
  const { columns, maxPopularity } = indexPriors(index);
  return priorFactor(columns, maxPopularity, regionPreference(query));
}
