/**
 * What the first-page shortcut (top-candidates.ts) multiplies each candidate's bm25 by, for the
 * candidates that pass the query's filters: the language and exact-title boosts' conditions,
 * the record's prior and the title-coverage factor, exactly as the full ranking query computes
 * them over `record_filters` (find-rows.ts). Read from the open index's copy of the columns
 * (record-columns.ts) when the filters and the prior can be tested there, else by SQL; both
 * give the same numbers bit for bit (a test compares them record by record), which the
 * shortcut's proof needs.
 */
import type { Conditions } from '../query/search-filters.ts';
import type { OpenIndex } from '../runtime/index-handle.ts';
import { type PriorFactor, popularityPart } from './ranking-priors.ts';
import { type RecordColumns, recordColumns } from './record-columns.ts';
import { coverageFactor, type TitleCoverage } from './title-coverage.ts';

/** What the factors depend on. */
export interface FactorQuery {
  language: string;
  titleKey: string;
  /** Conditions on the `f` (record_filters) alias and their parameters. */
  filters: Conditions;
  /** The records' own factor (popularity, region: ranking-priors.ts), if any. */
  prior?: PriorFactor;
  /** A query of several words: titles holding only some rank a little lower (title-coverage.ts). */
  coverage?: TitleCoverage;
}

/** A candidate that passes the filters, with the factors the full query multiplies its bm25 by. */
export interface Factors {
  id: number;
  ownLanguage: boolean;
  titleMatch: boolean;
  prior: number;
  /** At most 1 (title-coverage.ts), so it never lifts a record. */
  coverage: number;
}

/** The factors read by SQL: any filter, any prior. */
export function factorsBySql(index: OpenIndex, q: FactorQuery, ids: readonly number[]): Factors[] {
  const rows = index
    .statement(
      `SELECT f.id, f.lang = ? AS own_language, f.title_key = ? AS title_match, ${q.prior?.sql ?? '1.0'} AS prior,
         ${q.coverage?.sql ?? '1.0'} AS coverage
       FROM record_filters f WHERE f.id IN (SELECT value FROM json_each(?)) AND ${q.filters.sql}`,
    )
    .raw()
    .all(
      q.language,
      q.titleKey,
      ...(q.prior?.params ?? []),
      ...(q.coverage?.params ?? []),
      JSON.stringify(ids),
      ...q.filters.params,
    ) as [number, number | null, number, number, number][];
  return rows.map(([id, ownLanguage, titleMatch, prior, coverage]) => ({
    id,
    ownLanguage: ownLanguage === 1,
    titleMatch: titleMatch === 1,
    prior,
    coverage,
  }));
}

/**
 * The factors from the columns' copy, for plain filters (the record type, safe search) and a
 * prior without the region's part; undefined for any other query.
 */
export function factorsFromColumns(
  columns: RecordColumns,
  q: FactorQuery,
  ids: readonly number[],
): Factors[] | undefined {
  const plain = q.filters.plain;
  if (!plain || q.prior?.regional) return undefined;
  const passing: Factors[] = [];
  const type = columns.types.indexOf(plain.type);
  if (type < 1) return passing;
  for (const id of ids) {
    if (columns.type[id] !== type || (plain.adultHidden && columns.adult[id] !== 0)) continue;
    const titleKey = columns.titleKey[id]!;
    const lang = columns.lang[id]!;
    passing.push({
      id,
      ownLanguage: lang !== 0 && columns.languages[lang] === q.language,
      titleMatch: titleKey === q.titleKey,
      prior: q.prior ? popularityPart(columns.popularity[id]!) : 1.0,
      coverage: q.coverage ? coverageFactor(q.coverage, titleKey) : 1.0,
    });
  }
  return passing;
}

/** The candidates passing the query's filters, with their factors (in no particular order). */
export function candidateFactors(index: OpenIndex, q: FactorQuery, ids: readonly number[]): Factors[] {
  const columns = recordColumns(index);
  return (columns && factorsFromColumns(columns, q, ids)) ?? factorsBySql(index, q, ids);
}
