/**
 * The search region and 'Personalized results' on the local index: with personalized
 * results on, records in the region's language, or from its country's sites, rank first; off,
 * the region is ignored. The settings come from the preference cookies, as a visitor's do.
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

const ENGLISH = 'https://wildlife.example.com/eurasian-otter';
const FRENCH = 'https://fr.encyclopedie.example.org/loutre';
const FRENCH_SITE = 'https://www.bretagne-nature.fr/otters';
const RECORDS: RecordInput[] = [
  {
    type: 'web',
    url: ENGLISH,
    title: 'Eurasian otter',
    text: 'The Eurasian otter is a semiaquatic mammal. The otter eats fish along rivers.',
    lang: 'en',
  },
  {
    type: 'web',
    url: FRENCH,
    title: "Loutre d'Europe",
    text: "La loutre d'Europe, otter en anglais, vit près des rivières et des côtes, où elle pêche.",
    lang: 'fr',
  },
  // English, but on a French site: its country says France.
  {
    type: 'web',
    url: FRENCH_SITE,
    title: 'Guided walks in Brittany',
    text: 'Walks along the rivers of Brittany, where you may see an otter at dusk with our guides.',
    lang: 'en',
  },
];

let dir: string;
let app: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-region-'));
  await buildIndex({ inputs: [{ name: 'fixture', records: RECORDS }], outFile: join(dir, 'index.sqlite') });
  app = buildTestApp({}, { searchProvider: createLocalProvider({ indexFile: join(dir, 'index.sqlite') }) });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function resultUrls(cookies: string[]): Promise<string[]> {
  const res = await request(app.app).get('/search?q=otter&t=web').set('Cookie', cookies.join('; ')).expect(200);
  return [...res.text.matchAll(/<a class="result__title" href="([^"]*)"/g)].map((match) => match[1]!);
}

describe('search region and personalized results on the local index', () => {
  it('ranks the English record first by default (English page, no region)', async () => {
    expect(await resultUrls([])).toEqual([ENGLISH, FRENCH_SITE, FRENCH]);
  });

  it('with personalized results on and region France, ranks French records and French sites first', async () => {
    const urls = await resultUrls(['karma_search_region=fr-FR', 'karma_personalized=1']);
    expect(urls.slice(0, 2).sort()).toEqual([FRENCH, FRENCH_SITE].sort());
    expect(urls[2]).toBe(ENGLISH);
  });

  it('with personalized results off, ignores the region', async () => {
    expect(await resultUrls(['karma_search_region=fr-FR', 'karma_personalized=0'])).toEqual([
      ENGLISH,
      FRENCH_SITE,
      FRENCH,
    ]);
  });

  it('with the International region, has no region to favour', async () => {
    expect(await resultUrls(['karma_search_region=en', 'karma_personalized=1'])).toEqual([
      ENGLISH,
      FRENCH_SITE,
      FRENCH,
    ]);
  });
});
