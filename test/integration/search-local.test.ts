/** The local provider over an index built from the in-repo fixture (test/fixtures/local-index). */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIndex } from '../../server/search/local/build/importer.ts';
import { createLocalProvider, type LocalProvider } from '../../server/search/local/provider.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import type { SearchQuery, SearchResponse, SearchResult } from '../../server/shared/search-types.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/local-index/records.jsonl');
const NOW = new Date('2025-06-15T12:00:00Z');
const signal = new AbortController().signal;

let dir: string;
let provider: LocalProvider;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'karma-local-'));
  await buildIndex({ inputs: [FIXTURE], outFile: join(dir, 'index.sqlite') });
  provider = createLocalProvider({ indexFile: join(dir, 'index.sqlite'), now: () => NOW });
});

afterAll(async () => {
  await provider.close?.();
  rmSync(dir, { recursive: true, force: true });
});

const query = (text: string, options: Partial<SearchQuery> = {}): SearchQuery => defaultQuery(text, options);

const search = (text: string, options?: Partial<SearchQuery>) => provider.search(query(text, options), signal);
const urls = (response: SearchResponse) => response.results.map((result) => result.url);
const slugs = (response: SearchResponse) => urls(response).map((url) => url.split('/').pop());

describe('web search', () => {
  it('maps records to web results with host, snippet spans and dates', async () => {
    const response = await search('meadow butterflies');
    expect(response.results[0]).toEqual({
      vertical: 'web',
      url: 'https://meadows.test/04',
      title: 'Meadow butterflies',
      site: 'meadows.test',
      published: '2024-05-14T00:00:00.000Z',
      snippet: [
        { text: 'Notes number 4 about the ' },
        { text: 'meadow', highlight: true },
        { text: ': ' },
        { text: 'butterflies', highlight: true },
        { text: '. A wild ' },
        { text: 'meadow', highlight: true },
        { text: ' is a habitat rich in species.' },
      ],
    });
    expect(response).toMatchObject({ hasMore: false, unresponsive: [] });
  });

  it('folds accents both ways', async () => {
    expect(urls(await search('elephant'))).toContain('https://animals.test/fr/elephant-d-afrique');
    expect(urls(await search('ÉLÉPHANT'))).toContain('https://animals.test/en/african-elephant');
    const french = (await search('elephant afrique')).results[0]!;
    expect(french.snippet.filter((s) => s.highlight).map((s) => s.text)).toContain('éléphant');
  });

  it('ranks titles above text', async () => {
    expect((await search('fox')).results[0]!.title).toMatch(/fox/i);
  });

  it('boosts the visitor’s language without excluding others', async () => {
    const french = await search('elephant', { language: 'fr' });
    expect(french.results[0]!.url).toBe('https://animals.test/fr/elephant-d-afrique');
    const english = await search('elephant', { language: 'en' });
    expect(english.results[0]!.url).not.toBe('https://animals.test/fr/elephant-d-afrique');
    expect(urls(english).sort()).toEqual(urls(french).sort());
  });

  it('falls back to any word when no record holds them all', async () => {
    const response = await search('heron meadow', { vertical: 'web' });
    expect(response.results.length).toBeGreaterThan(0);
    expect(slugs(response).every((slug) => /^\d\d$/.test(slug ?? ''))).toBe(true);
  });

  it('pages by 10 with hasMore', async () => {
    const first = await search('meadow');
    const second = await search('meadow', { page: 2 });
    expect(first.results).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(second.results).toHaveLength(2);
    expect(second.hasMore).toBe(false);
    expect(new Set([...urls(first), ...urls(second)]).size).toBe(12);
    expect(await search('meadow', { page: 3 })).toMatchObject({ results: [], hasMore: false });
    expect(await search('meadow', { page: 11 })).toMatchObject({ results: [], hasMore: false });
  });

  it('hides adult records unless safe search is off', async () => {
    expect(urls(await search('safari', { safeSearch: 'off' }))).toEqual(['https://adult.test/night-safari']);
    expect(urls(await search('safari', { safeSearch: 'moderate' }))).toEqual([]);
    expect(urls(await search('safari', { safeSearch: 'strict' }))).toEqual([]);
  });

  it('offers related searches from title phrases', async () => {
    expect((await search('meadow')).related.length).toBeGreaterThan(0);
    expect((await search('meadow')).related.every((phrase) => phrase.startsWith('meadow '))).toBe(true);
  });
});

describe('spelling', () => {
  it('corrects an unknown word and searches for the correction', async () => {
    const response = await search('elephnt');
    expect(response.spelling).toEqual({ corrected: 'elephant' });
    expect(urls(response)).toContain('https://animals.test/en/african-elephant');
  });

  it('keeps the rest of the query as typed', async () => {
    expect((await search('African elephnt')).spelling).toEqual({ corrected: 'African elephant' });
  });

  it('searches exactly as typed with spellcheck off', async () => {
    const response = await search('elephnt', { spellcheck: false });
    expect(response.spelling).toBeUndefined();
    expect(response.results).toEqual([]);
  });

  it('leaves known words alone', async () => {
    expect((await search('elephant')).spelling).toBeUndefined();
  });
});

describe('other verticals and filters', () => {
  const images = (image: SearchQuery['image'], safeSearch: SearchQuery['safeSearch'] = 'moderate') =>
    search('heron', { vertical: 'images', image, safeSearch }).then(slugs);

  it('maps images', async () => {
    const response = await search('heron small', { vertical: 'images' });
    expect(response.results[0]).toMatchObject({
      vertical: 'images',
      url: 'https://pics.test/heron-small',
      site: 'Heron Pictures',
      image: {
        src: 'https://pics.test/1.jpg',
        thumbnail: 'https://pics.test/1t.jpg',
        width: 300,
        height: 200,
        format: 'jpeg',
        licence: 'CC BY 4.0',
      },
    });
    // A record without its own thumbnail shows the image itself.
    const medium = (await search('heron clipart', { vertical: 'images' })).results[0] as Extract<
      SearchResult,
      { vertical: 'images' }
    >;
    expect(medium.image.thumbnail).toBe('https://pics.test/2.png');
  });

  it.each([
    [{ size: 'small' }, ['heron-small', 'heron-gif']],
    [{ size: 'medium' }, ['heron-medium', 'heron-transparent']],
    [{ size: 'large' }, ['heron-large', 'heron-wallpaper']],
    [{ size: 'wallpaper' }, ['heron-wallpaper']],
    [{ aspect: 'square' }, ['heron-medium', 'heron-gif']],
    [{ aspect: 'wide' }, ['heron-small', 'heron-wallpaper', 'heron-transparent']],
    [{ aspect: 'tall' }, ['heron-large']],
    [{ type: 'photo' }, ['heron-small', 'heron-wallpaper']],
    [{ type: 'clipart' }, ['heron-medium']],
    [{ type: 'line' }, ['heron-large']],
    [{ type: 'animatedgif' }, ['heron-gif']],
    [{ type: 'transparent' }, ['heron-transparent']],
    [{ type: 'shopping' }, []],
    [{ colour: 'blue' }, ['heron-small']],
    [{ colour: 'coloronly' }, ['heron-small', 'heron-medium', 'heron-wallpaper', 'heron-gif', 'heron-transparent']],
    [{ licence: 'public' }, ['heron-medium']],
    [{ licence: 'any' }, ['heron-small', 'heron-medium', 'heron-large', 'heron-gif', 'heron-transparent']],
    [{ licence: 'share' }, ['heron-small', 'heron-medium', 'heron-large', 'heron-gif', 'heron-transparent']],
    [{ licence: 'sharecommercially' }, ['heron-small', 'heron-medium', 'heron-gif', 'heron-transparent']],
    [{ licence: 'modify' }, ['heron-small', 'heron-medium', 'heron-gif']],
    [{ licence: 'modifycommercially' }, ['heron-small', 'heron-medium', 'heron-gif']],
    [{ size: 'large', aspect: 'wide', type: 'photo' }, ['heron-wallpaper']],
  ] as [SearchQuery['image'], string[]][])('images %j', async (filters, expected) => {
    expect((await images(filters)).sort()).toEqual([...expected].sort());
  });

  it('image safe search: off shows adult images, strict and moderate hide them', async () => {
    expect(await images({ colour: 'pink' }, 'off')).toEqual(['heron-adult']);
    expect(await images({ colour: 'pink' }, 'strict')).toEqual([]);
    expect(await images({}, 'moderate')).toHaveLength(7);
    expect(await images({}, 'off')).toHaveLength(8);
  });

  const videos = (video: SearchQuery['video']) => search('otter', { vertical: 'videos', video }).then(slugs);

  it.each([
    [{}, ['otter-short', 'otter-medium-hd', 'otter-long-4k', 'otter-medium-sd', 'otter-unknown']],
    [{ length: 'short' }, ['otter-short']],
    [{ length: 'medium' }, ['otter-medium-hd', 'otter-medium-sd']],
    [{ length: 'long' }, ['otter-long-4k']],
    [{ resolution: '720p' }, ['otter-short', 'otter-medium-hd', 'otter-long-4k']],
    [{ resolution: '1080p' }, ['otter-short', 'otter-long-4k']],
    [{ resolution: '720p', length: 'medium' }, ['otter-medium-hd']],
  ] as [SearchQuery['video'], string[]][])('videos %j', async (filters, expected) => {
    expect((await videos(filters)).sort()).toEqual([...expected].sort());
  });

  it('maps videos and news', async () => {
    expect((await search('otter short', { vertical: 'videos' })).results[0]).toMatchObject({
      vertical: 'videos',
      site: 'Otter Films',
      video: {
        durationS: 120,
        resolution: '1080p',
        thumbnail: 'https://videos.test/1.jpg',
        embed: 'https://videos.test/embed/1',
      },
    });
    expect((await search('wolf', { vertical: 'news' })).results[0]).toMatchObject({
      vertical: 'news',
      source: 'Nature Wire',
      published: '2025-06-15T08:00:00.000Z',
      thumbnail: 'https://img.test/wolf-thumb.jpg',
    });
  });

  it.each([
    ['day', ['wolf-alps']],
    ['week', ['wolf-alps', 'otters-river']],
    ['month', ['wolf-alps', 'otters-river', 'bee-report']],
    ['any', ['wolf-alps', 'otters-river', 'bee-report', 'whale-2024']],
  ] as [SearchQuery['freshness'], string[]][])('news freshness %s (injected clock)', async (freshness, expected) => {
    expect((await slugs(await search('wildlife', { vertical: 'news', freshness }))).sort()).toEqual(
      [...expected].sort(),
    );
  });

  it('keeps verticals apart', async () => {
    expect(await search('heron', { vertical: 'web' })).toMatchObject({ results: [] });
    expect(await search('otter', { vertical: 'images' })).toMatchObject({ results: [] });
  });
});

describe('hostile input', () => {
  const hostile = [
    'a OR b',
    'NEAR(',
    'NEAR(fox elephant, 1)',
    '"',
    '""fox""',
    '*',
    'fox*',
    '-x',
    'fox -elephant',
    'title:fox',
    '{title text}: fox',
    '^fox',
    'fox AND NOT elephant',
    '🦊🐘',
    "'; DROP TABLE records; --",
    '\u0000\u0001',
    'x'.repeat(10_000),
    'fox '.repeat(2500),
  ];
  const named = hostile.map((text) => [
    text.length > 40 ? `${text.slice(0, 12)}… (${text.length} characters)` : text,
    text,
  ]);

  it.each(named)('%j never throws', async (_name, text) => {
    const response = await search(text!);
    expect(Array.isArray(response.results)).toBe(true);
    expect(await provider.suggest!(text, 'en', signal)).toBeInstanceOf(Array);
  });

  it('answers empty and punctuation-only queries with no results', async () => {
    for (const text of ['', '   ', '?!…', '---']) {
      expect(await search(text)).toEqual({ results: [], hasMore: false, related: [], unresponsive: [] });
    }
  });

  it('treats FTS operators as words', async () => {
    // As FTS5 syntax this would exclude the African elephant; as words, nothing holds "not",
    // so every record with any of the words is ranked.
    expect(urls(await search('elephant NOT african'))).toContain('https://animals.test/en/african-elephant');
    expect(urls(await search('title:heron', { vertical: 'images' }))).toHaveLength(7);
  });
});

describe('suggestions', () => {
  it('completes title phrases by prefix, accent-insensitively, at most 8', async () => {
    const meadow = await provider.suggest!('mea', 'en', signal);
    expect(meadow[0]).toBe('meadow');
    expect(meadow.length).toBeLessThanOrEqual(8);
    expect(meadow.every((phrase) => phrase.startsWith('meadow'))).toBe(true);
    expect(await provider.suggest!('ELE', 'en', signal)).toEqual(
      expect.arrayContaining(["éléphant d'afrique", 'elefante africano']),
    );
    expect(await provider.suggest!('éléph', 'en', signal)).toContain("éléphant d'afrique");
    expect(await provider.suggest!('meadow b', 'en', signal)).toEqual([
      'meadow bees and pollinators',
      'meadow beetles',
      'meadow birds at dawn',
      'meadow butterflies',
    ]);
  });

  it('completes the next word after a space', async () => {
    expect((await provider.suggest!('red ', 'en', signal)).every((phrase) => phrase.startsWith('red '))).toBe(true);
  });

  it('suggests nothing for nothing', async () => {
    expect(await provider.suggest!('  ', 'en', signal)).toEqual([]);
    expect(await provider.suggest!('zzzz', 'en', signal)).toEqual([]);
  });
});

describe('article (encyclopedia panel)', () => {
  it('answers from a Wikipedia record with that title', async () => {
    const article = await provider.article('red fox', 'en');
    expect(article).toMatchObject({
      title: 'Red fox',
      url: 'https://en.wikipedia.org/wiki/Red_fox',
      image: 'https://img.test/red-fox-thumb.jpg',
    });
    expect(article!.extract.length).toBeLessThanOrEqual(301);
    expect(article!.extract).toMatch(/^The red fox \(Vulpes vulpes\)/);
    expect(await provider.article('Renard roux', 'fr')).toMatchObject({
      url: 'https://fr.wikipedia.org/wiki/Renard_roux',
    });
  });

  it('answers the panel with the web results when it holds their first article', async () => {
    const response = await search('red fox');
    const first = response.results.find((result) => result.url.includes('.wikipedia.org/wiki/'));
    expect(first?.url).toBe('https://en.wikipedia.org/wiki/Red_fox');
    // The page shows it at once, without asking the encyclopedia for it (EncyclopediaPanel.tsx).
    expect(response.infobox).toEqual(await provider.article('Red fox', 'en'));
    expect((await search('renard roux', { language: 'fr' })).infobox).toMatchObject({
      url: 'https://fr.wikipedia.org/wiki/Renard_roux',
    });
  });

  it('answers no panel for an article the query does not name, though it ranks first', async () => {
    // The red fox's articles hold its Latin name, in English and in French.
    const response = await search('vulpes');
    expect(response.results.find((result) => result.url.includes('.wikipedia.org/wiki/'))?.url).toMatch(
      /^https:\/\/(en|fr)\.wikipedia\.org\/wiki\/(Red_fox|Renard_roux)$/,
    );
    expect(response.infobox).toBeUndefined();
  });

  it('answers no panel without an article among the results, nor for other verticals', async () => {
    expect((await search('meadow butterflies')).infobox).toBeUndefined();
    expect((await search('red fox', { vertical: 'images' })).infobox).toBeUndefined();
    expect((await search('red fox', { vertical: 'news' })).infobox).toBeUndefined();
  });

  it('answers undefined for another language or an unknown title', async () => {
    expect(await provider.article('Red fox', 'fr')).toBeUndefined();
    expect(await provider.article('Blue fox', 'en')).toBeUndefined();
    expect(await provider.article('', 'en')).toBeUndefined();
  });
});

describe('provider contract', () => {
  it('declares what it supports', () => {
    expect(provider.name).toBe('local');
    expect(provider.capabilities).toMatchObject({
      verticals: ['web', 'images', 'news', 'videos'],
      paging: true,
      maxPage: 10,
      imageSafeSearch: ['off', 'strict'],
      imageFilters: ['size', 'aspect', 'type', 'colour', 'licence'],
      videoFilters: ['resolution', 'length'],
      suggestions: true,
      spelling: true,
    });
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(provider.search(query('fox'), controller.signal)).rejects.toThrow();
  });

  it('passes its check', async () => {
    await expect(provider.check!(signal)).resolves.toBeUndefined();
  });
});
