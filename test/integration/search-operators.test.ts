/**
 * Search operators through the whole app on the local index built from the in-repo fixture
 * (test/fixtures/local-index): what a visitor sees on the Web tab for "exact phrase", -word,
 * site:, OR, intitle: and an unknown operator, and the line naming the operators applied.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { LOCALE_COOKIE } from '../../server/shared/locale-choice.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/local-index/records.jsonl');
const MEADOWS = Array.from({ length: 12 }, (_, i) => `https://meadows.test/${String(i + 1).padStart(2, '0')}`);

let dir: string;
let provider: LocalProvider;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-operators-'));
  const indexFile = join(dir, 'index.sqlite');
  await buildIndex({ inputs: [FIXTURE], outFile: indexFile });
  provider = createLocalProvider({ indexFile, now: () => new Date('2025-06-15T12:00:00Z') });
  t = buildTestApp({ SEARCH_CACHE_TTL: '0' }, { searchProvider: provider });
});
afterAll(async () => {
  await t.close();
  await provider.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (q: string, locale = 'en', p = '1') =>
  (
    await request(t.app)
      .get(`/search?${new URLSearchParams({ q, t: 'web', p })}`)
      .set('Cookie', `${LOCALE_COOKIE}=${locale}`)
      .expect(200)
  ).text;
const links = (html: string) => [...html.matchAll(/class="result__title" href="([^"]+)"/g)].map((m) => m[1]!);

/** The web results' links, sorted, the second page's too when there is one (12 meadow records). */
async function found(q: string): Promise<string[]> {
  const first = await page(q);
  const second = first.includes('rel="next"') ? links(await page(q, 'en', '2')) : [];
  return [...links(first), ...second].sort();
}

describe('operators on the local index, through the results page', () => {
  it('"exact phrase" finds only records holding the words side by side, in order', async () => {
    expect(await found('rich habitat')).toEqual(MEADOWS);
    expect(await found('"habitat rich"')).toEqual(MEADOWS);
    expect(await found('"rich habitat"')).toEqual([]);
    expect(await found('"red fox"')).toEqual([
      'https://animals.test/en/red-fox-guide',
      'https://en.wikipedia.org/wiki/Red_fox',
    ]);
  });

  it('-word excludes the records holding it', async () => {
    const without = await found('meadow -birds -beetles');
    expect(without).toEqual(MEADOWS.filter((url) => !url.endsWith('/02') && !url.endsWith('/08')));
    expect(await found('meadow -"wild meadow"')).toEqual([]);
    // Nor do related searches offer it back.
    expect(await page('"red fox"')).toContain('red fox field guide');
    expect(await page('"red fox" -guide')).not.toContain('red fox field guide');
  });

  it('site: limits to the host and its subdomains', async () => {
    expect(await found('vulpes')).toEqual([
      'https://en.wikipedia.org/wiki/Red_fox',
      'https://fr.wikipedia.org/wiki/Renard_roux',
    ]);
    expect(await found('vulpes site:wikipedia.org')).toEqual([
      'https://en.wikipedia.org/wiki/Red_fox',
      'https://fr.wikipedia.org/wiki/Renard_roux',
    ]);
    expect(await found('vulpes site:fr.wikipedia.org')).toEqual(['https://fr.wikipedia.org/wiki/Renard_roux']);
    expect(await found('fox site:animals.test')).toEqual(['https://animals.test/en/red-fox-guide']);
    expect(await found('fox -site:animals.test')).toEqual(['https://en.wikipedia.org/wiki/Red_fox']);
    // Not a suffix of the host name: "pedia.org" is not wikipedia.org's parent.
    expect(await found('vulpes site:pedia.org')).toEqual([]);
  });

  it('OR widens a clause', async () => {
    expect(await found('meadow birds')).toEqual(['https://meadows.test/02']);
    expect(await found('meadow birds OR beetles')).toEqual(['https://meadows.test/02', 'https://meadows.test/08']);
  });

  it('intitle: limits to titles', async () => {
    expect(await found('species')).toEqual(MEADOWS);
    expect(await found('intitle:species')).toEqual([]);
    expect(await found('meadow intitle:"soil and fungi"')).toEqual(['https://meadows.test/07']);
  });

  it('an unknown operator is searched as words, and named nowhere', async () => {
    expect(await found('habitat:rich')).toEqual(MEADOWS);
    expect(await page('habitat:rich')).not.toContain('operators-line');
  });

  it('names the operators applied, in the page language', async () => {
    expect(await page('"red fox" -guide site:wikipedia.org')).toContain(
      'Operators applied: exact phrase, excluded words, and site.',
    );
    expect(await page('fox OR wolf', 'fr')).toContain('Opérateurs appliqués : OR.');
    expect(await page('intitle:fox', 'es')).toContain('Operadores aplicados: en el título.');
    expect(await page('red fox')).not.toContain('operators-line');
  });

  it('answers hostile operator input with a page, never an error', async () => {
    for (const q of [
      '"',
      '-',
      '- -',
      'OR',
      'site:',
      'intitle:',
      '"""',
      '-site:x',
      `${'"a '.repeat(200)}`,
      'NEAR(a b)',
    ]) {
      await page(q);
    }
  });
});

describe('operators in the search workers', () => {
  it('a worker thread applies them too (its own connection registers the site: function)', async () => {
    const pooled = createLocalProvider({ indexFile: join(dir, 'index.sqlite'), workers: 1 });
    try {
      const response = await pooled.search(
        defaultQuery('vulpes -guide site:en.wikipedia.org'),
        AbortSignal.timeout(10_000),
      );
      expect(response.results.map((result) => result.url)).toEqual(['https://en.wikipedia.org/wiki/Red_fox']);
    } finally {
      await pooled.close?.();
    }
  });
});
