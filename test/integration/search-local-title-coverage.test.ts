/**
 * A title naming only part of a query ranks a little lower (server/search/local/ranking/title-coverage.ts,
 * ADR 023): 'kansas texas' finds the record about both before the article 'Kansas', whose title
 * weight would otherwise win for one word of two; a query the title answers keeps it first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { bm25Call } from '../../server/search/local/build/schema.ts';
import { runSearch } from '../../server/search/local/query/run-search.ts';
import { PARTIAL_TITLE_FACTOR } from '../../server/search/local/ranking/title-coverage.ts';
import type { OpenIndex } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type TemporaryIndex, temporaryIndex } from '../helpers/temporary-index.ts';

const KANSAS = 'https://wiki.test/Kansas';
const TRAIL = 'https://wiki.test/Cattle_drives';

function records(): RecordInput[] {
  return [
    {
      type: 'web',
      url: KANSAS,
      title: 'Kansas',
      text: 'Kansas is a state of the Midwest, north of Oklahoma, east of Colorado and Missouri; cattle came up from Texas to its towns.',
      lang: 'en',
    },
    {
      type: 'web',
      url: TRAIL,
      title: 'Cattle drives',
      text: 'Texas to Kansas, Kansas to Texas, Texas and Kansas.',
      lang: 'en',
    },
    // Other records, so that the words are not in most of them (bm25 would weigh them nothing).
    ...Array.from({ length: 30 }, (_, i) => ({
      type: 'web' as const,
      url: `https://filler.test/${i}`,
      title: `Filler ${i}`,
      text: `meadow hill river number ${i}${i % 3 === 0 ? ' texas' : ''}`,
      lang: 'en',
    })),
  ];
}

let built: TemporaryIndex;
let index: OpenIndex;

beforeAll(async () => {
  built = await temporaryIndex('title-coverage', records());
  index = built.index;
});
afterAll(() => built.close());

const urls = (view: OpenIndex, text: string, options: Partial<SearchQuery> = {}) =>
  runSearch(view, defaultQuery(text, { safeSearch: 'off', spellcheck: false, ...options }), Date.now()).results.map(
    (result) => result.url,
  );

describe('a title holding only part of the query', () => {
  it('wins on bm25 alone, by less than the factor takes away', () => {
    const raw = index.db
      .prepare(
        `SELECT r.url, ${bm25Call('docs')} AS raw FROM docs JOIN records r ON r.id = docs.rowid WHERE docs MATCH '"kansas" "texas"' ORDER BY raw`,
      )
      .all() as { url: string; raw: number }[];
    expect(raw.map((row) => row.url)).toEqual([KANSAS, TRAIL]);
    expect(raw[0]!.raw * PARTIAL_TITLE_FACTOR).toBeGreaterThan(raw[1]!.raw);
  });

  it.each([
    ['kansas texas', [TRAIL, KANSAS]],
    ['Texas Kansas', [TRAIL, KANSAS]],
    // The title answers the query: its weight stands.
    ['kansas', [KANSAS, TRAIL]],
    ['Kansas', [KANSAS, TRAIL]],
  ])('%j ranks %j', (text, expected) => {
    expect(urls(index, text)).toEqual(expected);
    // The first-page shortcut and the full ranking (a format-1 view) agree.
    expect(urls({ ...index, format: 1 }, text)).toEqual(expected);
  });
});
