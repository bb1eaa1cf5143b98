/** The local index's encyclopedia panel never shows a disambiguation page ('… may refer to:'). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';

const article = (title: string, text: string) =>
  JSON.stringify({
    type: 'web',
    url: `https://en.wikipedia.org/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}`,
    title,
    text,
    lang: 'en',
  });

let dir: string;
let provider: LocalProvider;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-disambiguation-'));
  const records = [
    article('Mercury', 'Mercury may refer to:\nMercury (planet), the first planet.\nMercury (element).'),
    article('Mercury (planet)', 'Mercury is the first planet from the Sun and the smallest.'),
    article('Jaguar (disambiguation)', 'Jaguar is a big cat, and also a car maker and a guitar.'),
  ];
  writeFileSync(join(dir, 'records.jsonl'), `${records.join('\n')}\n`);
  await buildIndex({ inputs: [join(dir, 'records.jsonl')], outFile: join(dir, 'index.sqlite') });
  provider = createLocalProvider({ indexFile: join(dir, 'index.sqlite') });
});

afterAll(async () => {
  await provider.close?.();
  rmSync(dir, { recursive: true, force: true });
});

describe('local encyclopedia panel and disambiguation pages', () => {
  it('answers the panel for an article', async () => {
    expect(await provider.article('Mercury (planet)', 'en')).toMatchObject({ title: 'Mercury (planet)' });
  });

  it.each(['Mercury', 'mercury', 'Jaguar (disambiguation)'])('answers no panel for %s', async (title) => {
    expect(await provider.article(title, 'en')).toBeUndefined();
  });

  it('a search whose first article is a disambiguation page comes without its panel', async () => {
    const response = await provider.search(defaultQuery('mercury'), new AbortController().signal);
    expect(response.results[0]?.title).toBe('Mercury');
    expect(response.infobox).toBeUndefined();
  });
});
