/**
 * A page of ranked rows with one copy per page (twin-collapse.ts): the site's `/fr/…` and
 * `/es/…` twins, hreflang alternates and one Wikipedia entity's articles on several wikis show
 * once, in the visitor's language when it matched. Collapsing changes what comes before a page,
 * so an index with twins ranks from the first row, over a window twice the rows wanted, widened
 * while twins leave it short. An index without twins takes the plain page (no cost).
 */
import type { SearchQuery } from '../../../shared/search-types.ts';
import { hasTwins, twinsOf } from '../build/record-twins.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { findRows, pageSize, type StemRanking } from './find-rows.ts';
import type { ResultRow } from './result-mapping.ts';
import { collapseTwins } from './twin-collapse.ts';

/** The widest window ranked: ten pages of ten, each page's twins in up to 16 languages. */
const MAX_WINDOW = 1600;

/** As findRows: the page's rows and one more when another page follows (`limit` rows from `offset`). */
export function findDistinctRows(
  index: OpenIndex,
  query: SearchQuery,
  text: string,
  expression: string,
  nowMs: number,
  offset: number,
  terms?: readonly string[],
  anyTerms?: readonly string[],
  limit = pageSize(query.vertical) + 1,
  stems?: StemRanking,
): ResultRow[] {
  if (!hasTwins(index)) return findRows(index, query, text, expression, nowMs, offset, terms, anyTerms, limit, stems);
  const wanted = offset + limit;
  for (let window = wanted * 2; ; window *= 2) {
    const rows = findRows(index, query, text, expression, nowMs, 0, terms, anyTerms, window, stems);
    const distinct = collapseTwins(
      rows,
      twinsOf(
        index,
        rows.map((row) => row.id),
      ),
      query.language,
    );
    if (distinct.length >= wanted || rows.length < window || window >= MAX_WINDOW) {
      return distinct.slice(offset, wanted);
    }
  }
}
