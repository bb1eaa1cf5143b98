import { describe, expect, it } from 'vitest';
import { nextColorMode, parseColorMode } from '../../client/contract/color-mode.ts';
import { breakpointFor, isMobileWidth } from '../../client/lib/breakpoints.ts';
import { idle, type LoadingBarState, reduceLoadingBar, viewLoadingBar } from '../../client/lib/loading-bar.ts';
import { isPrefetchableLink, shouldPrefetch } from '../../client/lib/prefetch-policy.ts';
import { shouldReloadAfterChunkError } from '../../client/lib/reload-guard.ts';

describe('loading bar', () => {
  const loading: LoadingBarState = { phase: 'loading', startedAt: 1000 };
  it.each([
    ['idle is hidden', idle, 5000, { visible: false, progress: 0, failed: false }],
    ['hidden during the first 500 ms', loading, 1499, { visible: false, progress: 0, failed: false }],
    ['appears at 500 ms', loading, 1500, { visible: true, progress: 0, failed: false }],
    ['half-way 2.5 s later', loading, 4000, { visible: true, progress: 50, failed: false }],
    ['full after about 5 s', loading, 6500, { visible: true, progress: 100, failed: false }],
    ['never past 100', loading, 60_000, { visible: true, progress: 100, failed: false }],
    [
      'done shows 100 for 500 ms',
      { phase: 'done', startedAt: 1000, endedAt: 3000 },
      3400,
      { visible: true, progress: 100, failed: false },
    ],
    [
      'then hides',
      { phase: 'done', startedAt: 1000, endedAt: 3000 },
      3500,
      { visible: false, progress: 0, failed: false },
    ],
    [
      'failure shows in the failure colour',
      { phase: 'failed', startedAt: 1000, endedAt: 3000 },
      3100,
      { visible: true, progress: 100, failed: true },
    ],
    [
      'a fast navigation never shows it',
      { phase: 'done', startedAt: 1000, endedAt: 1200 },
      1300,
      { visible: false, progress: 0, failed: false },
    ],
  ] as const)('%s', (_name, state, now, view) => {
    expect(viewLoadingBar(state as LoadingBarState, now)).toEqual(view);
  });

  it.each([
    [idle, { type: 'start', at: 5 }, { phase: 'loading', startedAt: 5 }],
    [loading, { type: 'start', at: 9000 }, loading],
    [loading, { type: 'finish', at: 2000 }, { phase: 'done', startedAt: 1000, endedAt: 2000 }],
    [loading, { type: 'fail', at: 2000 }, { phase: 'failed', startedAt: 1000, endedAt: 2000 }],
    [idle, { type: 'finish', at: 2000 }, idle],
    [loading, { type: 'reset' }, idle],
  ] as const)('%j + %j', (state, event, expected) => {
    expect(reduceLoadingBar(state as LoadingBarState, event)).toEqual(expected);
  });
});

describe('chunk reload guard', () => {
  it.each([
    [undefined, 1_000_000, true],
    [Number.NaN, 1_000_000, true],
    [999_000, 1_000_000, false],
    [940_001, 1_000_000, false],
    [940_000, 1_000_000, true],
  ])('last reload %s, now %s → %s', (last, now, expected) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(expected);
  });
});

describe('prefetch policy', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '3g', rtt: 800, downlink: 0.28 }, false],
    [{ effectiveType: '3g', rtt: 300, downlink: 1.5 }, true],
    [{ effectiveType: '4g', rtt: 50, downlink: 0.3 }, false],
    [{ effectiveType: '4g', rtt: 0, downlink: 0 }, true],
  ])('%j → %s', (connection, expected) => {
    expect(shouldPrefetch(connection)).toBe(expected);
  });

  const here = { origin: 'https://karma.test', href: 'https://karma.test/search?q=a' };
  it.each([
    [{ href: '/cookies' }, true],
    [{ href: 'https://karma.test/fr' }, true],
    [{ href: 'https://elsewhere.example/' }, false],
    [{ href: '/search?q=a' }, false],
    [{ href: '/search?q=a#top' }, false],
    [{ href: '/cookies', target: '_blank' }, false],
    [{ href: '/file.pdf', download: true }, false],
    [{ href: '/x', rel: 'nofollow' }, false],
    [{ href: 'http://[bad' }, false],
  ])('%j → %s', (link, expected) => {
    expect(isPrefetchableLink(link, here)).toBe(expected);
  });
});

describe('colour mode', () => {
  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    ['DARK', 'system'],
    [undefined, 'system'],
    [42, 'system'],
  ])('parse %s → %s', (value, expected) => {
    expect(parseColorMode(value)).toBe(expected);
  });
  it('cycles system → light → dark → system', () => {
    expect([nextColorMode('system'), nextColorMode('light'), nextColorMode('dark')]).toEqual([
      'light',
      'dark',
      'system',
    ]);
  });
});

describe('breakpoints', () => {
  it.each([
    [320, 'base', true],
    [640, 'sm', true],
    [767, 'sm', true],
    [768, 'md', false],
    [1024, 'lg', false],
    [1280, 'xl', false],
    [1536, '2xl', false],
    [1800, '3xl', false],
    [2560, '3xl', false],
  ])('%i px → %s (mobile %s)', (width, name, mobile) => {
    expect(breakpointFor(width)).toBe(name);
    expect(isMobileWidth(width)).toBe(mobile);
  });
});
