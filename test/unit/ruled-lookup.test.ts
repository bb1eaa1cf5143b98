import { describe, expect, it } from 'vitest';
import type { SearchProvider } from '../../server/search/provider.ts';
import { parseSearchParams } from '../../server/search/query-params.ts';
import { EXTRA_PAGES, runWithSiteRules } from '../../server/search/ruled-lookup.ts';
import { createSearchRunner } from '../../server/search/runner.ts';
import type { Capabilities, SearchResult } from '../../server/shared/search-types.ts';
import type { SiteRule } from '../../server/shared/site-rule.ts';
import { applySiteRules } from '../../server/site-rules/apply-site-rules.ts';
import { capturedLogger } from '../helpers/logs.ts';

const capabilities: Capabilities = {
  verticals: ['web'],
  paging: true,
  maxPage: 10,
  freshness: false,
  safeSearch: ['off', 'moderate', 'strict'],
  imageSafeSearch: ['off', 'strict'],
  imageFilters: [],
  videoFilters: [],
  suggestions: false,
  spelling: false,
};

/** A provider holding `hosts`, one result each, in that order, ten per page. */
function providerOf(hosts: string[], failPage?: number) {
  const asked: number[] = [];
  const results: SearchResult[] = hosts.map((host, i) => ({
    vertical: 'web',
    url: `https://${host}/page-${i}`,
    title: `${host} ${i}`,
    snippet: [],
  }));
  const provider: SearchProvider = {
    name: 'pages',
    capabilities,
    search: async (query) => {
      asked.push(query.page);
      if (query.page === failPage) throw new Error('down');
      const from = (query.page - 1) * 10;
      return {
        results: results.slice(from, from + 10),
        hasMore: from + 10 < results.length,
        related: [],
        unresponsive: [],
      };
    },
  };
  const { logger } = capturedLogger();
  const runner = createSearchRunner({ provider, logger, timeoutMs: 1000, cacheTtlS: 0 });
  return { runner, asked, results };
}

const query = (page: number) =>
  parseSearchParams({ q: 'otter', p: String(page) }, { vertical: 'web', locale: 'en', capabilities });
const never = new AbortController().signal;
const urlsOf = (outcome: Awaited<ReturnType<typeof runWithSiteRules>>) =>
  outcome.status === 'ok' ? outcome.response.results.map((r) => r.url) : [];

/** 45 results: every third on spam.example, one on pinned.example far down, the rest on site-N.org. */
const HOSTS = Array.from({ length: 45 }, (_, i) =>
  i === 27 ? 'pinned.example' : i % 3 === 1 ? 'cdn.spam.example' : `site-${i}.org`,
);

describe('a results page with site rules', () => {
  it('without rules is the runner’s own lookup, one provider page', async () => {
    const { runner, asked } = providerOf(HOSTS);
    const outcome = await runWithSiteRules(runner, query(2), never, []);
    expect(asked).toEqual([2]);
    expect(urlsOf(outcome)).toHaveLength(10);
  });

  it('fills a page the blocks left short from the next provider page, and counts what it hid', async () => {
    const { runner, asked } = providerOf(HOSTS);
    const outcome = await runWithSiteRules(runner, query(1), never, [{ host: 'spam.example', action: 'block' }]);
    expect(urlsOf(outcome)).toHaveLength(10);
    expect(urlsOf(outcome).some((url) => url.includes('spam.example'))).toBe(false);
    expect(asked).toEqual([1, 2]);
    expect(outcome.status === 'ok' && outcome.response.hiddenBySiteRules).toBeGreaterThan(0);
    expect(outcome.status === 'ok' && outcome.response.hasMore).toBe(true);
  });

  it.each<[string, SiteRule[]]>([
    ['block', [{ host: 'spam.example', action: 'block' }]],
    ['pin', [{ host: 'pinned.example', action: 'pin' }]],
    [
      'raise and lower',
      [
        { host: 'site-9.org', action: 'raise' },
        { host: 'site-0.org', action: 'lower' },
      ],
    ],
  ])('pages follow one another without gap or repeat (%s)', async (_name, rules) => {
    const { runner, results } = providerOf(HOSTS);
    const shown: string[] = [];
    for (let page = 1; page <= 5; page++)
      shown.push(...urlsOf(await runWithSiteRules(runner, query(page), never, rules)));
    const expected = applySiteRules(results, rules, (r) => new URL(r.url).hostname).kept.map((r) => r.url);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort()).toEqual([...expected].sort());
  });

  it('puts a pinned site first on the first page whose provider pages hold it, one lookup for page 1', async () => {
    const { runner, asked } = providerOf(HOSTS);
    const rules: SiteRule[] = [
      { host: 'site-3.org', action: 'pin' },
      { host: 'pinned.example', action: 'pin' },
    ];
    expect(urlsOf(await runWithSiteRules(runner, query(1), never, rules))[0]).toBe('https://site-3.org/page-3');
    expect(asked).toEqual([1]);
    expect(urlsOf(await runWithSiteRules(runner, query(3), never, rules))[0]).toBe('https://pinned.example/page-27');
  });

  it('stops after a few extra pages when everything is blocked, with an empty page and no next', async () => {
    const { runner, asked } = providerOf(Array.from({ length: 100 }, () => 'spam.example'));
    const outcome = await runWithSiteRules(runner, query(1), never, [{ host: 'spam.example', action: 'block' }]);
    expect(outcome.status).toBe('ok');
    expect(urlsOf(outcome)).toEqual([]);
    expect(asked).toHaveLength(1 + EXTRA_PAGES);
  });

  it('reports the first page’s failure, and keeps what it has when a later page fails', async () => {
    const failing = providerOf(HOSTS, 1);
    expect((await runWithSiteRules(failing.runner, query(1), never, [{ host: 'x.org', action: 'block' }])).status).toBe(
      'error',
    );
    const later = providerOf(HOSTS, 2);
    const outcome = await runWithSiteRules(later.runner, query(1), never, [{ host: 'spam.example', action: 'block' }]);
    expect(outcome.status).toBe('ok');
    expect(urlsOf(outcome).length).toBeGreaterThan(0);
  });
});
