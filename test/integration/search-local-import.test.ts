/** The importer (buildIndex), the hot swap, failures that keep the old index, and the starter index. */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIndex, type ImportProgress } from '../../server/search/local/build/importer.ts';
import { INDEX_FORMAT_VERSION } from '../../server/search/local/build/schema.ts';
import { ensureStarterIndex } from '../../server/search/local/build/starter-index.ts';
import { STARTER_RECORDS } from '../../server/search/local/build/starter-records.ts';
import { createLocalProvider } from '../../server/search/local/provider.ts';
import { ProviderError } from '../../server/search/provider.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { capturedLogger } from '../helpers/logs.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/local-index');
const RECORDS = join(FIXTURES, 'records.jsonl');
const signal = new AbortController().signal;

let dir: string;
let indexFile: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'karma-import-'));
  indexFile = join(dir, 'index.sqlite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const query = (text: string, options: Partial<SearchQuery> = {}): SearchQuery => ({
  text,
  vertical: 'web',
  page: 1,
  language: 'en',
  region: 'en-US',
  safeSearch: 'off',
  freshness: 'any',
  image: {},
  video: {},
  spellcheck: false,
  ...options,
});

function writeJsonl(name: string, records: unknown[]): string {
  const file = join(dir, name);
  writeFileSync(file, records.map((record) => JSON.stringify(record)).join('\n'));
  return file;
}

describe('buildIndex', () => {
  it('indexes valid records and reports rejected ones by reason', async () => {
    const summary = await buildIndex({ inputs: [join(FIXTURES, 'bad-records.jsonl')], outFile: indexFile });
    expect(summary).toMatchObject({ read: 10, indexed: 2, replaced: 0, rejected: 8, documents: 2 });
    expect(summary.reasons).toEqual({
      'invalid JSON': 1,
      'url: is required': 2,
      'url: must be an http(s) URL or a path starting with /': 1,
      'type: Invalid option: expected one of "web"|"image"|"news"|"video"': 1,
      'image: is required when type is image': 1,
      'published: must be YYYY-MM-DD or ISO 8601': 1,
      'not a JSON object': 1,
    });
  });

  it('reads gzip by its magic bytes, whatever the file name', async () => {
    const file = join(dir, 'records.jsonl');
    writeFileSync(file, gzipSync(readFileSync(RECORDS)));
    expect(await buildIndex({ inputs: [file], outFile: indexFile })).toMatchObject({ indexed: 39, rejected: 0 });
  });

  it('adds to the current index, replacing records with the same URL, or starts over with replace', async () => {
    await buildIndex({ inputs: [RECORDS], outFile: indexFile });
    const update = writeJsonl('update.jsonl', [
      {
        type: 'web',
        url: 'https://animals.test/en/asian-elephant',
        title: 'Asian elephant (revised)',
        text: 'Updated.',
      },
      { type: 'web', url: 'https://new.test/kiwi', title: 'Kiwi', text: 'A flightless bird.' },
    ]);
    expect(await buildIndex({ inputs: [update], outFile: indexFile })).toMatchObject({
      indexed: 2,
      replaced: 1,
      documents: 40,
    });
    const provider = createLocalProvider({ indexFile });
    const titles = (await provider.search(query('asian elephant'), signal)).results.map((r) => r.title);
    expect(titles).toContain('Asian elephant (revised)');
    expect(titles).not.toContain('Asian elephant');
    await provider.close?.();
    expect(await buildIndex({ inputs: [update], outFile: indexFile, replace: true })).toMatchObject({ documents: 2 });
  });

  it('maps WikiExtractor articles to canonical Wikipedia URLs', async () => {
    const summary = await buildIndex({
      inputs: [join(FIXTURES, 'wikiextractor.jsonl')],
      outFile: indexFile,
      format: 'wikiextractor',
      lang: 'en',
    });
    expect(summary).toMatchObject({ indexed: 2, rejected: 1, reasons: { 'title: is required': 1 } });
    const provider = createLocalProvider({ indexFile });
    const results = (await provider.search(query('heron'), signal)).results;
    expect(results.map((r) => [r.url, r.site])).toEqual([
      ['https://en.wikipedia.org/wiki/Grey_heron_(test_article)', 'en.wikipedia.org'],
    ]);
    expect((await provider.search(query('biscuits'), signal)).results[0]!.url).toBe(
      'https://en.wikipedia.org/wiki/Caf%C3%A9,_tea_%26_biscuits:_a_study/overview',
    );
    expect(await provider.article('Grey heron (test article)', 'en')).toMatchObject({
      extract: 'This is an invented test article about the grey heron, a long-legged wading bird.',
    });
    await provider.close?.();
  });

  it('reads CSV inputs (wikinews) with quoted newlines', async () => {
    const file = join(dir, 'wikinews.csv.gz');
    writeFileSync(file, gzipSync(readFileSync(join(FIXTURES, 'wikinews.csv'))));
    expect(await buildIndex({ inputs: [file], outFile: indexFile, format: 'wikinews' })).toMatchObject({
      indexed: 2,
      rejected: 0,
    });
    const provider = createLocalProvider({ indexFile });
    const [story] = (await provider.search(query('beavers dam', { vertical: 'news' }), signal)).results;
    expect(story).toMatchObject({
      url: 'https://en.wikinews.org/wiki/Test_beavers_return',
      title: 'Beavers return to a test valley, officials say',
      source: 'Wikinews',
      published: '2020-03-01T00:00:00.000Z',
    });
    expect(story!.snippet.map((span) => span.text).join('')).toContain('"the first in a century"');
    await provider.close?.();
  });

  it('reports progress through every phase', async () => {
    const phases = new Set<ImportProgress['phase']>();
    await buildIndex({ inputs: [RECORDS], outFile: indexFile, onProgress: (p) => phases.add(p.phase) });
    expect([...phases]).toEqual(['read', 'finishing', 'done']);
  });
});

describe('hot swap', () => {
  it('a running provider sees a newly imported index without a restart', async () => {
    await buildIndex({ inputs: [RECORDS], outFile: indexFile });
    const provider = createLocalProvider({ indexFile, reloadCheckMs: 0 });
    expect((await provider.search(query('kingfisher'), signal)).results).toEqual([]);
    await buildIndex({ inputs: [join(FIXTURES, 'bad-records.jsonl')], outFile: indexFile });
    const found = await provider.search(query('kingfisher'), signal);
    expect(found.results.map((r) => r.url).sort()).toEqual(['https://ok.test/1', 'https://ok.test/2']);
    expect((await provider.search(query('elephant'), signal)).results.length).toBeGreaterThan(0);
    await provider.close?.();
  });

  it('checks the file at most once per reloadCheckMs', async () => {
    await buildIndex({ inputs: [RECORDS], outFile: indexFile });
    const provider = createLocalProvider({ indexFile, reloadCheckMs: 60_000 });
    await provider.search(query('kingfisher'), signal);
    await buildIndex({ inputs: [join(FIXTURES, 'bad-records.jsonl')], outFile: indexFile });
    expect((await provider.search(query('kingfisher'), signal)).results).toEqual([]);
    await provider.close?.();
  });
});

describe('a failed import leaves the current index intact', () => {
  async function expectUnchanged(build: () => Promise<unknown>, message: RegExp) {
    await buildIndex({ inputs: [RECORDS], outFile: indexFile });
    const before = statSync(indexFile);
    const provider = createLocalProvider({ indexFile, reloadCheckMs: 0 });
    await expect(build()).rejects.toThrow(message);
    const after = statSync(indexFile);
    expect([after.ino, after.size, after.mtimeMs]).toEqual([before.ino, before.size, before.mtimeMs]);
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect((await provider.search(query('elephant'), signal)).results.length).toBeGreaterThan(0);
    await provider.close?.();
  }

  it('a missing input', () =>
    expectUnchanged(() => buildIndex({ inputs: [join(dir, 'nope.jsonl')], outFile: indexFile }), /input not found/));

  it('a truncated gzip file', () => {
    const file = join(dir, 'broken.jsonl.gz');
    writeFileSync(file, gzipSync(readFileSync(RECORDS)).subarray(0, 200));
    return expectUnchanged(() => buildIndex({ inputs: [file], outFile: indexFile }), /unexpected end of file/);
  });

  it('an input with no valid record (wrong --format)', () =>
    expectUnchanged(
      () => buildIndex({ inputs: [RECORDS], outFile: indexFile, format: 'huffpost', replace: true }),
      /no valid record in records\.jsonl \(is --format huffpost right\?\)/,
    ));

  it('an exception while importing', () =>
    expectUnchanged(
      () =>
        buildIndex({
          inputs: [RECORDS],
          outFile: indexFile,
          replace: true,
          onProgress: () => {
            throw new Error('boom');
          },
        }),
      /boom/,
    ));
});

/** Turns a fresh index back into format 8 (no `media_stem_docs` nor its lists), as files built before it are. */
function downgradeToFormat8(file: string): void {
  const db = new Database(file);
  db.exec(
    `DROP TABLE media_stem_scores; DROP TRIGGER records_media_stem_delete; DROP TABLE media_stem_docs;
     UPDATE meta SET value = '8' WHERE key = 'format'`,
  );
  db.close();
}

/** Turns a fresh index back into format 7 (no `stem_scores`), as files built before it are. */
function downgradeToFormat7(file: string): void {
  downgradeToFormat8(file);
  const db = new Database(file);
  db.exec(`DROP TABLE stem_scores; UPDATE meta SET value = '7' WHERE key = 'format'`);
  db.close();
}

/** Turns a fresh index back into format 6 (no `stem_docs`), as files built before it are. */
function downgradeToFormat6(file: string): void {
  downgradeToFormat7(file);
  const db = new Database(file);
  db.exec(`DROP TRIGGER records_stem_delete; DROP TABLE stem_docs; UPDATE meta SET value = '6' WHERE key = 'format'`);
  db.close();
}

/**
 * Turns a fresh index back into format 5 (no `token_frequencies`, term scores for vocabulary words
 * only), as files built before it are.
 */
function downgradeToFormat5(file: string): void {
  downgradeToFormat6(file);
  const db = new Database(file);
  db.exec(`DELETE FROM term_scores WHERE term NOT IN (SELECT term FROM vocabulary); DROP TABLE token_frequencies;
    UPDATE meta SET value = '5' WHERE key = 'format'`);
  db.close();
}

/** Turns a fresh index back into format 4 (no term_scores `title_ids`), as files built before it are. */
function downgradeToFormat4(file: string): void {
  downgradeToFormat5(file);
  const db = new Database(file);
  db.exec(`ALTER TABLE term_scores DROP COLUMN title_ids; UPDATE meta SET value = '4' WHERE key = 'format'`);
  db.close();
}

/** Turns a fresh index back into format 3 (no `popularity` or `country`), as files built before it are. */
function downgradeToFormat3(file: string): void {
  downgradeToFormat4(file);
  const db = new Database(file);
  db.exec(`ALTER TABLE record_filters DROP COLUMN popularity; ALTER TABLE record_filters DROP COLUMN country;
    UPDATE meta SET value = '3' WHERE key = 'format'`);
  db.close();
}

/** Turns a fresh index back into format 2 (no `term_scores` either), as files built before it are. */
function downgradeToFormat2(file: string): void {
  downgradeToFormat3(file);
  const db = new Database(file);
  db.exec(`DROP TABLE term_scores; UPDATE meta SET value = '2' WHERE key = 'format'`);
  db.close();
}

/** Turns a fresh index back into format 1 (no `media_docs`, title-key index or term tops either). */
function downgradeToFormat1(file: string): void {
  downgradeToFormat2(file);
  const db = new Database(file);
  db.exec(`DROP TRIGGER records_media_insert; DROP TRIGGER records_media_delete; DROP TABLE media_docs;
    DROP INDEX record_filters_title_key; DROP TABLE term_tops;
    UPDATE meta SET value = '1' WHERE key = 'format'`);
  db.close();
}

/** The result URLs of a fresh provider over the index file, as a restarted server would answer. */
const search = async (text: string) => {
  const provider = createLocalProvider({ indexFile });
  const response = await provider.search(query(text), signal);
  await provider.close?.();
  return response.results.map((r) => r.url);
};

const formatOf = (file: string) => {
  const db = new Database(file, { readonly: true });
  const format = db.prepare("SELECT value FROM meta WHERE key = 'format'").pluck().get();
  const scores = db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'term_scores'").pluck().get();
  db.close();
  return { format, hasTermScores: scores === 1 };
};

describe('format 4 index files (before the title lists of term_scores)', () => {
  it('are searched with the same results, and upgraded when records are added to them', async () => {
    const records = Array.from({ length: 1100 }, (_, i) => ({
      type: 'web',
      url: `https://foxes.test/${i}`,
      title: i % 3 === 0 ? `Red fox ${i}` : `Den ${i}`,
      text: `The red fox ${'hunts '.repeat(i % 7)}at night.`,
      lang: 'en',
    }));
    const file = writeJsonl('foxes.jsonl', records);
    await buildIndex({ inputs: [file], outFile: indexFile, replace: true });
    const expected = await search('red fox');
    expect(expected).toHaveLength(10);
    downgradeToFormat4(indexFile);
    expect(formatOf(indexFile)).toMatchObject({ format: '4' });
    expect(await search('red fox')).toEqual(expected);
    const more = writeJsonl('more.jsonl', [
      { type: 'web', url: 'https://foxes.test/den', title: 'A fox den', text: 'Red fox cubs.', lang: 'en' },
    ]);
    await buildIndex({ inputs: [more], outFile: indexFile });
    expect(formatOf(indexFile)).toEqual({ format: String(INDEX_FORMAT_VERSION), hasTermScores: true });
    const db = new Database(indexFile, { readonly: true });
    const titled = db.prepare("SELECT length(title_ids) FROM term_scores WHERE term = 'red'").pluck().get();
    db.close();
    // 367 "Red fox …" titles, 4 bytes each.
    expect(titled).toBe(367 * 4);
  });
});

describe('format 5 index files (before token_frequencies)', () => {
  it('keep a frequent one-letter word in the query; format 6 leaves it out as common', async () => {
    // "'s" in 1,000 of 1,100 records: more than the share run-search.ts leaves out ("the").
    const records = Array.from({ length: 1100 }, (_, i) => ({
      type: 'web',
      url: `https://foxes.test/${i}`,
      title: i % 50 === 0 ? `Red fox ${i}` : `Den ${i}`,
      text: i < 1000 ? `The den's fox ${'hunts '.repeat(i % 7)}at night.` : 'A red fox hunts at night.',
      lang: 'en',
    }));
    const file = writeJsonl('foxes.jsonl', records);
    await buildIndex({ inputs: [file], outFile: indexFile, replace: true });
    const withoutS = await search('red fox');
    // The records without "'s" (1000 and up) are found for "red fox's" as for "red fox".
    expect(withoutS).toContain('https://foxes.test/1000');
    expect(await search("red fox's")).toEqual(withoutS);
    const db = new Database(indexFile, { readonly: true });
    expect(db.prepare("SELECT df FROM token_frequencies WHERE term = 's'").pluck().get()).toBe(1000);
    // Its bm25 shares are kept as a frequent word's are (a query of any of its words merges them).
    expect(db.prepare("SELECT length(ids) FROM term_scores WHERE term = 's'").pluck().get()).toBe(1000 * 4);
    db.close();

    downgradeToFormat5(indexFile);
    expect(formatOf(indexFile)).toMatchObject({ format: '5' });
    const asBefore = await search("red fox's");
    expect(asBefore).not.toContain('https://foxes.test/1000');
    expect(asBefore.length).toBeGreaterThan(0);
    const more = writeJsonl('more.jsonl', [
      { type: 'web', url: 'https://foxes.test/den', title: 'A fox den', text: 'Red fox cubs.', lang: 'en' },
    ]);
    await buildIndex({ inputs: [more], outFile: indexFile });
    expect(formatOf(indexFile)).toEqual({ format: String(INDEX_FORMAT_VERSION), hasTermScores: true });
    expect(await search("red fox's")).toContain('https://foxes.test/1000');
  });
});

describe('format 2 index files (before term_scores)', () => {
  it('are searched with the same results, and upgraded when records are added to them', async () => {
    await buildIndex({ inputs: [RECORDS], outFile: indexFile });
    const expected = await search('red fox');
    expect(expected.length).toBeGreaterThan(0);
    downgradeToFormat2(indexFile);
    expect(formatOf(indexFile)).toEqual({ format: '2', hasTermScores: false });
    expect(await search('red fox')).toEqual(expected);
    const more = writeJsonl('more.jsonl', [
      { type: 'web', url: 'https://foxes.test/den', title: 'A fox den', text: 'Red fox cubs.', lang: 'en' },
    ]);
    await buildIndex({ inputs: [more], outFile: indexFile });
    expect(formatOf(indexFile)).toEqual({ format: String(INDEX_FORMAT_VERSION), hasTermScores: true });
    expect(await search('red fox')).toContain('https://foxes.test/den');
  });
});

describe('format 1 index files (before news, images and videos had their own table)', () => {
  const urls = async (
    provider: ReturnType<typeof createLocalProvider>,
    text: string,
    vertical: SearchQuery['vertical'],
  ) => (await provider.search(query(text, { vertical }), signal)).results.map((r) => r.url);

  it('are still searched on every tab, with the same results as format 3', async () => {
    await buildIndex({ inputs: [RECORDS], outFile: indexFile });
    const current = createLocalProvider({ indexFile });
    const expected = {
      news: await urls(current, 'otters', 'news'),
      images: await urls(current, 'heron', 'images'),
      videos: await urls(current, 'otter', 'videos'),
      web: await urls(current, 'elephant', 'web'),
    };
    await current.close?.();
    expect(expected.news).toContain('https://news.test/otters-river');
    expect(expected.images.length).toBeGreaterThan(0);
    expect(expected.web).toContain('https://animals.test/en/african-elephant');
    // Only news, images and videos are in the media table: a web page never shows on their tabs.
    expect(expected.news.every((url) => url.startsWith('https://news.test/'))).toBe(true);

    downgradeToFormat1(indexFile);
    const old = createLocalProvider({ indexFile });
    expect(await urls(old, 'otters', 'news')).toEqual(expected.news);
    expect(await urls(old, 'heron', 'images')).toEqual(expected.images);
    expect(await urls(old, 'otter', 'videos')).toEqual(expected.videos);
    expect(await urls(old, 'elephant', 'web')).toEqual(expected.web);
    await old.close?.();
  });

  it('are upgraded when records are added to them', async () => {
    await buildIndex({ inputs: [RECORDS], outFile: indexFile });
    downgradeToFormat1(indexFile);
    const more = writeJsonl('more.jsonl', [
      {
        type: 'news',
        url: 'https://news.test/heron-colony',
        title: 'Heron colony grows',
        text: 'Forty heron nests this spring.',
        lang: 'en',
        published: '2025-06-12',
      },
    ]);
    await buildIndex({ inputs: [more], outFile: indexFile });
    expect(formatOf(indexFile)).toEqual({ format: String(INDEX_FORMAT_VERSION), hasTermScores: true });
    const provider = createLocalProvider({ indexFile });
    const news = await urls(provider, 'heron', 'news');
    // The new record and the old ones alike, through the media table the upgrade filled.
    expect(news).toContain('https://news.test/heron-colony');
    expect(await urls(provider, 'otters', 'news')).toContain('https://news.test/otters-river');
    await provider.close?.();
  });
});

describe('missing or foreign index file', () => {
  it('search throws a clear ProviderError; the panel is simply absent', async () => {
    const provider = createLocalProvider({ indexFile });
    await expect(provider.search(query('fox'), signal)).rejects.toThrow(ProviderError);
    await expect(provider.search(query('fox'), signal)).rejects.toThrow(/search index .* does not exist/);
    await expect(provider.check!(signal)).rejects.toThrow(/does not exist/);
    expect(await provider.article('Red fox', 'en')).toBeUndefined();
  });

  it('refuses a file that is not a search index', async () => {
    writeFileSync(indexFile, 'not sqlite at all');
    const provider = createLocalProvider({ indexFile });
    await expect(provider.search(query('fox'), signal)).rejects.toThrow(
      `is not a search index of format ${INDEX_FORMAT_VERSION}`,
    );
  });
});

describe('starter index', () => {
  it('builds once from the starter records, then leaves the file alone', async () => {
    expect(await ensureStarterIndex(indexFile)).toBe(true);
    const built = statSync(indexFile);
    expect(await ensureStarterIndex(indexFile)).toBe(false);
    expect(statSync(indexFile).mtimeMs).toBe(built.mtimeMs);
    const provider = createLocalProvider({ indexFile });
    const urls = async (text: string, language: SearchQuery['language'] = 'en') =>
      (await provider.search(query(text, { language }), signal)).results.map((r) => r.url);
    expect(STARTER_RECORDS.length).toBeGreaterThanOrEqual(30);
    expect(await urls('privacy')).toContain('/discover#privacy');
    expect((await urls('vie privée', 'fr'))[0]).toBe('/fr/discover#vie-privee');
    expect(await urls('L214')).toContain('https://www.l214.com/');
    expect(await urls('inaturalist')).toContain('https://www.inaturalist.org/');
    expect(await urls('biodiversidad', 'es')).toContain('/es/discover#biodiversidad');
    expect(await provider.suggest!('humane', 'en', signal)).toContain('humane world for animals uk');
    await provider.close?.();
  });

  it('holds only valid records', async () => {
    const summary = await buildIndex({ inputs: [{ name: 'starter', records: STARTER_RECORDS }], outFile: indexFile });
    expect(summary).toMatchObject({ rejected: 0, indexed: STARTER_RECORDS.length });
  });
});

describe('privacy', () => {
  it('never logs the query', async () => {
    const { logger, lines: logs } = capturedLogger('trace');
    await ensureStarterIndex(indexFile, logger);
    const provider = createLocalProvider({ indexFile, logger, reloadCheckMs: 0 });
    const canary = 'zanzibarcanary';
    await provider.search(query(`${canary} fox`, { spellcheck: true }), signal);
    await provider.suggest!(canary, 'en', signal);
    await provider.article(canary, 'en');
    await buildIndex({ inputs: [RECORDS], outFile: indexFile });
    await provider.search(query(canary), signal);
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toContain(canary);
    expect(existsSync(indexFile)).toBe(true);
    await provider.close?.();
  });
});
