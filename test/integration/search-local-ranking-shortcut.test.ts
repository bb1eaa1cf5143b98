/**
 * The first-page shortcut (server/search/local/ranking/top-candidates.ts, term_tops, term_scores): on an
 * index with many more matches than the shortcut's candidates, every query must give exactly the
 * page the full ranking gives on the same file and table (a view with `fullRankingOnly`),
 * whatever the language boost, exact-title boost, prior, safe search, vertical or a tie of
 * hundreds of records does to the order; and several frequent words ranked from their stored
 * scores must rank exactly as FTS5 does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { bm25Call, INDEX_FORMAT_VERSION } from '../../server/search/local/build/schema.ts';
import { wordKey } from '../../server/search/local/language/text-fold.ts';
import { runSearch } from '../../server/search/local/query/run-search.ts';
import { filterConditions } from '../../server/search/local/query/search-filters.ts';
import {
  rankAnyByTermScores,
  rankByTermScores,
  TERM_SCORES_MIN_DF,
} from '../../server/search/local/ranking/term-scores.ts';
import { titleCoverage } from '../../server/search/local/ranking/title-coverage.ts';
import { CANDIDATES, TERM_TOPS_MIN_DF, topCandidates } from '../../server/search/local/ranking/top-candidates.ts';
import { createIndexHandle, type OpenIndex } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';

let dir: string;
let index: OpenIndex;
let close: () => void;

const WORDS = ['otter', 'river', 'stone', 'reed', 'bank', 'fish', 'night', 'water'];

/**
 * 1,500 records out of 4,000 say "otter" a varying number of times in texts of varying length,
 * most of them with the other WORDS: all frequent enough for term_scores.
 */
function records(): RecordInput[] {
  const list: RecordInput[] = [];
  for (let i = 0; i < 1500; i++) {
    const filler = Array.from({ length: 5 + ((i * 37) % 120) }, (_, k) => WORDS[(i + k * 3) % WORDS.length]).join(' ');
    const otters = 'otter '.repeat(1 + (i % 4));
    list.push({
      type: i % 9 === 0 ? 'news' : 'web',
      url: `https://otters.test/${i}`,
      title: i % 200 === 1 ? 'Otter' : `Page ${i} about ${WORDS[i % WORDS.length]}`,
      text: `${otters}${filler}${i % 500 === 7 ? ' kelp' : ''}`,
      lang: i % 3 === 0 ? 'fr' : 'en',
      adult: i % 11 === 0,
      ...(i % 9 === 0 && { published: '2025-06-01' }),
      // A static quality prior on some pages (ranking-priors.ts): the bound must allow for it.
      ...(i % 5 === 0 && { popularity: (i % 7) / 6 }),
    });
  }
  // Records without the word, so that it is not in every record (bm25 would weigh it nothing).
  for (let i = 0; i < 2500; i++) {
    list.push({
      type: 'web',
      url: `https://other.test/${i}`,
      title: `Other ${i}`,
      text: `${WORDS[i % 8]} meadow hill${i % 67 === 0 ? ' kelp' : ''}`,
      lang: 'en',
    });
  }
  // A few Spanish records whose bm25 alone ranks them past the candidates, though the language
  // boost brings some of them onto a Spanish visitor's first page: the shortcut must notice.
  for (let i = 0; i < 30; i++) {
    list.push({
      type: 'web',
      url: `https://otters.test/es/${i}`,
      title: `Página ${i}`,
      text: `${'otter '.repeat(1 + (i % 4))}${'agua piedra '.repeat(3 + ((i * 29) % 60))}`,
      lang: 'es',
    });
  }
  // A record titled exactly "otter river" with a long text: its bm25 alone ranks it low.
  list.push({
    type: 'web',
    url: 'https://otters.test/titled',
    title: 'Otter river',
    text: `otter river ${'stone reed bank fish night water '.repeat(12)}`,
    lang: 'en',
  });
  return list;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-shortcut-'));
  const file = join(dir, 'index.sqlite');
  await buildIndex({ inputs: [{ name: 'otters', records: records() }], outFile: file });
  const handle = createIndexHandle(file, {});
  index = handle.current();
  close = () => handle.close();
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

const query = (text: string, options: Partial<SearchQuery> = {}): SearchQuery =>
  defaultQuery(text, { safeSearch: 'off', spellcheck: false, ...options });

const page = (view: OpenIndex, q: SearchQuery) => {
  const response = runSearch(view, q, Date.parse('2025-06-02'));
  return { urls: response.results.map((r) => r.url), hasMore: response.hasMore };
};

/** FTS5's own first CANDIDATES matches of an expression, by bm25 then id, as the shortcut ranks them. */
const fts5Ranking = (expression: string) =>
  index.db
    .prepare(`SELECT rowid AS id, ${bm25Call('docs')} AS raw FROM docs WHERE docs MATCH ? ORDER BY raw, rowid LIMIT ?`)
    .all(expression, CANDIDATES);

describe('first-page shortcut', () => {
  it('has far more matches than candidates, and ranked "otter" at index time', () => {
    expect(index.format).toBe(INDEX_FORMAT_VERSION);
    const db = new Database(join(dir, 'index.sqlite'), { readonly: true });
    const ranked = db.prepare("SELECT ranked FROM term_tops WHERE term = 'otter'").pluck().get() as string;
    const df = db.prepare("SELECT df FROM vocabulary WHERE term = 'otter'").pluck().get() as number;
    const scored = db.prepare('SELECT term FROM term_scores ORDER BY term').pluck().all();
    db.close();
    expect(df).toBeGreaterThan(Math.max(TERM_TOPS_MIN_DF, TERM_SCORES_MIN_DF, 4 * CANDIDATES));
    expect(JSON.parse(ranked)).toHaveLength(CANDIDATES);
    expect(scored).toEqual(expect.arrayContaining(['otter', 'river', 'stone', 'water']));
    expect(scored).not.toContain('agua');
  });

  it.each([
    ['otter', 'river'],
    ['river', 'otter'],
    ['stone', 'night', 'fish'],
    ['otter', 'river', 'stone', 'reed', 'bank'],
  ])('ranks %s %s… from stored scores exactly as FTS5 does, sums included', (...terms) => {
    const fts5 = fts5Ranking(terms.map((term) => `"${term}"`).join(' '));
    expect(fts5).toHaveLength(CANDIDATES);
    expect(rankByTermScores(index, terms, CANDIDATES)).toEqual(fts5);
    // Fewer matches than asked for: all of them.
    const all = rankByTermScores(index, terms, 100_000)!;
    const count = index.db.prepare('SELECT count(*) FROM docs WHERE docs MATCH ?').pluck();
    expect(all.length).toBe(count.get(terms.map((term) => `"${term}"`).join(' ')));
  });

  it.each([
    ['otter', 'meadow'],
    ['meadow', 'otter', 'agua'],
    ['agua', 'nowhere', 'hill'],
    ['stone', 'night', 'fish', 'piedra'],
  ])('ranks any of %s %s… as FTS5 ranks their OR, rarer and unknown words included', (...terms) => {
    const fts5 = fts5Ranking(terms.map((term) => `"${term}"`).join(' OR '));
    expect(fts5).toHaveLength(CANDIDATES);
    expect(rankAnyByTermScores(index, terms, CANDIDATES)).toEqual(fts5);
  });

  // "agua" (30 records, all holding "otter") and "kelp" (41 records, 3 holding "otter") have no
  // kept list: they are read on the spot while they hold fewer records than a 48th of the kept
  // lists' (ON_THE_SPOT_SHARE), "kelp" scored in the 3 records only, "agua" in all of its own.
  it.each([
    ['otter', 'agua'],
    ['agua', 'otter'],
    ['otter', 'river', 'kelp'],
    ['kelp', 'stone', 'night', 'fish'],
    ['water', 'kelp', 'meadow'],
  ])('ranks %s %s… with rare words read on the spot exactly as FTS5 does', (...terms) => {
    const fts5 = index.db
      .prepare(`SELECT rowid AS id, ${bm25Call('docs')} AS raw FROM docs WHERE docs MATCH ? ORDER BY raw, rowid`)
      .all(terms.map((term) => `"${term}"`).join(' '));
    expect(fts5.length).toBeGreaterThan(0);
    expect(rankByTermScores(index, terms, 100_000)).toEqual(fts5);
  });

  it('leaves to FTS5 a query whose words without a kept list hold too many records', () => {
    // 41 "kelp" records, more than 1,531 "otter" records / 48.
    expect(rankByTermScores(index, ['otter', 'kelp'], CANDIDATES)).toBeUndefined();
    expect(rankByTermScores(index, ['agua', 'kelp'], CANDIDATES)).toBeUndefined();
    // A word no record holds: no record holds them all.
    expect(rankByTermScores(index, ['otter', 'nowhere'], CANDIDATES)).toEqual([]);
  });

  it('leaves a file without stored scores to FTS5', () => {
    expect(rankByTermScores({ ...index, format: 2 }, ['otter', 'river'], CANDIDATES)).toBeUndefined();
  });

  it.each([
    ['otter', {}],
    ['otter', { language: 'fr' }],
    ['otter', { language: 'es' }],
    ['otter', { safeSearch: 'moderate' }],
    ['otter', { vertical: 'news' }],
    ['otter', { vertical: 'news', freshness: 'week' }],
    ['otter river', {}],
    ['otter river', { language: 'fr' }],
    ['river otter', {}],
    ['otter stone', { safeSearch: 'strict', language: 'fr' }],
    ['otter river stone', {}],
    ['otter meadow', {}],
    ['otter agua', { language: 'es' }],
    ['agua otter', {}],
    ['otter river kelp', {}],
    ['kelp stone night fish', { language: 'fr' }],
    ['otter kelp', {}],
    ['water otter', { language: 'es' }],
    ['otter', { page: 2 }],
    ['otter', { personalized: true, region: 'fr-FR' }],
    ['otter river', { personalized: true, region: 'es-ES' }],
    ['otter', { personalized: true, region: 'es-MX', vertical: 'news' }],
  ] as [string, Partial<SearchQuery>][])('%j %j: the same page as the full ranking', (text, options) => {
    const expected = page({ ...index, fullRankingOnly: true }, query(text, options));
    expect(expected.urls.length).toBeGreaterThan(0);
    expect(page(index, query(text, options))).toEqual(expected);
  });

  it('puts the exact-title record first although its bm25 alone ranks it low', () => {
    expect(page(index, query('otter river')).urls[0]).toBe('https://otters.test/titled');
  });
});

/**
 * 1,100 stubs from one template, as Wikipedia's 18,000 Polish villages: "gmina" and "gmina
 * voivodeship" score exactly the same in all of them, far more records than the candidates, and
 * their titles name one word of "gmina voivodeship" (the title-coverage factor). No prior (a
 * popularity would widen the bound past any tie). The shortcut must still answer (it fell back
 * to the full query, 15 ms instead of 0.4 on the slice) with the full ranking's page.
 */
describe('first-page shortcut with ties', () => {
  let villages: OpenIndex;
  let closeVillages: () => void;
  const WORDS_OF_OTHERS = ['gmina', 'voivodeship', 'village', 'district'];

  beforeAll(async () => {
    const list: RecordInput[] = [];
    for (let i = 0; i < 1100; i++) {
      list.push({
        type: 'web',
        url: `https://villages.test/${i}`,
        title: `Wola ${1000 + i}, Masovian Voivodeship`,
        text: 'Wola is a village in the administrative district of Gmina Bór, within Masovian Voivodeship.',
        lang: i % 4 === 0 ? 'fr' : 'en',
      });
    }
    // Other records holding the words, some more (their bm25 is better), and some without them.
    for (let i = 0; i < 700; i++) {
      const words = Array.from({ length: 1 + (i % 5) }, (_, k) => WORDS_OF_OTHERS[(i + k) % 4]).join(' ');
      list.push({
        type: 'web',
        url: `https://others.test/${i}`,
        title: i % 97 === 0 ? 'Gmina' : `Place ${i}`,
        text: `${words} ${'field forest '.repeat(i % 13)}`,
        lang: i % 3 === 0 ? 'fr' : 'en',
      });
    }
    const file = join(dir, 'villages.sqlite');
    await buildIndex({ inputs: [{ name: 'villages', records: list }], outFile: file });
    const handle = createIndexHandle(file, {});
    villages = handle.current();
    closeVillages = () => handle.close();
  });
  afterAll(() => closeVillages());

  const shortcutAnswers = (text: string, options: Partial<SearchQuery>) => {
    const q = query(text, options);
    const terms = text.split(' ');
    const candidate = {
      fts: 'docs' as const,
      expression: terms.map((term) => `"${term}"`).join(' '),
      terms,
      language: q.language,
      titleKey: wordKey(text),
      filters: filterConditions(q, Date.parse('2025-06-02')),
      coverage: titleCoverage(terms),
      wanted: 11,
    };
    return topCandidates(villages, candidate, { language: 1.5, titleMatch: 3 }) !== undefined;
  };

  it.each([
    ['gmina', {}],
    ['gmina', { language: 'fr' }],
    ['gmina voivodeship', {}],
    ['voivodeship gmina', { language: 'fr' }],
    ['gmina masovian', {}],
    ['village voivodeship', { language: 'fr' }],
    ['gmina village district', {}],
    ['masovian', {}],
    ['masovian', { safeSearch: 'strict' }],
  ] as [string, Partial<SearchQuery>][])("%j %j: the full ranking's page, from the shortcut", (text, options) => {
    const expected = page({ ...villages, fullRankingOnly: true }, query(text, options));
    expect(expected.urls).toHaveLength(10);
    expect(page(villages, query(text, options))).toEqual(expected);
    expect(shortcutAnswers(text, options)).toBe(true);
  });

  it('ties in the page are in id order, as the full ranking breaks them', () => {
    const { urls } = page(villages, query('masovian'));
    // Every stub ties; 'en' ones get the language boost: the first ten 'en' stubs by id.
    expect(urls).toEqual([1, 2, 3, 5, 6, 7, 9, 10, 11, 13].map((i) => `https://villages.test/${i}`));
  });

  it('matches the full ranking on every query of one to three of the words, in both languages', () => {
    const words = [...WORDS_OF_OTHERS, 'masovian', 'wola', 'field'];
    const texts: string[] = [];
    for (const a of words) {
      texts.push(a);
      for (const b of words) if (b !== a) texts.push(`${a} ${b}`, `${a} ${b} ${words[(words.indexOf(a) + 3) % 7]}`);
    }
    for (const text of texts) {
      for (const language of ['en', 'fr'] as const) {
        const expected = page({ ...villages, fullRankingOnly: true }, query(text, { language }));
        expect(page(villages, query(text, { language })), `${text} (${language})`).toEqual(expected);
      }
    }
  });
});
