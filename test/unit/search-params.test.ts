import { describe, expect, it } from 'vitest';
import { cacheKey, parsePage, parseSearchParams } from '../../server/search/query-params.ts';
import type { Capabilities } from '../../server/shared/search-types.ts';
import { FULL_CAPABILITIES } from '../helpers/scripted-provider.ts';

const full: Capabilities = FULL_CAPABILITIES;
const bare: Capabilities = { ...full, paging: false, freshness: false, imageFilters: ['size'], videoFilters: [] };

describe('parseSearchParams', () => {
  const base = { vertical: 'web' as const, locale: 'fr' as const, capabilities: full };
  it('defaults', () => {
    expect(parseSearchParams({ q: '  red   fox ' }, base)).toEqual({
      text: 'red fox',
      vertical: 'web',
      page: 1,
      language: 'fr',
      region: 'fr-FR',
      safeSearch: 'moderate',
      freshness: 'any',
      image: {},
      video: {},
      spellcheck: true,
    });
  });

  it.each([
    [{ p: '3' }, { page: 3 }],
    [{ p: '0' }, { page: 1 }],
    [{ p: '99' }, { page: 10 }],
    [{ p: '-2' }, { page: 1 }],
    [{ p: '2abc' }, { page: 1 }],
    [{ freshness: 'week' }, { freshness: 'week' }],
    [{ freshness: 'year' }, { freshness: 'any' }],
    [{ safe: 'off' }, { safeSearch: 'off' }],
    [{ safe: 'extreme' }, { safeSearch: 'moderate' }],
    [{ spell: '0' }, { spellcheck: false }],
    [{ spell: '1' }, { spellcheck: true }],
    [{ size: 'large' }, { image: {} }],
  ])('web %j → %j', (params, expected) => {
    expect(parseSearchParams({ q: 'x', ...params }, base)).toMatchObject(expected);
  });

  it.each([
    [{}, { safeSearch: 'strict', image: {} }],
    [{ safe: 'off' }, { safeSearch: 'off' }],
    // images offer off/strict only: moderate becomes the nearest stricter level
    [{ safe: 'moderate' }, { safeSearch: 'strict' }],
    [
      { size: 'wallpaper', aspect: 'tall', type: 'clipart', colour: 'teal', licence: 'public' },
      { image: { size: 'wallpaper', aspect: 'tall', type: 'clipart', colour: 'teal', licence: 'public' } },
    ],
    [{ size: 'enormous', colour: 'plaid' }, { image: {} }],
    [{ resolution: '1080p' }, { video: {} }],
  ])('images %j → %j', (params, expected) => {
    expect(parseSearchParams({ q: 'x', ...params }, { ...base, vertical: 'images' })).toMatchObject(expected);
  });

  it.each([
    [{ resolution: '1080p', length: 'short' }, { video: { resolution: '1080p', length: 'short' } }],
    [{ resolution: '4k', length: 'forever' }, { video: {} }],
  ])('videos %j → %j', (params, expected) => {
    expect(parseSearchParams({ q: 'x', ...params }, { ...base, vertical: 'videos' })).toMatchObject(expected);
  });

  it('ignores what the provider cannot do', () => {
    const query = parseSearchParams(
      { q: 'x', p: '4', freshness: 'day', aspect: 'wide', size: 'small' },
      { vertical: 'images', locale: 'en', capabilities: bare },
    );
    expect(query).toMatchObject({ page: 1, freshness: 'any', image: { size: 'small' } });
  });

  it('uses the settings defaults for safe search', () => {
    const safeDefaults = { web: 'off' as const, images: 'off' as const };
    expect(parseSearchParams({ q: 'x' }, { ...base, safeDefaults }).safeSearch).toBe('off');
    expect(parseSearchParams({ q: 'x' }, { ...base, vertical: 'images', safeDefaults }).safeSearch).toBe('off');
  });

  it('caps the query length', () => {
    expect(parseSearchParams({ q: 'a'.repeat(2000) }, base).text).toHaveLength(500);
  });
});

describe('parsePage', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['7', 7],
    ['12345', 1],
  ])('%s → %i', (value, page) => {
    expect(parsePage(value, 10)).toBe(page);
  });
});

describe('cacheKey', () => {
  const q = parseSearchParams({ q: 'Red Fox' }, { vertical: 'web', locale: 'en', capabilities: full });
  it('ignores case but not page, filters or language', () => {
    const same = parseSearchParams({ q: 'red  fox' }, { vertical: 'web', locale: 'en', capabilities: full });
    expect(cacheKey('local', same)).toBe(cacheKey('local', q));
    expect(cacheKey('local', { ...q, page: 2 })).not.toBe(cacheKey('local', q));
    expect(cacheKey('local', { ...q, language: 'fr' })).not.toBe(cacheKey('local', q));
    expect(cacheKey('brave', q)).not.toBe(cacheKey('local', q));
  });
});
