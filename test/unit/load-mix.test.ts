import { describe, expect, it } from 'vitest';
import {
  answerIsRight,
  buildLoadMix,
  type LoadTarget,
  MIX_WEIGHTS,
  memoryIsFlat,
  typedPrefix,
} from '../../scripts/bench/load-mix.ts';

const page: LoadTarget = { kind: 'search', path: '/search?q=x', expect: 'ok' };
const missing: LoadTarget = { kind: 'not-found', path: '/no-such-page-1', expect: 404 };

describe('the load bench judges answers as a visitor would', () => {
  it.each([
    ['a page answered 200', page, 200, true],
    ['a redirect', page, 302, true],
    ['a page answered 404', page, 404, false],
    ['a rate-limited page', page, 429, false],
    ['a results page whose lookup failed', page, 503, false],
    ['a server error', page, 500, false],
    ['the missing page answered 404', missing, 404, true],
    ['the missing page answered 200', missing, 200, false],
    ['the missing page answered 500', missing, 500, false],
  ])('%s', (_name, target, status, right) => {
    expect(answerIsRight(target, status)).toBe(right);
  });
});

describe('memory is flat when the last run peaks within the tolerance of the first', () => {
  const MB = 1024 * 1024;
  it.each([
    ['level', [300 * MB, 305 * MB, 301 * MB], true],
    ['lower after the first', [300 * MB, 280 * MB, 290 * MB], true],
    ['exactly 10 % up', [300 * MB, 320 * MB, 330 * MB], true],
    ['growing', [300 * MB, 330 * MB, 360 * MB], false],
    ['no runs', [], false],
    ['nothing read', [0, 0, 0], false],
  ])('%s', (_name, peaks, flat) => {
    expect(memoryIsFlat(peaks)).toBe(flat);
  });
});

describe('the load mix', () => {
  const queries = ['Ron Benefiel', 'river forest', 'Mississipi'];
  const assets = ['/build/boot.js', '/favicon.svg'];
  const mix = buildLoadMix({ queries, assets, seed: 20, length: 1000 });

  it('holds each kind in proportion to its weight', () => {
    const counts = new Map<string, number>();
    for (const target of mix) counts.set(target.kind, (counts.get(target.kind) ?? 0) + 1);
    for (const [kind, weight] of Object.entries(MIX_WEIGHTS)) expect(counts.get(kind)).toBe(weight * 10);
  });

  it('is the same for the same seed and shuffled otherwise', () => {
    expect(buildLoadMix({ queries, assets, seed: 20, length: 1000 })).toEqual(mix);
    const other = buildLoadMix({ queries, assets, seed: 21, length: 1000 });
    expect(other.map((t) => t.path)).not.toEqual(mix.map((t) => t.path));
    expect(mix.slice(0, 20).map((t) => t.kind)).not.toEqual(Array(20).fill(mix[0]!.kind));
  });

  it('builds the paths a browser asks for', () => {
    const paths = new Set(mix.map((t) => t.path));
    expect(paths).toContain('/search?q=Ron%20Benefiel');
    expect(paths).toContain('/search?q=river%20forest&t=web');
    expect(paths).toContain('/search?q=Mississipi&p=2');
    expect([...paths].some((p) => /^\/(images|news|videos)\?q=/.test(p))).toBe(true);
    expect(paths).toContain('/search/autosuggest?q=Ron%20Be');
    expect(paths).toContain('/favicon.svg');
    expect(mix.filter((t) => t.kind === 'not-found').every((t) => t.expect === 404)).toBe(true);
    expect(mix.filter((t) => t.kind !== 'not-found').every((t) => t.expect === 'ok')).toBe(true);
  });

  it.each([
    ['Ron Benefiel', 'Ron Be'],
    ['ab', 'a'],
    ['x', 'x'],
    ['été', 'ét'],
  ])('suggests while typing %s: %s', (query, prefix) => {
    expect(typedPrefix(query)).toBe(prefix);
  });
});
