/**
 * Words match in their other forms (stemming.ts, ADR 030): "constructing" finds "construction",
 * "oiseaux" finds "oiseau", "corriendo" finds "correr"; the forms as written rank first; an index
 * of format 6 (no stems) is still read, and gains its stems at its next import.
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

const web = (path: string, title: string, text: string, lang = 'en'): RecordInput => ({
  type: 'web',
  url: `https://stems.test/${path}`,
  title,
  text,
  lang,
});

function records(): RecordInput[] {
  return [
    web('bridges', 'Bridges of the valley', 'The construction of stone bridges in the valley.'),
    web('models', 'Scale models', 'Constructing scale models of heated aircraft for wind tunnels.'),
    web('oiseaux', 'Le jardin au printemps', 'Un oiseau chante dans le jardin.', 'fr'),
    web('correr', 'Salud', 'Correr cada mañana es bueno para la salud.', 'es'),
    // Eleven pages holding "harbours" as written, and one holding "harbour" only.
    ...Array.from({ length: 11 }, (_, i) =>
      web(`harbours-${i}`, `Port ${i}`, `Old harbours of the coast, number ${i}.`),
    ),
    web('harbour', 'The harbour', 'The harbour of the town.'),
    ...Array.from({ length: 20 }, (_, i) => web(`filler-${i}`, `Filler ${i}`, `meadow hill number ${i}`)),
  ];
}

let built: TemporaryIndex;

beforeAll(async () => {
  built = await temporaryIndex('stemming', records());
});
afterAll(() => built.close());

const search = (index: OpenIndex, text: string, options: Partial<SearchQuery> = {}) =>
  runSearch(index, defaultQuery(text, { safeSearch: 'off', ...options }), Date.now());
const paths = (index: OpenIndex, text: string, options: Partial<SearchQuery> = {}) =>
  search(index, text, options).results.map((result) => result.url.replace('https://stems.test/', ''));

describe('a word finds its other forms', () => {
  it.each<[string, SearchQuery['language'], string]>([
    ['construction', 'en', 'bridges'],
    ['oiseaux', 'fr', 'oiseaux'],
    ['oiseaux', 'en', 'oiseaux'],
    ['corriendo', 'es', 'correr'],
  ])('%s (%s page) finds /%s', (text, language, expected) => {
    expect(paths(built.index, text, { language })).toContain(expected);
  });

  it('ranks the form as written above the other forms', () => {
    expect(paths(built.index, 'constructing')).toEqual(['models', 'bridges']);
    expect(paths(built.index, 'construction')).toEqual(['bridges', 'models']);
  });

  it('lists every record holding the word as written before those holding another form', () => {
    const first = paths(built.index, 'harbours');
    expect(first).toHaveLength(10);
    expect(first.every((path) => path.startsWith('harbours-'))).toBe(true);
    const second = paths(built.index, 'harbours', { page: 2 });
    expect(second).toEqual([expect.stringMatching(/^harbours-/), 'harbour']);
    expect(paths(built.index, 'harbours', { page: 3 })).toEqual([]);
  });

  it('does not correct a word found in another form, and highlights the form found', () => {
    const answer = search(built.index, 'oiseaux', { language: 'en' });
    expect(answer.spelling).toBeUndefined();
    expect(answer.results[0]?.snippet.some((span) => span.highlight && span.text === 'oiseau')).toBe(true);
  });

  it('ranks a question on its words in any form', () => {
    const question = 'what laws must be obeyed when construction of models of heated aircraft';
    expect(paths(built.index, question)[0]).toBe('models');
  });
});

describe('an index without stems (format 6)', () => {
  it('is still read, words matching as written, and gains stems at its next import', async () => {
    const db = new Database(built.file.replace('index.sqlite', 'old.sqlite'));
    db.close();
    const file = built.file.replace('index.sqlite', 'old.sqlite');
    await buildIndex({ inputs: [{ name: 'old', records: records() }], outFile: file, replace: true });
    const old = new Database(file);
    old.exec(
      `DROP TABLE stem_scores; DROP TABLE stem_docs; DROP TRIGGER records_stem_delete; DROP TABLE media_stem_docs;
       DROP TABLE media_stem_scores; DROP TRIGGER records_media_stem_delete; UPDATE meta SET value = '6' WHERE key = 'format'`,
    );
    old.close();
    const handle = createIndexHandle(file, {});
    expect(handle.current().format).toBe(6);
    expect(paths(handle.current(), 'oiseaux', { language: 'fr', spellcheck: false })).toEqual([]);
    handle.close();

    await buildIndex({
      inputs: [{ name: 'more', records: [web('nid', 'Nids', 'Les nids des oiseaux.', 'fr')] }],
      outFile: file,
    });
    const upgraded = createIndexHandle(file, {});
    expect(upgraded.current().format).toBe(INDEX_FORMAT_VERSION);
    expect(paths(upgraded.current(), 'oiseaux', { language: 'fr', spellcheck: false })).toEqual(['nid', 'oiseaux']);
    upgraded.close();
  });
});
