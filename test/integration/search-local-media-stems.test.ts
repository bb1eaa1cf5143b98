/**
 * The News, Images and Videos tabs find a word's other forms as the web results do (ADR 038):
 * "foxes" finds a picture of a fox, "constructing" a story about a construction, "oiseaux" a
 * French film about "un oiseau"; the forms as written come first; an index of format 8 (media
 * without stems) is still read, and gains them at its next import.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { INDEX_FORMAT_VERSION } from '../../server/search/local/build/schema.ts';
import { runSearch } from '../../server/search/local/query/run-search.ts';
import { createIndexHandle, type OpenIndex } from '../../server/search/local/runtime/index-handle.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type TemporaryIndex, temporaryIndex } from '../helpers/temporary-index.ts';

const PUBLISHED = '2026-10-01T08:00:00Z';

const picture = (path: string, title: string, text: string, lang = 'en'): RecordInput => ({
  type: 'image',
  url: `https://media.test/${path}`,
  title,
  text,
  lang,
  image: { src: `https://media.test/${path}.jpg`, width: 800, height: 600 },
});
const story = (path: string, title: string, text: string, lang = 'en'): RecordInput => ({
  type: 'news',
  url: `https://media.test/${path}`,
  title,
  text,
  lang,
  published: PUBLISHED,
});
const film = (path: string, title: string, text: string, lang = 'en'): RecordInput => ({
  type: 'video',
  url: `https://media.test/${path}`,
  title,
  text,
  lang,
});

function records(): RecordInput[] {
  return [
    picture('fox', 'A red fox', 'A red fox in the snow of the forest.'),
    picture('foxes', 'Foxes at dusk', 'Two foxes crossing a river.'),
    picture('heron', 'Heron', 'A heron in the reeds.'),
    story('bridge', 'Bridge works', 'The construction of the new bridge begins in spring.'),
    story('council', 'Council vote', 'The council votes on the harbour budget.'),
    film('jardin', 'Le jardin', 'Un oiseau chante dans le jardin au printemps.', 'fr'),
    film('ocean', 'Ocean', 'Waves on a beach at dawn.'),
    // Web pages holding the same words: the media tabs never list them.
    { type: 'web', url: 'https://media.test/web-fox', title: 'Fox', text: 'The fox is a canine.', lang: 'en' },
    {
      type: 'web',
      url: 'https://media.test/web-construction',
      title: 'Construction',
      text: 'Construction is the building of things.',
      lang: 'en',
    },
  ];
}

let built: TemporaryIndex;

beforeAll(async () => {
  built = await temporaryIndex('media-stems', records());
});
afterAll(() => built.close());

const paths = (index: OpenIndex, text: string, options: Partial<SearchQuery> = {}) =>
  runSearch(index, defaultQuery(text, { safeSearch: 'off', spellcheck: false, ...options }), Date.now()).results.map(
    (result) => result.url.replace('https://media.test/', ''),
  );

describe('the media tabs find other forms of a word', () => {
  it.each<[string, SearchQuery['vertical'], SearchQuery['language'], string[]]>([
    // The form as written first, then the other form.
    ['foxes', 'images', 'en', ['foxes', 'fox']],
    ['fox', 'images', 'en', ['fox', 'foxes']],
    ['constructing', 'news', 'en', ['bridge']],
    ['oiseaux', 'videos', 'fr', ['jardin']],
    ['oiseaux', 'videos', 'en', ['jardin']],
  ])('%s on the %s tab (%s page) lists %j', (text, vertical, language, expected) => {
    expect(paths(built.index, text, { vertical, language })).toEqual(expected);
  });

  it('applies the tab and its filters to the records found by stem', () => {
    expect(paths(built.index, 'foxes', { vertical: 'news' })).toEqual([]);
    expect(paths(built.index, 'constructing', { vertical: 'images' })).toEqual([]);
    expect(paths(built.index, 'foxes', { vertical: 'images', image: { size: 'small' } })).toEqual([]);
  });
});

describe('an index whose media have no stems (format 8)', () => {
  it('is still read, media words matching as written, and gains their stems at its next import', async () => {
    const file = built.file.replace('index.sqlite', 'format-8.sqlite');
    await buildIndex({ inputs: [{ name: 'old', records: records() }], outFile: file, replace: true });
    const old = new Database(file);
    old.exec(
      "DROP TABLE media_stem_scores; DROP TABLE media_stem_docs; DROP TRIGGER records_media_stem_delete; UPDATE meta SET value = '8' WHERE key = 'format'",
    );
    old.close();
    const handle = createIndexHandle(file, {});
    expect(handle.current().format).toBe(8);
    expect(paths(handle.current(), 'foxes', { vertical: 'images' })).toEqual(['foxes']);
    expect(paths(handle.current(), 'fox', { vertical: 'web' })).toEqual(['web-fox']);
    handle.close();

    await buildIndex({
      inputs: [{ name: 'more', records: [picture('den', 'Den', 'A den of foxes.')] }],
      outFile: file,
    });
    const upgraded = createIndexHandle(file, {});
    expect(upgraded.current().format).toBe(INDEX_FORMAT_VERSION);
    expect(paths(upgraded.current(), 'fox', { vertical: 'images' })).toEqual(['fox', 'foxes', 'den']);
    upgraded.close();
  });
});
