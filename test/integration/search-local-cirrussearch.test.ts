/**
 * `--format cirrussearch`: Wikimedia's CirrusSearch content dumps, plain, gzipped or
 * piped on standard input, and their popularity as the static quality prior of ranking. The
 * fixtures (test/fixtures/cirrussearch/) are a few invented pages in the dumps' real form.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/cirrussearch');
const FRWIKI = join(FIXTURES, 'frwiki-sample-cirrussearch-content.json');
const ESWIKI_GZ = join(FIXTURES, 'eswiki-sample-cirrussearch-content.json.gz');
const ROOT = join(import.meta.dirname, '../..');
const signal = new AbortController().signal;

let dir: string;
let indexFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'karma-cirrus-'));
  indexFile = join(dir, 'index.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const stored = () => {
  const db = new Database(indexFile, { readonly: true });
  const rows = db
    .prepare('SELECT r.url, f.lang, f.popularity FROM records r JOIN record_filters f USING (id) ORDER BY r.url')
    .all() as { url: string; lang: string; popularity: number }[];
  db.close();
  return rows;
};

async function urlsFor(text: string, language: 'en' | 'fr' | 'es' = 'fr'): Promise<string[]> {
  const provider = createLocalProvider({ indexFile });
  try {
    const response = await provider.search(defaultQuery(text, { language, safeSearch: 'off' }), signal);
    return response.results.map((result) => result.url);
  } finally {
    await provider.close?.();
  }
}

describe('--format cirrussearch', () => {
  it('keeps the articles of a dump, at their URL on their wiki, and skips redirects and other namespaces', async () => {
    const summary = await buildIndex({ inputs: [FRWIKI], outFile: indexFile, format: 'cirrussearch', lang: 'en' });
    // Five pages (the bulk action lines are not records), three of them articles.
    expect(summary).toMatchObject({ read: 5, indexed: 3, rejected: 2 });
    expect(summary.reasons).toEqual({ 'redirect: not an article': 1, 'namespace 1: not an article': 1 });
    expect(stored().map(({ url, lang }) => [url, lang])).toEqual([
      ['https://fr.wikipedia.org/wiki/Canid%C3%A9s', 'fr'],
      ['https://fr.wikipedia.org/wiki/Renard_p%C3%A2le', 'fr'],
      ['https://fr.wikipedia.org/wiki/Renard_roux', 'fr'],
    ]);
  });

  it('reads a gzipped dump of another language', async () => {
    const summary = await buildIndex({ inputs: [ESWIKI_GZ], outFile: indexFile, format: 'cirrussearch' });
    expect(summary).toMatchObject({ read: 3, indexed: 2, rejected: 1, reasons: { 'namespace 2: not an article': 1 } });
    expect(await urlsFor('zorro', 'es')).toEqual(['https://es.wikipedia.org/wiki/Zorro_rojo']);
  });

  it('reads a dump piped on standard input, gzipped: npm run index -- --format cirrussearch -', async () => {
    const output = await new Promise<string>((resolve, reject) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/index.ts', '--format', 'cirrussearch', '--lang', 'es', '--out', indexFile, '-'],
        { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' } },
        (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
      );
      child.stdin!.end(readFileSync(ESWIKI_GZ));
    });
    expect(output).toContain('read 3 records: 2 indexed');
    expect(stored().map((row) => row.url)).toEqual([
      'https://es.wikipedia.org/wiki/Lobo_ib%C3%A9rico',
      'https://es.wikipedia.org/wiki/Zorro_rojo',
    ]);
  });
});

describe('popularity, the static quality prior', () => {
  it('is stored per record from incoming_links and popularity_score', async () => {
    await buildIndex({ inputs: [FRWIKI], outFile: indexFile, format: 'cirrussearch' });
    const byUrl = Object.fromEntries(stored().map((row) => [row.url.split('/').pop(), row.popularity]));
    expect(byUrl.Renard_roux).toBeGreaterThan(0.7);
    expect(byUrl['Renard_p%C3%A2le']).toBeLessThan(0.25);
    // No links or views in the page: no prior.
    expect(byUrl['Canid%C3%A9s']).toBe(0);
  });

  it('ranks the more popular of two otherwise equal records first', async () => {
    // "Renard pâle" and "Renard roux" match "renard" equally (same lengths, same counts); the
    // less popular comes first in the dump, so it would win the tie without the prior.
    await buildIndex({ inputs: [FRWIKI], outFile: indexFile, format: 'cirrussearch' });
    const ranked = await urlsFor('renard');
    expect(ranked.slice(0, 2)).toEqual([
      'https://fr.wikipedia.org/wiki/Renard_roux',
      'https://fr.wikipedia.org/wiki/Renard_p%C3%A2le',
    ]);
  });

  it('leaves the order to the text when no record has one', async () => {
    const records = ['Renard pâle', 'Renard roux'].map((title, index) => ({
      type: 'web',
      url: `https://fr.wikipedia.org/wiki/${index}`,
      title,
      text: index === 0 ? 'Le renard pâle vit dans le Sahel.' : 'Le renard roux vit dans la forêt.',
      lang: 'fr',
    }));
    await buildIndex({ inputs: [{ name: 'same pages', records }], outFile: indexFile });
    expect(await urlsFor('renard')).toEqual(['https://fr.wikipedia.org/wiki/0', 'https://fr.wikipedia.org/wiki/1']);
  });
});
