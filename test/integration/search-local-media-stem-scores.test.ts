/**
 * The media stems' kept lists (stem-scores.ts, format 10; ADR 040): the News, Images and Videos
 * tabs rank a query by stems from lists, as the web results do, instead of FTS5 scoring every
 * story, picture and video holding a form of its words; every page is the one the full ranking
 * gives; a format 9 file (no such lists) answers the same and gains them at its next import.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { bm25Call, INDEX_FORMAT_VERSION } from '../../server/search/local/build/schema.ts';
import { stemExpression, stemGroups } from '../../server/search/local/language/stemming.ts';
import { runSearch } from '../../server/search/local/query/run-search.ts';
import { rankByStemScores } from '../../server/search/local/ranking/stem-scores.ts';
import { createIndexHandle, type OpenIndex } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type TemporaryIndex, temporaryIndex } from '../helpers/temporary-index.ts';

/** Forms of a few stems, each held in some form by hundreds of media records. */
const FORMS = [
  ['landscape', 'landscapes'],
  ['river', 'rivers'],
  ['painting', 'paintings', 'painted'],
  ['horse', 'horses'],
  ['sketch', 'sketches', 'sketched'],
];

/** 900 pictures and 300 stories mixing those forms, 300 web pages holding them too. */
function records(): RecordInput[] {
  const words = (i: number) =>
    Array.from({ length: 3 + ((i * 7) % 23) }, (_, k) => {
      const forms = FORMS[(i + k * 3) % FORMS.length]!;
      return forms[(i * 5 + k) % forms.length];
    });
  const list: RecordInput[] = [];
  for (let i = 0; i < 900; i++) {
    list.push({
      type: 'image',
      url: `https://art.test/${i}`,
      title: i % 10 === 0 ? 'Landscape with rivers' : `Work ${i}, ${words(i)[0]}`,
      text: `${words(i).join(' ')} canvas ${i}`,
      lang: i % 5 === 0 ? 'fr' : 'en',
      image: { src: `https://art.test/${i}.jpg`, width: 800, height: 600 },
    });
  }
  for (let i = 0; i < 300; i++) {
    list.push({
      type: 'news',
      url: `https://news.test/${i}`,
      title: `Story ${i} on ${words(i + 1)[0]}`,
      text: `${words(i + 1).join(' ')} report ${i}`,
      lang: 'en',
      published: '2026-10-01T08:00:00Z',
    });
  }
  for (let i = 0; i < 300; i++) {
    list.push({
      type: 'web',
      url: `https://web.test/${i}`,
      title: `Page ${i}`,
      text: words(i + 2).join(' '),
      lang: 'en',
    });
  }
  return list;
}

let built: TemporaryIndex;
beforeAll(async () => {
  built = await temporaryIndex('media-stem-scores', records());
});
afterAll(() => built.close());

type Tab = 'images' | 'news';
const query = (text: string, vertical: Tab, options: Partial<SearchQuery> = {}) =>
  defaultQuery(text, { safeSearch: 'off', spellcheck: false, vertical, ...options });
const urls = (index: OpenIndex, text: string, vertical: Tab, options: Partial<SearchQuery> = {}) =>
  runSearch(index, query(text, vertical, options), 0).results.map((result) => result.url);

const QUERIES = [
  'landscapes with rivers',
  'sketching horses',
  'paints rivers',
  'painted horses',
  'sketches',
  'horse paintings by the river',
  'how were these landscapes sketched and painted near rivers',
];

/** The index, counting the statements that have FTS5 rank every media record holding the stems. */
function counting(index: OpenIndex): { index: OpenIndex; fullRankings: () => number } {
  let full = 0;
  const view: OpenIndex = Object.assign(Object.create(index), {
    statement(sql: string) {
      if (/FROM media_stem_docs WHERE media_stem_docs MATCH \? *\) AS s/.test(sql)) full++;
      return index.statement(sql);
    },
  });
  return { index: view, fullRankings: () => full };
}

describe('media stem score lists', () => {
  it('are kept per media type for the stems its records hold often, apart from the web pages’', () => {
    const db = new Database(built.file, { readonly: true });
    const kept = db.prepare('SELECT term FROM media_stem_scores').pluck().all() as string[];
    const ids = (term: string) => {
      const blob = db.prepare('SELECT ids FROM media_stem_scores WHERE term = ?').pluck().get(term) as Buffer;
      return [...new Int32Array(new Uint8Array(blob).buffer)];
    };
    const [pictures, stories] = [ids('image:landscap'), ids('news:landscap')];
    db.close();
    expect(built.index.format).toBe(INDEX_FORMAT_VERSION);
    for (const stem of ['landscap', 'river', 'paint', 'hors', 'sketch']) {
      expect(kept).toEqual(expect.arrayContaining([`image:${stem}`, `news:${stem}`]));
    }
    // The pictures are records 1 to 900, the stories 901 to 1,200, the web pages after them.
    expect(pictures.every((id) => id <= 900)).toBe(true);
    expect(stories.every((id) => id > 900 && id <= 1200)).toBe(true);
  });

  it.each(['all', 'any'] as const)(
    'rank %s the stem expression among a type’s records exactly as FTS5 does',
    (mode) => {
      const fts = built.index.statement(
        `SELECT media_stem_docs.rowid AS id, ${bm25Call('media_stem_docs')} AS raw
       FROM media_stem_docs JOIN record_filters f ON f.id = media_stem_docs.rowid
       WHERE media_stem_docs MATCH ? AND f.type = ? ORDER BY raw, id LIMIT 40`,
      );
      for (const type of ['image', 'news'] as const) {
        // "canvas" is held by pictures only, "report" by stories only: read on the spot.
        for (const words of [
          ['landscapes', 'rivers'],
          ['painted', 'horse', 'sketches'],
          ['canvas', 'river'],
          ['report'],
        ]) {
          const expected = fts.all(stemExpression(words, mode), type) as { id: number; raw: number }[];
          expect(rankByStemScores(built.index, stemGroups(words), mode, 40, type), `${words} (${type})`).toEqual(
            expected,
          );
        }
      }
    },
  );

  it('rank the first page of the Images tab without FTS5 scoring every picture holding the stems', () => {
    const { index, fullRankings } = counting(built.index);
    // No picture holds "sketching" or "paints" as written: every result holds another form.
    expect(urls(index, 'sketching horses', 'images')).toHaveLength(30);
    expect(urls(index, 'paints rivers', 'images')).toHaveLength(30);
    expect(urls(index, 'how were these landscapes sketched and painted near rivers', 'images')).toHaveLength(30);
    expect(fullRankings()).toBe(0);
  });

  it('pass over the records of other tabs titled as the query', () => {
    // Ninety pictures are titled "Landscape with rivers", more than the candidates hold: a News
    // search for it has no use for their scores (fetched, they cost a pass over the postings).
    let outsidersScored = 0;
    const index: OpenIndex = Object.assign(Object.create(built.index), {
      statement(sql: string) {
        if (/MATCH \? AND rowid IN \(SELECT value FROM json_each/.test(sql)) outsidersScored++;
        return built.index.statement(sql);
      },
    });
    expect(urls(index, 'landscape with rivers', 'news')).toHaveLength(10);
    expect(outsidersScored).toBe(0);
  });

  it('give every page of both tabs the full ranking gives, in both languages', () => {
    for (const text of QUERIES) {
      for (const vertical of ['images', 'news'] as const) {
        for (const language of ['en', 'fr'] as const) {
          for (const page of [1, 2]) {
            const full = urls({ ...built.index, fullRankingOnly: true }, text, vertical, { language, page });
            const label = `${text} (${vertical}, ${language}, page ${page})`;
            expect(urls(built.index, text, vertical, { language, page }), label).toEqual(full);
          }
        }
      }
    }
  });

  it('are optional: a format 9 file answers the same, and gains them at its next import', async () => {
    const file = built.file.replace('index.sqlite', 'format9.sqlite');
    await buildIndex({ inputs: [{ name: 'old', records: records() }], outFile: file, replace: true });
    const db = new Database(file);
    db.exec(`DROP TABLE media_stem_scores; UPDATE meta SET value = '9' WHERE key = 'format'`);
    db.close();
    const old = createIndexHandle(file, {});
    expect(old.current().format).toBe(9);
    for (const text of QUERIES) expect(urls(old.current(), text, 'images')).toEqual(urls(built.index, text, 'images'));
    old.close();

    const extra: RecordInput = { type: 'news', url: 'https://news.test/new', title: 'New', text: 'rivers', lang: 'en' };
    await buildIndex({ inputs: [{ name: 'more', records: [extra] }], outFile: file });
    const upgraded = createIndexHandle(file, {});
    expect(upgraded.current().format).toBe(INDEX_FORMAT_VERSION);
    const lists = upgraded.current().statement('SELECT count(*) FROM media_stem_scores').pluck().get() as number;
    expect(lists).toBeGreaterThan(0);
    upgraded.close();
  });
});
