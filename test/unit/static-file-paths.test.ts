import { describe, expect, it } from 'vitest';
import { isCurrentVersion } from '../../server/middleware/background-files.ts';
import { isStaticFilePath } from '../../server/middleware/static-not-found.ts';

describe('isStaticFilePath: which missing paths get the plain 404', () => {
  it.each([
    ['/favicon.ico', true],
    ['/apple-touch-icon-precomposed.png', true],
    ['/build/boot-ABC123.js', true],
    ['/build/anything', true],
    ['/backgrounds/x-640.avif', true],
    ['/feed/bee.webp', true],
    ['/partners/logo.SVG', true],
    ['/fonts/inter.woff2', true],
    ['/', false],
    ['/no-such-page', false],
    ['/partners/aspas', false],
    ['/robots.txt', false],
    ['/partners/transparency.json', false],
    ['/search', false],
    ['/.png', false],
    ['/fr/what.is.this', false],
  ])('%s → %s', (path, expected) => expect(isStaticFilePath(path)).toBe(expected));
});

describe('isCurrentVersion: which background requests are immutable', () => {
  const file = '/srv/karma/public/backgrounds/forest-mist-1280.avif';
  it('the current hash of a background file', async () => {
    const hashes = (await import('../../server/shared/background-hashes.json')).default as Record<string, string>;
    expect(isCurrentVersion(file, hashes['forest-mist-1280.avif'])).toBe(true);
  });
  it.each([
    ['no version', file, undefined],
    ['an old version', file, '0123456789'],
    ['a file elsewhere in public/', '/srv/karma/public/feed/bee.webp', 'ff7924593b'],
    ['an unknown background', '/srv/karma/public/backgrounds/nope-640.avif', 'ff7924593b'],
  ])('not %s', (_label, path, version) => expect(isCurrentVersion(path, version)).toBe(false));
});
