/**
 * The first-page shortcut (server/search/local/top-candidates.ts, term_tops, term_scores): on an
 * index with many more matches than the shortcut's candidates, every query must give exactly the
 * page the full ranking gives (a format-1 view of the same file takes the full path), whatever
 * the language boost, exact-title boost, safe search or vertical does to the order; and several
 * frequent words ranked from their stored scores must rank exactly as FTS5 does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/importer.ts';
import { createIndexHandle, type OpenIndex } from '../../server/search/local/index-handle.ts';
import type { RecordInput } from '../../server/search/local/index-record.ts';
import { runSearch } from '../../server/search/local/run-search.ts';
import { bm25Call, INDEX_FORMAT_VERSION } from '../../server/search/local/schema.ts';
import { rankByTermScores, TERM_SCORES_MIN_DF } from '../../server/search/local/term-scores.ts';
import { CANDIDATES, TERM_TOPS_MIN_DF } from '../../server/search/local/top-candidates.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/search/types.ts';

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
      text: `${otters}${filler}`,
      lang: i % 3 === 0 ? 'fr' : 'en',
      adult: i % 11 === 0,
      ...(i % 9 === 0 && { published: '2025-06-01' }),
      // A static quality prior on some web pages (ranking-priors.ts): the bound must allow for it.
      // (Not on news: the format-1 view below ranks them in \`docs\`, whose bm25 differs a little.)
      ...(i % 5 === 0 && i % 9 !== 0 && { popularity: (i % 7) / 6 }),
    });
  }
  // Records without the word, so that it is not in every record (bm25 would weigh it nothing).
  for (let i = 0; i < 2500; i++) {
    list.push({
      type: 'web',
      url: `https://other.test/${i}`,
      title: `Other ${i}`,
      text: `${WORDS[i % 8]} meadow hill`,
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
    const fts5 = index.db
      .prepare(
        `SELECT rowid AS id, ${bm25Call('docs')} AS raw FROM docs WHERE docs MATCH ? ORDER BY raw, rowid LIMIT ?`,
      )
      .all(terms.map((term) => `"${term}"`).join(' '), CANDIDATES);
    expect(fts5).toHaveLength(CANDIDATES);
    expect(rankByTermScores(index, terms, CANDIDATES)).toEqual(fts5);
    // Fewer matches than asked for: all of them.
    const all = rankByTermScores(index, terms, 100_000)!;
    const count = index.db.prepare('SELECT count(*) FROM docs WHERE docs MATCH ?').pluck();
    expect(all.length).toBe(count.get(terms.map((term) => `"${term}"`).join(' ')));
  });

  it('leaves a query with a word it keeps no scores for to FTS5', () => {
    expect(rankByTermScores(index, ['otter', 'agua'], CANDIDATES)).toBeUndefined();
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
    ['water otter', { language: 'es' }],
    ['otter', { page: 2 }],
    ['otter', { personalized: true, region: 'fr-FR' }],
    ['otter river', { personalized: true, region: 'es-ES' }],
    ['otter', { personalized: true, region: 'es-MX', vertical: 'news' }],
  ] as [string, Partial<SearchQuery>][])('%j %j: the same page as the full ranking', (text, options) => {
    const fullRanking = { ...index, format: 1 };
    const expected = page(fullRanking, query(text, options));
    expect(expected.urls.length).toBeGreaterThan(0);
    expect(page(index, query(text, options))).toEqual(expected);
  });

  it('puts the exact-title record first although its bm25 alone ranks it low', () => {
    expect(page(index, query('otter river')).urls[0]).toBe('https://otters.test/titled');
  });
});
