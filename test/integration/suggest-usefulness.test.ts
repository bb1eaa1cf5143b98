/**
 * Autosuggest ranks completions by how useful they are: by the records that mention
 * the phrase, not by how many titles begin with it. A family of look-alike village titles ("Wola
 * …", "Wólka …", "Wolica …") used to fill the list before "wolf", the phrase other articles talk
 * about. GET /search/autosuggest over a local index built from these records.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { encyclopediaPage } from '../helpers/temporary-index.ts';

const page = encyclopediaPage;

const villages = (name: string, places: string[]) =>
  places.map((place) => page(`${name} ${place}`, `${name} ${place} is a village in Gmina ${place}, near ${name}.`));

const RECORDS: RecordInput[] = [
  // Many titles begin with "Wola", "Wólka", "Wolica": each village's own text repeats the name.
  ...villages('Wola', ['Duża', 'Mała', 'Wielka', 'Zarzecka', 'Uhruska', 'Korybutowa']),
  ...villages('Wólka', ['Grodziska', 'Plebańska', 'Zabłocka', 'Łysowska']),
  ...villages('Wolica', ['Górna', 'Dolna']),
  page('Wolf', 'The wolf is a large canine native to Eurasia and North America.'),
  page('Wolf Creek', 'Wolf Creek is a stream in Montana.'),
  // Other articles mention the wolf (four of them), and Wola once.
  page('Yellowstone National Park', 'Grey wolves were reintroduced; the wolf now hunts elk.'),
  page('Little Red Riding Hood', 'A girl meets a wolf in the forest.'),
  page('Canidae', 'The family includes the dog, the wolf, the fox and the jackal.'),
  page('Apennine Mountains', 'The Italian wolf survives in these mountains.'),
  page('Warsaw', 'Its districts include Wola and Mokotów.'),
  // The same in French: the page language's phrases still come first.
  page('Loup gris', 'Le loup gris est un canidé.', 'fr'),
  page('Louveterie', 'La louveterie chassait le loup gris.', 'fr'),
  page('Louveterie royale', 'Une charge de la cour de France.', 'fr'),
];

let dir: string;
let app: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-suggest-useful-'));
  await buildIndex({ inputs: [{ name: 'fixture', records: RECORDS }], outFile: join(dir, 'index.sqlite') });
  app = buildTestApp({}, { searchProvider: createLocalProvider({ indexFile: join(dir, 'index.sqlite') }) });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const suggest = async (query: string) => {
  const res = await request(app.app).get(`/search/autosuggest?${query}`).expect(200);
  return JSON.parse(res.text)[1] as string[];
};

describe('autosuggest ranks completions by usefulness', () => {
  it("offers 'wolf' first for 'wol', before 'wola', 'wólka' and 'wolica'", async () => {
    const list = await suggest('q=wol&lang=en');
    expect(list[0]).toBe('wolf');
    for (const family of ['wola', 'wólka', 'wolica']) {
      expect(list).toContain(family);
      expect(list.indexOf('wolf')).toBeLessThan(list.indexOf(family));
    }
    // Among the families, the one other records mention (Warsaw's "Wola") comes first.
    expect(list.indexOf('wola')).toBeLessThan(list.indexOf('wólka'));
  });

  it("ranks the page language's phrases the same way", async () => {
    // Two titles begin with 'louveterie', one is 'loup gris': but another record mentions it.
    const list = await suggest('q=lou&lang=fr');
    expect(list.slice(0, 2)).toEqual(['loup gris', 'louveterie']);
  });
});
