/**
 * Exclusions and phrases apply after the any-word fallback, never instead of it: a query with an
 * operator whose words are not all in one record still finds the records holding some of them,
 * less the excluded ones, with its phrases kept. And a question ranks on its content words.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import type { RecordInput } from '../../server/search/local/build/index-record.ts';
import { ensureStarterIndex } from '../../server/search/local/build/starter-index.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { Locale } from '../../server/shared/locale-choice.ts';

const signal = new AbortController().signal;
const RECORDS: RecordInput[] = [
  ['a', 'Jet interference at supersonic speed', 'Experimental study of jet interference with a supersonic flow.'],
  ['b', 'Dash of supersonic flow', 'A supersonic flow dash, experimental.'],
  ['c', 'Subsonic jet noise', 'Measurements of subsonic jet noise in papers.'],
  ['d', 'Supersonic flow over cones', 'Supersonic flow theory for cones.'],
  ['e', 'Gardening tips', 'With the seasons.'],
  ['f', 'Supersonic flow jet', 'A supersonic flow jet with a dash.'],
].map(([id, title, text]) => ({
  type: 'web',
  url: `https://papers.example/${id}`,
  title: title!,
  text: text!,
  lang: 'en',
}));

let dir: string;
let papers: LocalProvider;
let starter: LocalProvider;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-any-operators-'));
  await buildIndex({ inputs: [{ name: 'papers', records: RECORDS }], outFile: join(dir, 'papers.sqlite') });
  papers = createLocalProvider({ indexFile: join(dir, 'papers.sqlite') });
  await ensureStarterIndex(join(dir, 'starter.sqlite'));
  starter = createLocalProvider({ indexFile: join(dir, 'starter.sqlite') });
});
afterAll(async () => {
  await papers.close?.();
  await starter.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const urls = async (provider: LocalProvider, text: string, language: Locale = 'en') =>
  (await provider.search(defaultQuery(text, { language }), signal)).results.map((r) => r.url.split('/').at(-1));

describe('operators after the any-word fallback', () => {
  it('an exclusion narrows the fallback instead of emptying the page', async () => {
    const found = await urls(papers, 'jet interference with supersonic flow -dash experimental papers');
    expect(found[0]).toBe('a');
    expect(found).not.toContain('b');
    expect(found).toEqual(expect.arrayContaining(['a', 'c', 'd']));
    // "with" is a function word: it never brings a record alone.
    expect(found).not.toContain('e');
  });

  it('a phrase stays required in the fallback', async () => {
    expect((await urls(papers, '"supersonic flow" cones jet')).sort()).toEqual(['a', 'd', 'f']);
    expect((await urls(papers, '"supersonic flow" cones jet -dash')).sort()).toEqual(['a', 'd']);
  });

  it('a query all of whose words one record holds is unchanged', async () => {
    expect((await urls(papers, 'supersonic flow -dash')).sort()).toEqual(['a', 'd']);
  });
});

describe('questions rank on their content words', () => {
  it('a long question whose words one record holds all is followed by records holding some', async () => {
    const found = await urls(papers, 'which experimental study was of jet interference with a supersonic flow');
    expect(found[0]).toBe('a');
    expect(found.length).toBeGreaterThan(1);
    expect(found).toEqual(expect.arrayContaining(['b', 'c', 'd', 'f']));
  });

  it.each<[string, string, Locale]>([
    ['how do hedgehogs hibernate?', 'hedgehogs hibernate', 'en'],
    ['what is the best way to help bees', 'best way help bees', 'en'],
    ['comment protéger les renards ?', 'protéger renards', 'fr'],
    ['¿dónde vive el lobo?', 'vive lobo', 'es'],
  ])('%s ranks as %s', async (question, content, language) => {
    const asked = await urls(starter, question, language);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).toEqual(await urls(starter, content, language));
  });
});
