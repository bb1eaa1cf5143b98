/**
 * One copy per page: records that are the same page in several languages (the site's /fr/ and
 * /es/ twins, hreflang alternates, one Wikipedia entity on the en/fr/es wikis as the
 * CirrusSearch dump names it) show once, in the visitor's language when it exists, on every page.
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
let dir: string;
let starter: LocalProvider;
let built: LocalProvider;

const LANGS = ['en', 'fr', 'es'] as const;
/** 30 pages in three languages each: site twins, hreflang sets, and plain absolute URLs. */
function records(): RecordInput[] {
  const out: RecordInput[] = [];
  for (let i = 0; i < 15; i++) {
    for (const lang of LANGS) {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      out.push({ type: 'web', url: `${prefix}/heron/${i}`, title: `Heron page ${i} ${lang}`, text: 'heron', lang });
    }
  }
  for (let i = 0; i < 15; i++) {
    const urls = LANGS.map((lang) => `https://birds.example/${lang}/heron-${i}`);
    LANGS.forEach((lang, j) => {
      out.push({
        type: 'web',
        url: urls[j]!,
        title: `Heron ${i} ${lang}`,
        text: 'heron heron',
        lang,
        alternates: urls.filter((u) => u !== urls[j]),
      });
    });
  }
  return out;
}

/** One article on three wikis, as the CirrusSearch dumps give it (action line, then page). */
const cirrus = [
  ['enwiki', 'Grey heron', 'The grey heron is a wading bird.'],
  ['frwiki', 'Héron cendré', 'Le héron cendré (grey heron) est un échassier.'],
  ['eswiki', 'Garza real', 'La garza real (grey heron) es un ave.'],
].flatMap(([wiki, title, text]) => [
  { index: { _type: 'page', _id: title } },
  { title, text, namespace: 0, wiki, language: wiki!.slice(0, 2), wikibase_item: 'Q18843' },
]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-twins-'));
  await ensureStarterIndex(join(dir, 'starter.sqlite'));
  starter = createLocalProvider({ indexFile: join(dir, 'starter.sqlite') });
  const file = join(dir, 'built.sqlite');
  await buildIndex({ inputs: [{ name: 'twins', records: records() }], outFile: file });
  await buildIndex({ inputs: [{ name: 'cirrus', records: cirrus as never }], outFile: file, format: 'cirrussearch' });
  built = createLocalProvider({ indexFile: file });
});
afterAll(async () => {
  await starter.close?.();
  await built.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const search = async (provider: LocalProvider, text: string, language: Locale = 'en', page = 1) =>
  provider.search(defaultQuery(text, { language, page }), signal);

describe('one copy per page', () => {
  it.each<[Locale, string]>([
    ['en', '/partners/l214'],
    ['fr', '/fr/partners/l214'],
    ['es', '/es/partners/l214'],
  ])('L214 on the starter index (%s page) lists the partner page once, as %s', async (language, url) => {
    const urls = (await search(starter, 'L214', language)).results.map((r) => r.url);
    expect(urls.filter((u) => u.endsWith('/partners/l214'))).toEqual([url]);
  });

  it('pages through site twins and hreflang sets with no page repeated, in the visitor language', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const response = await search(built, 'heron', 'fr', page);
      seen.push(...response.results.map((r) => r.url));
      expect(response.hasMore).toBe(page < 4);
    }
    expect(seen).toHaveLength(31);
    expect(new Set(seen.map((u) => u.replace(/\/(en|fr|es)\b/, ''))).size).toBe(31);
    expect(seen.filter((u) => !u.includes('wikipedia')).every((u) => u.includes('/fr/'))).toBe(true);
  });

  it('shows one article of a Wikipedia entity, on the visitor language wiki', async () => {
    for (const [language, host] of [
      ['en', 'en.'],
      ['fr', 'fr.'],
      ['es', 'es.'],
    ] as const) {
      const urls = (await search(built, 'grey heron', language)).results.map((r) => r.url);
      expect(urls.filter((u) => u.includes('wikipedia.org'))).toEqual([expect.stringContaining(host)]);
    }
  });
});
