import { describe, expect, it } from 'vitest';
import { isPrefetchableLink } from '../../client/lib/prefetch-policy.ts';
import { countSearch, noCostlyPrefetch } from '../../server/routes/route-middleware.ts';
import { pageRoutes as routes } from '../../server/routes/route-table.tsx';
import type { LastCount } from '../../server/shared/counter.ts';
import {
  COUNTED_RESULT_PATH,
  isPrefetch,
  type PurposeHeaders,
  RESULT_PATHS,
  unprefetchableResultPaths,
  visitWouldCount,
} from '../../server/shared/prefetch-rules.ts';

describe('isPrefetch', () => {
  it.each<[string, PurposeHeaders, boolean]>([
    ['Chromium <link rel=prefetch>', { secPurpose: 'prefetch' }, true],
    ['speculation-rules prerender', { secPurpose: 'prefetch;prerender' }, true],
    ['private prefetch proxy', { secPurpose: 'prefetch; anonymous-client-ip' }, true],
    ['older Chromium', { purpose: 'prefetch' }, true],
    ['older Firefox', { xMoz: 'prefetch' }, true],
    ['case and spaces', { purpose: ' Prefetch' }, true],
    ['Safari link preview', { xPurpose: 'preview' }, true],
    ['a visit', {}, false],
    ['another purpose', { secPurpose: 'navigate' }, false],
    ['a word that only starts alike', { purpose: 'prefetched-elsewhere' }, false],
  ])('%s', (_name, headers, expected) => {
    expect(isPrefetch(headers)).toBe(expected);
  });
});

describe('unprefetchableResultPaths', () => {
  it.each([
    ['cheap lookups (local index)', { cheapLookups: true }, [COUNTED_RESULT_PATH]],
    ['paid lookups (Brave, SearXNG)', { cheapLookups: false }, RESULT_PATHS],
    ['undeclared', {}, RESULT_PATHS],
    ['no provider', undefined, RESULT_PATHS],
  ])('%s', (_name, capabilities, expected) => {
    expect(unprefetchableResultPaths(capabilities)).toEqual(expected);
  });

  it('names exactly the result pages of the route table, and the counted one', () => {
    const results = routes.filter((r) => r.guards?.includes(noCostlyPrefetch));
    expect(results.map((r) => r.path)).toEqual(RESULT_PATHS);
    expect(routes.filter((r) => r.guards?.includes(countSearch)).map((r) => r.path)).toEqual([COUNTED_RESULT_PATH]);
  });
});

describe('visitWouldCount', () => {
  const last: LastCount = { hash: 'otter-hash', at: 1_000 };
  it.each<[string, { page: number; fingerprint: string; last: LastCount | undefined }, boolean]>([
    ['first search of the device', { page: 1, fingerprint: 'otter-hash', last: undefined }, true],
    ['another query', { page: 1, fingerprint: 'lynx-hash', last }, true],
    ['the query just counted', { page: 1, fingerprint: 'otter-hash', last }, false],
    ['page 2', { page: 2, fingerprint: 'lynx-hash', last }, false],
  ])('%s', (_name, input, expected) => {
    expect(visitWouldCount(input)).toBe(expected);
  });
});

describe('isPrefetchableLink with paths the server excludes', () => {
  const here = { origin: 'https://karma.test', href: 'https://karma.test/search?q=otter' };
  it.each<[string, string, readonly string[], boolean]>([
    ['a related search', '/search?q=lynx', ['/search'], false],
    ['another tab', '/images?q=otter', ['/search'], true],
    ['another tab, remote provider', '/images?q=otter', RESULT_PATHS, false],
    ['an info page', '/discover', RESULT_PATHS, true],
    ['nothing excluded', '/search?q=lynx', [], true],
  ])('%s', (_name, href, excluded, expected) => {
    expect(isPrefetchableLink({ href }, here, excluded)).toBe(expected);
  });
});
