import { describe, expect, it } from 'vitest';
import { canonicalUrl } from '../../server/search/canonical-url.ts';
import { mergeResults, pageOfMerged, RRF_K, type SourceResults } from '../../server/search/merge-results.ts';
import type { WebResult } from '../../server/shared/search-types.ts';

const web = (url: string, title = url): WebResult => ({ vertical: 'web', url, title, snippet: [] });
const source = (name: string, urls: string[]): SourceResults<WebResult> => ({
  source: name,
  results: urls.map((url) => web(url, `${name}:${url}`)),
});
const urls = (results: WebResult[]) => results.map((r) => r.url);

describe('canonicalUrl', () => {
  it.each([
    ['https://WWW.Example.org/a/', 'example.org/a'],
    ['http://example.org/a#section', 'example.org/a'],
    ['https://example.org/', 'example.org'],
    ['https://example.org', 'example.org'],
    ['https://example.org:443/a', 'example.org/a'],
    ['https://example.org:8443/a', 'example.org:8443/a'],
    ['https://example.org/a?utm_source=x&id=2&UTM_Medium=y', 'example.org/a?id=2'],
    ['https://example.org/a?utm_campaign=z', 'example.org/a'],
    ['https://example.org/a?b=2&a=1', 'example.org/a?b=2&a=1'],
    ['https://example.org/A/Path', 'example.org/A/Path'],
    ['https://www2.example.org/a', 'www2.example.org/a'],
    ['https://fr.wikipedia.org/wiki/Panda_roux', 'fr.wikipedia.org/wiki/Panda_roux'],
    ['not a url ', 'not a url'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
  });
});

describe('mergeResults', () => {
  it.each<[string, SourceResults<WebResult>[], string[]]>([
    [
      'one source keeps its order',
      [source('a', ['https://1.org', 'https://2.org'])],
      ['https://1.org', 'https://2.org'],
    ],
    [
      'equal ranks interleave in source order',
      [source('a', ['https://a1.org', 'https://a2.org']), source('b', ['https://b1.org', 'https://b2.org'])],
      ['https://a1.org', 'https://b1.org', 'https://a2.org', 'https://b2.org'],
    ],
    [
      'a page both sources list comes first',
      [source('a', ['https://a1.org', 'https://both.org']), source('b', ['https://b1.org', 'https://both.org'])],
      ['https://both.org', 'https://a1.org', 'https://b1.org'],
    ],
    [
      'copies that differ only in form are one result',
      [
        source('a', ['https://www.example.org/page/?utm_source=a', 'https://a2.org']),
        source('b', ['http://example.org/page#top', 'https://b2.org']),
      ],
      ['https://www.example.org/page/?utm_source=a', 'https://a2.org', 'https://b2.org'],
    ],
    [
      'a page a source lists twice counts once, at its better rank',
      [source('a', ['https://x.org', 'https://y.org', 'https://x.org/']), source('b', ['https://y.org'])],
      ['https://y.org', 'https://x.org'],
    ],
    ['no sources, no results', [], []],
    ['empty sources, no results', [source('a', []), source('b', [])], []],
  ])('%s', (_name, sources, expected) => {
    expect(urls(mergeResults(sources))).toEqual(expected);
  });

  it('keeps the first source’s copy and names its source', () => {
    const merged = mergeResults([
      source('wikipedia', ['https://b.org', 'https://shared.org']),
      source('searxng', ['https://shared.org/', 'https://c.org']),
    ]);
    expect(merged.map((r) => [r.title, r.provider])).toEqual([
      ['wikipedia:https://shared.org', 'wikipedia'],
      ['wikipedia:https://b.org', 'wikipedia'],
      ['searxng:https://c.org', 'searxng'],
    ]);
  });

  it('scores are reciprocal ranks with k = 60', () => {
    expect(RRF_K).toBe(60);
    // a: rank 1 only (1/61); b: rank 3 in both (2/63 > 1/61): agreement wins.
    const merged = mergeResults([
      source('s1', ['https://a.org', 'https://x.org', 'https://b.org']),
      source('s2', ['https://y.org', 'https://z.org', 'https://b.org']),
    ]);
    expect(urls(merged).slice(0, 2)).toEqual(['https://b.org', 'https://a.org']);
    // With k = 0, rank 1 alone (1/1) outweighs rank 3 twice (2/3).
    const steep = mergeResults(
      [
        source('s1', ['https://a.org', 'https://x.org', 'https://b.org']),
        source('s2', ['https://y.org', 'https://z.org', 'https://b.org']),
      ],
      0,
    );
    expect(urls(steep)[0]).toBe('https://a.org');
  });

  it('does not change its inputs', () => {
    const input = [source('a', ['https://1.org'])];
    mergeResults(input);
    expect(input[0]?.results[0]).not.toHaveProperty('provider');
  });
});

describe('pageOfMerged', () => {
  const merged = Array.from({ length: 45 }, (_, i) => i + 1);
  it.each<[number, number, number[], boolean]>([
    [1, 20, Array.from({ length: 20 }, (_, i) => i + 1), true],
    [2, 20, Array.from({ length: 20 }, (_, i) => i + 21), true],
    [3, 20, [41, 42, 43, 44, 45], false],
    [4, 20, [], false],
    [3, 15, Array.from({ length: 15 }, (_, i) => i + 31), false],
    [0, 20, Array.from({ length: 20 }, (_, i) => i + 1), true],
  ])('page %i of %i', (page, size, results, hasMore) => {
    expect(pageOfMerged(merged, page, size)).toEqual({ results, hasMore });
  });
});
