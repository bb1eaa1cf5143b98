/**
 * The stems' kept lists (stem-scores.ts, format 8): ranking by stems from the lists gives exactly
 * what FTS5 gives the stem expression, in both modes; every page of a question or topic is the one
 * the full ranking gives (a view with `fullRankingOnly`); a format 7 file (no lists) is read with
 * the same answers and gains its lists at its next import; a topic of a few words that few records
 * hold whole gets a full page of records holding most of it; a question weighs even a word most
 * records hold.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { bm25Call, INDEX_FORMAT_VERSION } from '../../server/search/local/build/schema.ts';
import { stemExpression, stemGroups } from '../../server/search/local/language/stemming.ts';
import { runSearch } from '../../server/search/local/query/run-search.ts';
import { filterConditions } from '../../server/search/local/query/search-filters.ts';
import { rankByStemScores } from '../../server/search/local/ranking/stem-scores.ts';
import { topScored } from '../../server/search/local/ranking/top-candidates.ts';
import { createIndexHandle, type OpenIndex } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type TemporaryIndex, temporaryIndex } from '../helpers/temporary-index.ts';

/** Forms of a few stems, so that records hold them in several forms and several counts. */
const FORMS = [
  ['model', 'models', 'modelling'],
  ['heat', 'heated', 'heating'],
  ['construct', 'constructing', 'construction'],
  ['wing', 'wings'],
  ['flow', 'flows', 'flowing'],
  ['test', 'tests', 'tested', 'testing'],
];

/** 1,200 pages mixing those forms (every stem in hundreds: kept lists), and 600 others. */
function records(): RecordInput[] {
  const list: RecordInput[] = [];
  for (let i = 0; i < 1200; i++) {
    const words = Array.from({ length: 4 + ((i * 7) % 40) }, (_, k) => {
      const forms = FORMS[(i + k * 5) % FORMS.length]!;
      return forms[(i * 3 + k) % forms.length];
    });
    list.push({
      type: 'web',
      url: `https://stems.test/${i}`,
      title: i % 50 === 0 ? 'Heated wing models' : `Report ${i} on ${words[0]}`,
      text: `${words.join(' ')} tunnel number ${i}`,
      lang: i % 4 === 0 ? 'fr' : 'en',
    });
  }
  for (let i = 0; i < 600; i++) {
    list.push({
      type: 'web',
      url: `https://other.test/${i}`,
      title: `Other ${i}`,
      text: `meadow hill ${i}`,
      lang: 'en',
    });
  }
  return list;
}

let built: TemporaryIndex;
beforeAll(async () => {
  built = await temporaryIndex('stem-scores', records());
});
afterAll(() => built.close());

const query = (text: string, options: Partial<SearchQuery> = {}) =>
  defaultQuery(text, { safeSearch: 'off', spellcheck: false, ...options });
const urls = (index: OpenIndex, text: string, options: Partial<SearchQuery> = {}) =>
  runSearch(index, query(text, options), 0).results.map((result) => result.url);

const QUESTIONS = [
  'how are heated wing models constructed for testing',
  'testing heated models in flowing air',
  'wing flow tests',
  'construction of models',
  'modelling the heating of wings in tunnels',
  'flows constructing tests heat',
];

describe('stem score lists', () => {
  it('are kept for the frequent stems', () => {
    const db = new Database(built.file, { readonly: true });
    const kept = db.prepare('SELECT term FROM stem_scores').pluck().all() as string[];
    db.close();
    expect(built.index.format).toBe(INDEX_FORMAT_VERSION);
    expect(kept).toEqual(expect.arrayContaining(['model', 'heat', 'construct', 'wing', 'flow', 'test']));
    expect(kept.length).toBeLessThan(20);
  });

  it("settle a question's first rows without FTS5 scoring every match", () => {
    const words = ['heated', 'wing', 'models', 'testing'];
    const q = query(words.join(' '));
    const scored = topScored(
      built.index,
      {
        fts: 'stem_docs',
        expression: stemExpression(words, 'any')!,
        stemGroups: { groups: stemGroups(words), mode: 'any', source: 'all' },
        language: 'en',
        titleKey: words.join(' '),
        filters: filterConditions(q, 0),
        wanted: 50,
      },
      { language: 1.5, titleMatch: 3 },
    );
    expect(scored).toHaveLength(50);
  });

  it.each(['all', 'any'] as const)('rank %s the stem expression exactly as FTS5 does', (mode) => {
    const fts = built.index.statement(
      `SELECT rowid AS id, ${bm25Call('stem_docs')} AS raw FROM stem_docs WHERE stem_docs MATCH ? ORDER BY raw, rowid LIMIT 40`,
    );
    for (const words of [
      ['heated', 'models'],
      ['construction', 'wing', 'flowing'],
      ['tests', 'tests', 'heat'],
      ['modelling', 'tunnel', 'meadow'],
    ]) {
      const expected = fts.all(stemExpression(words, mode)) as { id: number; raw: number }[];
      expect(rankByStemScores(built.index, stemGroups(words), mode, 40)).toEqual(expected);
    }
  });

  it('read a query’s lists once for its rankings by all and by any of its words', () => {
    let readOnTheSpot = 0;
    const counting: OpenIndex = Object.assign(Object.create(built.index), {
      statement(sql: string) {
        if (sql.includes('FROM stem_docs WHERE stem_docs MATCH ? ORDER BY rowid LIMIT')) readOnTheSpot++;
        return built.index.statement(sql);
      },
    });
    // 'zeppelin' and 'airship' have no kept list: read from FTS5 on the spot, once for both rankings.
    const words = ['heated', 'zeppelin', 'airship', 'models'];
    const groups = stemGroups(words);
    const all = rankByStemScores(counting, groups, 'all', 40);
    const read = readOnTheSpot;
    expect(read).toBeGreaterThan(0);
    const any = rankByStemScores(counting, groups, 'any', 40);
    expect(readOnTheSpot).toBe(read);
    // The same answers as from lists read afresh.
    expect(all).toEqual(rankByStemScores(built.index, stemGroups(words), 'all', 40));
    expect(any).toEqual(rankByStemScores(built.index, stemGroups(words), 'any', 40));
    expect(any?.length).toBeGreaterThan(0);
  });

  it('give every page of a question the full ranking gives, in both languages', () => {
    for (const text of QUESTIONS) {
      for (const language of ['en', 'fr'] as const) {
        for (const page of [1, 2, 3]) {
          const full = urls({ ...built.index, fullRankingOnly: true }, text, { language, page });
          expect(urls(built.index, text, { language, page }), `${text} (${language}, page ${page})`).toEqual(full);
        }
      }
    }
  });

  it('are optional: a format 7 file answers the same, and gains them at its next import', async () => {
    const file = built.file.replace('index.sqlite', 'format7.sqlite');
    await buildIndex({ inputs: [{ name: 'old', records: records() }], outFile: file, replace: true });
    const db = new Database(file);
    db.exec(`DROP TABLE stem_scores; DROP TABLE media_stem_scores; DROP TABLE media_stem_docs;
      DROP TRIGGER records_media_stem_delete; UPDATE meta SET value = '7' WHERE key = 'format'`);
    db.close();
    const old = createIndexHandle(file, {});
    expect(old.current().format).toBe(7);
    for (const text of QUESTIONS) expect(urls(old.current(), text)).toEqual(urls(built.index, text));
    old.close();

    const extra = { type: 'web' as const, url: 'https://stems.test/new', title: 'New', text: 'heated', lang: 'en' };
    await buildIndex({ inputs: [{ name: 'more', records: [extra] }], outFile: file });
    const upgraded = createIndexHandle(file, {});
    expect(upgraded.current().format).toBe(INDEX_FORMAT_VERSION);
    const lists = upgraded.current().statement('SELECT count(*) FROM stem_scores').pluck().get() as number;
    expect(lists).toBeGreaterThan(0);
    upgraded.close();
  });
});

describe('a topic of a few words', () => {
  let topic: TemporaryIndex;
  beforeAll(async () => {
    const page = (path: string, title: string, text: string): RecordInput => ({
      type: 'web',
      url: `https://topic.test/${path}`,
      title,
      text,
      lang: 'en',
    });
    topic = await temporaryIndex('topic', [
      page('all', 'Staffing', 'Personnel needed in the information field.'),
      ...Array.from({ length: 12 }, (_, i) =>
        page(`some-${i}`, `Training ${i}`, `Training personnel for information services, report ${i}.`),
      ),
      page('title', 'Wings over water', 'A film.'),
      ...Array.from({ length: 12 }, (_, i) => page(`wings-${i}`, `Birds ${i}`, `Wings and water, note ${i}.`)),
    ]);
  });
  afterAll(() => topic.close());

  it('fills its page with records holding most of its words when few hold them all', () => {
    const found = urls(topic.index, 'the need for personnel in the information field');
    expect(found[0]).toBe('https://topic.test/all');
    expect(found).toHaveLength(10);
    expect(found.slice(1).every((url) => url.includes('/some-'))).toBe(true);
  });

  it('leaves a title search with the records holding every word', () => {
    expect(urls(topic.index, 'wings over water')).toEqual(['https://topic.test/title']);
  });
});

describe('a question with a word most records hold', () => {
  let common: TemporaryIndex;
  beforeAll(async () => {
    const page = (path: string, text: string): RecordInput => ({
      type: 'web',
      url: `https://common.test/${path}`,
      title: `Page ${path}`,
      text,
      lang: 'en',
    });
    common = await temporaryIndex('common', [
      // Holding the question's rarer words only; first, so that it wins a tie.
      page('without', 'personnel training budget'),
      page('with', 'personnel training information'),
      // "information" in a third of 1,200 records: left out of a short query's lookups.
      ...Array.from({ length: 1200 }, (_, i) =>
        page(`filler-${i}`, i % 3 === 0 ? `information desk ${i}` : `meadow hill ${i}`),
      ),
    ]);
  });
  afterAll(() => common.close());

  it('still weighs that word: the record holding it ranks first', () => {
    expect(urls(common.index, 'what training do personnel need about information')[0]).toBe('https://common.test/with');
  });
});
