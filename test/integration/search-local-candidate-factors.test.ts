/**
 * The first-page shortcut's factors (candidate-factors.ts) from the open index's copy of the
 * columns must be the SQL's bit for bit, record by record: the shortcut proves its page against
 * the full ranking query with them. Records with every value the columns can hold (no language,
 * an empty one, odd popularities, titles repeating a word, ids with gaps), every vertical and
 * safe-search level, priors and title coverage. Filters the copy cannot test leave it to SQL.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, INDEX_FORMAT_VERSION } from '../../server/search/local/build/schema.ts';
import { filterConditions } from '../../server/search/local/query/search-filters.ts';
import {
  candidateFactors,
  type FactorQuery,
  type Factors,
  factorsBySql,
  factorsFromColumns,
} from '../../server/search/local/ranking/candidate-factors.ts';
import { priorFactor } from '../../server/search/local/ranking/ranking-priors.ts';
import { recordColumns } from '../../server/search/local/ranking/record-columns.ts';
import { titleCoverage } from '../../server/search/local/ranking/title-coverage.ts';
import type { OpenIndex } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';

const TYPES = ['web', 'news', 'image', 'video'];
const LANGUAGES = [null, '', 'en', 'fr', 'es', 'EN'];
const TITLES = ['otter river', 'river', 'the otter otter', '', 'riverbank otter', 'river otter stone', 'otters'];
const POPULARITIES = [0, 1, 1 / 3, 0.1, 2 / 7, 0.999999, 0.5];

let db: Database.Database;
let index: OpenIndex;
const ids: number[] = [];

/** An OpenIndex over an in-memory database, as the index handle makes one over a file. */
function openIndexOf(database: Database.Database): OpenIndex {
  const statements = new Map<string, Database.Statement>();
  const memos = new Map<string, unknown>();
  return {
    db: database,
    documents: ids.length,
    format: INDEX_FORMAT_VERSION,
    statement: (sql) => statements.get(sql) ?? statements.set(sql, database.prepare(sql)).get(sql)!,
    memo: <T>(key: string, compute: () => T) =>
      (memos.has(key) ? memos.get(key) : memos.set(key, compute()).get(key)) as T,
  };
}

beforeAll(() => {
  db = new Database(':memory:');
  createSchema(db);
  const insert = db.prepare(
    `INSERT INTO record_filters (id, type, lang, adult, licence_bits, title_key, popularity)
     VALUES (?, ?, ?, ?, 0, ?, ?)`,
  );
  // Every combination of the values, with gaps in the ids (records deleted by a later import).
  for (let i = 0; i < 900; i++) {
    const id = 1 + i + Math.floor(i / 7) * 3;
    ids.push(id);
    insert.run(
      id,
      TYPES[i % TYPES.length],
      LANGUAGES[Math.floor(i / 4) % LANGUAGES.length],
      (i >> 3) % 2,
      TITLES[i % TITLES.length],
      POPULARITIES[Math.floor(i / 5) % POPULARITIES.length],
    );
  }
  index = openIndexOf(db);
});
afterAll(() => db.close());

const byId = (rows: Factors[]) => [...rows].sort((a, b) => a.id - b.id);

function factorQuery(text: string, options: Partial<SearchQuery>, extra: Partial<FactorQuery> = {}): FactorQuery {
  const q = defaultQuery(text, options);
  return { language: q.language, titleKey: text, filters: filterConditions(q, Date.parse('2025-06-02')), ...extra };
}

const popularity = priorFactor({ popularity: true, country: true }, 1, undefined)!;
const regional = priorFactor({ popularity: true, country: true }, 1, { language: 'fr', country: 'FR' })!;

describe('candidate factors from the copy of the columns', () => {
  const verticals: Partial<SearchQuery>[] = [
    { vertical: 'web' },
    { vertical: 'news' },
    { vertical: 'images' },
    { vertical: 'videos' },
  ];
  const cases: [string, Partial<SearchQuery>, Partial<FactorQuery>][] = [];
  for (const vertical of verticals) {
    for (const safeSearch of ['off', 'moderate', 'strict'] as const) {
      for (const language of ['en', 'fr', 'es'] as const) {
        cases.push(['otter river', { ...vertical, safeSearch, language }, {}]);
        cases.push(['river', { ...vertical, safeSearch, language }, { prior: popularity }]);
        cases.push([
          'otter river',
          { ...vertical, safeSearch, language },
          { coverage: titleCoverage(['otter', 'river']) },
        ]);
        cases.push([
          'river otter stone',
          { ...vertical, safeSearch, language },
          { prior: popularity, coverage: titleCoverage(['river', 'otter', 'stone']) },
        ]);
      }
    }
  }

  it.each(cases)('%j %j %j: the SQL factors, bit for bit', (text, options, extra) => {
    const q = factorQuery(text, options, extra);
    const columns = recordColumns(index)!;
    const fromColumns = factorsFromColumns(columns, q, ids);
    expect(fromColumns).toBeDefined();
    const bySql = factorsBySql(index, q, ids);
    expect(bySql.length).toBeGreaterThan(0);
    expect(byId(fromColumns!)).toEqual(byId(bySql));
  });

  it('gives partial titles the coverage factor and popular records their prior', () => {
    const q = factorQuery('otter river', {}, { prior: popularity, coverage: titleCoverage(['otter', 'river']) });
    const factors = factorsFromColumns(recordColumns(index)!, q, ids)!;
    expect(new Set(factors.map((row) => row.coverage))).toEqual(new Set([0.9, 1]));
    expect(new Set(factors.map((row) => row.prior)).size).toBeGreaterThan(3);
    expect(factors.some((row) => row.titleMatch)).toBe(true);
  });

  it('skips ids no record has', () => {
    const q = factorQuery('river', { safeSearch: 'off' });
    const missing = [0, 2_000, 10_000_000];
    expect(factorsFromColumns(recordColumns(index)!, q, missing)).toEqual([]);
  });

  it.each([
    ['a freshness window', { vertical: 'news', freshness: 'week' }, {}],
    ['an image filter', { vertical: 'images', image: { size: 'large' } }, {}],
    ['a site: operator', { text: 'otter site:example.org' }, {}],
    ['the region preference', {}, { prior: regional }],
  ] as [string, Partial<SearchQuery>, Partial<FactorQuery>][])('leaves %s to SQL', (_, options, extra) => {
    const q = factorQuery('otter river', options, extra);
    expect(factorsFromColumns(recordColumns(index)!, q, ids)).toBeUndefined();
    if (!options.text) expect(byId(candidateFactors(index, q, ids))).toEqual(byId(factorsBySql(index, q, ids)));
  });
});
