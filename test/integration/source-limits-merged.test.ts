/**
 * The merged provider keeps GDELT's published limit (one request per 5 s) on every request it
 * sends, through an injected limiter whose clock the test moves: a page over the limit comes at
 * once with the local results and GDELT named in `unresponsive`; refusals are Karma's restraint,
 * not GDELT failing, so they never open its circuit nor log a failure; answers cached by GDELT's
 * runner need no permit; and a source without limits is asked as it is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMergedProvider } from '../../server/search/merged-provider.ts';
import type { SearchProvider } from '../../server/search/provider.ts';
import { createGdeltProvider } from '../../server/search/providers/gdelt.ts';
import { defaultQuery } from '../../server/search/query-params.ts';
import { memorySourceLimitStore } from '../../server/search/source-limit-store.ts';
import { createSourceLimiter } from '../../server/search/source-limiter.ts';
import type { SearchQuery } from '../../server/shared/search-types.ts';
import { type FakeOpenApi, startFakeOpenApi } from '../fakes/open-api-server.ts';
import { capturedLogger } from '../helpers/logs.ts';
import { CONTACT_EMAIL } from '../helpers/open-provider-contract.ts';
import { answer, FULL_CAPABILITIES, scriptedProvider } from '../helpers/scripted-provider.ts';

const GDELT = {
  articles: [
    {
      url: 'https://news.example.org/a',
      title: 'Remote story',
      seendate: '20250110T081500Z',
      domain: 'news.example.org',
    },
  ],
};

let gdelt: FakeOpenApi;
let clock = 0;
let local: SearchProvider & { calls: SearchQuery[] };

function newsTab(cacheTtlS = 0) {
  const { logger, lines } = capturedLogger();
  const provider = createMergedProvider({
    tabs: { news: [local, createGdeltProvider({ contactEmail: CONTACT_EMAIL, baseUrl: gdelt.url })] },
    pageSizes: { gdelt: 25 },
    budgetMs: 1000,
    cacheTtlS,
    logger,
    breakAfter: 2,
    halfOpenAfterMs: 60_000,
    limiter: createSourceLimiter({ store: memorySourceLimitStore(() => clock), now: () => clock }),
  });
  return { provider, lines };
}

const news = (text: string): SearchQuery => defaultQuery(text, { vertical: 'news', safeSearch: 'off' });

beforeAll(async () => {
  gdelt = await startFakeOpenApi({ json: GDELT });
});
afterAll(() => gdelt.close());
beforeEach(() => {
  gdelt.reset();
  clock = 0;
  const scripted = scriptedProvider(
    (query) =>
      answer([{ vertical: 'news', url: `https://local.example.org/${query.text}`, title: 'Local story', snippet: [] }]),
    FULL_CAPABILITIES,
  );
  local = Object.assign(scripted, { name: 'local', answersInProcess: true });
});

describe('merged provider within GDELT’s published limit', () => {
  it('asks GDELT once per 5 s; the pages between come at once with local results, GDELT unresponsive', async () => {
    const { provider, lines } = newsTab();
    const first = await provider.search(news('otters'), AbortSignal.timeout(5000));
    expect(first.results.map((r) => r.title)).toEqual(['Local story', 'Remote story']);
    expect(first.unresponsive).toEqual([]);
    // More refusals than it takes failures to open the circuit (2).
    for (const text of ['beavers', 'herons', 'voles', 'newts']) {
      clock += 1000;
      const started = performance.now();
      const page = await provider.search(news(text), AbortSignal.timeout(5000));
      expect(performance.now() - started).toBeLessThan(200);
      expect(page.results.map((r) => r.title)).toEqual(['Local story']);
      expect(page.unresponsive).toEqual(['gdelt']);
    }
    expect(gdelt.requests).toHaveLength(1);
    clock += 1000;
    // Five seconds on: GDELT is asked again, its circuit still closed.
    const later = await provider.search(news('moles'), AbortSignal.timeout(5000));
    expect(later.unresponsive).toEqual([]);
    expect(later.results.map((r) => r.title)).toContain('Remote story');
    expect(gdelt.requests).toHaveLength(2);
    expect(local.calls).toHaveLength(6);
    expect(lines.join('')).not.toContain('search failed');
  });

  it('an answer cached by GDELT’s runner needs no permit', async () => {
    const { provider } = newsTab(60);
    await provider.search(news('otters'), AbortSignal.timeout(5000));
    clock += 1000;
    const again = await provider.search(news('otters'), AbortSignal.timeout(5000));
    expect(again.unresponsive).toEqual([]);
    expect(again.results.map((r) => r.title)).toContain('Remote story');
    expect(gdelt.requests).toHaveLength(1);
  });
});
